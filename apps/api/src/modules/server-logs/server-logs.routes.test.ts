import { UNKNOWN_ROUTE } from '@gwp/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

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

  it('records a path no route matches as the unknown route, so a token in it is never stored', async () => {
    await t.app.inject({ url: '/api/v1/nope/reset-password/LeakyToken999/extra' })
    const rows = await flushed()
    expect(JSON.stringify(rows)).not.toContain('LeakyToken999')
    expect(rows.map((row) => [row.method, row.route, row.statusCode])).toContainEqual([
      'GET',
      UNKNOWN_ROUTE,
      404,
    ])
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

describe('identical requests in one second', () => {
  afterEach(() => {
    vi.useRealTimers()
  })
  const at = (time: string) => vi.setSystemTime(Date.parse(`2026-11-25T10:00:${time}Z`))
  const heading = (agent: string, ip = '203.0.113.7') =>
    t.app.inject({ url: '/api/v1/heading', headers: { 'user-agent': agent }, remoteAddress: ip })
  const headingRows = async () =>
    (await flushed())
      .filter((row) => row.route === '/api/v1/heading')
      .map(({ userAgent, ip, timestamp, count }) => ({ userAgent, ip, timestamp, count: Number(count) }))

  it('share one row that counts them and carries the first one’s time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    at('00.250')
    for (let i = 0; i < 5; i++) await heading('Agent A')
    at('00.900')
    await heading('Agent A')
    await heading('Agent B')
    await heading('Agent A', '198.51.100.9')
    at('01.100')
    await heading('Agent A')
    expect(await headingRows()).toEqual([
      { userAgent: 'Agent A', ip: '203.0.113.7', timestamp: '2026-11-25T10:00:00.250Z', count: 6 },
      { userAgent: 'Agent B', ip: '203.0.113.7', timestamp: '2026-11-25T10:00:00.900Z', count: 1 },
      { userAgent: 'Agent A', ip: '198.51.100.9', timestamp: '2026-11-25T10:00:00.900Z', count: 1 },
      { userAgent: 'Agent A', ip: '203.0.113.7', timestamp: '2026-11-25T10:00:01.100Z', count: 1 },
    ])
  })

  it('are told apart by user, method and status as well', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    at('05.000')
    const member = await signedInAdmin(t.app, 'Member', { username: 'plainmember' })
    const logs = (headers = {}) =>
      t.app.inject({ url: '/api/v1/server-logger', headers, remoteAddress: '203.0.113.7' })
    await logs()
    await logs()
    await logs(member.headers)
    await t.app.inject({ method: 'DELETE', url: '/api/v1/auth/me', remoteAddress: '203.0.113.7' })
    await t.app.inject({ method: 'DELETE', url: '/api/v1/auth/me', remoteAddress: '203.0.113.7' })
    const rows = (await flushed())
      .filter((row) => row.route === '/api/v1/server-logger' || row.route === UNKNOWN_ROUTE)
      .map(({ username, method, statusCode, count }) => [username, method, Number(statusCode), Number(count)])
    expect(rows).toEqual([
      [null, 'GET', 401, 2],
      ['plainmember', 'GET', 403, 1],
      [null, 'DELETE', 404, 2],
    ])
  })

  it('start a new row once theirs is written: a stored row never changes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    at('10.000')
    await heading('Agent A')
    await heading('Agent A')
    const before = await headingRows()
    await heading('Agent A')
    expect(before.map((row) => row.count)).toEqual([2])
    expect((await headingRows()).map((row) => row.count)).toEqual([2, 1])
  })

  it('show their count in the API', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    at('20.000')
    const admin = await signedInAdmin(t.app)
    for (let i = 0; i < 3; i++) await heading('Agent C')
    await flushed()
    const body = (await t.app.inject({ url: '/api/v1/server-logger', headers: admin.headers })).json()
    expect(body.data).toContainEqual(
      expect.objectContaining({ route: '/api/v1/heading', user: 'Agent C', count: 3 }),
    )
  })
})

describe('GET /api/v1/server-logger', () => {
  it('pages the log newest first for a superAdmin', async () => {
    const admin = await signedInAdmin(t.app)
    const base = Date.now() - 60_000
    await t.app.serverLogs.createMany(
      Array.from({ length: 25 }, (_, i) => ({
        id: newId(),
        username: null,
        method: 'GET',
        route: `/api/v1/seeded/${i}`,
        userAgent: 'seed',
        ip: '127.0.0.1',
        statusCode: 200,
        timestamp: new Date(base + i * 1000).toISOString(),
        count: i + 1,
      })),
    )
    const stored = (await flushed()).length
    const first = await t.app.inject({ url: '/api/v1/server-logger?page=1&limit=10', headers: admin.headers })
    expect(first.statusCode).toBe(200)
    const body = first.json()
    expect(body.success).toBe(true)
    expect(body.data).toHaveLength(10)
    expect(body.pagination.page).toBe(1)
    expect(body.pagination.limit).toBe(10)
    // Every row written so far (the sign-in's too), kept by the writes, not counted.
    expect(stored).toBeGreaterThanOrEqual(26)
    expect(body.pagination.total).toBe(stored)
    expect(body.pagination.totalPages).toBe(Math.ceil(body.pagination.total / 10))
    expect(body.data[0]).toHaveProperty('user')
    const times = body.data.map((row: { timestamp: string }) => row.timestamp)
    expect([...times].sort().reverse()).toEqual(times)
    const third = (
      await t.app.inject({ url: '/api/v1/server-logger?page=3&limit=10', headers: admin.headers })
    ).json()
    expect(third.data.at(-1)).toMatchObject({ route: '/api/v1/seeded/0', count: 1 })
    expect(body.data.find((row: { route: string }) => row.route === '/api/v1/seeded/24').count).toBe(25)
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
  it('drops rows older than 90 days, keeps the rest, and the total follows', async () => {
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
      count: 1,
    })
    await t.app.serverLogs.createMany([row(old), row(recent)])
    expect(await t.app.serverLogs.total()).toBe(2)
    await t.app.pruneStaleRows()
    const left = await t.app.db.selectFrom('serverLogs').select('timestamp').execute()
    expect(left.map((r) => r.timestamp)).toEqual([recent])
    expect(await t.app.serverLogs.total()).toBe(1)
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
      count: 1 + (i % 7),
    }))
    await t.app.serverLogs.createMany(rows)
    const stored = await t.app.db
      .selectFrom('serverLogs')
      .select(['id', 'username', 'method', 'route', 'userAgent', 'ip', 'statusCode', 'timestamp', 'count'])
      .where('route', 'like', '/api/v1/product/%')
      .orderBy('timestamp', 'asc')
      .execute()
    expect(
      stored.map((row) => ({ ...row, statusCode: Number(row.statusCode), count: Number(row.count) })),
    ).toEqual(rows)
  })
})
