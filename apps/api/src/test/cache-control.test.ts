import { API_PATHS } from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PUBLIC_CACHE_CONTROL } from '../plugins/http-cache.js'
import { buildTestApp } from './app.js'
import { bearer, login, signedInAdmin, type TestAdmin } from './factories.js'
import { ROUTE_CALLS, routeKey } from './route-calls.js'

/**
 * docs/decisions/015-accounts-hardening.md#finding-9: no answer of a route that needs a token may be kept by
 * a browser or a proxy, whatever its status; public reads keep their own caching headers
 * (plugins/http-cache.ts). Walks `app.routeAccess`, so a route added later is covered without touching this
 * file.
 */

const DUMMY_ID = '01900000-0000-7000-8000-000000000000'

const t = await buildTestApp()
afterAll(async () => {
  await t.close()
})

const tokenRoutes = t.app.routeAccess.filter((route) => route.access.kind !== 'public')

let member: TestAdmin
let boss: TestAdmin
beforeAll(async () => {
  member = await signedInAdmin(t.app, 'Member')
  boss = await signedInAdmin(t.app, 'superAdmin')
})

/** Some calls end the caller's session (logout, a profile change): sign in again for the next. */
async function stillSignedIn(admin: TestAdmin): Promise<TestAdmin> {
  const me = await t.app.inject({ url: API_PATHS.auth.me, headers: admin.headers })
  if (me.statusCode !== 401) return admin
  return { ...admin, headers: bearer(await login(t.app, admin.username, admin.password)) }
}

/** The route with every `:param` set to an id that exists nowhere, and an empty body. */
const dummyCall = (route: { method: string; url: string }, headers: Record<string, string>) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/:[A-Za-z0-9_]+/g, DUMMY_ID).replace(/\*/g, 'x'),
    headers,
    ...(['GET', 'HEAD', 'OPTIONS'].includes(route.method) ? {} : { payload: {} }),
  })

describe('Cache-Control on answers that need a token (finding 9)', () => {
  it(`is no-store on every answer of every token route, 2xx and 4xx alike (${tokenRoutes.length} routes)`, async () => {
    expect(tokenRoutes.length).toBeGreaterThan(0)
    const wrong: string[] = []
    const statuses = new Set<number>()
    const check = (label: string, response: { statusCode: number; headers: Record<string, unknown> }) => {
      statuses.add(response.statusCode)
      if (response.headers['cache-control'] !== 'no-store') {
        wrong.push(
          `${label} → ${response.statusCode}, cache-control: ${String(response.headers['cache-control'])}`,
        )
      }
    }
    for (const route of tokenRoutes) {
      const key = routeKey(route)
      check(`${key} anonymous`, await dummyCall(route, {}))
      check(`${key} with a made-up token`, await dummyCall(route, bearer('not-a-real-token')))
      member = await stillSignedIn(member)
      check(`${key} as a Member`, await dummyCall(route, member.headers))
      boss = await stillSignedIn(boss)
      check(`${key} as a superAdmin, with an empty body`, await dummyCall(route, boss.headers))
      const known = ROUTE_CALLS[key]
      if (known) {
        boss = await stillSignedIn(boss)
        const prepared = await known.prepare(t.app, { id: boss.id, headers: boss.headers })
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: prepared.url,
          headers: boss.headers,
          ...(prepared.payload === undefined ? {} : { payload: prepared.payload }),
        })
        expect(response.statusCode, `${key}: ${response.body}`).toBe(known.status)
        check(`${key} as a superAdmin, succeeding`, response)
      }
    }
    expect(wrong).toEqual([])
    // The walk met successes and the refusals that matter: bad input, no token, no right, nothing there.
    for (const status of [200, 201, 400, 401, 403, 404]) expect(statuses).toContain(status)
  })

  it('leaves the public reads their caching headers, for visitors and staff', async () => {
    const visitor = await t.app.inject({ url: API_PATHS.category.list })
    expect(visitor.statusCode).toBe(200)
    expect(visitor.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
    boss = await stillSignedIn(boss)
    const staff = await t.app.inject({ url: API_PATHS.category.list, headers: boss.headers })
    expect(staff.statusCode).toBe(200)
    expect(staff.headers['cache-control']).toBe('private, no-store')
  })
})
