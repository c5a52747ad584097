import zlib from 'node:zlib'

import { API_PATHS, CATALOG_MESSAGES } from '@gwp/contracts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { bumpContentVersion, OTHER_CONNECTIONS_SEEN_WITHIN_MS } from '../db/content-versions.js'
import { newId } from '../lib/ids.js'
import { buildTestApp, type TestApp } from '../test/app.js'
import { bearer, createCategory, createProduct, signedInAdmin } from '../test/factories.js'
import { access } from './auth.js'
import { MAX_CACHED_RESPONSES } from './http-cache.js'

/**
 * The response cache: anonymous catalogue reads come from memory until a catalogue write raises the
 * content version. Rows are written here without raising it, to see whether an answer came from the
 * cache (old body) or from the database (new body).
 */

/** A category written as a careless script would: no version bump, so cached reads cannot see it. */
async function insertCategoryQuietly(t: TestApp, name: string, id = newId()): Promise<string> {
  await t.app.db
    .insertInto('categories')
    .values({
      id,
      name,
      description: name,
      image: `uploads/categories/${id}.webp`,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    })
    .execute()
  return id
}

const names = (body: { data: Array<{ name: string }> }) => body.data.map((c) => c.name)

describe('response cache', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await buildTestApp()
    await createCategory(t.app, { name: 'Floor Care' })
  })
  afterEach(async () => t.close())

  const list = () => t.app.inject({ url: API_PATHS.category.list })

  it('serves an anonymous read from memory until the catalogue version changes', async () => {
    const first = await list()
    expect(names(first.json())).toEqual(['Floor Care'])

    await insertCategoryQuietly(t, 'Kitchen')
    const cached = await list()
    expect(cached.statusCode).toBe(200)
    expect(cached.body).toBe(first.body)
    expect(cached.headers.etag).toBe(first.headers.etag)
    expect(cached.headers['content-type']).toBe(first.headers['content-type'])
    expect(cached.headers['cache-control']).toBe('public, max-age=60')

    await bumpContentVersion(t.app.db, 'catalog')
    const fresh = await list()
    expect(names(fresh.json())).toEqual(['Floor Care', 'Kitchen'])
    expect(fresh.headers.etag).not.toBe(first.headers.etag)
  })

  it('never keeps an answer under the version of a write that was rolled back', async () => {
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    let bumped = () => {}
    const bump = new Promise<void>((resolve) => (bumped = resolve))
    const rolledBack = t.app.db.transaction().execute(async (trx) => {
      await bumpContentVersion(trx, 'catalog')
      bumped()
      await gate
      throw new Error('changed my mind')
    })
    await bump
    const during = list()
    await new Promise((resolve) => setTimeout(resolve, 20))
    release()
    await expect(rolledBack).rejects.toThrow('changed my mind')
    expect(names((await during).json())).toEqual(['Floor Care'])

    // A later write reaches the version number the rolled-back one had.
    await createCategory(t.app, { name: 'Kitchen' })
    expect(names((await list()).json())).toEqual(['Floor Care', 'Kitchen'])
  })

  it('answers 304 from the cache to a matching If-None-Match', async () => {
    const first = await list()
    const again = await t.app.inject({
      url: API_PATHS.category.list,
      headers: { 'if-none-match': first.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('compresses for clients that accept it, with the same body and ETag', async () => {
    for (let i = 0; i < 40; i++) await insertCategoryQuietly(t, `Category ${i}`)
    await bumpContentVersion(t.app.db, 'catalog')
    const plain = await list()
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const packed = await t.app.inject({
        url: API_PATHS.category.list,
        headers: { 'accept-encoding': encoding },
      })
      expect(packed.headers['content-encoding']).toBe(encoding)
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
      expect(decode(packed.rawPayload).toString()).toBe(plain.body)
      expect(packed.headers.etag).toBe(plain.headers.etag)
    }
  })

  it('never serves a signed-in admin from it', async () => {
    const admin = await signedInAdmin(t.app)
    await list()
    await insertCategoryQuietly(t, 'Kitchen')
    const staff = await t.app.inject({ url: API_PATHS.category.list, headers: bearer(admin.token) })
    expect(names(staff.json())).toEqual(['Floor Care', 'Kitchen'])
    expect(staff.headers['cache-control']).toBe('private, no-store')
  })

  it('keeps staff-only rows out of what anonymous callers get after a staff read', async () => {
    const category = await createCategory(t.app, { name: 'Laundry' })
    await createProduct(t.app, category.id, { name: 'Hidden', isActive: false })
    const admin = await signedInAdmin(t.app)
    const staff = await t.app.inject({ url: API_PATHS.product.list, headers: bearer(admin.token) })
    expect(staff.json().data).toHaveLength(1)
    const visitor = await t.app.inject({ url: API_PATHS.product.list })
    expect(visitor.json().data).toEqual([])
  })

  it('does not keep failures: a 404 is looked up again next time', async () => {
    const id = newId()
    const missing = await t.app.inject({ url: API_PATHS.category.one.replace(':id', id) })
    expect(missing.statusCode).toBe(404)
    await insertCategoryQuietly(t, 'Kitchen', id)
    const found = await t.app.inject({ url: API_PATHS.category.one.replace(':id', id) })
    expect(found.statusCode).toBe(200)
    expect(found.json().data.name).toBe('Kitchen')
  })

  it('keys entries on the whole URL', async () => {
    const category = await createCategory(t.app, { name: 'Laundry' })
    await createProduct(t.app, category.id, { name: 'Detergent' })
    const byCategory = (id: string) =>
      t.app.inject({ url: API_PATHS.product.activeByCategory.replace(':id', id) })
    expect((await byCategory(category.id)).json().data).toHaveLength(1)
    expect((await byCategory(newId())).json().data).toEqual([])
    expect((await byCategory(category.id)).json().data).toHaveLength(1)
  })

  it('keys entries on the parameters the route reads: made-up ones neither add entries nor miss (docs/decisions/012-hardening.md#finding-6)', async () => {
    const first = await t.app.inject({ url: `${API_PATHS.product.list}?page=1&limit=10` })
    expect(first.statusCode).toBe(200)
    const kept = t.app.responseCache.entries.size
    await insertCategoryQuietly(t, 'Kitchen')
    for (let i = 0; i < 20; i++) {
      const junk = await t.app.inject({ url: `${API_PATHS.product.list}?limit=10&utm=${i}&page=1` })
      expect(junk.body).toBe(first.body)
    }
    expect(t.app.responseCache.entries.size).toBe(kept)
    // A parameter the route reads still tells answers apart.
    const other = await t.app.inject({ url: `${API_PATHS.product.list}?page=2&limit=10` })
    expect(other.json().pagination.page).toBe(2)
    expect(t.app.responseCache.entries.size).toBe(kept + 1)
  })

  it('keeps the hot reads cached through 2,100 searches, and a page-1 read caches as before (docs/decisions/016-request-log-bounds-and-restore-checks.md#finding-6)', async () => {
    const first = await list()
    const pageOne = await t.app.inject({ url: `${API_PATHS.category.list}?page=1&limit=10` })
    expect(pageOne.statusCode).toBe(200)
    await insertCategoryQuietly(t, 'Kitchen')
    for (let i = 0; i < 2_100; i++) {
      const search = await t.app.inject({ url: `${API_PATHS.category.list}?q=junk-${i}` })
      expect(search.statusCode).toBe(200)
    }
    // Still the answers from before Kitchen was written: neither was evicted and made again.
    expect((await list()).body).toBe(first.body)
    const pageOneAgain = await t.app.inject({ url: `${API_PATHS.category.list}?page=1&limit=10` })
    expect(pageOneAgain.body).toBe(pageOne.body)
    expect(t.app.responseCache.entries.size).toBeLessThan(MAX_CACHED_RESPONSES / 4)
  }, 60_000)

  it('serves a made-up token like any visitor, from memory (docs/decisions/012-hardening.md#finding-6)', async () => {
    const first = await list()
    await insertCategoryQuietly(t, 'Kitchen')
    for (const token of ['junk', 'x'.repeat(43)]) {
      const response = await t.app.inject({ url: API_PATHS.category.list, headers: bearer(token) })
      expect(response.statusCode).toBe(200)
      expect(response.body).toBe(first.body)
      expect(response.headers['cache-control']).toBe('public, max-age=60')
    }
  })

  it('still 404s a hidden product to visitors', async () => {
    const category = await createCategory(t.app, { name: 'Laundry' })
    const hidden = await createProduct(t.app, category.id, { isActive: false })
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({ url: API_PATHS.product.one.replace(':id', hidden.id) })
      expect(response.statusCode).toBe(404)
      expect(response.json().message).toBe(CATALOG_MESSAGES.productNotFound)
    }
  })
})

describe('response cache across server processes on one database', () => {
  let first: TestApp
  let second: TestApp
  beforeAll(async () => {
    first = await buildTestApp()
    second = await buildTestApp({}, { sharing: first })
  })
  afterAll(async () => {
    await second.close()
    await first.close()
  })

  it("sees another process's write within a millisecond", async () => {
    await createCategory(first.app, { name: 'Floor Care' })
    const before = await first.app.inject({ url: API_PATHS.category.list })
    expect(names(before.json())).toEqual(['Floor Care'])

    // The write and its version bump go through the other process's connection.
    await createCategory(second.app, { name: 'Kitchen' })
    await new Promise((resolve) => setTimeout(resolve, OTHER_CONNECTIONS_SEEN_WITHIN_MS + 1))
    const after = await first.app.inject({ url: API_PATHS.category.list })
    expect(names(after.json())).toEqual(['Floor Care', 'Kitchen'])
  })
})

describe('response cache switched off', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ RESPONSE_CACHE: 'false' })
  })
  afterAll(async () => t.close())

  it('reads the database every time, still with validators', async () => {
    await createCategory(t.app, { name: 'Floor Care' })
    await t.app.inject({ url: API_PATHS.category.list })
    await insertCategoryQuietly(t, 'Kitchen')
    const response = await t.app.inject({ url: API_PATHS.category.list })
    expect(names(response.json())).toEqual(['Floor Care', 'Kitchen'])
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/)
  })
})

describe('identical misses at once (cache/flight.ts)', () => {
  let t: TestApp
  let calls = 0
  let release = () => {}
  afterEach(async () => t.close())

  /** A cached read that waits for `release`; the first call fails when `failFirst` is set. */
  async function slowRead(failFirst: boolean) {
    calls = 0
    const gate = new Promise<void>((resolve) => (release = resolve))
    t = await buildTestApp(
      {},
      {
        beforeReady(app) {
          app.get(
            '/api/test/slow-read',
            { config: { access: access.public, httpCache: true, responseCache: 'catalog' } },
            async () => {
              const call = ++calls
              await gate
              if (failFirst && call === 1) throw new Error('the first read failed')
              return { success: true, call }
            },
          )
        },
      },
    )
    const answers = Array.from({ length: 5 }, () => t.app.inject({ url: '/api/test/slow-read' }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    release()
    return Promise.all(answers)
  }

  it('make the answer once: the others wait for it and get the same', async () => {
    const answers = await slowRead(false)
    expect(calls).toBe(1)
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200])
    expect(new Set(answers.map((answer) => answer.body))).toEqual(new Set(['{"success":true,"call":1}']))
  })

  it('make their own when the one making it fails', async () => {
    const answers = await slowRead(true)
    // The first to ask fails; every other one is answered, none waits for ever. Those that joined
    // before it failed each made their own; one that came later may have waited for such a one.
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 500])
    expect(calls).toBeGreaterThan(1)
  })
})
