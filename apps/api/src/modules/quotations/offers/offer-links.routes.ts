import { parse as parseQuery } from 'node:querystring'

import {
  API_PATHS,
  ApiErrorSchema,
  isTranslationLanguage,
  offerPagePath,
  OfferAcceptBodySchema,
  OfferAnsweredResponseSchema,
  OfferDeclineBodySchema,
  OfferTokenParamsSchema,
  PublicOfferResponseSchema,
  SALES_DESK_MESSAGES,
} from '@gwp/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'

import { AppError } from '../../../lib/errors.js'
import { access } from '../../../plugins/auth.js'
import { sendPdf } from '../desk/desk.routes.js'
import type { CustomerAnswers } from './customer-answers.service.js'

/** A link unknown (404), or replaced, withdrawn or expired (410); a token over 100 characters is a 400. */
const linkRefusals = { 400: ApiErrorSchema, 404: ApiErrorSchema, 410: ApiErrorSchema }
/** Answering also refuses an offer already answered (409). */
const answerRefusals = { ...linkRefusals, 409: ApiErrorSchema }

/** Where a plain form post lands, as the document tells it. */
const FORM_POST_REDIRECT =
  'The offer page again (in the language its hidden `language` field names): `?answered=1` when the ' +
  "answer was taken, `?error=<the refusal's message>` when it was refused."

/**
 * Link previews (WhatsApp, Slack, Telegram, search engines) fetch a link the moment it is shared;
 * they must not count as the customer opening the offer.
 */
const PREVIEWERS =
  /bot|crawl|spider|preview|facebookexternalhit|whatsapp|slack|telegram|discord|skype|linkedin|embedly|curl|wget/i

/** No cache keeps an offer (it changes when answered) and no other site learns its address. */
function privately(reply: FastifyReply): FastifyReply {
  return reply
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('referrer-policy', 'no-referrer')
}

/** A plain HTML form post (the page without script): answered by a redirect back to the page. */
const isFormPost = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')

/**
 * The customer's calls (decision record 021), reached by the link's token alone: the offer, its PDF,
 * and accept or decline. They take JSON, or the page's plain form posts, which hear a 303 back to the
 * page (`?answered=1`, or `?error=` with the refusal's message) so the page works without script.
 */
export function offerLinkRoutes(app: FastifyInstance, answers: CustomerAnswers) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  // Only this module's routes read form bodies: nothing else of the API takes them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, parseQuery(String(body)))
    },
  )

  r.get(
    API_PATHS.offer.one,
    {
      config: { access: access.public },
      schema: {
        operationId: 'getOffer',
        summary: 'Read an offer by its link',
        tags: ['Offers'],
        params: OfferTokenParamsSchema,
        response: { 200: PublicOfferResponseSchema, ...linkRefusals },
      },
    },
    async (request, reply) => {
      privately(reply)
      // A HEAD (a checker, a prefetch) reads no page: only a GET from a person is an opening.
      const recordOpening =
        request.method === 'GET' && !PREVIEWERS.test(String(request.headers['user-agent'] ?? ''))
      return { success: true as const, data: await answers.view(request.params.token, { recordOpening }) }
    },
  )

  r.get(
    API_PATHS.offer.pdf,
    {
      config: { access: access.public },
      schema: {
        operationId: 'getOfferPdf',
        summary: "Download an offer's PDF by its link",
        tags: ['Offers'],
        params: OfferTokenParamsSchema,
        produces: ['application/pdf'],
        response: linkRefusals,
      },
    },
    async (request, reply) => {
      const { bytes, fileName } = await answers.pdf(request.params.token)
      return sendPdf(privately(reply), bytes, fileName)
    },
  )

  for (const kind of ['accept', 'decline'] as const) {
    r.post(
      API_PATHS.offer[kind],
      {
        config: { access: access.public },
        // Validated in the handler: a form post that fails it goes back to the page with the message.
        schema: {
          operationId: kind === 'accept' ? 'acceptOffer' : 'declineOffer',
          summary: kind === 'accept' ? 'Accept an offer by its link' : 'Decline an offer by its link',
          tags: ['Offers'],
          params: OfferTokenParamsSchema,
          consumes: ['application/json', 'application/x-www-form-urlencoded'],
          documentation: {
            body: kind === 'accept' ? OfferAcceptBodySchema : OfferDeclineBodySchema,
            formPostRedirect: FORM_POST_REDIRECT,
          },
          response: { 200: OfferAnsweredResponseSchema, ...answerRefusals },
        },
      },
      async (request, reply) => {
        privately(reply)
        const { token } = request.params
        const page = pageInFormLanguage(offerPagePath(token), request.body)
        try {
          const data =
            kind === 'accept'
              ? await answers.accept(token, bodyOf(OfferAcceptBodySchema, request.body), request.ip)
              : await answers.decline(token, bodyOf(OfferDeclineBodySchema, request.body), request.ip)
          if (isFormPost(request)) return reply.redirect(`${page}?answered=1`, 303)
          const message = kind === 'accept' ? SALES_DESK_MESSAGES.accepted : SALES_DESK_MESSAGES.declined
          return { success: true as const, message, data }
        } catch (error) {
          if (!isFormPost(request)) throw error
          const message =
            error instanceof AppError ? error.message : 'Something went wrong. Please try again.'
          return reply.redirect(`${page}?error=${encodeURIComponent(message)}`, 303)
        }
      },
    )
  }
}

/**
 * The page a form post came from: its hidden `language` field names the Urdu or Arabic version
 * (`/ar/offer/…`), so the customer lands back on the page they read.
 */
function pageInFormLanguage(page: string, body: unknown): string {
  const language = (body as { language?: unknown } | null)?.language
  return isTranslationLanguage(language) ? `/${language}${page}` : page
}

/** The body as the schema reads it, or a 400 with the first message (and each field's) as the API words them. */
function bodyOf<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {})
  if (result.success) return result.data
  const errors = Object.fromEntries(
    result.error.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message]),
  )
  throw new AppError(400, result.error.issues[0]!.message, {}, errors)
}
