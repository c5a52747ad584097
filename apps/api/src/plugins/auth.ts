import { hash } from 'node:crypto'

import {
  AUTH_MESSAGES,
  can,
  StoredPermissionsSchema,
  RIGHTS_VERSION_HEADER,
  SUPER_ADMIN_ROLE,
  type PermissionAction,
  type PermissionArea,
  type Permissions,
} from '@gwp/contracts'
import type {
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
  preValidationHookHandler,
} from 'fastify'
import fp from 'fastify-plugin'

import { hashToken } from '../lib/tokens.js'
import { createSessionsRepository, type SessionsRepository } from '../db/repositories/sessions.repository.js'

/** What a route needs from its caller. Every /api/v1 route must declare one (deny by default). */
export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'superAdmin' }
  | { kind: 'permission'; area: PermissionArea; action: PermissionAction }
  /**
   * One route, several rights (PATCH /api/v1/blog/:id): each body field named in `fields` needs its
   * own action, any other field (or an empty body) needs `action`. A body asking for two needs both.
   */
  | {
      kind: 'permissionByField'
      area: PermissionArea
      action: PermissionAction
      fields: Record<string, PermissionAction>
    }

export const access = {
  public: { kind: 'public' } as Access,
  signedIn: { kind: 'signedIn' } as Access,
  superAdmin: { kind: 'superAdmin' } as Access,
  permission: <A extends PermissionArea>(area: A, action: PermissionAction<A>): Access => ({
    kind: 'permission',
    area,
    action,
  }),
  permissionByField: <A extends PermissionArea>(
    area: A,
    action: PermissionAction<A>,
    fields: Record<string, PermissionAction<A>>,
  ): Access => ({ kind: 'permissionByField', area, action, fields }),
}

/** The actions a body asks for under a permissionByField rule. */
export function actionsForBody(
  rule: Extract<Access, { kind: 'permissionByField' }>,
  body: unknown,
): PermissionAction[] {
  const keys = typeof body === 'object' && body !== null && !Array.isArray(body) ? Object.keys(body) : []
  const actions = new Set(keys.map((key) => rule.fields[key] ?? rule.action))
  return actions.size > 0 ? [...actions] : [rule.action]
}

export interface SignedInAdmin {
  id: string
  username: string
  role: string
  roleId: string
  permissions: Permissions
  sessionId: string
  isSuperAdmin: boolean
}

/** Whoever makes a change, as the history names them. */
export interface Actor {
  id: string
  username: string
}

/** The signed-in caller of a guarded route (its guard has made sure there is one), as an Actor. */
export function actorOf(request: FastifyRequest): Actor {
  const admin = request.admin
  if (!admin) throw new Error('actorOf called on a route without a signed-in guard')
  return { id: admin.id, username: admin.username }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
  }
  interface FastifyRequest {
    /** The signed-in admin, or null for an anonymous caller. */
    admin: SignedInAdmin | null
    /** Why a presented token was not accepted, for the 401 message. */
    authFailure: 'expired' | 'invalid' | null
    /** A name to record in the request log when nobody is signed in (the username of a failed login). */
    auditUsername: string | null
  }
  interface FastifyInstance {
    sessions: SessionsRepository
    /** Every /api/v1 route with the access it declared; the deny-by-default test walks this. */
    routeAccess: Array<{ method: string; url: string; access: Access }>
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match?.[1] ?? null
}

function deny(request: FastifyRequest, reply: FastifyReply, status: 401 | 403, message: string) {
  return reply.status(status).send({ success: false, message })
}

function guardFor(rule: Access): onRequestHookHandler | null {
  if (rule.kind === 'public') return null
  return async function guard(request, reply) {
    const admin = request.admin
    if (!admin) {
      const message =
        request.authFailure === 'expired' ? AUTH_MESSAGES.sessionExpired : AUTH_MESSAGES.unauthenticated
      return deny(request, reply, 401, message)
    }
    if (rule.kind === 'superAdmin' && !admin.isSuperAdmin) {
      return deny(request, reply, 403, AUTH_MESSAGES.superAdminOnly)
    }
    if (rule.kind === 'permission' && !can(admin, rule.area, rule.action)) {
      return deny(request, reply, 403, AUTH_MESSAGES.forbidden)
    }
  }
}

/**
 * The right of a permissionByField route is read from its body, so it is checked once the body is
 * parsed and before it is validated: a caller without the right gets 403, never a validation answer.
 */
function bodyGuardFor(rule: Access): preValidationHookHandler | null {
  if (rule.kind !== 'permissionByField') return null
  return async function bodyGuard(request, reply) {
    const admin = request.admin
    if (!admin) return deny(request, reply, 401, AUTH_MESSAGES.unauthenticated)
    if (!actionsForBody(rule, request.body).every((action) => can(admin, rule.area, action))) {
      return deny(request, reply, 403, AUTH_MESSAGES.forbidden)
    }
  }
}

/**
 * Every answer of a route that needs a token is the caller's own (their rows, their rights, a refusal that
 * names them): no browser or proxy may keep it, whatever its status
 * (docs/decisions/015-accounts-hardening.md#finding-9). Set as the answer goes out, so the guard's 401 and
 * 403 and the validation's 400 carry it too.
 */
export const TOKEN_ROUTE_CACHE_CONTROL = 'no-store'

const noStore: onSendHookHandler = async (_request, reply, payload) => {
  reply.header('cache-control', TOKEN_ROUTE_CACHE_CONTROL)
  return payload
}

/**
 * A short fingerprint of a role's name and stored grid, sent with every signed-in answer: when a
 * superAdmin saves the grid, the holder's next answer carries a new one and the back office reloads
 * its rights, so menus and buttons follow without signing in again.
 */
export const rightsVersion = (role: string, permissions: string): string =>
  hash('sha256', `${role}\n${permissions}`, 'base64url').slice(0, 16)

/** A route's hooks of one kind as a list, so a guard can go first. */
const hooksOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks ? (Array.isArray(hooks) ? hooks : [hooks]) : []

/**
 * Reads the bearer token on every request (public reads also need to know whether staff are asking)
 * and attaches each route's guard from its declared access. A /api/v1 route that declares none
 * stops the server from starting.
 */
export default fp(
  async (app) => {
    const sessions = createSessionsRepository(app.db)
    app.decorate('sessions', sessions)
    app.decorate('routeAccess', [])
    app.decorateRequest('admin', null)
    app.decorateRequest('authFailure', null)
    app.decorateRequest('auditUsername', null)

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/v1')) return
      const rule = route.config?.access
      const methods = Array.isArray(route.method) ? route.method : [route.method]
      if (!rule) throw new Error(`Route ${methods.join(',')} ${route.url} declares no access rule`)
      for (const method of methods) {
        if (method !== 'HEAD') app.routeAccess.push({ method, url: route.url, access: rule })
      }
      const bodyGuard = bodyGuardFor(rule)
      if (bodyGuard) route.preValidation = [bodyGuard, ...hooksOf(route.preValidation)]
      const guard = guardFor(rule)
      if (!guard) return
      route.onRequest = [guard, ...hooksOf(route.onRequest)]
      route.onSend = [...hooksOf(route.onSend), noStore]
    })

    app.addHook('onRequest', async (request, reply) => {
      const token = bearerToken(request)
      if (!token) return
      const session = await sessions.findByTokenHash(hashToken(token))
      // Disabling revokes the sessions too; the flag is read here as well, so no path can miss it.
      if (!session || session.revokedAt || Number(session.isActive) !== 1) {
        request.authFailure = 'invalid'
        return
      }
      if (session.expiresAt <= new Date().toISOString()) {
        request.authFailure = 'expired'
        return
      }
      request.admin = {
        id: session.id,
        username: session.username,
        role: session.role,
        roleId: session.roleId,
        permissions: StoredPermissionsSchema.parse(JSON.parse(session.permissions)),
        sessionId: session.sessionId,
        isSuperAdmin: session.role === SUPER_ADMIN_ROLE,
      }
      reply.header(RIGHTS_VERSION_HEADER, rightsVersion(session.role, session.permissions))
    })
  },
  { name: 'auth', dependencies: ['database'] },
)
