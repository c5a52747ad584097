import { afterAll, describe, expect, it } from 'vitest'

import { buildTestApp } from './app.js'
import { login, signedInAdmin } from './factories.js'
import { ROUTE_CALLS, routeKey, type Caller } from './route-calls.js'

/**
 * "Visitors never see stale content" (ADR 005), made impossible to forget: every write registered
 * under /api/v1, called successfully, either changes the cached anonymous read it names, or is listed
 * with the reason it changes nothing visitors see — and then must not raise a content version either.
 */

const t = await buildTestApp()
afterAll(async () => {
  await t.close()
})

const boss = await signedInAdmin(t.app, 'superAdmin')
const caller: Caller = { id: boss.id, headers: boss.headers }

/** Logout and a profile change end the session: sign in again for the next write. */
async function keepSignedIn() {
  const me = await t.app.inject({ url: '/api/v1/auth/me', headers: caller.headers })
  if (me.statusCode === 401) {
    caller.headers = { authorization: `Bearer ${await login(t.app, boss.username, boss.password)}` }
  }
}

const versions = async () =>
  Object.fromEntries(
    (await t.app.db.selectFrom('contentVersions').select(['scope', 'version']).execute()).map((row) => [
      row.scope,
      Number(row.version),
    ]),
  )

const writes = t.app.routeAccess.filter((route) => route.method !== 'GET')

describe('every write keeps the public reads fresh', () => {
  it(`names what each of the ${writes.length} writes changes for visitors, or why nothing`, () => {
    expect(writes.length).toBeGreaterThan(10)
    const undeclared = writes.map(routeKey).filter((key) => !ROUTE_CALLS[key])
    expect(undeclared, 'add these routes to test/route-calls.ts').toEqual([])
    const registered = new Set(t.app.routeAccess.map(routeKey))
    const stale = Object.keys(ROUTE_CALLS).filter((key) => !registered.has(key))
    expect(stale, 'test/route-calls.ts names routes that do not exist').toEqual([])
  })

  for (const route of writes) {
    const key = routeKey(route)
    const call = ROUTE_CALLS[key]
    if (!call) continue
    it(
      call.notPublicContent ? `${key}: ${call.notPublicContent}` : `${key} changes what visitors read`,
      async () => {
        await keepSignedIn()
        const prepared = await call.prepare(t.app, caller)
        const anonymous = (url: string) => t.app.inject({ url })
        const request = {
          method: route.method as 'POST',
          url: prepared.url,
          headers: caller.headers,
          ...(prepared.payload === undefined ? {} : { payload: prepared.payload }),
        }

        if (call.notPublicContent) {
          expect(prepared.publicRead).toBeUndefined()
          const before = await versions()
          const response = await t.app.inject(request)
          expect(response.statusCode, response.body).toBe(call.status)
          expect(await versions()).toEqual(before)
          return
        }

        expect(prepared.publicRead, `${key} names no public read`).toBeDefined()
        const read = prepared.publicRead!
        const before = await anonymous(read)
        expect(before.statusCode).toBe(200)
        // The second read is answered from the response cache: the write must make it stale.
        expect((await anonymous(read)).body).toBe(before.body)
        const response = await t.app.inject(request)
        expect(response.statusCode, response.body).toBe(call.status)
        const after = await anonymous(read)
        expect(after.body, `${read} still shows what it showed before ${key}`).not.toBe(before.body)
      },
    )
  }
})
