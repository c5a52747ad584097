import type { RouteCall } from './route-call.js'

/** The quotations routes' entries of ROUTE_CALLS. */
export const ENQUIRY_ROUTE_CALLS: Record<string, RouteCall> = {}
