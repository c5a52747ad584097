import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { newId } from '../../lib/ids.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { signedInAdmin, TEST_PASSWORD } from '../../test/factories.js'

let t: TestApp
beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(async () => {
  await t.close()
})

/** onResponse runs just after inject resolves; give it a turn, then write the buffer. */
async function flushed() {
  await new Promise((resolve) => setImmediate(resolve))
  await t.app.flushRequestLog()
  return t.app.db.selectFrom('serverLogs').selectAll().orderBy('timestamp', 'asc').execute()
}

describe('request log', () => {
  it('records who, what, when, from where and the status of every API request', async () => {
    const admin = await signedInAdmin(t.app, 'superAdmin', { username: 'logger' })
    await t.app.inject({
      url: '/api/v1/auth/me?q=1',
      headers: { ...admin.headers, 'user-agent': 'TestAgent/1.0' },
      remoteAddress: '203.0.113.7',
    })
    const rows = await flushed()
    const me = rows.find((row) => row.route === '/api/v1/auth/me')
    expect(me).toMatchObject({
      username: 'logger',
      method: 'GET',
      userAgent: 'TestAgent/1.0',
      ip: '203.0.113.7',
      statusCode: 200,
    })
    expect(Date.now() - Date.parse(me!.timestamp)).toBeLessThan(60_000)
  })

  it('records failed sign-ins and refused rights with the name tried and the IP', async () => {
    await signedInAdmin(t.app, 'superAdmin', { username: 'target' })
    const member = await signedInAdmin(t.app, 'Member', { username: 'plainmember' })
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'target', password: 'nope' },
      remoteAddress: '198.51.100.9',
    })
    await t.app.inject({ url: '/api/v1/server-logger', headers: member.headers })
    const rows = await flushed()
    expect(rows).toContainEqual(
      expect.objectContaining({
        route: '/api/v1/auth/login',
        username: 'target',
        statusCode: 401,
        ip: '198.51.100.9',
      }),
    )
    expect(rows).toContainEqual(
      expect.objectContaining({ route: '/api/v1/server-logger', username: 'plainmember', statusCode: 403 }),
    )
  })

  it('never stores a password, a token or a reset token', async () => {
    const admin = await signedInAdmin(t.app, 'superAdmin', { username: 'secretive' })
    await t.app.inject({ url: '/api/v1/auth/me', headers: admin.headers })
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password/SuperSecretResetToken123',
      payload: { password: 'Another1Pass' },
    })
    const rows = await flushed()
    const everything = JSON.stringify(rows)
    expect(everything).not.toContain(TEST_PASSWORD)
    expect(everything).not.toContain(admin.token)
    expect(everything).not.toContain('SuperSecretResetToken123')
    expect(rows.map((row) => row.route)).toContain('/api/v1/auth/reset-password/:token')
  })

  it('redacts a reset token even on a path no route matches', async () => {
    await t.app.inject({ url: '/api/v1/nope/reset-password/LeakyToken999/extra' })
    const rows = await flushed()
    expect(JSON.stringify(rows)).not.toContain('LeakyToken999')
    expect(rows.map((row) => row.route)).toContain('/api/v1/nope/reset-password/:token/extra')
  })

  it('takes the client IP from X-Forwarded-For only when TRUST_PROXY is on', async () => {
    const headers = { 'x-forwarded-for': '6.6.6.6, 203.0.113.50' }
    await t.app.inject({ url: '/api/health', headers, remoteAddress: '10.0.0.2' })
    expect((await flushed()).at(-1)).toMatchObject({ route: '/api/health', ip: '10.0.0.2' })

    const proxied = await buildTestApp({ TRUST_PROXY: '1' })
    try {
      await proxied.app.inject({ url: '/api/health', headers, remoteAddress: '10.0.0.2' })
      await new Promise((resolve) => setImmediate(resolve))
      await proxied.app.flushRequestLog()
      const rows = await proxied.app.db.selectFrom('serverLogs').select(['route', 'ip']).execute()
      expect(rows).toContainEqual({ route: '/api/health', ip: '203.0.113.50' })
    } finally {
      await proxied.close()
    }
  })

  it('leaves non-API requests out', async () => {
    await t.app.inject({ url: '/favicon.ico' })
    expect((await flushed()).map((row) => row.route)).not.toContain('/favicon.ico')
  })
})

describe('GET /api/v1/server-logger', () => {
  it('pages the log newest first for a superAdmin', async () => {
    const admin = await signedInAdmin(t.app)
    const base = Date.now() - 60_000
    await t.app.db
      .insertInto('serverLogs')
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          id: newId(),
          username: null,
          method: 'GET',
          route: `/api/v1/seeded/${i}`,
          userAgent: 'seed',
          ip: '127.0.0.1',
          statusCode: 200,
          timestamp: new Date(base + i * 1000).toISOString(),
        })),
      )
      .execute()
    const first = await t.app.inject({ url: '/api/v1/server-logger?page=1&limit=10', headers: admin.headers })
    expect(first.statusCode).toBe(200)
    const body = first.json()
    expect(body.success).toBe(true)
    expect(body.data).toHaveLength(10)
    expect(body.pagination.page).toBe(1)
    expect(body.pagination.limit).toBe(10)
    expect(body.pagination.total).toBeGreaterThanOrEqual(25)
    expect(body.pagination.totalPages).toBe(Math.ceil(body.pagination.total / 10))
    expect(body.data[0]).toHaveProperty('user')
    const times = body.data.map((row: { timestamp: string }) => row.timestamp)
    expect([...times].sort().reverse()).toEqual(times)
    const third = (
      await t.app.inject({ url: '/api/v1/server-logger?page=3&limit=10', headers: admin.headers })
    ).json()
    expect(third.data.at(-1).route).toBe('/api/v1/seeded/0')
  })

  it('is for superAdmin only', async () => {
    const member = await signedInAdmin(t.app, 'Member')
    expect((await t.app.inject({ url: '/api/v1/server-logger' })).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/v1/server-logger', headers: member.headers })).statusCode).toBe(
      403,
    )
  })

  it('refuses a bad page number with 400', async () => {
    const admin = await signedInAdmin(t.app)
    const response = await t.app.inject({ url: '/api/v1/server-logger?page=0', headers: admin.headers })
    expect(response.statusCode).toBe(400)
  })
})

describe('pruning', () => {
  it('drops rows older than 90 days and keeps the rest', async () => {
    const old = new Date(Date.now() - 91 * 86_400_000).toISOString()
    const recent = new Date(Date.now() - 89 * 86_400_000).toISOString()
    const row = (timestamp: string) => ({
      id: newId(),
      username: null,
      method: 'GET',
      route: '/x',
      userAgent: '',
      ip: '::1',
      statusCode: 200,
      timestamp,
    })
    await t.app.db
      .insertInto('serverLogs')
      .values([row(old), row(recent)])
      .execute()
    const cutoff = new Date(Date.now() - 90 * 86_400_000).toISOString()
    expect(await t.app.serverLogs.deleteOlderThan(cutoff)).toBe(1)
    const left = await t.app.db.selectFrom('serverLogs').select('timestamp').execute()
    expect(left.map((r) => r.timestamp)).toEqual([recent])
  })
})

describe('writing a batch', () => {
  it('stores every row of a batch larger than one statement holds, each with its own values', async () => {
    const base = Date.parse('2026-03-01T00:00:00.000Z')
    const rows = Array.from({ length: 123 }, (_, i) => ({
      id: newId(base + i),
      username: i % 2 === 0 ? null : `admin${i}`,
      method: i % 3 === 0 ? 'POST' : 'GET',
      route: `/api/v1/product/${i}`,
      userAgent: `agent ${i}`,
      ip: `10.0.0.${i}`,
      statusCode: 200 + (i % 5),
      timestamp: new Date(base + i).toISOString(),
    }))
    await t.app.serverLogs.createMany(rows)
    const stored = await t.app.db
      .selectFrom('serverLogs')
      .select(['id', 'username', 'method', 'route', 'userAgent', 'ip', 'statusCode', 'timestamp'])
      .where('route', 'like', '/api/v1/product/%')
      .orderBy('timestamp', 'asc')
      .execute()
    expect(stored.map((row) => ({ ...row, statusCode: Number(row.statusCode) }))).toEqual(rows)
  })
})
