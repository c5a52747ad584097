import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { API_PATHS } from '@gwp/contracts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { bumpContentVersion, type ContentVersions } from '../db/content-versions.js'
import { newId } from '../lib/ids.js'
import { buildTestApp, type TestApp } from '../test/app.js'
import { createCategory, signedInAdmin } from '../test/factories.js'
import { createFastLane, KEEP_ALIVE_TIMEOUT_MS } from './fast-lane.js'

/**
 * The fast lane answers repeat anonymous reads before Fastify. Over a real socket (inject never goes
 * through it), a hit must be indistinguishable from the full path's answer, and never stale.
 */
describe('fast lane', () => {
  let t: TestApp
  let base: string
  beforeEach(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' })
    await createCategory(t.app, { name: 'Floor Care' })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  })
  afterEach(async () => t.close())

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers })
  const headersOf = (response: Response) => {
    const all = Object.fromEntries(response.headers)
    delete all.date
    return all
  }

  /** Writes a row without raising the version: only a stale cache would hide it. */
  const insertQuietly = (name: string) =>
    t.app.db
      .insertInto('categories')
      .values({
        id: newId(),
        name,
        description: name,
        image: 'uploads/x.webp',
        createdAt: 'x',
        updatedAt: 'x',
      })
      .execute()

  it('answers a repeat read with the same status, headers and body as the full path', async () => {
    const miss = await get(API_PATHS.category.list)
    const missBody = await miss.text()
    await insertQuietly('Kitchen')
    const hit = await get(API_PATHS.category.list)
    expect(hit.status).toBe(200)
    expect(await hit.text()).toBe(missBody)
    expect(headersOf(hit)).toEqual(headersOf(miss))
    expect(hit.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'")
    expect(hit.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('stops serving an entry once a write raises the version', async () => {
    await get(API_PATHS.category.list)
    await insertQuietly('Kitchen')
    await bumpContentVersion(t.app.db, 'catalog')
    const fresh = (await (await get(API_PATHS.category.list)).json()) as { data: Array<{ name: string }> }
    expect(fresh.data.map((c) => c.name)).toEqual(['Floor Care', 'Kitchen'])
  })

  it('answers 304 and compressed copies like the full path', async () => {
    for (let i = 0; i < 30; i++) await createCategory(t.app, { name: `Category ${i}` })
    const miss = await get(API_PATHS.category.list)
    const plain = await miss.text()
    const etag = miss.headers.get('etag')!

    const notModified = await get(API_PATHS.category.list, { 'if-none-match': etag })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('etag')).toBe(etag)

    // fetch would decompress by itself; read the raw bytes through node:http instead.
    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      const url = new URL(`${base}${API_PATHS.category.list}`)
      import('node:http').then(({ get: httpGet }) =>
        httpGet(url, { headers: { 'accept-encoding': 'gzip, br' } }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
          )
        }).on('error', reject),
      )
    })
    expect(raw.encoding).toBe('br')
    expect(zlib.brotliDecompressSync(raw.body).toString()).toBe(plain)
  })

  it('records the client address as Fastify does, never a forged first X-Forwarded-For entry', async () => {
    // One proxy (TRUST_PROXY=1) added the last entry; the visitor wrote the first one themselves.
    const headers = { 'x-forwarded-for': '6.6.6.6, 203.0.113.7', 'user-agent': 'lane-test' }
    await get(API_PATHS.category.list, headers) // a miss: Fastify answers and records it
    await get(API_PATHS.category.list, headers) // a hit: the fast lane answers and records it
    await t.app.flushRequestLog()
    const rows = await t.app.db
      .selectFrom('serverLogs')
      .selectAll()
      .where('userAgent', '=', 'lane-test')
      .execute()
    const row = { method: 'GET', route: API_PATHS.category.list, ip: '203.0.113.7', statusCode: 200 }
    // Alike in every field, the two share one row when answered in the same second.
    expect(rows).toMatchObject(rows.map(() => row))
    expect(rows.reduce((sum, stored) => sum + Number(stored.count), 0)).toBe(2)
  })

  it('keeps idle connections longer than a load balancer does, as Fastify would', () => {
    expect(t.app.server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS)
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000)
  })

  it('leaves signed requests and other methods to Fastify', async () => {
    await get(API_PATHS.category.list)
    await insertQuietly('Kitchen')
    // Not from memory: staff read the database, which now holds the quiet write.
    const admin = await signedInAdmin(t.app, 'Member')
    const signed = await get(API_PATHS.category.list, admin.headers)
    expect(JSON.stringify(await signed.json())).toContain('Kitchen')
    // A made-up token is a visitor: Fastify looks at it and answers from memory.
    const madeUp = await get(API_PATHS.category.list, { authorization: 'Bearer not-a-real-token' })
    expect(JSON.stringify(await madeUp.json())).not.toContain('Kitchen')
    const head = await fetch(`${base}${API_PATHS.category.list}`, { method: 'HEAD' })
    expect(head.status).toBe(200)
  })

  describe('reads the content versions once per event-loop turn', () => {
    /** A lane over the app's cache whose version reads are counted, answering the way `shape` says. */
    async function countingLane(shape: 'at once' | 'after a wait') {
      const versions = (await t.app.responseCache.versions()) as ContentVersions
      const reads = { count: 0 }
      const lane = createFastLane({
        cache: {
          ...t.app.responseCache,
          versions: () => {
            reads.count += 1
            return shape === 'at once' ? versions : Promise.resolve(versions)
          },
        },
        securityHeaders: t.app.securityHeaders,
        recordRequest: () => {},
        metrics: t.app.metrics,
        trust: false,
      })
      const ask = () => {
        const request = { method: 'GET', url: API_PATHS.category.list, headers: {}, socket: {} }
        const response = { writeHead: () => response, end: () => response }
        return lane(request as unknown as IncomingMessage, response as unknown as ServerResponse)
      }
      return { reads, ask }
    }

    it.each(['at once', 'after a wait'] as const)('when the read answers %s', async (shape) => {
      await get(API_PATHS.category.list)
      const { reads, ask } = await countingLane(shape)

      expect(await Promise.all([ask(), ask(), ask()])).toEqual([true, true, true])
      expect(reads.count).toBe(1)

      // The next turn reads them again, so a write answered in between is seen.
      await new Promise((resolve) => setImmediate(resolve))
      expect(await ask()).toBe(true)
      expect(reads.count).toBe(2)
    })
  })
})
