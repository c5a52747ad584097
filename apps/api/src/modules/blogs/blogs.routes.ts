import {
  API_PATHS,
  ApiErrorSchema,
  BlogIdParamsSchema,
  BlogListResponseSchema,
  BlogResponseSchema,
} from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

import { access } from '../../plugins/auth.js'
import type { BlogsService } from './blogs.service.js'

/** Public blog reads, with ETag and Cache-Control (plugins/http-cache.ts). */
export function blogsRoutes(app: FastifyInstance, service: BlogsService) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const config = { access: access.public, httpCache: true, responseCache: 'blogs' as const }

  r.get(
    API_PATHS.blog.active,
    { config, schema: { response: { 200: BlogListResponseSchema } } },
    async () => ({ success: true as const, data: await service.listActive() }),
  )

  r.get(
    API_PATHS.blog.one,
    {
      config,
      schema: { params: BlogIdParamsSchema, response: { 200: BlogResponseSchema, 404: ApiErrorSchema } },
    },
    // Any valid admin token shows inactive blogs too (decision 7); no token or a bad one does not.
    async (request) => ({
      success: true as const,
      data: await service.get(request.params.id, { includeInactive: request.admin !== null }),
    }),
  )
}
