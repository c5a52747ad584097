import { SERVER_LOG_LIMITS, UNKNOWN_ROUTE } from '@gwp/contracts'
import type { FastifyRequest } from 'fastify'

import type { NewServerLog } from './request-log-store.js'

/** What is known of a request when it is answered; the id, time and count are added when it is recorded. */
export type RequestLogEntry = Omit<NewServerLog, 'id' | 'timestamp' | 'count'>

const SECRET_PARAMS = /token|password|secret/i
/**
 * Paths that carry a secret even when no route matched them (a mistyped reset link still holds a
 * token): reset links, and the customer's offer links, page and API (decision record 021).
 */
const SECRET_PATHS = [
  /(\/reset-password\/)[^/]+/i,
  // The offer page in each language: `/offer/…`, `/ur/offer/…`, `/ar/offer/…` (decision record 022).
  /^(\/(?:ur\/|ar\/)?offer\/)[^/]+/i,
  /^(\/api\/v1\/offer\/)[^/]+/i,
]

/** Whether a request is recorded: every one under /api (the fast lane asks the same). */
export const isLoggedUrl = (url: string): boolean => url.startsWith('/api')

/** The URL's path with its query string dropped and secret-bearing segments replaced. */
export function redactedPath(url: string): string {
  return SECRET_PATHS.reduce((route, pattern) => route.replace(pattern, '$1:token'), url.split('?')[0] ?? url)
}

/**
 * The route as logged: the path without its query string (queries can carry anything), and any
 * path parameter whose name says it is a secret (the reset token) replaced by its placeholder.
 * A path no API route answered (the not-found handler, or the pages' catch-all answering an /api
 * path) is logged as UNKNOWN_ROUTE: made-up paths are as many as anyone cares to send, and each
 * would otherwise be a row of its own (decision record 016).
 */
export function loggedRoute(request: FastifyRequest): string {
  const template = request.routeOptions.url
  if (!template || !isLoggedUrl(template)) return UNKNOWN_ROUTE
  const path = redactedPath(request.url)
  if (!SECRET_PARAMS.test(template)) return path
  const params = (request.params ?? {}) as Record<string, string>
  let route = path
  for (const [name, value] of Object.entries(params)) {
    if (SECRET_PARAMS.test(name) && value)
      route = route.split(encodeURIComponent(value)).join(`:${name}`).split(value).join(`:${name}`)
  }
  return route
}

/** The route as stored: at most SERVER_LOG_LIMITS.routeChars characters. */
export const storedRoute = (route: string): string =>
  route.length > SERVER_LOG_LIMITS.routeChars ? route.slice(0, SERVER_LOG_LIMITS.routeChars) : route

/** The user agent as stored: at most SERVER_LOG_LIMITS.userAgentChars characters. */
export const storedUserAgent = (userAgent: string): string =>
  userAgent.length > SERVER_LOG_LIMITS.userAgentChars
    ? userAgent.slice(0, SERVER_LOG_LIMITS.userAgentChars)
    : userAgent
