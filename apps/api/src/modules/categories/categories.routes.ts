import {
  API_PATHS,
  ApiErrorSchema,
  CatalogIdParamsSchema,
  CategoryListResponseSchema,
  type CategoryListResponse,
  CategoryResponseSchema,
} from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

import { withJsonList } from '../../lib/serialised-json.js'
import { access } from '../../plugins/auth.js'
import type { CategoriesService } from './categories.service.js'

/** Public catalogue reads, with ETag and Cache-Control (plugins/http-cache.ts). */
export function categoriesRoutes(app: FastifyInstance, service: CategoriesService) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const config = { access: access.public, httpCache: true, responseCache: 'catalog' as const }

  r.get(
    API_PATHS.category.list,
    { config, schema: { response: { 200: CategoryListResponseSchema } } },
    async () => withJsonList<CategoryListResponse>({ success: true }, 'data', await service.listJson()),
  )

  r.get(
    API_PATHS.category.one,
    {
      config,
      schema: {
        params: CatalogIdParamsSchema,
        response: { 200: CategoryResponseSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await service.get(request.params.id) }),
  )
}
