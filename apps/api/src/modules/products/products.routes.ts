import {
  ActiveProductsQuerySchema,
  ActiveProductsResponseSchema,
  type ActiveProductsResponse,
  AdminListQuerySchema,
  API_PATHS,
  ApiErrorSchema,
  IMAGE_KINDS,
  CATALOG_MESSAGES,
  CatalogIdParamsSchema,
  DeletedResponseSchema,
  listPageOf,
  PRODUCT_MESSAGES,
  ProductCreateFieldsSchema,
  ProductImageDeleteBodySchema,
  ProductListResponseSchema,
  type ProductListResponse,
  ProductResponseSchema,
  ProductSavedResponseSchema,
  ProductUpdateBodySchema,
  PublicLanguageQuerySchema,
  StatusChangeBodySchema,
} from '@gwp/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

import { readViewOf } from '../../lib/content-translations.js'
import { withJsonList } from '../../lib/serialised-json.js'
import { imageFile } from '../../openapi/route-documentation.js'
import { access } from '../../plugins/auth.js'
import { parseFormFields, readUploadForm } from '../../plugins/multipart.js'
import type { Visibility } from './products.repository.js'
import type { ProductsService } from './products.service.js'

/**
 * Any valid admin token shows inactive products too (docs/requirements/api.md#live-content-only); no token or
 * a bad one does not.
 */
const ok = { success: true } as const

const visibilityOf = (request: FastifyRequest): Visibility => ({ includeInactive: request.admin !== null })

const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema }

/** The add form: 13 text fields and 1–3 files named `images`; a 4th file is refused while streaming. */
const CREATE_FORM = {
  fileTooLarge: IMAGE_KINDS.product.messages.size,
  tooManyFiles: PRODUCT_MESSAGES.imageLimit,
  limits: { files: IMAGE_KINDS.product.maxCount, fields: 20, parts: 23 },
}

/** The add form as the API description shows it. */
const CREATE_FORM_DESCRIPTION = {
  fields: ProductCreateFieldsSchema,
  files: { images: imageFile(IMAGE_KINDS.product, { several: true }) },
}

/** The edit form's upload: one file named `images` per call (UPLOAD_LIMITS.files). */
const ADD_IMAGE_FORM = { fileTooLarge: PRODUCT_MESSAGES.editImageSize }

/**
 * Public catalogue reads, with ETag and Cache-Control (plugins/http-cache.ts), and the back office's
 * writes: create, update and status change by the product rights of the privilege grid, delete by
 * the superAdmin. The lists are sent as the database wrote them (lib/serialised-json.ts).
 */
export function productsRoutes(app: FastifyInstance, service: ProductsService) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const config = { access: access.public, httpCache: true, responseCache: 'catalog' as const }

  r.get(
    API_PATHS.product.list,
    {
      config,
      schema: {
        operationId: 'listProducts',
        summary: 'List products',
        tags: ['Catalogue'],
        querystring: AdminListQuerySchema.extend(PublicLanguageQuerySchema.shape),
        response: { 200: ProductListResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const page = listPageOf(request.query)
      const visibility = visibilityOf(request)
      const { lang } = request.query
      // The spec's call, without paging: every product the caller may see.
      if (!page)
        return withJsonList<ProductListResponse>(ok, 'data', await service.listJson(visibility, lang))
      const { json, pagination } = await service.listPageJson(page, visibility, lang)
      return withJsonList<ProductListResponse>({ ...ok, pagination }, 'data', json)
    },
  )

  r.get(
    API_PATHS.product.active,
    {
      config,
      schema: {
        operationId: 'listActiveProducts',
        summary: 'List the active products',
        tags: ['Catalogue'],
        querystring: ActiveProductsQuerySchema.extend(PublicLanguageQuerySchema.shape),
        response: { 200: ActiveProductsResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) =>
      withJsonList<ActiveProductsResponse>(
        { ...ok, message: CATALOG_MESSAGES.activeProductsFetched },
        'data',
        await service.listActiveJson(request.query.limit, request.query.lang),
      ),
  )

  r.get(
    API_PATHS.product.activeByCategory,
    {
      config,
      schema: {
        operationId: 'listActiveProductsOfCategory',
        summary: "List a category's active products",
        tags: ['Catalogue'],
        params: CatalogIdParamsSchema,
        querystring: PublicLanguageQuerySchema,
        response: { 200: ProductListResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) =>
      withJsonList<ProductListResponse>(
        ok,
        'data',
        await service.listActiveByCategoryJson(request.params.id, request.query.lang),
      ),
  )

  r.get(
    API_PATHS.product.activeBySubCategory,
    {
      config,
      schema: {
        operationId: 'listActiveProductsOfSubCategory',
        summary: "List a sub-category's active products",
        tags: ['Catalogue'],
        params: CatalogIdParamsSchema,
        querystring: PublicLanguageQuerySchema,
        response: { 200: ProductListResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) =>
      withJsonList<ProductListResponse>(
        ok,
        'data',
        await service.listActiveBySubCategoryJson(request.params.id, request.query.lang),
      ),
  )

  r.get(
    API_PATHS.product.one,
    {
      config,
      schema: {
        operationId: 'getProduct',
        summary: 'Read one product',
        tags: ['Catalogue'],
        params: CatalogIdParamsSchema,
        querystring: PublicLanguageQuerySchema,
        response: { 200: ProductResponseSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.get(request.params.id, visibilityOf(request), readViewOf(request)),
    }),
  )

  r.post(
    API_PATHS.product.create,
    {
      config: { access: access.permission('product', 'create') },
      schema: {
        operationId: 'createProduct',
        summary: 'Create a product',
        tags: ['Catalogue'],
        consumes: ['multipart/form-data'],
        documentation: { uploadForm: CREATE_FORM_DESCRIPTION },
        response: { 201: ProductSavedResponseSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const form = await readUploadForm(request, CREATE_FORM)
      const fields = parseFormFields(ProductCreateFieldsSchema, form.fields)
      const data = await service.create({ ...fields, images: form.fileLists.images ?? [] })
      return reply.status(201).send({ success: true as const, message: PRODUCT_MESSAGES.created, data })
    },
  )

  r.patch(
    API_PATHS.product.update,
    {
      config: { access: access.permission('product', 'update') },
      schema: {
        operationId: 'updateProduct',
        summary: 'Edit a product',
        tags: ['Catalogue'],
        params: CatalogIdParamsSchema,
        body: ProductUpdateBodySchema,
        response: { 200: ProductSavedResponseSchema, 409: ApiErrorSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: PRODUCT_MESSAGES.updated,
      data: await service.update(request.params.id, request.body),
    }),
  )

  r.patch(
    API_PATHS.product.changeImage,
    {
      config: { access: access.permission('product', 'update') },
      schema: {
        operationId: 'addProductImage',
        summary: 'Add an image to a product',
        tags: ['Catalogue'],
        consumes: ['multipart/form-data'],
        documentation: { uploadForm: { files: { images: imageFile(IMAGE_KINDS.productEdit) } } },
        params: CatalogIdParamsSchema,
        response: { 200: ProductSavedResponseSchema, 409: ApiErrorSchema, ...refusals },
      },
    },
    async (request) => {
      const form = await readUploadForm(request, ADD_IMAGE_FORM)
      return {
        success: true as const,
        message: PRODUCT_MESSAGES.imageAdded,
        data: await service.addImage(request.params.id, form.fileLists.images),
      }
    },
  )

  r.delete(
    API_PATHS.product.deleteImage,
    {
      config: { access: access.permission('product', 'update') },
      schema: {
        operationId: 'removeProductImage',
        summary: 'Remove an image from a product',
        tags: ['Catalogue'],
        params: CatalogIdParamsSchema,
        body: ProductImageDeleteBodySchema,
        response: { 200: ProductSavedResponseSchema, 409: ApiErrorSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: PRODUCT_MESSAGES.imageRemoved,
      data: await service.removeImage(request.params.id, request.body.imagePath),
    }),
  )

  r.patch(
    API_PATHS.product.statusChange,
    {
      config: { access: access.permission('product', 'statusChange') },
      schema: {
        operationId: 'changeProductStatus',
        summary: 'Activate or deactivate a product',
        tags: ['Catalogue'],
        params: CatalogIdParamsSchema,
        body: StatusChangeBodySchema,
        response: { 200: ProductSavedResponseSchema, 409: ApiErrorSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: PRODUCT_MESSAGES.statusChanged,
      data: await service.changeStatus(request.params.id, request.body.isActive),
    }),
  )

  r.delete(
    API_PATHS.product.delete,
    {
      config: { access: access.superAdmin },
      schema: {
        operationId: 'deleteProduct',
        summary: 'Delete a product',
        tags: ['Catalogue'],
        params: CatalogIdParamsSchema,
        response: { 200: DeletedResponseSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      await service.delete(request.params.id)
      return { success: true as const, message: PRODUCT_MESSAGES.deleted }
    },
  )
}
