import { CATALOG_MESSAGES } from '@gwp/contracts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../plugins/http-cache.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { expectGeneric500WhenTableFails } from '../../test/expectations.js'
import { createCategory, signedInAdmin } from '../../test/factories.js'

let t: TestApp
beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(async () => {
  await t.close()
})

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })

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
