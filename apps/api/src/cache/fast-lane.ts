import http, { type IncomingMessage, type ServerResponse } from 'node:http'

import type { ContentVersions } from '../db/content-versions.js'
import type { ResponseCacheHandle } from '../plugins/http-cache.js'
import type { RequestMetrics } from '../plugins/metrics.js'
import { clientAddress } from '../lib/trust-proxy.js'
import { isApiAnswer, type SecurityHeaders } from '../plugins/security-headers.js'
import { isLoggedUrl, redactedPath, type RequestLogEntry } from '../request-log/logged-request.js'
import { cachedReply, type CacheDependency, type CachedReply, type CachedResponse } from './response-cache.js'

export interface FastLaneDeps {
  cache: ResponseCacheHandle
  /** Sent with every response (plugins/security-headers.ts); an entry's own headers come after. */
  securityHeaders: SecurityHeaders
  recordRequest(entry: RequestLogEntry): void
  /** Counts what the lane answers, as the full path's hooks count the rest (plugins/metrics.ts). */
  metrics: RequestMetrics
  /** The proxies that may name the client (lib/trust-proxy.ts): the same rule Fastify was given. */
  trust: ((address: string, hop: number) => boolean) | false
}

/** Answers the request and returns true, or returns false and leaves it to Fastify. */
export type FastLane = (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>

/** A reply as written to the socket; an entry's plain 200 in one encoding is made once. */
interface PreparedReply {
  status: number
  headers: Record<string, string>
  /**
   * The stored bytes, written as they are beside the header block. (Sent as text, a small body was
   * joined to the headers and encoded again on every request: measured a little slower.)
   */
  body: Buffer
}

/** What the lane made once per entry: what it logs, the security headers it sends, its plain 200s. */
interface Prepared {
  /** The route as the request log names it, or null for a page (only API requests are logged). */
  route: string | null
  securityHeaders: Readonly<Record<string, string>>
  /** The plain 200 per Accept-Encoding. */
  replies: Map<string, PreparedReply>
}

/** What the requests of one event-loop turn share: the versions, and the validity worked out from them. */
interface Turn {
  versions: ContentVersions
  /** The calendar day the validity strings were made on: a page's validity names it. */
  day: string
  validity: Map<CacheDependency, string>
}

/** Fastify's own default, which a serverFactory's server does not get. */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000

/**
 * The cheapest way to answer a repeat anonymous read: before Fastify parses, routes and runs its
 * hooks, look the raw URL up in the response cache, check the entry is still valid against the
 * content versions, and write the stored bytes with the headers the full path would send (the
 * security headers, the entry's own, the ETag, a compressed copy, 304 to If-None-Match). API answers
 * are recorded in the request log as every API request is.
 *
 * Only entries the full path already made are served here, under the same URL key and the same
 * validity rule, so the lane can answer nothing the full path would not. Anything unusual (another
 * method, a token, an unknown URL, a stale entry) goes to Fastify.
 */
export function createFastLane({
  cache,
  securityHeaders,
  recordRequest,
  metrics,
  trust,
}: FastLaneDeps): FastLane {
  /**
   * The versions read for the requests of one event-loop turn, forgotten when the turn ends. The
   * requests a turn handles were received before it began or while it runs, so they are answered
   * with versions read at most one turn (well under a millisecond under load) before they arrived:
   * a client that waited for a write's answer before asking again is in a later turn and sees it.
   * Under load, one read then serves dozens of requests, and so does each validity string.
   */
  let thisTurn: Turn | Promise<Turn> | null = null
  const endTurn = () => {
    thisTurn = null
  }
  // The reader answers the same object while nothing changed, so a turn reuses the validity strings
  // an earlier turn worked out, as long as it is still the same day.
  let lastTurn: Turn | null = null
  const turnOf = (versions: ContentVersions): Turn => {
    const day = cache.today()
    if (lastTurn?.versions !== versions || lastTurn.day !== day)
      lastTurn = { versions, day, validity: new Map() }
    return lastTurn
  }
  function currentTurn(): Turn | Promise<Turn> {
    if (thisTurn) return thisTurn
    const versions = cache.versions()
    // A read that has to wait (PostgreSQL, or SQLite inside a transaction) is shared the same way: it
    // was sent during this turn, after every request the turn handles had arrived.
    thisTurn = versions instanceof Promise ? versions.then(turnOf) : turnOf(versions)
    setImmediate(endTurn)
    return thisTurn
  }
  function validityNow(turn: Turn, dependsOn: CacheDependency): string {
    let validity = turn.validity.get(dependsOn)
    if (validity === undefined) {
      validity = cache.validity(dependsOn, turn.versions)
      turn.validity.set(dependsOn, validity)
    }
    return validity
  }

  const prepared = new WeakMap<CachedResponse, Prepared>()
  const preparedFor = (entry: CachedResponse, url: string) => {
    let made = prepared.get(entry)
    if (!made) {
      made = {
        route: isLoggedUrl(url) ? redactedPath(url) : null,
        securityHeaders: isApiAnswer(url) ? securityHeaders.api : securityHeaders.document,
        replies: new Map(),
      }
      prepared.set(entry, made)
    }
    return made
  }

  /** A reply as written: the security headers, the entry's own, and a 200's length. */
  const onTheWire = (made: Prepared, reply: CachedReply): PreparedReply => ({
    status: reply.status,
    headers: {
      ...made.securityHeaders,
      ...reply.headers,
      ...(reply.status === 200 ? { 'content-length': String(reply.body.length) } : {}),
    },
    body: reply.body,
  })
  /** The plain 200 for this entry and encoding, its headers merged once. */
  function preparedReply(
    made: Prepared,
    entry: CachedResponse,
    acceptEncoding: string | undefined,
  ): PreparedReply {
    const key = acceptEncoding ?? ''
    let reply = made.replies.get(key)
    if (!reply) {
      reply = onTheWire(made, cachedReply(entry, acceptEncoding, undefined))
      // A client could send any number of distinct Accept-Encoding values; browsers send a few.
      if (made.replies.size < 8) made.replies.set(key, reply)
    }
    return reply
  }

  function answer(
    request: IncomingMessage,
    response: ServerResponse,
    url: string,
    candidate: CachedResponse,
    turn: Turn,
    started: number,
  ) {
    const entry = cache.entries.get(url, validityNow(turn, candidate.dependsOn))
    if (!entry) return false
    const made = preparedFor(entry, url)
    const acceptEncoding = request.headers['accept-encoding']
    const ifNoneMatch = request.headers['if-none-match']
    const reply =
      ifNoneMatch === undefined
        ? preparedReply(made, entry, acceptEncoding)
        : onTheWire(made, cachedReply(entry, acceptEncoding, ifNoneMatch))
    response.writeHead(reply.status, reply.headers)
    response.end(reply.body)
    metrics.cacheHit()
    metrics.observe(entry.route, 'GET', reply.status, (performance.now() - started) / 1_000)
    if (made.route !== null) {
      recordRequest({
        username: null,
        method: 'GET',
        route: made.route,
        userAgent: request.headers['user-agent'] ?? '',
        ip: clientAddress(request.socket.remoteAddress ?? '', request.headers['x-forwarded-for'], trust),
        statusCode: reply.status,
      })
    }
    return true
  }

  return (request, response) => {
    const url = request.url
    if (request.method !== 'GET' || request.headers.authorization !== undefined || !url) return false
    const candidate = cache.entries.peek(url)
    if (!candidate) return false
    const started = performance.now()
    const turn = currentTurn()
    if (turn instanceof Promise)
      return turn.then((t) => answer(request, response, url, candidate, t, started))
    return answer(request, response, url, candidate, turn, started)
  }
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void

/**
 * Fastify's serverFactory: an HTTP server that offers each request to the lane first. The lane is
 * read through `current` because it is made after the plugins it needs are registered.
 */
export function serverWithFastLane(current: () => FastLane | null) {
  return (handler: Handler) => {
    const server = http.createServer((request, response) => {
      // A lane that failed before writing leaves the request to Fastify; one that wrote has answered.
      const fallBack = () => {
        if (!response.headersSent) handler(request, response)
      }
      const lane = current()
      let served: boolean | Promise<boolean> = false
      try {
        served = lane ? lane(request, response) : false
      } catch {
        served = false
      }
      if (served === false) return fallBack()
      if (served === true) return
      served.then((done) => done || fallBack(), fallBack)
    })
    // Fastify applies its own timeouts only to a server it creates. Idle connections are kept longer
    // than a load balancer keeps its own (often 60 s), so it never reuses one this server has closed.
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
    return server
  }
}
