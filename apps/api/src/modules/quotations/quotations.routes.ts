import {
  API_PATHS,
  ApiErrorSchema,
  DeletedResponseSchema,
  ENQUIRY_MESSAGES,
  QUOTATION_CSV_HEADER,
  QUOTATION_MESSAGES,
  QuotationCreateBodySchema,
  QuotationCreatedResponseSchema,
  QuotationExportQuerySchema,
  quotationFiltersOf,
  QuotationIdParamsSchema,
  QuotationListQuerySchema,
  QuotationListResponseSchema,
  quotationPageOf,
  QuotationSavedResponseSchema,
  QuotationStatusBodySchema,
} from '@gwp/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

import { calendarDateIn } from '../../lib/calendar.js'
import { csvStream, sendCsv } from '../../lib/csv.js'
import { access } from '../../plugins/auth.js'
import type { DeskService } from './desk/desk.service.js'
import type { ListViewer, QuotationDeskService } from './quotation-desk.service.js'
import type { QuotationsService } from './quotations.service.js'

const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema }
/** The list and its export are for any signed-in admin: no right to lack, so no 403. */
const readRefusals = { 400: ApiErrorSchema, 401: ApiErrorSchema }

/**
 * The visitor's quote form (docs/requirements/enquiries.md#quote-form, #calls) and the back office's Quotes
 * (docs/requirements/enquiries.md#quotes-section, #calls): the list for every signed-in admin, the status
 * change by quotations.statusChange, the delete by the superAdmin, and the quote desk's CSV export of what
 * the table shows.
 */
export function quotationsRoutes(
  app: FastifyInstance,
  service: QuotationsService,
  desk: QuotationDeskService,
  salesDesk: DeskService,
) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  // "Mine" is the admin reading; "due" is read on the company's calendar, as exhibitions are.
  const viewerOf = (request: FastifyRequest): ListViewer => ({
    viewerId: request.admin?.id ?? null,
    today: calendarDateIn(app.config.eventsTimeZone, new Date()),
  })

  r.post(
    API_PATHS.quotation.create,
    {
      config: { access: access.public },
      schema: {
        operationId: 'createQuotation',
        summary: 'Ask for a quotation',
        tags: ['Enquiries'],
        body: QuotationCreateBodySchema,
        response: { 201: QuotationCreatedResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await service.create(request.body, request.ip)
      // A dropped (honeypot) request hears the same 201 and message; only data is null.
      return reply
        .status(201)
        .send({ success: true as const, message: ENQUIRY_MESSAGES.quotationCreated, data })
    },
  )

  r.get(
    API_PATHS.quotation.list,
    {
      config: { access: access.signedIn },
      schema: {
        operationId: 'listQuotations',
        summary: 'List the quotations',
        tags: ['Sales desk'],
        querystring: QuotationListQuerySchema,
        response: { 200: QuotationListResponseSchema, ...readRefusals },
      },
    },
    async (request) => {
      const page = quotationPageOf(request.query)
      // The spec's call, without paging: every quotation, newest first.
      if (!page) return { success: true as const, data: await desk.list() }
      return { success: true as const, ...(await desk.listPage(page, viewerOf(request))) }
    },
  )

  r.get(
    API_PATHS.quotation.export,
    {
      config: { access: access.signedIn },
      schema: {
        operationId: 'exportQuotations',
        summary: 'Export the quotations as CSV',
        tags: ['Sales desk'],
        querystring: QuotationExportQuerySchema,
        produces: ['text/csv'],
        response: readRefusals,
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'quotations',
        csvStream(
          QUOTATION_CSV_HEADER,
          desk.exportRows(quotationFiltersOf(request.query), viewerOf(request)),
        ),
      ),
  )

  r.patch(
    API_PATHS.quotation.one,
    {
      config: { access: access.permission('quotations', 'statusChange') },
      schema: {
        operationId: 'changeQuotationStatus',
        summary: "Change a quotation's status",
        tags: ['Sales desk'],
        params: QuotationIdParamsSchema,
        body: QuotationStatusBodySchema,
        response: {
          200: QuotationSavedResponseSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          ...refusals,
        },
      },
    },
    async (request) => {
      const { status, outcome } = request.body
      const actor = await salesDesk.actor(request.admin!.id)
      return {
        success: true as const,
        message: QUOTATION_MESSAGES.statusChanged,
        data: await salesDesk.changeStatus(request.params.id, status, outcome, actor),
      }
    },
  )

  r.delete(
    API_PATHS.quotation.one,
    {
      config: { access: access.superAdmin },
      schema: {
        operationId: 'deleteQuotation',
        summary: 'Delete a quotation',
        tags: ['Sales desk'],
        params: QuotationIdParamsSchema,
        response: { 200: DeletedResponseSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      await desk.delete(request.params.id)
      return { success: true as const, message: QUOTATION_MESSAGES.deleted }
    },
  )
}
