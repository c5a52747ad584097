import { API_PATHS, ApiErrorSchema, DeskReportResponseSchema, OFFER_CSV_HEADER } from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

import { csvStream, sendCsv } from '../../../lib/csv.js'
import { access } from '../../../plugins/auth.js'
import type { DeskReportReader } from './desk-report.js'

// Any signed-in admin may read these: no right to lack, so no 403.
const refusals = { 401: ApiErrorSchema }

/** The dashboard's sales figures and the offers' CSV, for every signed-in admin (decision record 021). */
export function reportRoutes(app: FastifyInstance, reader: DeskReportReader) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    API_PATHS.quotation.deskReport,
    {
      config: { access: access.signedIn },
      schema: {
        operationId: 'getDeskReport',
        summary: "Read the sales desk's figures",
        tags: ['Sales desk'],
        response: { 200: DeskReportResponseSchema, ...refusals },
      },
    },
    async () => ({ success: true as const, data: await reader.report() }),
  )

  r.get(
    API_PATHS.quotation.offersExport,
    {
      config: { access: access.signedIn },
      schema: {
        operationId: 'exportOffers',
        summary: 'Export every offer as CSV',
        tags: ['Sales desk'],
        produces: ['text/csv'],
        response: refusals,
      },
    },
    async (_request, reply) => sendCsv(reply, 'offers', csvStream(OFFER_CSV_HEADER, reader.exportRows())),
  )
}
