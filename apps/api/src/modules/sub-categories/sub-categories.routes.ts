import {
  API_PATHS,
  ApiErrorSchema,
  CatalogIdParamsSchema,
  SubCategoryListResponseSchema,
  SubCategoryResponseSchema,
} from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

import { access } from '../../plugins/auth.js'
import type { SubCategoriesService } from './sub-categories.service.js'

/** Public catalogue reads, with ETag and Cache-Control (plugins/http-cache.ts). */
export function subCategoriesRoutes(app: FastifyInstance, service: SubCategoriesService) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const config = { access: access.public, httpCache: true, responseCache: 'catalog' as const }

  r.get(
    API_PATHS.subCategory.list,
    { config, schema: { response: { 200: SubCategoryListResponseSchema } } },
    async () => ({ success: true as const, data: await service.list() }),
  )

  r.get(
    API_PATHS.subCategory.byCategory,
    { config, schema: { params: CatalogIdParamsSchema, response: { 200: SubCategoryListResponseSchema } } },
    async (request) => ({ success: true as const, data: await service.listByCategory(request.params.id) }),
  )

  r.get(
    API_PATHS.subCategory.one,
    {
      config,
      schema: {
        params: CatalogIdParamsSchema,
        response: { 200: SubCategoryResponseSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await service.get(request.params.id) }),
  )
}
