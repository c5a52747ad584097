import {
  API_PATHS,
  ApiErrorSchema,
  CatalogIdParamsSchema,
  CreatePartnerLogoFieldsSchema,
  IMAGE_KINDS,
  PARTNER_LOGO_MESSAGES,
  PartnerLogoCreatedResponseSchema,
  PartnerLogoDeletedResponseSchema,
  PartnerLogoListResponseSchema,
  PublicLanguageQuerySchema,
} from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

import { readViewOf } from '../../lib/content-translations.js'
import { imageFile } from '../../openapi/route-documentation.js'
import { access } from '../../plugins/auth.js'
import { parseFormFields, readUploadForm } from '../../plugins/multipart.js'
import type { PartnerLogosService } from './partner-logos.service.js'

const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema }

/**
 * Read by anyone (About page carousel); added and removed by the superAdmin only
 * (docs/requirements/back-office.md#partner-logos).
 */
export function partnerLogosRoutes(app: FastifyInstance, service: PartnerLogosService) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    API_PATHS.partnerLogo.list,
    {
      config: { access: access.public, httpCache: true, responseCache: 'catalog' },
      schema: {
        operationId: 'listPartnerLogos',
        summary: 'List the partner logos',
        tags: ['Site content'],
        querystring: PublicLanguageQuerySchema,
        response: { 200: PartnerLogoListResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await service.list(readViewOf(request)) }),
  )

  r.post(
    API_PATHS.partnerLogo.list,
    {
      config: { access: access.superAdmin },
      schema: {
        operationId: 'addPartnerLogo',
        summary: 'Add a partner logo',
        tags: ['Site content'],
        consumes: ['multipart/form-data'],
        documentation: {
          uploadForm: {
            fields: CreatePartnerLogoFieldsSchema,
            files: { image: imageFile(IMAGE_KINDS.partnerLogo) },
          },
        },
        response: { 201: PartnerLogoCreatedResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const form = await readUploadForm(request, { fileTooLarge: PARTNER_LOGO_MESSAGES.imageTooLarge })
      const { name, translations } = parseFormFields(CreatePartnerLogoFieldsSchema, form.fields)
      const data = await service.create({ name, translations, image: form.files.image })
      return reply.status(201).send({ success: true as const, message: PARTNER_LOGO_MESSAGES.created, data })
    },
  )

  r.delete(
    API_PATHS.partnerLogo.one,
    {
      config: { access: access.superAdmin },
      schema: {
        operationId: 'deletePartnerLogo',
        summary: 'Delete a partner logo',
        tags: ['Site content'],
        params: CatalogIdParamsSchema,
        response: { 200: PartnerLogoDeletedResponseSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      await service.delete(request.params.id)
      return { success: true as const, message: PARTNER_LOGO_MESSAGES.deleted }
    },
  )
}
