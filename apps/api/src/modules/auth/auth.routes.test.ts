import { AUTH_MESSAGES, LOGIN_THROTTLE } from '@gwp/contracts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { hashToken } from '../../lib/tokens.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { bearer, createRole, signedInAdmin, TEST_PASSWORD } from '../../test/factories.js'

let t: TestApp
beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(async () => {
  await t.close()
})

const login = (username: string, password: string, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username, password },
    remoteAddress: ip,
  })

describe('POST /api/v1/auth/login', () => {
  it('signs in with the right password and returns a token and the user', async () => {
    const admin = await signedInAdmin(t.app, 'superAdmin', { username: 'alice' })
    const response = await login('alice', TEST_PASSWORD)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({
      success: true,
      message: AUTH_MESSAGES.loginSucceeded,
      data: { _id: admin.id, username: 'alice', role: 'superAdmin' },
    })
    expect(body.GWP_Token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(body.data).not.toHaveProperty('passwordHash')
    // A new token at every login, stored only as its hash.
    expect(body.GWP_Token).not.toBe(admin.token)
    const stored = await t.app.db
      .selectFrom('sessions')
      .select(['tokenHash', 'expiresAt'])
      .where('adminId', '=', admin.id)
      .execute()
    expect(stored.map((s) => s.tokenHash)).toContain(hashToken(body.GWP_Token))
    expect(stored.map((s) => s.tokenHash)).not.toContain(body.GWP_Token)
    const expiresIn = Date.parse(stored.at(-1)!.expiresAt) - Date.now()
    expect(expiresIn).toBeGreaterThan(11.9 * 3_600_000)
    expect(expiresIn).toBeLessThanOrEqual(12 * 3_600_000)
  })

  it('accepts the username in any case', async () => {
    await signedInAdmin(t.app, 'superAdmin', { username: 'bob' })
    expect((await login('BOB', TEST_PASSWORD)).statusCode).toBe(200)
  })

  it('answers a wrong password and an unknown user with the same 401 and message', async () => {
    await signedInAdmin(t.app, 'superAdmin', { username: 'carol' })
    const wrong = await login('carol', 'Wrong!Passw0rd')
    const unknown = await login('nobody', 'Wrong!Passw0rd')
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ success: false, message: 'Invalid username or password' })
    }
  })

  it('takes similar time for an unknown user and a wrong password', async () => {
    await signedInAdmin(t.app, 'superAdmin', { username: 'dave' })
    const time = async (username: string) => {
      const start = performance.now()
      await login(username, 'Wrong!Passw0rd', `10.0.0.${Math.floor(Math.random() * 200)}`)
      return performance.now() - start
    }
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 3; i++) {
      known.push(await time('dave'))
      unknown.push(await time(`ghost${i}`))
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1]!
    // Both pay for one argon2 verification; without the dummy hash the unknown user is ~100x faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4)
  })

  it('refuses a missing username with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { password: 'x' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message: 'Username is required' })
  })

  it(`throttles a username from an IP after ${LOGIN_THROTTLE.maxFailuresPerUsernameFromIp} failures with 429 and Retry-After`, async () => {
    await signedInAdmin(t.app, 'superAdmin', { username: 'erin' })
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerUsernameFromIp; i++) {
      expect((await login('erin', 'Wrong!Passw0rd', '10.1.0.1')).statusCode).toBe(401)
    }
    // Even the right password is refused from that address while the window lasts.
    const blocked = await login('erin', TEST_PASSWORD, '10.1.0.1')
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toEqual({ success: false, message: AUTH_MESSAGES.tooManyAttempts })
    const retryAfter = Number(blocked.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(14 * 60)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
  })

  it('keeps the owner able to sign in from elsewhere while someone fails on purpose (docs/security.md#s3)', async () => {
    await signedInAdmin(t.app, 'superAdmin', { username: 'superadmin' })
    // Someone fails five times every window from one address to keep the superAdmin out…
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerUsernameFromIp; i++) {
      await login('superadmin', 'Wrong!Passw0rd', '203.0.113.9')
    }
    expect((await login('superadmin', 'Wrong!Passw0rd', '203.0.113.9')).statusCode).toBe(429)
    // …and the owner, from an address that has not failed, still signs in.
    expect((await login('superadmin', TEST_PASSWORD, '198.51.100.20')).statusCode).toBe(200)
  })

  it(`bounds guessing from many addresses at ${LOGIN_THROTTLE.maxFailuresPerUsername} failures a window`, async () => {
    await signedInAdmin(t.app, 'superAdmin', { username: 'hana' })
    const perIp = LOGIN_THROTTLE.maxFailuresPerUsernameFromIp
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerUsername; i++) {
      const ip = `10.2.${Math.floor(i / perIp)}.1`
      expect((await login('hana', 'Wrong!Passw0rd', ip)).statusCode).toBe(401)
    }
    // Past that, no address gets a guess at this username, not even a fresh one…
    expect((await login('hana', TEST_PASSWORD, '10.3.0.1')).statusCode).toBe(429)
    // …while other usernames are untouched.
    await signedInAdmin(t.app, 'superAdmin', { username: 'ivan' })
    expect((await login('ivan', TEST_PASSWORD, '10.3.0.1')).statusCode).toBe(200)
  })

  it('lets no more than the allowance of 30 parallel wrong passwords be checked (docs/security.md#s3)', async () => {
    await signedInAdmin(t.app, 'superAdmin', { username: 'jade' })
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => login('jade', 'Wrong!Passw0rd', '10.4.0.1')),
    )
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
      LOGIN_THROTTLE.maxFailuresPerUsernameFromIp,
    )
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true)
    const counted = await t.app.db
      .selectFrom('loginAttempts')
      .select('id')
      .where('subject', '=', 'jade')
      .execute()
    expect(counted.length).toBe(statuses.filter((status) => status === 401).length)
  })

  it('lets the username in again once the window has passed', async () => {
    await signedInAdmin(t.app, 'superAdmin', { username: 'fay' })
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerUsernameFromIp; i++) await login('fay', 'Wrong!Passw0rd')
    expect((await login('fay', TEST_PASSWORD)).statusCode).toBe(429)
    const old = new Date(Date.now() - 16 * 60_000).toISOString()
    await t.app.db.updateTable('loginAttempts').set({ createdAt: old }).execute()
    expect((await login('fay', TEST_PASSWORD)).statusCode).toBe(200)
  })

  it(`throttles an IP after ${LOGIN_THROTTLE.maxFailuresPerIp} failures across usernames`, async () => {
    await signedInAdmin(t.app, 'superAdmin', { username: 'gus' })
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerIp; i++) {
      expect((await login(`user${i}`, 'Wrong!Passw0rd', '10.9.9.9')).statusCode).toBe(401)
    }
    expect((await login('gus', TEST_PASSWORD, '10.9.9.9')).statusCode).toBe(429)
    expect((await login('gus', TEST_PASSWORD, '10.9.9.10')).statusCode).toBe(200)
  })
})

describe('GET /api/v1/auth/me', () => {
  it('returns the signed-in admin', async () => {
    const admin = await signedInAdmin(t.app, 'Member')
    const response = await t.app.inject({ url: '/api/v1/auth/me', headers: admin.headers })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      success: true,
      data: { _id: admin.id, username: admin.username, role: 'Member' },
    })
  })

  it('answers 401 without a token, with a made-up token, and with an expired one', async () => {
    const admin = await signedInAdmin(t.app)
    expect((await t.app.inject({ url: '/api/v1/auth/me' })).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer('made-up') })).statusCode).toBe(401)
    await t.app.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute()
    const expired = await t.app.inject({ url: '/api/v1/auth/me', headers: admin.headers })
    expect(expired.statusCode).toBe(401)
    expect(expired.json()).toEqual({ success: false, message: AUTH_MESSAGES.sessionExpired })
  })
})

describe('POST /api/v1/auth/logout', () => {
  it('revokes the token on the server', async () => {
    const admin = await signedInAdmin(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: admin.headers,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, message: AUTH_MESSAGES.loggedOut })
    const after = await t.app.inject({ url: '/api/v1/auth/me', headers: admin.headers })
    expect(after.statusCode).toBe(401)
    const session = await t.app.db
      .selectFrom('sessions')
      .select('revokedAt')
      .where('adminId', '=', admin.id)
      .executeTakeFirstOrThrow()
    expect(session.revokedAt).not.toBeNull()
  })

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout' })).statusCode).toBe(401)
  })
})

describe('GET /api/v1/permission/by-admin', () => {
  it('gives superAdmin every right', async () => {
    const admin = await signedInAdmin(t.app, 'superAdmin')
    const body = (await t.app.inject({ url: '/api/v1/permission/by-admin', headers: admin.headers })).json()
    expect(body.success).toBe(true)
    expect(body.permission.role).toBe('superAdmin')
    expect(body.permission.permissions.product).toEqual({ create: true, update: true, statusChange: true })
    expect(body.permission.permissions.quotations).toEqual({ update: true, statusChange: true })
  })

  it('gives Member no right', async () => {
    const admin = await signedInAdmin(t.app, 'Member')
    const body = (await t.app.inject({ url: '/api/v1/permission/by-admin', headers: admin.headers })).json()
    expect(body.permission.role).toBe('Member')
    for (const rights of Object.values(
      body.permission.permissions as Record<string, Record<string, boolean>>,
    )) {
      expect(Object.values(rights).every((value) => value === false)).toBe(true)
    }
  })

  it('gives a custom role exactly its grid', async () => {
    await createRole(t.app, 'Editor', (p) => {
      p.blog.create = true
      p.blog.update = true
      p.product.update = true
    })
    const admin = await signedInAdmin(t.app, 'Editor')
    const body = (await t.app.inject({ url: '/api/v1/permission/by-admin', headers: admin.headers })).json()
    expect(body.permission.role).toBe('Editor')
    expect(body.permission.permissions.blog).toEqual({ create: true, update: true, statusChange: false })
    expect(body.permission.permissions.product).toEqual({ create: false, update: true, statusChange: false })
    expect(body.permission.permissions.category).toEqual({ create: false, update: false })
  })

  it('answers 401 with success false for a missing or revoked token', async () => {
    const admin = await signedInAdmin(t.app)
    const missing = await t.app.inject({ url: '/api/v1/permission/by-admin' })
    expect(missing.statusCode).toBe(401)
    expect(missing.json().success).toBe(false)
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: admin.headers })
    const revoked = await t.app.inject({ url: '/api/v1/permission/by-admin', headers: admin.headers })
    expect(revoked.statusCode).toBe(401)
    expect(revoked.json().success).toBe(false)
  })
})
