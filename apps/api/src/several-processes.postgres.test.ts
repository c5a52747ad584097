import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createS3Storage } from './storage/s3-storage.js'
import { registerAdminBody } from './test/factories.js'
import { freshDatabase, PASSWORD, siteEnv } from './test/site-cluster.js'
import { s3ServerForFile } from './test/s3-server.js'
import { startServerProcess, type ServerProcess } from './test/server-process.js'
import { startSmtpSink, type SmtpSink } from './test/smtp-sink.js'

/**
 * Several server processes on one PostgreSQL database and one bucket, as on several machines behind a
 * load balancer: each with a DATA_DIR of its own. PostgreSQL only (this file is not in the SQLite
 * project): SQLite serves one process per file.
 */
const url = process.env.TEST_DATABASE_URL!
const s3 = s3ServerForFile()

describe('several processes on one database and bucket', () => {
  it(
    'started together on an empty database migrate once, seed once and create the superAdmin once; none fails',
    { timeout: 180_000 },
    async () => {
      const database = await freshDatabase(url)
      const bucket = await s3().newBucket()
      const servers: ServerProcess[] = []
      try {
        const env = siteEnv(database.databaseUrl, bucket)
        const started = await Promise.allSettled([1, 2, 3].map(() => startServerProcess(env)))
        for (const result of started) if (result.status === 'fulfilled') servers.push(result.value)
        for (const result of started) if (result.status === 'rejected') throw result.reason
        for (const server of servers) expect((await fetch(`${server.base}/api/ready`)).status).toBe(200)

        const count = async (table: string) =>
          Number((await database.query(`select count(*) as n from ${table}`))[0]!.n)
        expect(await database.query(`select username from admins order by username`)).toEqual([
          { username: 'boss' },
          { username: 'editor' },
          { username: 'member' },
        ])
        // One demo catalogue: what one process alone seeds, no name twice.
        expect(await database.query(`select name from categories group by name having count(*) > 1`)).toEqual(
          [],
        )
        expect(await database.query(`select name from products group by name having count(*) > 1`)).toEqual(
          [],
        )
        expect(await count('categories')).toBeGreaterThan(0)
        expect(await count('kysely_migration')).toBe(
          Number((await database.query(`select count(distinct name) as n from kysely_migration`))[0]!.n),
        )
        // The demo admins' passwords were printed by the one process that made them.
        expect(servers.filter((server) => server.output().includes('Demo admins were created'))).toHaveLength(
          1,
        )
        // Every image the rows name is in the bucket, and one set of hero pictures.
        const storage = createS3Storage(bucket)
        for (const { image } of await database.query(`select image from categories`))
          expect(await storage.exists(String(image).replace(/^uploads\//, '')), String(image)).toBe(true)
        await expect
          .poll(async () => (await storage.list('hero/')).map((file) => file.key).sort(), { timeout: 20_000 })
          .toEqual(['hero/slide-1.jpg', 'hero/slide-2.jpg', 'hero/slide-3.jpg', 'hero/slide-4.jpg'])
      } finally {
        for (const server of servers) server.stop()
        await database.drop()
      }
    },
  )
})

/** A JSON call to one process; `token` signs it. */
async function call(server: ServerProcess, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  // The API's envelope; each test reads the `data` it expects.
  const answer = (await response.json().catch(() => ({}))) as { data?: unknown; GWP_Token?: string }
  return { status: response.status, body: answer }
}

async function signIn(server: ServerProcess, username: string, password: string): Promise<string> {
  const { status, body } = await call(server, 'POST', '/api/v1/auth/login', undefined, { username, password })
  expect(status, `sign-in of ${username}`).toBe(200)
  return body.GWP_Token!
}

describe('two processes serving one site', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>
  let smtp: SmtpSink
  let a: ServerProcess
  let b: ServerProcess
  let boss: string

  beforeAll(async () => {
    database = await freshDatabase(url)
    const bucket = await s3().newBucket()
    smtp = await startSmtpSink()
    const env = {
      ...siteEnv(database.databaseUrl, bucket),
      QUOTE_RATE_LIMIT: '3',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      STAFF_EMAIL: 'staff@example.com',
    }
    a = await startServerProcess(env)
    b = await startServerProcess(env)
    boss = await signIn(a, 'boss', PASSWORD)
  }, 120_000)

  afterAll(async () => {
    a?.stop()
    b?.stop()
    await smtp?.close()
    await database?.drop()
  })

  it('shows a write through one at once through the other, its cached reads included', async () => {
    const names = async () =>
      ((await call(b, 'GET', '/api/v1/category')).body.data as Array<{ name: string }>).map((c) => c.name)
    // Read twice through B: the second answer comes from its response cache.
    const before = await names()
    expect(await names()).toEqual(before)
    const form = new FormData()
    form.append('name', 'Cluster Brooms')
    form.append('description', 'Made through the other process')
    const image = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer()
    form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'brooms.png')
    const created = await fetch(`${a.base}/api/v1/category/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${boss}` },
      body: form,
    })
    expect(created.status).toBe(201)
    // The very next read through B, with no wait.
    expect(await names()).toContain('Cluster Brooms')
    const { image: stored } = ((await created.json()) as { data: { image: string } }).data
    expect((await fetch(`${b.base}/${stored}`)).status).toBe(200)
  })

  it('accepts a token from either, and ends it on both at a logout, a disable or a role change', async () => {
    const me = (server: ServerProcess, token: string) => call(server, 'GET', '/api/v1/auth/me', token)
    const token = await signIn(a, 'boss', PASSWORD)
    expect((await me(b, token)).status).toBe(200)
    expect((await call(a, 'POST', '/api/v1/auth/logout', token)).status).toBe(200)
    expect((await me(b, token)).status).toBe(401)

    const registered = await call(a, 'POST', '/api/v1/admin/register', boss, registerAdminBody())
    expect(registered.status).toBe(201)
    const { _id: id, username } = registered.body.data as { _id: string; username: string }
    let member = await signIn(b, username, PASSWORD)
    expect((await call(a, 'PATCH', `/api/v1/admin/status/${id}`, boss, { isActive: false })).status).toBe(200)
    expect((await me(b, member)).status).toBe(401)
    expect((await call(a, 'PATCH', `/api/v1/admin/status/${id}`, boss, { isActive: true })).status).toBe(200)

    member = await signIn(b, username, PASSWORD)
    expect(
      (await call(a, 'PATCH', `/api/v1/admin/update-role/${id}`, boss, { role: 'superAdmin' })).status,
    ).toBe(200)
    expect((await me(b, member)).status).toBe(401)
  })

  it('counts failed sign-ins across both: the sixth try for a name is refused whichever answers', async () => {
    const registered = await call(a, 'POST', '/api/v1/admin/register', boss, registerAdminBody())
    const { username } = registered.body.data as { username: string }
    const tries = []
    for (const server of [a, b, a, b, a]) {
      tries.push(
        (await call(server, 'POST', '/api/v1/auth/login', undefined, { username, password: 'Wrong-pass1' }))
          .status,
      )
    }
    expect(tries).toEqual([401, 401, 401, 401, 401])
    expect(
      (await call(b, 'POST', '/api/v1/auth/login', undefined, { username, password: PASSWORD })).status,
    ).toBe(429)
  })

  it('counts the per-address quotation limit across both, and sends each e-mail once', async () => {
    const products = (await call(a, 'GET', '/api/v1/product/active-products')).body.data as Array<{
      _id: string
    }>
    const quote = {
      product: products[0]!._id,
      fullName: 'Ayesha Siddiqui',
      phoneNumber: '03001234567',
      email: 'ayesha@example.com',
      address: 'Plot 12, Industrial Area, Lahore',
      message: 'Please quote 200 pieces.',
    }
    const statuses = []
    for (const server of [a, b, a, b])
      statuses.push((await call(server, 'POST', '/api/v1/quotation/create', undefined, quote)).status)
    // QUOTE_RATE_LIMIT=3 an hour from one address, whichever process answers.
    expect(statuses).toEqual([201, 201, 201, 429])

    const queued = async () =>
      (await database.query(`select id from mail_queue where status <> 'failed'`)).map((row) => row.id)
    const ids = await queued()
    expect(ids.length).toBeGreaterThanOrEqual(3)
    // Both processes run a mail worker: each message reaches the server once.
    await expect
      .poll(
        async () =>
          (await database.query(`select count(*) as n from mail_queue where status = 'sent'`))[0]!.n,
        {
          timeout: 30_000,
        },
      )
      .toBe(String(ids.length))
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const messageIds = smtp.received.map((mail) => /^Message-ID: (.*)$/im.exec(mail.raw)?.[1])
    expect(smtp.received).toHaveLength(ids.length)
    expect(new Set(messageIds).size).toBe(ids.length)
  })
})
