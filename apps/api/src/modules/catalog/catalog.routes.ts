import {
  API_PATHS,
  ApiErrorSchema,
  CatalogRequestBodySchema,
  CatalogRequestResponseSchema,
  ENQUIRY_MESSAGES,
  PublicLanguageQuerySchema,
} from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

import { access } from '../../plugins/auth.js'
import { ifNoneMatchHits, PUBLIC_CACHE_CONTROL } from '../../plugins/http-cache.js'
import { CATALOG_FILENAME } from './catalog-mail.js'
import type { CatalogService } from './catalog.service.js'

/**
 * The catalogue's ETag: it changes exactly when the catalogue content version does, and differs by
 * language (the English one is as it was before languages).
 */
export const catalogEtag = (version: number, language?: 'ur' | 'ar') =>
  language ? `"catalog-v${version}-${language}"` : `"catalog-v${version}"`

/** The catalogue form (docs/requirements/enquiries.md#calls) and the PDF it sends. */
export function catalogRoutes(app: FastifyInstance, service: CatalogService) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.post(
    API_PATHS.catalog.send,
    {
      config: { access: access.public },
      schema: {
        operationId: 'sendCatalogue',
        summary: 'Send the catalogue PDF to an e-mail address',
        tags: ['Enquiries'],
        body: CatalogRequestBodySchema,
        response: { 200: CatalogRequestResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    // 200, not 202: the request is done (stored, its e-mail queued), and the spec's page treats any
    // OK answer as sent; the e-mail itself leaves through the queue, retried while SMTP is down.
    async (request) => {
      await service.sendCatalog(request.body, request.ip)
      return { success: true as const, message: ENQUIRY_MESSAGES.catalogSent }
    },
  )

  r.get(
    API_PATHS.catalog.pdf,
    {
      config: { access: access.public },
      // ?lang=ur|ar: the catalogue in Urdu or Arabic (decision record 023); without it, English.
      schema: {
        operationId: 'getCataloguePdf',
        summary: 'Download the catalogue PDF',
        tags: ['Catalogue'],
        produces: ['application/pdf'],
        querystring: PublicLanguageQuerySchema,
        // The handler answers a current If-None-Match itself: the PDF is not built to compare it.
        documentation: { answersIfNoneMatch: true },
      },
    },
    async (request, reply) => {
      const { lang } = request.query
      reply.header('cache-control', PUBLIC_CACHE_CONTROL)
      // A browser holding the current version is answered before anything is built or read.
      const known = catalogEtag(await service.currentVersion(), lang)
      if (ifNoneMatchHits(request.headers['if-none-match'], known)) {
        return reply.header('etag', known).code(304).send()
      }
      const pdf = await service.openPdf(lang)
      const filename = lang ? CATALOG_FILENAME.replace(/\.pdf$/, `-${lang}.pdf`) : CATALOG_FILENAME
      return reply
        .header('etag', catalogEtag(pdf.version, lang))
        .header('content-disposition', `inline; filename="${filename}"`)
        .header('content-length', pdf.size)
        .type('application/pdf')
        .send(pdf.stream)
    },
  )
}
