import { createHash } from 'node:crypto'

import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'

import { createContentVersionReader, type ContentScope } from '../db/content-versions.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer 200s with a strong ETag and Cache-Control, and 304 to a matching If-None-Match. */
    httpCache?: boolean
    /**
     * Also keep the serialised body of anonymous GETs in memory, valid while the scope's content
     * version (db/content-versions.ts) is unchanged. Needs `httpCache`.
     */
    responseCache?: ContentScope
  }
  interface FastifyRequest {
    /** Set on cacheable requests: where the body is kept, under which version, and the hit if any. */
    responseCache: CacheLookup | null
  }
}

interface CachedResponse {
  version: number
  body: string | Buffer
  etag: string
  contentType: string
}

interface CacheLookup {
  key: string
  version: number
  hit: CachedResponse | null
}

/** Short enough that an edit in the back office reaches visitors within a minute. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60'
/** A signed-in admin's reads include inactive rows: no shared cache may keep them. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store'

/**
 * Bodies kept per process. The catalogue's distinct URLs number a few hundred; the bound only stops
 * made-up ids and query strings (each a valid empty list) from growing memory without limit.
 */
export const MAX_CACHED_RESPONSES = 2_000

/** Strong validator of the exact bytes sent: the hash of the serialised body, quoted. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`
}

/** RFC 9110 §13.1.2: a list of tags or `*`; weak comparison, so `W/"x"` matches `"x"`. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/**
 * HTTP caching for public reads, in one place so no route computes validators itself:
 *
 * - `httpCache`: one onSend hook adds ETag, Cache-Control and Vary to 200s and answers 304 to a
 *   matching If-None-Match. It sees the body exactly as serialised, which is what the ETag describes.
 * - `responseCache`: an anonymous GET is answered from memory, before the handler, the query and the
 *   serialisation run, when its body was stored under the scope's current content version. Every
 *   catalogue write raises that version in the database after writing, so a write made through any
 *   process is seen by every process's next request: reading the version is one indexed row.
 *   Requests carrying a token skip the cache: staff see inactive rows, and a bad token must still
 *   be refused by the route's own checks.
 */
export default fp(
  async (app) => {
    const readVersion = createContentVersionReader(app.db)
    const entries = new Map<string, CachedResponse>()
    app.decorateRequest('responseCache', null)

    const serveFromCache =
      (scope: ContentScope): onRequestAsyncHookHandler =>
      async (request, reply) => {
        if (request.method !== 'GET' || request.headers.authorization !== undefined) return
        const key = `${scope} ${request.url}`
        const version = await readVersion(scope)
        const stored = entries.get(key)
        const hit = stored?.version === version ? stored : null
        request.responseCache = { key, version, hit }
        if (hit) {
          // Marks it recently used: the Map's first key is the one evicted when full.
          entries.delete(key)
          entries.set(key, hit)
          return reply.type(hit.contentType).send(hit.body)
        }
      }

    app.addHook('onRoute', (route) => {
      const scope = route.config?.responseCache
      if (!scope) return
      if (!route.config?.httpCache) throw new Error(`${route.url}: responseCache needs httpCache`)
      if (!app.config.responseCache) return
      const existing = route.onRequest ? [route.onRequest].flat() : []
      // After the access guard, which a public route does not have but a future one might.
      route.onRequest = [...existing, serveFromCache(scope)]
    })

    function remember(lookup: CacheLookup, body: string | Buffer, etag: string, contentType: string) {
      if (entries.size >= MAX_CACHED_RESPONSES && !entries.has(lookup.key)) {
        entries.delete(entries.keys().next().value!)
      }
      entries.set(lookup.key, { version: lookup.version, body, etag, contentType })
    }

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!request.routeOptions.config.httpCache) return payload
      if (reply.statusCode !== 200) return payload
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload

      const lookup = request.responseCache
      let etag: string
      if (lookup?.hit) {
        etag = lookup.hit.etag
      } else {
        etag = etagOf(payload)
        if (lookup) remember(lookup, payload, etag, String(reply.getHeader('content-type')))
      }

      reply.header('etag', etag)
      // The same URL answers differently to staff (inactive rows), so caches must key on the token.
      const vary = reply.getHeader('vary')
      reply.header('vary', vary ? `${String(vary)}, Authorization` : 'Authorization')
      reply.header('cache-control', request.admin ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL)

      if (ifNoneMatchHits(request.headers['if-none-match'], etag)) {
        reply.code(304)
        reply.removeHeader('content-type')
        reply.removeHeader('content-length')
        return ''
      }
      return payload
    })
  },
  { name: 'http-cache', dependencies: ['auth', 'database', 'config'] },
)
