import {
  API_PATHS,
  ApiErrorSchema,
  CatalogIdParamsSchema,
  CategoryIdParamsSchema,
  CountSummaryResponseSchema,
  DashboardChartsResponseSchema,
  ProductCountResponseSchema,
  SubCategoryCountResponseSchema,
} from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

import { access } from '../../plugins/auth.js'
import type { CountsService } from './counts.service.js'

/**
 * The dashboard's summary and charts: every signed-in admin sees the dashboard, so every signed-in
 * admin may read its figures. The catalogue's two counts are public reads with ETag and Cache-Control.
 */
export function countsRoutes(app: FastifyInstance, service: CountsService) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    API_PATHS.counts.summary,
    {
      config: { access: access.signedIn },
      schema: {
        operationId: 'getDashboardCounts',
        summary: "Read the dashboard's figures",
        tags: ['Dashboard'],
        response: { 200: CountSummaryResponseSchema, 401: ApiErrorSchema },
      },
    },
    async () => ({ success: true as const, data: await service.summary() }),
  )

  r.get(
    API_PATHS.counts.charts,
    {
      config: { access: access.signedIn },
      schema: {
        operationId: 'getDashboardCharts',
        summary: "Read the dashboard's charts",
        tags: ['Dashboard'],
        response: { 200: DashboardChartsResponseSchema, 401: ApiErrorSchema },
      },
    },
    async () => ({ success: true as const, data: await service.charts() }),
  )

  r.get(
    API_PATHS.counts.subCategoryCountByCategory,
    {
      config: { access: access.public, httpCache: true, responseCache: 'catalog' },
      schema: {
        operationId: 'countSubCategoriesOfCategory',
        summary: "Count a category's sub-categories",
        tags: ['Catalogue'],
        params: CategoryIdParamsSchema,
        response: { 200: SubCategoryCountResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      status: true as const,
      count: await service.subCategoryCountByCategory(request.params.categoryId),
    }),
  )

  r.get(
    API_PATHS.counts.productCountBySubCategory,
    {
      config: { access: access.public, httpCache: true, responseCache: 'catalog' },
      schema: {
        operationId: 'countProductsOfSubCategory',
        summary: "Count a sub-category's products",
        tags: ['Catalogue'],
        params: CatalogIdParamsSchema,
        response: { 200: ProductCountResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      productCounts: await service.productCountBySubCategory(request.params.id, {
        includeInactive: request.admin !== null,
      }),
    }),
  )
}
