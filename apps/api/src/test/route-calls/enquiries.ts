import { insertQuotation } from '../quotations.js'
import type { RouteCall } from './route-call.js'

/** The quotations routes' entries of ROUTE_CALLS. */

const staffOnly = "a visitor's quotation request is read by staff only; no public page shows quotations"

export const ENQUIRY_ROUTE_CALLS: Record<string, RouteCall> = {
  'GET /api/v1/quotation': { status: 200, prepare: async () => ({ url: '/api/v1/quotation' }) },
  'GET /api/v1/quotation/export.csv': {
    status: 200,
    prepare: async () => ({ url: '/api/v1/quotation/export.csv?status=pending' }),
  },
  'PATCH /api/v1/quotation/:id': {
    status: 200,
    notPublicContent: staffOnly,
    async prepare(app) {
      const id = await insertQuotation(app, { status: 'pending' })
      return { url: `/api/v1/quotation/${id}`, payload: { status: 'completed' } }
    },
  },
  'DELETE /api/v1/quotation/:id': {
    status: 200,
    notPublicContent: staffOnly,
    async prepare(app) {
      return { url: `/api/v1/quotation/${await insertQuotation(app)}` }
    },
  },
}
