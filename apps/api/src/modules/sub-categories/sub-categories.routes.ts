import {
  API_PATHS,
  ApiErrorSchema,
  IMAGE_KINDS,
  CatalogIdParamsSchema,
  DeletedResponseSchema,
  PublicLanguageQuerySchema,
  SUB_CATEGORY_MESSAGES,
  SubCategoryCreateFieldsSchema,
  SubCategoryListResponseSchema,
  SubCategoryResponseSchema,
  SubCategorySavedResponseSchema,
  SubCategoryUpdateFieldsSchema,
} from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

import { readViewOf } from '../../lib/content-translations.js'
import { imageFile } from '../../openapi/route-documentation.js'
import { access } from '../../plugins/auth.js'
import { parseFormFields, readUploadForm } from '../../plugins/multipart.js'
import type { SubCategoriesService } from './sub-categories.service.js'

const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema }
/** A file over the streaming limit is refused in the words of the catalogue's image rules. */
const UPLOAD_OPTIONS = { fileTooLarge: IMAGE_KINDS.subCategory.messages.size }

/**
 * Public catalogue reads, with ETag and Cache-Control (plugins/http-cache.ts), and the back office's
 * writes: create and update by the subCategory rights of the privilege grid, delete by the superAdmin.
 */
export function subCategoriesRoutes(app: FastifyInstance, service: SubCategoriesService) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const config = { access: access.public, httpCache: true, responseCache: 'catalog' as const }

  r.get(
    API_PATHS.subCategory.list,
    {
      config,
      schema: {
        operationId: 'listSubCategories',
        summary: 'List sub-categories',
        tags: ['Catalogue'],
        querystring: PublicLanguageQuerySchema,
        response: { 200: SubCategoryListResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await service.list(readViewOf(request)) }),
  )

  r.get(
    API_PATHS.subCategory.byCategory,
    {
      config,
      schema: {
        operationId: 'listSubCategoriesOfCategory',
        summary: "List a category's sub-categories",
        tags: ['Catalogue'],
        params: CatalogIdParamsSchema,
        querystring: PublicLanguageQuerySchema,
        response: { 200: SubCategoryListResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listByCategory(request.params.id, readViewOf(request)),
    }),
  )

  r.get(
    API_PATHS.subCategory.one,
    {
      config,
      schema: {
        operationId: 'getSubCategory',
        summary: 'Read one sub-category',
        tags: ['Catalogue'],
        params: CatalogIdParamsSchema,
        querystring: PublicLanguageQuerySchema,
        response: { 200: SubCategoryResponseSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.get(request.params.id, readViewOf(request)),
    }),
  )

  r.post(
    API_PATHS.subCategory.create,
    {
      config: { access: access.permission('subCategory', 'create') },
      schema: {
        operationId: 'createSubCategory',
        summary: 'Create a sub-category',
        tags: ['Catalogue'],
        consumes: ['multipart/form-data'],
        documentation: {
          uploadForm: {
            fields: SubCategoryCreateFieldsSchema,
            files: { image: imageFile(IMAGE_KINDS.subCategory) },
          },
        },
        response: { 201: SubCategorySavedResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const form = await readUploadForm(request, UPLOAD_OPTIONS)
      const fields = parseFormFields(SubCategoryCreateFieldsSchema, form.fields)
      const data = await service.create({ ...fields, image: form.files.image })
      return reply.status(201).send({ success: true as const, message: SUB_CATEGORY_MESSAGES.created, data })
    },
  )

  r.patch(
    API_PATHS.subCategory.one,
    {
      config: { access: access.permission('subCategory', 'update') },
      schema: {
        operationId: 'updateSubCategory',
        summary: 'Edit a sub-category',
        tags: ['Catalogue'],
        consumes: ['multipart/form-data'],
        documentation: {
          uploadForm: {
            fields: SubCategoryUpdateFieldsSchema,
            files: { image: imageFile(IMAGE_KINDS.subCategory, { optional: true }) },
          },
        },
        params: CatalogIdParamsSchema,
        response: { 200: SubCategorySavedResponseSchema, 404: ApiErrorSchema, ...refusals },
      },
    },
    async (request) => {
      const form = await readUploadForm(request, UPLOAD_OPTIONS)
      const fields = parseFormFields(SubCategoryUpdateFieldsSchema, form.fields)
      const data = await service.update(request.params.id, { ...fields, image: form.files.image })
      return { success: true as const, message: SUB_CATEGORY_MESSAGES.updated, data }
    },
  )

  r.delete(
    API_PATHS.subCategory.delete,
    {
      config: { access: access.superAdmin },
      schema: {
        operationId: 'deleteSubCategory',
        summary: 'Delete a sub-category',
        tags: ['Catalogue'],
        params: CatalogIdParamsSchema,
        response: { 200: DeletedResponseSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      await service.delete(request.params.id)
      return { success: true as const, message: SUB_CATEGORY_MESSAGES.deleted }
    },
  )
}
