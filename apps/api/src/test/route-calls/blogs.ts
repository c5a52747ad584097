import type { RouteCall } from './route-call.js'

/** The blogs routes' entries of ROUTE_CALLS. */
export const BLOG_ROUTE_CALLS: Record<string, RouteCall> = {}
