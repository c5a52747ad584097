import type {
  FastifyReply,
  FastifyRequest,
  onRequestAbortHookHandler,
  onRequestAsyncHookHandler,
  onResponseHookHandler,
} from 'fastify'
import fp from 'fastify-plugin'

import { validityOf, createDayClock } from '../cache/content-validity.js'
import { createFlights, type Flight } from '../cache/flight.js'
import {
  cacheKey,
  cachedReply,
  etagOf,
  ifNoneMatchHits,
  ResponseCache,
  type CacheDependency,
  type CachedResponse,
} from '../cache/response-cache.js'
import {
  createContentVersionsReader,
  type ContentScope,
  type ContentVersions,
} from '../db/content-versions.js'

export { etagOf, ifNoneMatchHits }

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
    /** Set on cacheable requests: where the answer is kept and under which validity. */
    responseCache: CacheLookup | null
  }
  interface FastifyInstance {
    /** The answers kept in memory, shared by the API reads, the pages (web.ts) and the fast lane. */
    responseCache: ResponseCacheHandle
  }
}

interface CacheLookup {
  key: string
  dependsOn: CacheDependency
  validity: string
  /** The answer was sent from the cache; onSend leaves it alone. */
  served: boolean
  /** Set when this request makes the answer others with the same key and validity wait for. */
  flight: Flight | null
}

export interface ResponseCacheHandle {
  /** False when RESPONSE_CACHE=false: nothing is kept, every answer is made afresh. */
  enabled: boolean
  entries: ResponseCache
  /** Every scope's content version now (synchronous on SQLite). */
  versions(): ContentVersions | Promise<ContentVersions>
  /** The validity string an answer depending on `dependsOn` gets under these versions, today. */
  validity(dependsOn: CacheDependency, versions: ContentVersions): string
  /** Today in EVENTS_TZ, which a page's validity names. */
  today(): string
}

/** Short enough that an edit in the back office reaches visitors within a minute. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60'
/** A signed-in admin's reads include inactive rows: no shared cache may keep them. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store'
/** Staff get other rows for the same URL, and compressed and plain copies differ. */
export const CACHED_API_VARY = 'Authorization, Accept-Encoding'

export const MAX_CACHED_RESPONSES = 2_000
/** Bodies and their compressed copies; the whole active-products list takes about 6 MiB of it. */
export const MAX_CACHED_BYTES = 64 * 1024 * 1024

/**
 * The query parameters a route reads, from its querystring schema: a cached answer is kept under
 * those alone. A schema this cannot read keeps every parameter in the key (safe, just not compact).
 */
function parametersRead(querystring: unknown): ReadonlySet<string> | null {
  if (querystring === undefined) return new Set()
  const shape = (querystring as { shape?: unknown }).shape
  return shape && typeof shape === 'object' ? new Set(Object.keys(shape)) : null
}

/** Sends a cached answer through Fastify (the fast lane writes the same reply without it). */
export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse) {
  const answer = cachedReply(entry, request.headers['accept-encoding'], request.headers['if-none-match'])
  reply.code(answer.status).headers(answer.headers)
  if (answer.status === 304) reply.removeHeader('content-type')
  return reply.send(answer.status === 304 ? '' : answer.body)
}

/**
 * HTTP caching for public reads, in one place so no route computes validators itself:
 *
 * - `httpCache`: one onSend hook adds ETag, Cache-Control and Vary to 200s and answers 304 to a
 *   matching If-None-Match. It sees the body exactly as serialised, which is what the ETag describes.
 * - `responseCache`: an anonymous GET is answered from memory, before the handler, the query and the
 *   serialisation run, when it was stored under the scope's current content version. Identical
 *   misses that arrive while one is being answered wait for it (cache/flight.ts). Every write
 *   raises that version in the database after writing, so a write made through any process is seen
 *   by every process's next request: reading the versions is one small query. Compressed copies are
 *   made once per entry. Signed-in staff skip the cache (they see inactive rows); a token that is not
 *   a live session counts as a visitor. Answers are kept under the path and the query parameters the
 *   route reads, so made-up parameters cannot fill the cache.
 *
 * The same entries are served by the fast lane (cache/fast-lane.ts) before Fastify routes a request.
 */
export default fp(
  async (app) => {
    const readVersions = createContentVersionsReader(app.db, app.sqlite)
    const today = createDayClock(app.config.eventsTimeZone)
    const handle: ResponseCacheHandle = {
      enabled: app.config.responseCache,
      entries: new ResponseCache(MAX_CACHED_RESPONSES, MAX_CACHED_BYTES),
      versions: readVersions,
      validity: (dependsOn, versions) => validityOf(dependsOn, versions, today()),
      today,
    }
    app.decorate('responseCache', handle)
    app.decorateRequest('responseCache', null)
    const flights = createFlights()

    const serveFromCache =
      (scope: ContentScope, allowed: ReadonlySet<string> | null): onRequestAsyncHookHandler =>
      async (request, reply) => {
        // After the auth plugin's hook: a header that is not a live session is a visitor like any
        // other, served from memory, so made-up tokens cannot send every read to the database.
        if (request.method !== 'GET' || request.admin !== null) return
        const validity = handle.validity(scope, await readVersions())
        const key = cacheKey(request.url, allowed)
        const lookup: CacheLookup = { key, dependsOn: scope, validity, served: false, flight: null }
        request.responseCache = lookup
        const hit = handle.entries.get(lookup.key, validity)
        if (hit) {
          lookup.served = true
          app.metrics.cacheHit()
          return sendCached(request, reply, hit)
        }
        // After a write every visitor misses at once: one request makes the answer, the others wait.
        const joined = flights.join(validity, key)
        if ('leader' in joined) lookup.flight = joined.leader
        else {
          const made = await joined.waitFor.done
          if (made) {
            lookup.served = true
            app.metrics.cacheHit()
            return sendCached(request, reply, made)
          }
        }
        app.metrics.cacheMiss()
      }
    // A flight whose answer was not kept (an error, a 404, a client gone) lets its waiters make their
    // own. On the cached routes alone, and without a promise: every other request pays nothing.
    const settleUnkept = (request: FastifyRequest) => request.responseCache?.flight?.settle(null)
    const settleOnResponse: onResponseHookHandler = (request, _reply, done) => {
      settleUnkept(request)
      done()
    }
    const settleOnAbort: onRequestAbortHookHandler = (request, done) => {
      settleUnkept(request)
      done()
    }
    const withHook = <Hook>(existing: Hook | Hook[] | undefined, hook: Hook): Hook[] =>
      [...(existing === undefined ? [] : [existing].flat()), hook] as Hook[]

    app.addHook('onRoute', (route) => {
      const scope = route.config?.responseCache
      if (!scope) return
      if (!route.config?.httpCache) throw new Error(`${route.url}: responseCache needs httpCache`)
      if (!handle.enabled) return
      // After the access guard, which a public route does not have but a future one might.
      route.onRequest = withHook(
        route.onRequest,
        serveFromCache(scope, parametersRead(route.schema?.querystring)),
      )
      route.onResponse = withHook(route.onResponse, settleOnResponse)
      route.onRequestAbort = withHook(route.onRequestAbort, settleOnAbort)
    })

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!request.routeOptions.config.httpCache) return payload
      const lookup = request.responseCache
      if (lookup?.served) return payload
      if (reply.statusCode !== 200) return payload
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload

      if (lookup) {
        // A miss: keep it, then answer exactly as a hit would (compressed copy included).
        const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload)
        const entry: CachedResponse = {
          dependsOn: lookup.dependsOn,
          route: request.routeOptions.url ?? request.url,
          validity: lookup.validity,
          body,
          etag: etagOf(body),
          headers: {
            'content-type': String(reply.getHeader('content-type')),
            'cache-control': PUBLIC_CACHE_CONTROL,
            vary: CACHED_API_VARY,
          },
          encoded: {},
        }
        handle.entries.set(lookup.key, entry)
        lookup.flight?.settle(entry)
        const answer = cachedReply(
          entry,
          request.headers['accept-encoding'],
          request.headers['if-none-match'],
        )
        reply.code(answer.status).headers(answer.headers)
        if (answer.status === 304) {
          reply.removeHeader('content-type')
          reply.removeHeader('content-length')
          return ''
        }
        return answer.body
      }

      const etag = etagOf(payload)
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
