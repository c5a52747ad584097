import { insertSentOffer, offerBody } from '../offers.js'
import { insertQuotation } from '../quotations.js'
import type { RouteCall } from './route-call.js'

/** The quotations routes' entries of ROUTE_CALLS. */

const staffOnly = "a visitor's quotation request is read by staff only; no public page shows quotations"
const customerOnly = 'an offer is shown only to the customer holding its link, on a page no cache keeps'

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
  // The sales desk (decision record 021).
  'GET /api/v1/quotation/desk-report': {
    status: 200,
    prepare: async () => ({ url: '/api/v1/quotation/desk-report' }),
  },
  'GET /api/v1/quotation/offers.csv': {
    status: 200,
    prepare: async () => ({ url: '/api/v1/quotation/offers.csv' }),
  },
  'GET /api/v1/quotation/owners': { status: 200, prepare: async () => ({ url: '/api/v1/quotation/owners' }) },
  'GET /api/v1/quotation/:id': {
    status: 200,
    prepare: async (app) => ({ url: `/api/v1/quotation/${await insertQuotation(app)}` }),
  },
  'PATCH /api/v1/quotation/:id/desk': {
    status: 200,
    notPublicContent: staffOnly,
    async prepare(app) {
      return { url: `/api/v1/quotation/${await insertQuotation(app)}/desk`, payload: { stage: 'contacted' } }
    },
  },
  'POST /api/v1/quotation/:id/note': {
    status: 201,
    notPublicContent: staffOnly,
    async prepare(app) {
      return {
        url: `/api/v1/quotation/${await insertQuotation(app)}/note`,
        payload: { text: 'Called, wants 5 L' },
      }
    },
  },
  'POST /api/v1/quotation/:id/offer': {
    status: 201,
    notPublicContent: staffOnly,
    async prepare(app) {
      return { url: `/api/v1/quotation/${await insertQuotation(app)}/offer`, payload: offerBody() }
    },
  },
  'POST /api/v1/quotation/:id/offer/:offerId/send': {
    status: 200,
    notPublicContent: staffOnly,
    async prepare(app) {
      const { quotationId, offerId } = await insertSentOffer(app)
      return { url: `/api/v1/quotation/${quotationId}/offer/${offerId}/send`, payload: { email: false } }
    },
  },
  'GET /api/v1/quotation/:id/offer/:offerId/pdf': {
    status: 200,
    async prepare(app) {
      const { quotationId, offerId } = await insertSentOffer(app)
      return { url: `/api/v1/quotation/${quotationId}/offer/${offerId}/pdf` }
    },
  },
  'POST /api/v1/offer/:token/accept': {
    status: 200,
    notPublicContent: customerOnly,
    async prepare(app) {
      return {
        url: `/api/v1/offer/${(await insertSentOffer(app)).token}/accept`,
        payload: { name: 'Ayesha' },
      }
    },
  },
  'POST /api/v1/offer/:token/decline': {
    status: 200,
    notPublicContent: customerOnly,
    async prepare(app) {
      return { url: `/api/v1/offer/${(await insertSentOffer(app)).token}/decline`, payload: {} }
    },
  },
}
