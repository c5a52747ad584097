import type { RouteCall } from './route-call.js'

/** The events (exhibitions) routes' entries of ROUTE_CALLS. */
export const EVENT_ROUTE_CALLS: Record<string, RouteCall> = {}
