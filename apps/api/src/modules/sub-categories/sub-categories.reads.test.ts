import { CATALOG_MESSAGES } from '@gwp/contracts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { PUBLIC_CACHE_CONTROL } from '../../plugins/http-cache.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { expectGeneric500WhenTableFails } from '../../test/expectations.js'
import { createCategory, createSubCategory, type CategoryFixture } from '../../test/factories.js'

let t: TestApp

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })
const names = (data: Array<{ name: string }>) => data.map((s) => s.name)

/** Reads assert whole lists, so each test gets a fresh database with two categories. */
describe('public reads', () => {
  let cleaning: CategoryFixture
  let kitchen: CategoryFixture
  beforeEach(async () => {
    t = await buildTestApp()
    cleaning = await createCategory(t.app, { name: 'Cleaning' })
    kitchen = await createCategory(t.app, { name: 'Kitchen' })
  })
  afterEach(async () => {
    await t.close()
  })

  describe('GET /api/v1/sub-category/', () => {
    it('answers an empty list when there are none', async () => {
      const response = await get('/api/v1/sub-category/')
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ success: true, data: [] })
    })

    it('lists every sub-category sorted by name without regard to case, with its category id', async () => {
      const mops = await createSubCategory(t.app, cleaning.id, { name: 'mops' })
      await createSubCategory(t.app, kitchen.id, { name: 'Dish wash' })
      await createSubCategory(t.app, cleaning.id, { name: 'Brooms' })
      const response = await get('/api/v1/sub-category/')
      expect(response.statusCode).toBe(200)
      const { data } = response.json()
      expect(names(data)).toEqual(['Brooms', 'Dish wash', 'mops'])
      expect(data[2]).toEqual({
        _id: mops.id,
        name: 'mops',
        description: 'All about mops',
        image: `uploads/sub-categories/${mops.id}.webp`,
        category: cleaning.id,
        createdAt: '2025-03-01T10:00:00.000Z',
      })
      expect(response.headers.etag).toBeDefined()
      expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
    })

    it('answers a generic 500 and logs one error when the database fails', async () => {
      await expectGeneric500WhenTableFails({
        fails: { query: 'selectFrom', table: 'subCategories' },
        request: { url: '/api/v1/sub-category/' },
      })
    })
  })

  describe('GET /api/v1/sub-category/by-category-id/:id', () => {
    it("lists only that category's sub-categories, sorted by name", async () => {
      await createSubCategory(t.app, cleaning.id, { name: 'Mops' })
      await createSubCategory(t.app, kitchen.id, { name: 'Dish wash' })
      await createSubCategory(t.app, cleaning.id, { name: 'Brooms' })
      const response = await get(`/api/v1/sub-category/by-category-id/${cleaning.id}`)
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body.success).toBe(true)
      expect(names(body.data)).toEqual(['Brooms', 'Mops'])
      expect(body.data.every((s: { category: string }) => s.category === cleaning.id)).toBe(true)
    })

    // Documented choice (sub-categories.service.ts): an unknown category simply has no sub-categories.
    it.each([
      ['an unknown category', '01900000-0000-7000-8000-000000000000'],
      ['a malformed id', 'not-a-uuid'],
      ['a very long id', 'y'.repeat(180)],
    ])('answers an empty list for %s', async (_, id) => {
      await createSubCategory(t.app, cleaning.id)
      const response = await get(`/api/v1/sub-category/by-category-id/${id}`)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ success: true, data: [] })
    })
  })

  describe('GET /api/v1/sub-category/:id', () => {
    it('answers the sub-category', async () => {
      const mops = await createSubCategory(t.app, cleaning.id, { name: 'Mops' })
      const response = await get(`/api/v1/sub-category/${mops.id}`)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        success: true,
        data: expect.objectContaining({ _id: mops.id, name: 'Mops', category: cleaning.id }),
      })
    })

    it.each([
      ['an unknown id', '01900000-0000-7000-8000-000000000000'],
      ['a malformed id', 'not-a-uuid'],
      ['a very long id', 'z'.repeat(180)],
      ["a category's id", 'CATEGORY'],
    ])('answers 404 to %s', async (_, id) => {
      await createSubCategory(t.app, cleaning.id)
      const response = await get(`/api/v1/sub-category/${id === 'CATEGORY' ? cleaning.id : id}`)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ success: false, message: CATALOG_MESSAGES.subCategoryNotFound })
    })
  })
})
