import {
  API_PATHS,
  ApiErrorSchema,
  DeskNoteBodySchema,
  DeskNoteSchema,
  DeskUpdateBodySchema,
  OfferCreateBodySchema,
  OfferCreatedResponseSchema,
  OfferParamsSchema,
  OfferSendBodySchema,
  OwnerListResponseSchema,
  QuotationDetailResponseSchema,
  QuotationIdParamsSchema,
  QuotationSavedResponseSchema,
  SALES_DESK_MESSAGES,
  type Offer,
} from '@gwp/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { access } from '../../../plugins/auth.js'
import { offerFileName } from '../offers/offer-files.js'
import type { OffersService, SentOffer } from '../offers/offers.service.js'
import type { DeskService } from './desk.service.js'

const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema }
/** The reads any signed-in admin may make: no right to lack, so no 403. */
const readRefusals = { 401: ApiErrorSchema, 404: ApiErrorSchema }
const update = access.permission('quotations', 'update')

/**
 * The sales desk's staff calls (decision record 021): every signed-in admin reads a quotation's
 * record and the owners; owner, stage, follow-up, notes and offers need quotations.update.
 */
export function deskRoutes(app: FastifyInstance, desk: DeskService, offers: OffersService) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const actorOf = (request: FastifyRequest) => desk.actor(request.admin!.id)

  r.get(
    API_PATHS.quotation.owners,
    {
      config: { access: access.signedIn },
      schema: {
        operationId: 'listQuotationOwners',
        summary: 'List the admins a quotation can be given to',
        tags: ['Sales desk'],
        response: { 200: OwnerListResponseSchema, 401: ApiErrorSchema },
      },
    },
    async () => ({ success: true as const, data: await desk.owners() }),
  )

  r.get(
    API_PATHS.quotation.one,
    {
      config: { access: access.signedIn },
      schema: {
        operationId: 'getQuotation',
        summary: 'Read one quotation with its notes and offers',
        tags: ['Sales desk'],
        params: QuotationIdParamsSchema,
        response: { 200: QuotationDetailResponseSchema, ...readRefusals },
      },
    },
    async (request) => ({ success: true as const, data: await desk.detail(request.params.id) }),
  )

  r.patch(
    API_PATHS.quotation.desk,
    {
      config: { access: update },
      schema: {
        operationId: 'updateQuotationDesk',
        summary: "Change a quotation's stage, owner or follow-up date",
        tags: ['Sales desk'],
        params: QuotationIdParamsSchema,
        body: DeskUpdateBodySchema,
        // Lost while the customer answers the open offer: the answer wins (409).
        response: { 200: QuotationSavedResponseSchema, 409: ApiErrorSchema, ...refusals },
      },
    },
    async (request) => {
      const { body } = request
      const data = await desk.update(request.params.id, body, await actorOf(request))
      const message =
        body.ownerId !== undefined
          ? body.ownerId
            ? SALES_DESK_MESSAGES.assigned
            : SALES_DESK_MESSAGES.unassigned
          : body.stage !== undefined
            ? SALES_DESK_MESSAGES.stageChanged
            : body.followUpOn
              ? SALES_DESK_MESSAGES.followUpSet
              : SALES_DESK_MESSAGES.followUpCleared
      return { success: true as const, message, data }
    },
  )

  r.post(
    API_PATHS.quotation.note,
    {
      config: { access: update },
      schema: {
        operationId: 'addQuotationNote',
        summary: 'Add a note to a quotation',
        tags: ['Sales desk'],
        params: QuotationIdParamsSchema,
        body: DeskNoteBodySchema,
        response: {
          201: z.object({
            success: z.literal(true),
            message: z.string(),
            data: DeskNoteSchema.omit({ _id: true }),
          }),
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const data = await desk.addNote(request.params.id, request.body, await actorOf(request))
      return reply.status(201).send({ success: true as const, message: SALES_DESK_MESSAGES.noteAdded, data })
    },
  )

  r.post(
    API_PATHS.quotation.offer,
    {
      config: { access: update },
      schema: {
        operationId: 'createOffer',
        summary: 'Write an offer for a quotation',
        tags: ['Sales desk'],
        params: QuotationIdParamsSchema,
        body: OfferCreateBodySchema,
        response: { 201: OfferCreatedResponseSchema, 409: ApiErrorSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const result = await offers.create(request.params.id, request.body, await actorOf(request))
      const message = 'link' in result ? SALES_DESK_MESSAGES.offerSent : SALES_DESK_MESSAGES.offerSaved
      return reply
        .status(201)
        .send({ success: true as const, message, data: result.offer, ...linksOf(result) })
    },
  )

  r.post(
    API_PATHS.quotation.offerSend,
    {
      config: { access: update },
      schema: {
        operationId: 'sendOffer',
        summary: 'Send an offer to the customer',
        tags: ['Sales desk'],
        params: OfferParamsSchema,
        body: OfferSendBodySchema,
        response: { 200: OfferCreatedResponseSchema, 409: ApiErrorSchema, ...refusals },
      },
    },
    async (request) => {
      const { id, offerId } = request.params
      const sent = await offers.send(id, offerId, request.body.email !== false, await actorOf(request))
      return {
        success: true as const,
        message: SALES_DESK_MESSAGES.offerSent,
        data: sent.offer,
        ...linksOf(sent),
      }
    },
  )

  r.get(
    API_PATHS.quotation.offerPdf,
    {
      config: { access: access.signedIn },
      schema: {
        operationId: 'getQuotationOfferPdf',
        summary: "Download an offer's PDF",
        tags: ['Sales desk'],
        params: OfferParamsSchema,
        produces: ['application/pdf'],
        response: readRefusals,
      },
    },
    async (request, reply) => {
      const { bytes, row } = await offers.pdf(request.params.id, request.params.offerId)
      return sendPdf(reply, bytes, offerFileName(row))
    },
  )
}

/** A PDF to open in the browser: never kept by a cache, as it holds a customer's prices. */
export function sendPdf(reply: FastifyReply, bytes: Buffer, fileName: string): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(bytes)
}

const linksOf = (result: SentOffer | { offer: Offer }) =>
  'link' in result ? { link: result.link, whatsapp: result.whatsapp } : {}
