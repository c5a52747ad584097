import type { RouteCall } from './route-call.js'

/** The potential customers' and the dashboard charts' entries of ROUTE_CALLS. */
export const CUSTOMER_ROUTE_CALLS: Record<string, RouteCall> = {
  'GET /api/v1/potential-customer': {
    status: 200,
    prepare: async () => ({ url: '/api/v1/potential-customer?page=1&limit=10&q=a' }),
  },
  'GET /api/v1/potential-customer/export.csv': {
    status: 200,
    prepare: async () => ({ url: '/api/v1/potential-customer/export.csv' }),
  },
  'GET /api/v1/count/charts': { status: 200, prepare: async () => ({ url: '/api/v1/count/charts' }) },
}
