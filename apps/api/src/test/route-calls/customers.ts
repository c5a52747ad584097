import type { RouteCall } from './route-call.js'

/** The potential customers' and the dashboard charts' entries of ROUTE_CALLS. */
export const CUSTOMER_ROUTE_CALLS: Record<string, RouteCall> = {}
