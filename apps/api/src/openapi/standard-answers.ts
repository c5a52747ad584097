import { ApiErrorSchema, AUTH_MESSAGES } from '@gwp/contracts'
import { z } from 'zod'

import { MAX_PARAM_LENGTH } from '../lib/router-limits.js'
import type { Access } from '../plugins/auth.js'
import type { RouteDocumentation } from './route-documentation.js'

/**
 * What each refusal of the error envelope means, for every operation that can give it. The route
 * says which statuses it gives beyond the standard ones (404, 409, 410, 429: only its service knows);
 * the standard ones are derived here from what the route declares, so 81 routes cannot disagree.
 */
export const REFUSAL_MEANINGS: Record<number, string> = {
  400: 'The request is invalid: `message` names the first broken rule, `errors` each one by field.',
  401: 'Not signed in, or the session has expired: sign in again and send the new token.',
  403: 'The signed-in role lacks the right this call needs.',
  404: 'Nothing with this id (or token) exists, or the caller may not see it.',
  409: 'The request conflicts with what is stored: a name already in use, a record still in use, a step already taken.',
  410: 'The link has expired or has been replaced by a newer offer.',
  414: `A path parameter is longer than ${MAX_PARAM_LENGTH} characters. Fastify's own answer, not the envelope.`,
  429: 'Too many requests from this address or for this account: try again after `Retry-After` seconds.',
}

/** Fastify's router answers an over-long path parameter before any route runs, in its own shape. */
export const RouterErrorSchema = z.object({
  statusCode: z.literal(414),
  code: z.literal('FST_ERR_MAX_PARAM_LENGTH'),
  error: z.string(),
  message: z.string(),
})

/** The parts of a route's schema the derivation reads. */
export interface RouteSchemaShape {
  body?: unknown
  querystring?: unknown
  params?: unknown
  consumes?: readonly string[]
  response?: Record<string, unknown>
  documentation?: RouteDocumentation
}

/**
 * Whether a path parameter that reached the route can still fail its schema (a 400): only a plain
 * string, at most capped at the router's own limit, cannot. An empty segment never reaches a route.
 */
function paramsCanFail(params: unknown): boolean {
  if (params === undefined) return false
  if (!(params instanceof z.ZodObject)) return true
  return Object.values(params.shape as Record<string, z.ZodType>).some((param) => {
    const {
      type,
      maxLength,
      minLength,
      $schema: _dialect,
      ...other
    } = z.toJSONSchema(param, { io: 'input', unrepresentable: 'any' })
    const capped = maxLength === undefined || maxLength >= MAX_PARAM_LENGTH
    return type !== 'string' || !capped || (minLength ?? 0) > 1 || Object.keys(other).length > 0
  })
}

/** The statuses every route with this access and this schema gives, with their bodies. */
export function standardRefusals(
  rule: Access,
  schema: RouteSchemaShape,
  documentation: RouteDocumentation = {},
): Record<number, z.ZodType> {
  const refusals: Record<number, z.ZodType> = {}
  // A body (JSON or form, by Fastify or by the handler), a query string and a path parameter stricter
  // than the router are validated; a bad one is a 400 with the field's message.
  const formRead = schema.consumes?.includes('multipart/form-data') || documentation.body
  if (schema.body || schema.querystring || formRead || paramsCanFail(schema.params)) {
    refusals[400] = ApiErrorSchema
  }
  // The auth guard answers 401 before anything else, and 403 when the rule asks for more than a session.
  if (rule.kind !== 'public') refusals[401] = ApiErrorSchema
  if (rule.kind === 'superAdmin' || rule.kind === 'permission' || rule.kind === 'permissionByField') {
    refusals[403] = ApiErrorSchema
  }
  if (schema.params) refusals[414] = RouterErrorSchema
  return refusals
}

/** The guard's own messages, as examples of its 401 and 403 (plugins/auth.ts). */
export function refusalExamples(rule: Access): Record<number, unknown[]> {
  const envelope = (message: string) => ({ success: false, message })
  return {
    401: [envelope(AUTH_MESSAGES.unauthenticated), envelope(AUTH_MESSAGES.sessionExpired)],
    403: [envelope(rule.kind === 'superAdmin' ? AUTH_MESSAGES.superAdminOnly : AUTH_MESSAGES.forbidden)],
  }
}

/** What the operation's description says about who may call it. */
export function accessNote(rule: Access): string {
  switch (rule.kind) {
    case 'public':
      return 'Public: no token needed.'
    case 'signedIn':
      return 'Any signed-in admin.'
    case 'superAdmin':
      return 'A superAdmin only.'
    case 'permission':
      return `Needs the \`${rule.area}.${rule.action}\` right of the privilege grid (a superAdmin has every right).`
    case 'permissionByField': {
      const byField = Object.entries(rule.fields)
        .map(([field, action]) => `\`${field}\` needs \`${rule.area}.${action}\``)
        .join(', ')
      return `Needs \`${rule.area}.${rule.action}\`; ${byField} (a superAdmin has every right).`
    }
  }
}
