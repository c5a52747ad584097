import {
  ActiveProductsQuerySchema,
  ActiveProductsResponseSchema,
  type ActiveProductsResponse,
  API_PATHS,
  ApiErrorSchema,
  CATALOG_MESSAGES,
  CatalogIdParamsSchema,
  ProductListResponseSchema,
  type ProductListResponse,
  ProductResponseSchema,
} from '@gwp/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

import { withJsonList } from '../../lib/serialised-json.js'
import { access } from '../../plugins/auth.js'
import type { Visibility } from './products.repository.js'
import type { ProductsService } from './products.service.js'

/** Any valid admin token shows inactive products too (decision 7); no token or a bad one does not. */
const ok = { success: true } as const

const visibilityOf = (request: FastifyRequest): Visibility => ({ includeInactive: request.admin !== null })

/**
 * Public catalogue reads, with ETag and Cache-Control (plugins/http-cache.ts). The lists are sent as
 * the database wrote them (lib/serialised-json.ts).
 */
export function productsRoutes(app: FastifyInstance, service: ProductsService) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const config = { access: access.public, httpCache: true, responseCache: 'catalog' as const }

  r.get(
    API_PATHS.product.list,
    { config, schema: { response: { 200: ProductListResponseSchema } } },
    async (request) =>
      withJsonList<ProductListResponse>(ok, 'data', await service.listJson(visibilityOf(request))),
  )

  r.get(
    API_PATHS.product.active,
    {
      config,
      schema: { querystring: ActiveProductsQuerySchema, response: { 200: ActiveProductsResponseSchema } },
    },
    async (request) =>
      withJsonList<ActiveProductsResponse>(
        { ...ok, message: CATALOG_MESSAGES.activeProductsFetched },
        'data',
        await service.listActiveJson(request.query.limit),
      ),
  )

  r.get(
    API_PATHS.product.activeByCategory,
    { config, schema: { params: CatalogIdParamsSchema, response: { 200: ProductListResponseSchema } } },
    async (request) =>
      withJsonList<ProductListResponse>(
        ok,
        'data',
        await service.listActiveByCategoryJson(request.params.id),
      ),
  )

  r.get(
    API_PATHS.product.activeBySubCategory,
    { config, schema: { params: CatalogIdParamsSchema, response: { 200: ProductListResponseSchema } } },
    async (request) =>
      withJsonList<ProductListResponse>(
        ok,
        'data',
        await service.listActiveBySubCategoryJson(request.params.id),
      ),
  )

  r.get(
    API_PATHS.product.one,
    {
      config,
      schema: {
        params: CatalogIdParamsSchema,
        response: { 200: ProductResponseSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.get(request.params.id, visibilityOf(request)),
    }),
  )
}
