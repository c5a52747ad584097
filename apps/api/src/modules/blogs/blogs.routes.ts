import {
  AdminBlogListResponseSchema,
  AdminListQuerySchema,
  API_PATHS,
  ApiErrorSchema,
  BLOG_FORM_MESSAGES,
  BlogCreateFieldsSchema,
  BlogIdParamsSchema,
  BlogListResponseSchema,
  BlogResponseSchema,
  BlogSavedResponseSchema,
  BlogUpdateBodySchema,
  DeletedResponseSchema,
  IMAGE_KINDS,
  listPageOf,
  PublicLanguageQuerySchema,
} from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

import { readViewOf } from '../../lib/content-translations.js'
import { imageFile } from '../../openapi/route-documentation.js'
import { access } from '../../plugins/auth.js'
import { parseFormFields, readUploadForm } from '../../plugins/multipart.js'
import type { BlogsService } from './blogs.service.js'

const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema }
/** A file over the streaming limit is refused in the words of the blog form. */
const UPLOAD_OPTIONS = { fileTooLarge: BLOG_FORM_MESSAGES.imageSize }
const saved = (message: string) => ({ success: true as const, status: true as const, message })

/**
 * Public blog reads, with ETag and Cache-Control (plugins/http-cache.ts), and the back office's list
 * and writes: create and update by the blog rights of the privilege grid (the status by
 * blog.statusChange, read from the body), delete by the superAdmin.
 */
export function blogsRoutes(app: FastifyInstance, service: BlogsService) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const config = { access: access.public, httpCache: true, responseCache: 'blogs' as const }

  r.get(
    API_PATHS.blog.active,
    {
      config,
      schema: {
        operationId: 'listActiveBlogs',
        summary: 'List the published blogs',
        tags: ['Site content'],
        querystring: PublicLanguageQuerySchema,
        response: { 200: BlogListResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await service.listActive(readViewOf(request)) }),
  )

  r.get(
    API_PATHS.blog.one,
    {
      config,
      schema: {
        operationId: 'getBlog',
        summary: 'Read one blog',
        tags: ['Site content'],
        params: BlogIdParamsSchema,
        querystring: PublicLanguageQuerySchema,
        response: { 200: BlogResponseSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    // Any valid admin token shows inactive blogs too (docs/requirements/api.md#live-content-only); no token
    // or a bad one does not.
    async (request) => ({
      success: true as const,
      data: await service.get(
        request.params.id,
        { includeInactive: request.admin !== null },
        readViewOf(request),
      ),
    }),
  )

  r.get(
    API_PATHS.blog.list,
    {
      config: { access: access.signedIn },
      schema: {
        operationId: 'listBlogs',
        summary: 'List every blog, unpublished ones too',
        tags: ['Site content'],
        querystring: AdminListQuerySchema,
        response: { 200: AdminBlogListResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const page = listPageOf(request.query)
      // The spec's call, without paging: every blog, inactive included.
      if (!page) return { success: true as const, data: await service.listAll() }
      return { success: true as const, ...(await service.listPage(page)) }
    },
  )

  r.post(
    API_PATHS.blog.create,
    {
      config: { access: access.permission('blog', 'create') },
      schema: {
        operationId: 'createBlog',
        summary: 'Write a blog',
        tags: ['Site content'],
        consumes: ['multipart/form-data'],
        documentation: {
          uploadForm: { fields: BlogCreateFieldsSchema, files: { image: imageFile(IMAGE_KINDS.blog) } },
        },
        response: { 201: BlogSavedResponseSchema },
      },
    },
    async (request, reply) => {
      const form = await readUploadForm(request, UPLOAD_OPTIONS)
      const { title, content, translations } = parseFormFields(BlogCreateFieldsSchema, form.fields)
      // The author is whoever is signed in; an `author` the form carries is never trusted.
      const data = await service.create({
        title,
        content,
        image: form.files.image,
        authorId: request.admin!.id,
        translations,
      })
      return reply.status(201).send({ ...saved(BLOG_FORM_MESSAGES.created), data })
    },
  )

  r.patch(
    API_PATHS.blog.one,
    {
      config: { access: access.permissionByField('blog', 'update', { isActive: 'statusChange' }) },
      schema: {
        operationId: 'updateBlog',
        summary: 'Edit a blog or change its status',
        tags: ['Site content'],
        params: BlogIdParamsSchema,
        body: BlogUpdateBodySchema,
        response: { 200: BlogSavedResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const data = await service.update(request.params.id, request.body)
      const { title, content, translations } = request.body
      const onlyStatus = title === undefined && content === undefined && translations === undefined
      return { ...saved(onlyStatus ? BLOG_FORM_MESSAGES.statusChanged : BLOG_FORM_MESSAGES.updated), data }
    },
  )

  r.patch(
    API_PATHS.blog.changeImage,
    {
      config: { access: access.permission('blog', 'update') },
      schema: {
        operationId: 'changeBlogImage',
        summary: "Replace a blog's image",
        tags: ['Site content'],
        consumes: ['multipart/form-data'],
        documentation: { uploadForm: { files: { image: imageFile(IMAGE_KINDS.blog) } } },
        params: BlogIdParamsSchema,
        response: { 200: BlogSavedResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const form = await readUploadForm(request, UPLOAD_OPTIONS)
      const data = await service.changeImage(request.params.id, form.files.image)
      return { ...saved(BLOG_FORM_MESSAGES.imageUpdated), data }
    },
  )

  r.delete(
    API_PATHS.blog.one,
    {
      config: { access: access.superAdmin },
      schema: {
        operationId: 'deleteBlog',
        summary: 'Delete a blog',
        tags: ['Site content'],
        params: BlogIdParamsSchema,
        response: { 200: DeletedResponseSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      await service.delete(request.params.id)
      return { success: true as const, message: BLOG_FORM_MESSAGES.deleted }
    },
  )
}
