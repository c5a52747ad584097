import {
  AUTH_MESSAGES,
  noPermissions,
  PERMISSION_AREAS,
  PERMISSION_MODEL,
  SUPER_ADMIN_ROLE,
  type PermissionAction,
  type PermissionArea,
  type Permissions,
} from '@gwp/contracts'
import Fastify, { type FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import authPlugin, { access, type Access } from '../plugins/auth.js'
import { buildTestApp } from './app.js'
import { bearer, createRole, login, signedInAdmin } from './factories.js'
import { ROUTE_CALLS, routeKey } from './route-calls.js'

/**
 * Deny by default (docs/security.md#s15) and the authorization matrix (docs/security.md#s16). Both walk
 * `app.routeAccess`, the list the auth plugin builds as routes register, so every route a module adds later
 * is covered without touching this file.
 */

type Route = { method: string; url: string; access: Access }

const DUMMY_ID = '01900000-0000-7000-8000-000000000000'
const PROBE_PREFIX = '/api/v1/__access-probe'

/**
 * One probe route per right of the permission model, so the matrix exercises every area and action
 * even before the module that will use it exists.
 */
function addProbes(app: FastifyInstance) {
  for (const area of PERMISSION_AREAS) {
    for (const action of PERMISSION_MODEL[area] as readonly PermissionAction[]) {
      app.post(
        `${PROBE_PREFIX}/${area}/${action}`,
        { config: { access: access.permission(area, action as PermissionAction<typeof area>) } },
        async () => ({ success: true }),
      )
    }
  }
}

const t = await buildTestApp({}, { beforeReady: addProbes })
afterAll(async () => {
  await t.close()
})

const protectedRoutes: Route[] = t.app.routeAccess.filter((route) => route.access.kind !== 'public')

function describeRule(rule: Access): string {
  if (rule.kind === 'permissionByField') {
    const byField = Object.entries(rule.fields).map(([field, action]) => `${field}: ${action}`)
    return `permission ${rule.area}.${rule.action}, ${byField.join(', ')}`
  }
  return rule.kind === 'permission' ? `permission ${rule.area}.${rule.action}` : rule.kind
}

/** Any `:param` gets an id that exists nowhere; bodies are empty objects. */
function call(route: Route, headers: Record<string, string> = {}) {
  const url = route.url.replace(/:[A-Za-z0-9_]+/g, DUMMY_ID).replace(/\*/g, 'x')
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method)
  return t.app.inject({
    method: route.method as 'GET',
    url,
    headers,
    ...(hasBody ? { payload: {} } : {}),
  })
}

describe('deny by default (docs/security.md#s15)', () => {
  it('gives every /api/v1 route a known access rule', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(PERMISSION_AREAS.length)
    for (const route of t.app.routeAccess) {
      expect(route.url.startsWith('/api/v1')).toBe(true)
      expect(['public', 'signedIn', 'superAdmin', 'permission', 'permissionByField']).toContain(
        route.access.kind,
      )
      if (route.access.kind === 'permission' || route.access.kind === 'permissionByField') {
        const actions = PERMISSION_MODEL[route.access.area] as readonly string[] | undefined
        expect(actions, `${route.method} ${route.url}`).toContain(route.access.action)
        const byField = route.access.kind === 'permissionByField' ? Object.values(route.access.fields) : []
        for (const action of byField) expect(actions, `${route.method} ${route.url}`).toContain(action)
      }
    }
    const rules = Object.fromEntries(
      t.app.routeAccess.map((route) => [`${route.method} ${route.url}`, route.access.kind]),
    )
    expect(rules).toMatchObject({
      'POST /api/v1/auth/login': 'public',
      'GET /api/v1/auth/me': 'signedIn',
      'POST /api/v1/admin/register': 'superAdmin',
      'GET /api/v1/admin': 'superAdmin',
      'PATCH /api/v1/admin/update-role/:id': 'superAdmin',
      'PATCH /api/v1/admin/update/:id': 'signedIn',
      'GET /api/v1/permission/': 'superAdmin',
      'POST /api/v1/permission/create': 'superAdmin',
      'PATCH /api/v1/permission/:id': 'superAdmin',
      'DELETE /api/v1/permission/:id': 'superAdmin',
    })
  })

  it('lets a visitor change state only through the forms the spec gives visitors', () => {
    // The spec's anonymous writes: sign-in, password recovery, a quotation, a catalogue request.
    // Adding a route here needs a line in the spec that a visitor makes that call.
    const visitorWrites = new Set([
      'POST /api/v1/auth/login',
      'POST /api/v1/auth/forgot-password',
      'POST /api/v1/auth/reset-password/:token',
      'POST /api/v1/quotation/create',
      'POST /api/v1/catalog/send-catalog',
      // The customer's answer to a priced offer, by the link's token alone (decision record 021).
      'POST /api/v1/offer/:token/accept',
      'POST /api/v1/offer/:token/decline',
    ])
    const publicWrites = t.app.routeAccess
      .filter((route) => route.access.kind === 'public' && route.method !== 'GET')
      .map((route) => `${route.method} ${route.url}`)
    expect(publicWrites.filter((route) => !visitorWrites.has(route))).toEqual([])
  })

  it('refuses to register a /api/v1 route that declares no access rule', async () => {
    const app = Fastify({ logger: false })
    try {
      // The auth plugin needs only a `database` to depend on; no query runs while routes register.
      await app.register(
        fp(async (instance) => void instance.decorate('db', {} as never), { name: 'database' }),
      )
      await app.register(authPlugin)
      expect(() => app.get('/api/v1/forgotten', async () => ({}))).toThrow(
        'Route GET /api/v1/forgotten declares no access rule',
      )
      expect(() =>
        app.route({ method: ['POST', 'PUT'], url: '/api/v1/also-forgotten', handler: async () => ({}) }),
      ).toThrow('declares no access rule')
      // Outside the versioned API (health check, static files) no rule is required.
      app.get('/api/health-like', async () => ({}))
      app.get('/api/v1/declared', { config: { access: access.public } }, async () => ({}))
      expect(app.routeAccess).toEqual([{ method: 'GET', url: '/api/v1/declared', access: access.public }])
    } finally {
      await app.close()
    }
  })

  it(`answers 401 to every non-public route called without a token (${protectedRoutes.length} routes)`, async () => {
    expect(protectedRoutes.length).toBeGreaterThan(0)
    const wrong: string[] = []
    for (const route of protectedRoutes) {
      for (const headers of [{}, bearer('not-a-real-token')]) {
        const response = await call(route, headers)
        const body = response.json()
        if (
          response.statusCode !== 401 ||
          body.message !== AUTH_MESSAGES.unauthenticated ||
          body.success !== false
        ) {
          wrong.push(`${route.method} ${route.url} → ${response.statusCode} ${response.body}`)
        }
      }
    }
    expect(wrong).toEqual([])
  })
})

interface Caller {
  name: string
  id?: string
  /** null: anonymous. */
  role: string | null
  grid: Permissions
  username?: string
  password?: string
  headers: Record<string, string>
}

/** The rights a JSON body asks for under a permissionByField rule: each field's, else the route's. */
function rightsAskedBy(rule: Extract<Access, { kind: 'permissionByField' }>, payload: unknown): string[] {
  const fields = typeof payload === 'object' && payload !== null ? Object.keys(payload) : []
  return fields.length === 0 ? [rule.action] : fields.map((field) => rule.fields[field] ?? rule.action)
}

/**
 * The expected outcome, from the permission model alone (superAdmin holds every right:
 * docs/requirements/accounts.md#built-in-roles) and, for a route whose right depends on its body, the body
 * the call sends.
 */
function expectedOutcome(
  rule: Access,
  caller: Caller,
  payload?: unknown,
): 'unauthenticated' | 'forbidden' | 'allowed' {
  if (caller.role === null) return 'unauthenticated'
  const superAdmin = caller.role === SUPER_ADMIN_ROLE
  switch (rule.kind) {
    case 'public':
    case 'signedIn':
      return 'allowed'
    case 'superAdmin':
      return superAdmin ? 'allowed' : 'forbidden'
    case 'permission': {
      const rights = caller.grid[rule.area as PermissionArea] as Record<string, boolean>
      return superAdmin || rights[rule.action] === true ? 'allowed' : 'forbidden'
    }
    case 'permissionByField': {
      const rights = caller.grid[rule.area as PermissionArea] as Record<string, boolean>
      const held = rightsAskedBy(rule, payload).every((action) => rights[action] === true)
      return superAdmin || held ? 'allowed' : 'forbidden'
    }
  }
}

describe('authorization matrix (docs/security.md#s16)', () => {
  // One right of an area and not the others; blog.statusChange without blog.update also tells the two
  // rights of PATCH /api/v1/blog/:id apart.
  const editorGrid = noPermissions()
  editorGrid.blog.create = true
  editorGrid.blog.statusChange = true
  const callers: Caller[] = [
    { name: 'anonymous', role: null, grid: noPermissions(), headers: {} },
    { name: 'Member', role: 'Member', grid: noPermissions(), headers: {} },
    { name: 'custom role with no rights', role: 'Nobody', grid: noPermissions(), headers: {} },
    { name: 'custom role with blog.create and statusChange', role: 'Editor', grid: editorGrid, headers: {} },
    { name: 'superAdmin', role: SUPER_ADMIN_ROLE, grid: noPermissions(), headers: {} },
  ]

  beforeAll(async () => {
    await createRole(t.app, 'Nobody')
    await createRole(t.app, 'Editor', (p) => Object.assign(p, editorGrid))
    for (const caller of callers) {
      if (caller.role === null) continue
      const admin = await signedInAdmin(t.app, caller.role)
      Object.assign(caller, {
        id: admin.id,
        username: admin.username,
        password: admin.password,
        headers: admin.headers,
      })
    }
  })

  /** Some allowed calls end the caller's session (logout, profile change); sign in again for the next. */
  async function keepSignedIn(caller: Caller) {
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: caller.headers })
    if (me.statusCode === 401) caller.headers = bearer(await login(t.app, caller.username!, caller.password!))
  }

  it('knows a successful call of every protected route', () => {
    const unknown = protectedRoutes
      .filter((route) => !route.url.startsWith(PROBE_PREFIX))
      .map(routeKey)
      .filter((key) => !ROUTE_CALLS[key])
    expect(unknown, 'add these routes to test/route-calls.ts').toEqual([])
  })

  /**
   * The registry's successful calls of a route (more than one when its right depends on the body),
   * made as this caller, with the outcome each should have; the probes need no set-up.
   */
  async function callsAs(route: Route, caller: Caller) {
    const known = ROUTE_CALLS[routeKey(route)]
    if (!known) {
      const response = await call(route, caller.headers)
      return [{ response, status: 200, outcome: expectedOutcome(route.access, caller, {}) }]
    }
    const calls = []
    for (const prepare of [known.prepare, ...(known.alsoPrepare ?? [])]) {
      const prepared = await prepare(t.app, { id: caller.id ?? DUMMY_ID, headers: caller.headers })
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: prepared.url,
        headers: caller.headers,
        ...(prepared.payload === undefined ? {} : { payload: prepared.payload }),
      })
      const outcome = expectedOutcome(route.access, caller, prepared.payload)
      calls.push({ response, status: known.status, outcome })
    }
    return calls
  }

  it('covers a right the Editor holds and one it lacks', () => {
    const kinds = protectedRoutes.map((route) => expectedOutcome(route.access, callers[3]!))
    expect(kinds).toContain('allowed')
    expect(kinds).toContain('forbidden')
  })

  for (const route of protectedRoutes) {
    describe(`${route.method} ${route.url} (${describeRule(route.access)})`, () => {
      for (const caller of callers) {
        it(caller.name, async () => {
          for (const { response, status, outcome } of await callsAs(route, caller)) {
            if (outcome === 'unauthenticated') {
              expect(response.statusCode).toBe(401)
              expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated })
            } else if (outcome === 'forbidden') {
              expect(response.statusCode).toBe(403)
              const message =
                route.access.kind === 'superAdmin' ? AUTH_MESSAGES.superAdminOnly : AUTH_MESSAGES.forbidden
              expect(response.json()).toEqual({ success: false, message })
            } else {
              // Past the guard, the call does what it is for.
              expect(response.statusCode, response.body).toBe(status)
              await keepSignedIn(caller)
            }
          }
        })
      }
    })
  }
})
