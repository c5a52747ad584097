import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import { createFlights, type Flight } from './cache/flight.js'
import { cacheKey, etagOf, type CachedResponse } from './cache/response-cache.js'
import { sendCached } from './plugins/http-cache.js'
import { imageOriginOf, pageCsp } from './plugins/page-policy.js'

/** The web app's server build, resolved from this file so it works from src and from dist. */
const webEntry = (buildDir: string) =>
  fileURLToPath(new URL(`../../web/${buildDir}/server/index.js`, import.meta.url))

interface WebContext {
  fetchApi(
    path: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string },
  ): Promise<Response>
  nonce: string
  publicUrl: string
}

interface WebBuild {
  createRequestHandler(): (request: Request, context: WebContext) => Promise<Response>
  clientDir: string
  assetsPrefix: string
  /** Every query parameter a public page reads; a kept page is keyed, and rendered, on these alone. */
  pageQueryParameters?: readonly string[]
}

/**
 * The request as React Router sees it. Its origin is the configured public URL, never the Host header:
 * a rendered page may be kept and sent to everyone, so nothing a caller makes up may shape it.
 */
function toRequest(request: FastifyRequest, origin: string, path = request.url): Request {
  const url = new URL(path, origin)
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value)
  }
  return new Request(url, { method: request.method, headers })
}

function send(reply: FastifyReply, response: Response, body: Buffer) {
  reply.status(response.status)
  response.headers.forEach((value, key) => {
    if (key !== 'content-length') reply.header(key, value)
  })
  return reply.send(body)
}

/**
 * Pages never kept: the back office (rendered in the browser), and reset and offer links, whose URL
 * is a secret and whose page changes when the customer answers; the offer in Urdu and Arabic too
 * (`/ar/offer/…`, decision record 022).
 */
const UNCACHED_PAGES = /^\/(?:(?:ur|ar)\/)?(admin|reset-password|offer)(?=$|[/?.])/

/**
 * A visitor's GET of a public page or its data: the same for every visitor, so worth keeping. A
 * header that is not a live session (the auth plugin has looked) is a visitor too.
 */
function isCacheablePage(request: FastifyRequest): boolean {
  return request.method === 'GET' && request.admin === null && !UNCACHED_PAGES.test(request.url)
}

/**
 * The CSP source of each inline script the app itself rendered: those carrying this render's nonce,
 * which nothing stored in the database can know. Markup that slipped into a page some other way is
 * never allowed by its own hash.
 */
export function inlineScriptHashes(html: string, nonce: string): string[] {
  const hashes = new Set<string>()
  const ownNonce = ` nonce="${nonce}"`
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? ''
    if (/\ssrc\s*=/i.test(attributes) || !attributes.includes(ownNonce)) continue
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '')
        .digest('base64')}'`,
    )
  }
  return [...hashes]
}

/** The one route that answers every page. */
const PAGES_ROUTE = '/*'

/** A rendered page as a cache entry: its headers, and for HTML a CSP that allows its scripts by hash. */
function pageEntry(
  response: Response,
  body: Buffer,
  validity: string,
  nonce: string,
  imageOrigin: string | undefined,
): CachedResponse {
  const headers: Record<string, string> = {}
  response.headers.forEach((value, key) => {
    if (key !== 'content-length') headers[key] = value
  })
  headers.vary = 'Accept-Encoding'
  if ((headers['content-type'] ?? '').startsWith('text/html')) {
    headers['content-security-policy'] = pageCsp({
      inlineScripts: { hashes: inlineScriptHashes(body.toString('utf8'), nonce) },
      imageOrigin,
    })
  }
  return { dependsOn: 'pages', route: PAGES_ROUTE, validity, body, etag: etagOf(body), headers, encoded: {} }
}

/**
 * Serves the web app from the same process: its hashed assets with a year of caching, and every other
 * GET through React Router's handler. Loaders reach the API in-process (`inject`), with no network hop.
 * The web app is a built artefact loaded at run time, not a source import (apps do not import each other).
 */
export async function mountWeb(
  app: FastifyInstance,
  entry = webEntry(app.config.webBuildDir),
): Promise<boolean> {
  if (!fs.existsSync(entry)) {
    app.log.warn({ entry }, 'web app not built: only the API is served (run npm run build)')
    return false
  }
  const web = (await import(entry)) as WebBuild
  const handle = web.createRequestHandler()

  await app.register(fastifyStatic, {
    root: path.join(web.clientDir, web.assetsPrefix),
    prefix: web.assetsPrefix,
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  })
  for (const file of fs.readdirSync(web.clientDir)) {
    const full = path.join(web.clientDir, file)
    if (!fs.statSync(full).isFile()) continue
    app.get(`/${file}`, { config: { access: { kind: 'public' } } }, (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=86400')
        .type(contentType(file))
        .send(fs.createReadStream(full)),
    )
  }

  const fetchApi: WebContext['fetchApi'] = async (apiPath, init = {}) => {
    const result = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: apiPath,
      headers: init.headers ?? {},
      ...(init.body === undefined ? {} : { payload: init.body }),
    })
    return new Response(result.rawPayload, {
      status: result.statusCode,
      headers: { 'content-type': String(result.headers['content-type'] ?? 'application/json') },
    })
  }

  const { responseCache } = app
  const origin = new URL(app.config.publicUrl).origin
  const imageOrigin = imageOriginOf(app.config.s3?.publicUrl)
  const pageParameters = web.pageQueryParameters ? new Set(web.pageQueryParameters) : null
  // Renders under way, by validity and key. After a write every kept page is made again; visitors who
  // ask for a page while it is being made wait for that render instead of starting their own, so a
  // busy page is rendered once per write, not once per visitor who arrived meanwhile.
  const rendering = createFlights()
  app.get(PAGES_ROUTE, { config: { access: { kind: 'public' } } }, async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply
        .status(404)
        .send({ success: false, message: `Route GET ${request.url.split('?')[0]} not found` })
    }
    // Public pages are kept like API reads, valid while no content changed (and, for the
    // exhibitions' statuses, until midnight). The versions are read before rendering, so a write
    // made during the render leaves an entry that is already stale.
    const cacheable = responseCache.enabled && isCacheablePage(request)
    const validity = cacheable ? responseCache.validity('pages', await responseCache.versions()) : ''
    // A kept page is rendered for its key, so a parameter no page reads can neither split it into
    // many entries nor show up in what every later visitor is sent.
    const key = cacheable ? cacheKey(request.url, pageParameters) : request.url
    let mine: Flight | null = null
    if (cacheable) {
      const hit = responseCache.entries.get(key, validity)
      if (hit) return sendCached(request, reply, hit)
      const joined = rendering.join(validity, key)
      if ('leader' in joined) mine = joined.leader
      else {
        // A render that made nothing to keep (a 404, a cookie) is not shared: this request makes its own.
        const made = await joined.waitFor.done
        if (made) return sendCached(request, reply, made)
      }
    }

    try {
      const nonce = randomBytes(16).toString('base64')
      const response = await handle(toRequest(request, origin, key), {
        fetchApi,
        nonce,
        publicUrl: app.config.publicUrl,
      })
      const body = response.body ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0)
      if (cacheable && response.status === 200 && !response.headers.has('set-cookie')) {
        const entry = pageEntry(response, body, validity, nonce, imageOrigin)
        responseCache.entries.set(key, entry)
        mine?.settle(entry)
        return sendCached(request, reply, entry)
      }
      reply.header('content-security-policy', pageCsp({ inlineScripts: { nonce }, imageOrigin }))
      return send(reply, response, body)
    } finally {
      // Settled with nothing unless it kept an entry above; either way the next miss renders anew.
      mine?.settle(null)
    }
  })
  return true
}

function contentType(file: string): string {
  if (file.endsWith('.svg')) return 'image/svg+xml'
  if (file.endsWith('.ico')) return 'image/x-icon'
  if (file.endsWith('.png')) return 'image/png'
  if (file.endsWith('.txt')) return 'text/plain; charset=utf-8'
  if (file.endsWith('.webmanifest')) return 'application/manifest+json'
  return 'application/octet-stream'
}
