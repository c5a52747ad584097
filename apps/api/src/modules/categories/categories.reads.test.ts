import { CATALOG_MESSAGES, PAGE_SIZE } from '@gwp/contracts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../plugins/http-cache.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { expectGeneric500WhenTableFails } from '../../test/expectations.js'
import { createCategory, signedInAdmin } from '../../test/factories.js'

let t: TestApp

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })
const names = (data: Array<{ name: string }>) => data.map((c) => c.name)

/** Reads assert whole lists, so each test gets a fresh database. */
describe('public reads', () => {
  beforeEach(async () => {
    t = await buildTestApp()
  })
  afterEach(async () => {
    await t.close()
  })

  describe('GET /api/v1/category', () => {
    it('answers an empty list on an empty database', async () => {
      const response = await get('/api/v1/category')
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ success: true, data: [] })
    })

    it('lists every category, sorted by name without regard to case, with all its fields', async () => {
      const floor = await createCategory(t.app, { name: 'floor care', description: 'Mops' })
      await createCategory(t.app, { name: 'Bathroom' })
      await createCategory(t.app, { name: 'Kitchen' })
      await createCategory(t.app, { name: 'air fresheners' })
      const response = await get('/api/v1/category')
      expect(response.statusCode).toBe(200)
      const { data } = response.json()
      expect(data.map((c: { name: string }) => c.name)).toEqual([
        'air fresheners',
        'Bathroom',
        'floor care',
        'Kitchen',
      ])
      expect(data[2]).toEqual({
        _id: floor.id,
        name: 'floor care',
        description: 'Mops',
        image: `uploads/categories/${floor.id}.webp`,
        createdAt: '2025-03-01T10:00:00.000Z',
        updatedAt: '2025-03-01T10:00:00.000Z',
      })
    })

    it('shows each category exactly as its own read does, whatever its text holds', async () => {
      const awkward = await createCategory(t.app, {
        name: 'Floor "care" \\ نظافة 🧽',
        description: 'Line one\nline two\t\u0001',
      })
      await createCategory(t.app, { name: 'Brooms' })
      const list = (await t.app.inject({ url: '/api/v1/category' })).json().data
      for (const listed of list) {
        const own = (await t.app.inject({ url: `/api/v1/category/${listed._id}` })).json().data
        expect(listed).toEqual(own)
      }
      expect(list.map((c: { _id: string }) => c._id)).toContain(awkward.id)
    })

    it('answers a generic 500 and logs one error when the database fails', async () => {
      await expectGeneric500WhenTableFails({
        fails: { query: 'selectFrom', table: 'categories' },
        request: { url: '/api/v1/category' },
      })
    })
  })

  describe('GET /api/v1/category/:id', () => {
    it('answers the category', async () => {
      const category = await createCategory(t.app, { name: 'Kitchen' })
      const response = await get(`/api/v1/category/${category.id}`)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        success: true,
        data: expect.objectContaining({ _id: category.id, name: 'Kitchen' }),
      })
    })

    it.each([
      ['an unknown id', '01900000-0000-7000-8000-000000000000'],
      ['a malformed id', 'not-a-uuid'],
      ['a very long id', 'x'.repeat(180)],
      ['an id full of SQL', encodeURIComponent("1' OR '1'='1")],
    ])('answers 404 to %s', async (_, id) => {
      await createCategory(t.app)
      const response = await get(`/api/v1/category/${id}`)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ success: false, message: CATALOG_MESSAGES.categoryNotFound })
    })
  })

  /** The caching plugin, exercised once here through the category list; every catalogue read opts in. */
  describe('HTTP caching of catalogue reads', () => {
    it('answers a strong ETag and a public Cache-Control to an anonymous caller', async () => {
      await createCategory(t.app, { name: 'Kitchen' })
      const response = await get('/api/v1/category')
      expect(response.statusCode).toBe(200)
      expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/)
      expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
      expect(response.headers.vary).toContain('Authorization')
      // The same data gives the same validator.
      expect((await get('/api/v1/category')).headers.etag).toBe(response.headers.etag)
    })

    it('answers 304 with an empty body to a matching If-None-Match, alone or in a list, weak or not', async () => {
      await createCategory(t.app, { name: 'Kitchen' })
      const etag = (await get('/api/v1/category')).headers.etag as string
      for (const header of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
        const response = await get('/api/v1/category', { 'if-none-match': header })
        expect(response.statusCode, header).toBe(304)
        expect(response.body).toBe('')
        expect(response.headers.etag).toBe(etag)
        expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
      }
    })

    it('answers 200 with a new ETag once the data changed', async () => {
      await createCategory(t.app, { name: 'Kitchen' })
      const before = (await get('/api/v1/category')).headers.etag as string
      await createCategory(t.app, { name: 'Bathroom' })
      const response = await get('/api/v1/category', { 'if-none-match': before })
      expect(response.statusCode).toBe(200)
      expect(response.json().data).toHaveLength(2)
      expect(response.headers.etag).not.toBe(before)
    })

    it('tells shared caches not to keep what a signed-in admin reads', async () => {
      const admin = await signedInAdmin(t.app)
      const response = await get('/api/v1/category', admin.headers)
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL)
    })

    it('leaves a 404 without validators', async () => {
      const response = await get('/api/v1/category/not-a-uuid')
      expect(response.statusCode).toBe(404)
      expect(response.headers.etag).toBeUndefined()
      expect(response.headers['cache-control']).toBeUndefined()
    })
  })
})

/**
 * The back office's paged list. These tests only read, so they share one app and one set of rows:
 * 25 numbered categories and a few for the search.
 */
describe('GET /api/v1/category?page=&limit=&q=', () => {
  const SEARCH_NAMES = ['Floor care', 'FLOORING', 'Kitchen floors', 'Floor_care', 'Floorxcare', '100% cotton']
  const TOTAL = 25 + SEARCH_NAMES.length + 1
  /** The plain list, whose order every page follows. */
  let plain: Array<{ _id: string; name: string }>
  beforeAll(async () => {
    t = await buildTestApp()
    for (const n of Array.from({ length: 25 }, (_, i) => 25 - i)) {
      await createCategory(t.app, { name: `Category ${String(n).padStart(2, '0')}` })
    }
    for (const name of [...SEARCH_NAMES, 'Back\\slash']) await createCategory(t.app, { name })
    plain = (await get('/api/v1/category')).json().data
  })
  afterAll(async () => {
    await t.close()
  })

  it('keeps the plain answer, every category and no pagination, without those parameters', async () => {
    const response = await get('/api/v1/category')
    expect(Object.keys(response.json())).toEqual(['success', 'data'])
    expect(plain).toHaveLength(TOTAL)
    const numbered = names(plain).filter((name) => name.startsWith('Category '))
    expect(numbered).toEqual(
      Array.from({ length: 25 }, (_, i) => `Category ${String(i + 1).padStart(2, '0')}`),
    )
  })

  it('answers one page in the plain list order, every field, and the pagination', async () => {
    const response = await get('/api/v1/category?page=2&limit=10')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(Object.keys(body)).toEqual(['success', 'data', 'pagination'])
    expect(body).toEqual({
      success: true,
      data: plain.slice(10, 20),
      pagination: { page: 2, limit: 10, total: TOTAL, totalPages: 4 },
    })
  })

  it('pages by 10 unless told otherwise, and answers an empty page past the end', async () => {
    const last = (await get('/api/v1/category?page=4')).json()
    expect(last).toEqual({
      success: true,
      data: plain.slice(30),
      pagination: { page: 4, limit: PAGE_SIZE.admin, total: TOTAL, totalPages: 4 },
    })
    const past = (await get('/api/v1/category?page=9&limit=5')).json()
    expect(past).toEqual({
      success: true,
      data: [],
      pagination: { page: 9, limit: 5, total: TOTAL, totalPages: 7 },
    })
  })

  it('searches names without regard to case, anywhere in the name, and counts only the matches', async () => {
    const matches = plain.filter((c) => c.name.toLowerCase().includes('floor'))
    expect(names(matches).sort()).toEqual(
      ['Floor care', 'FLOORING', 'Kitchen floors', 'Floor_care', 'Floorxcare'].sort(),
    )
    const first = (await get('/api/v1/category?q=%20fLoOr%20&limit=2')).json()
    expect(first).toEqual({
      success: true,
      data: matches.slice(0, 2),
      pagination: { page: 1, limit: 2, total: 5, totalPages: 3 },
    })
    const third = (await get('/api/v1/category?q=FLOOR&limit=2&page=3')).json()
    expect(third.data).toEqual(matches.slice(4))
    const none = (await get('/api/v1/category?q=nothing%20like%20it')).json()
    expect(none).toEqual({
      success: true,
      data: [],
      pagination: { page: 1, limit: 10, total: 0, totalPages: 1 },
    })
  })

  it("takes LIKE's wildcards and escape character in the search literally", async () => {
    const search = async (q: string) =>
      names((await get(`/api/v1/category?q=${encodeURIComponent(q)}`)).json().data)
    expect(await search('r_c')).toEqual(['Floor_care'])
    expect(await search('%')).toEqual(['100% cotton'])
    expect(await search('\\')).toEqual(['Back\\slash'])
  })

  it('an empty search lists every category, paged', async () => {
    const body = (await get('/api/v1/category?q=')).json()
    expect(body.data).toEqual(plain.slice(0, 10))
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: TOTAL, totalPages: 4 })
  })

  it.each([
    ['page=0', 'page'],
    ['page=x', 'page'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    [`q=${'a'.repeat(101)}`, 'q'],
  ])('refuses %s with 400', async (query, field) => {
    const response = await get(`/api/v1/category?${query}`)
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.success).toBe(false)
    expect(Object.keys(body.errors)).toEqual([field])
  })

  it('caches each anonymous page under its own URL', async () => {
    const first = await get('/api/v1/category?page=1&limit=5')
    const second = await get('/api/v1/category?page=2&limit=5')
    expect(first.headers.etag).not.toBe(second.headers.etag)
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
    expect((await get('/api/v1/category?page=1&limit=5')).body).toBe(first.body)
    expect(second.json().data).toEqual(plain.slice(5, 10))
  })

  it('answers signed-in staff the same page, kept out of shared caches', async () => {
    const admin = await signedInAdmin(t.app)
    const response = await get('/api/v1/category?page=3&limit=10', admin.headers)
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual(plain.slice(20, 30))
    expect(response.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL)
  })

  it('answers a generic 500 and logs one error when the database fails', async () => {
    await expectGeneric500WhenTableFails({
      fails: { query: 'selectFrom', table: 'categories' },
      request: { url: '/api/v1/category?page=1&q=kit' },
      route: '/api/v1/category',
    })
  })
})
