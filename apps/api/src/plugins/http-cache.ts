import { createHash } from 'node:crypto'

import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer 200s with a strong ETag and Cache-Control, and 304 to a matching If-None-Match. */
    httpCache?: boolean
  }
}

/** Short enough that an edit in the back office reaches visitors within a minute. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60'
/** A signed-in admin's reads include inactive rows: no shared cache may keep them. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store'

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
 * One onSend hook for every route that opts in with `config: { httpCache: true }`, so no route
 * computes validators itself. It sees the body exactly as serialised, which is what the ETag must
 * describe; failures (4xx, 5xx) pass through untouched.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!request.routeOptions.config.httpCache) return payload
      if (reply.statusCode !== 200) return payload
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload

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
  { name: 'http-cache', dependencies: ['auth'] },
)
