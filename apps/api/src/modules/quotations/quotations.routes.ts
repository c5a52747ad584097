import {
  API_PATHS,
  ApiErrorSchema,
  ENQUIRY_MESSAGES,
  QuotationCreateBodySchema,
  QuotationCreatedResponseSchema,
} from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

import { access } from '../../plugins/auth.js'
import type { QuotationsService } from './quotations.service.js'

/** The visitor's quote forms (public-site.md §5, §7). The back office's list and status change come later. */
export function quotationsRoutes(app: FastifyInstance, service: QuotationsService) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.post(
    API_PATHS.quotation.create,
    {
      config: { access: access.public },
      schema: {
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
}
