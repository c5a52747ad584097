import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'

import { pageCsp } from './page-policy.js'

/**
 * Helmet's response headers, worked out once at start-up. They depend only on the options, never on
 * the request, so every response gets the same precomputed set. (@fastify/helmet rebuilt the helmet
 * middleware, parsing the CSP directives again, on every request: 9 % of a cached catalogue read.)
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  }
  let failure: unknown = null
  helmet(options)({} as never, response as never, (error?: unknown) => void (failure = error ?? null))
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure))
  return headers
}

type Hsts = false | { maxAge: number }

/**
 * Helmet's options for the API's JSON answers (decision 014). A JSON body is data, never a page: a
 * browser that opens one directly may load and run nothing for it (`default-src 'none'`), frame it
 * nowhere, guess no other type, and hand it to no other site. The headers that only shape how a page
 * behaves (its window group, agent cluster, link prefetching, IE's download prompt, Flash's policy
 * files, the old XSS auditor) are left to documents.
 */
const apiAnswerOptions = (hsts: Hsts): HelmetOptions => ({
  hsts,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-origin' },
  originAgentCluster: false,
  referrerPolicy: { policy: 'no-referrer' },
  xContentTypeOptions: true,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
})

/**
 * Files under /uploads are images, never pages (decision record 016): the API's set, with the CSP's
 * `sandbox`, so that even a file planted in DATA_DIR/uploads that a browser did open as a document
 * would run no script, reach no origin and be framed nowhere.
 */
const uploadedFileOptions = (hsts: Hsts): HelmetOptions => ({
  ...apiAnswerOptions(hsts),
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], sandbox: [], frameAncestors: ["'none'"] },
  },
})

/** Whether a URL is answered by the JSON API; the OpenAPI viewer under /api/docs is a page. */
export const isApiAnswer = (url: string): boolean => url.startsWith('/api/') && !url.startsWith('/api/docs')

/** Whether a URL names an uploaded file (plugins/storage.ts, the hero's variants). */
export const isUploadedFile = (url: string): boolean => url.startsWith('/uploads/')

export interface SecurityHeaders {
  /** For pages and files: helmet's whole set and the page policy (web.ts allows each document's scripts). */
  document: Readonly<Record<string, string>>
  /** For the API's JSON answers: the same HSTS rule, and only the headers that protect data. */
  api: Readonly<Record<string, string>>
  /** For everything under /uploads: the API's set, sandboxed. */
  uploads: Readonly<Record<string, string>>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The headers every response carries (the fast lane sends them without Fastify's hooks). */
    securityHeaders: SecurityHeaders
  }
}

export interface SecurityHeadersOptions {
  /** HSTS for every response, or none: the same rule for pages and API answers. */
  hsts: Hsts
  /** Where stored images are fetched from besides this site (S3_PUBLIC_URL's origin), if anywhere. */
  imageOrigin?: string | undefined
}

export default fp<SecurityHeadersOptions>(
  async (app, options) => {
    // Helmet's defaults for everything but the CSP, which is the page policy (page-policy.ts).
    const document = Object.freeze({
      ...helmetHeaders({ contentSecurityPolicy: false, hsts: options.hsts }),
      'content-security-policy': pageCsp({ imageOrigin: options.imageOrigin }),
    })
    const api = Object.freeze(helmetHeaders(apiAnswerOptions(options.hsts)))
    const uploads = Object.freeze(helmetHeaders(uploadedFileOptions(options.hsts)))
    app.decorate('securityHeaders', Object.freeze({ document, api, uploads }))
    app.addHook('onRequest', (request, reply, done) => {
      const url = request.url
      reply.headers(isApiAnswer(url) ? api : isUploadedFile(url) ? uploads : document)
      done()
    })
  },
  { name: 'security-headers' },
)
