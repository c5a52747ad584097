import {
  AdminListQuerySchema,
  API_PATHS,
  ApiErrorSchema,
  IMAGE_KINDS,
  CatalogIdParamsSchema,
  CATEGORY_MESSAGES,
  CategoryCreateFieldsSchema,
  CategoryListResponseSchema,
  type CategoryListResponse,
  CategoryResponseSchema,
  CategorySavedResponseSchema,
  CategoryUpdateFieldsSchema,
  DeletedResponseSchema,
  listPageOf,
  PublicLanguageQuerySchema,
} from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

import { readViewOf } from '../../lib/content-translations.js'
import { withJsonList } from '../../lib/serialised-json.js'
import { imageFile } from '../../openapi/route-documentation.js'
import { access } from '../../plugins/auth.js'
import { parseFormFields, readUploadForm } from '../../plugins/multipart.js'
import type { CategoriesService } from './categories.service.js'

const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema }
/** A file over the streaming limit is refused in the words of the catalogue's image rules. */
const UPLOAD_OPTIONS = { fileTooLarge: IMAGE_KINDS.category.messages.size }

/**
 * Public catalogue reads, with ETag and Cache-Control (plugins/http-cache.ts), and the back office's
 * writes: create and update by the category rights of the privilege grid, delete by the superAdmin.
 */
export function categoriesRoutes(app: FastifyInstance, service: CategoriesService) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const config = { access: access.public, httpCache: true, responseCache: 'catalog' as const }

  r.get(
    API_PATHS.category.list,
    {
      config,
      schema: {
        operationId: 'listCategories',
        summary: 'List categories',
        tags: ['Catalogue'],
        querystring: AdminListQuerySchema.extend(PublicLanguageQuerySchema.shape),
        response: { 200: CategoryListResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const page = listPageOf(request.query)
      const view = readViewOf(request)
      // The spec's call, without paging: every category, as JSON text the database wrote.
      if (!page)
        return withJsonList<CategoryListResponse>(
          { success: true },
          'data',
          await service.listJson(view.lang),
        )
      return { success: true as const, ...(await service.listPage(page, view)) }
    },
  )

  r.get(
    API_PATHS.category.one,
    {
      config,
      schema: {
        operationId: 'getCategory',
        summary: 'Read one category',
        tags: ['Catalogue'],
        params: CatalogIdParamsSchema,
        querystring: PublicLanguageQuerySchema,
        response: { 200: CategoryResponseSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.get(request.params.id, readViewOf(request)),
    }),
  )

  r.post(
    API_PATHS.category.create,
    {
      config: { access: access.permission('category', 'create') },
      schema: {
        operationId: 'createCategory',
        summary: 'Create a category',
        tags: ['Catalogue'],
        consumes: ['multipart/form-data'],
        documentation: {
          uploadForm: {
            fields: CategoryCreateFieldsSchema,
            files: { image: imageFile(IMAGE_KINDS.category) },
          },
        },
        response: { 201: CategorySavedResponseSchema, 409: ApiErrorSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const form = await readUploadForm(request, UPLOAD_OPTIONS)
      const fields = parseFormFields(CategoryCreateFieldsSchema, form.fields)
      const data = await service.create({ ...fields, image: form.files.image })
      return reply.status(201).send({ success: true as const, message: CATEGORY_MESSAGES.created, data })
    },
  )

  r.patch(
    API_PATHS.category.update,
    {
      config: { access: access.permission('category', 'update') },
      schema: {
        operationId: 'updateCategory',
        summary: 'Edit a category',
        tags: ['Catalogue'],
        consumes: ['multipart/form-data'],
        documentation: {
          uploadForm: {
            fields: CategoryUpdateFieldsSchema,
            files: { image: imageFile(IMAGE_KINDS.category, { optional: true }) },
          },
        },
        params: CatalogIdParamsSchema,
        response: { 200: CategorySavedResponseSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, ...refusals },
      },
    },
    async (request) => {
      const form = await readUploadForm(request, UPLOAD_OPTIONS)
      const fields = parseFormFields(CategoryUpdateFieldsSchema, form.fields)
      const data = await service.update(request.params.id, { ...fields, image: form.files.image })
      return { success: true as const, message: CATEGORY_MESSAGES.updated, data }
    },
  )

  r.delete(
    API_PATHS.category.delete,
    {
      config: { access: access.superAdmin },
      schema: {
        operationId: 'deleteCategory',
        summary: 'Delete a category',
        tags: ['Catalogue'],
        params: CatalogIdParamsSchema,
        response: { 200: DeletedResponseSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      await service.delete(request.params.id)
      return { success: true as const, message: CATEGORY_MESSAGES.deleted }
    },
  )
}
