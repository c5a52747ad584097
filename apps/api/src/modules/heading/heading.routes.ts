import {
  API_PATHS,
  ApiErrorSchema,
  HEADING_MESSAGES,
  HeadingBodySchema,
  HeadingResponseSchema,
  HeadingUpdateResponseSchema,
  PublicLanguageQuerySchema,
} from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

import { readViewOf } from '../../lib/content-translations.js'
import { access } from '../../plugins/auth.js'
import type { HeadingService } from './heading.service.js'

/** Read by anyone (the spec's GET carries no token); changed by the superAdmin only. */
export function headingRoutes(app: FastifyInstance, service: HeadingService) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    API_PATHS.heading.get,
    {
      config: { access: access.public },
      schema: {
        operationId: 'getHeading',
        summary: "Read the site's alert heading",
        tags: ['Site content'],
        querystring: PublicLanguageQuerySchema,
        response: { 200: HeadingResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await service.get(readViewOf(request))) }),
  )

  r.put(
    API_PATHS.heading.update,
    {
      config: { access: access.superAdmin },
      schema: {
        operationId: 'updateHeading',
        summary: "Change the site's alert heading",
        tags: ['Site content'],
        body: HeadingBodySchema,
        response: {
          200: HeadingUpdateResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: HEADING_MESSAGES.updated,
      data: await service.update(request.body),
    }),
  )
}
