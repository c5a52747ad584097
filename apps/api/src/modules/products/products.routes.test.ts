import { CATALOG_MESSAGES, COLOR_PALETTE, parseProductColors } from '@gwp/contracts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { bumpContentVersion } from '../../db/content-versions.js'
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../plugins/http-cache.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { expectGeneric500WhenTableFails } from '../../test/expectations.js'
import {
  catalogTime,
  createCategory,
  createProduct,
  createSubCategory,
  signedInAdmin,
  type CategoryFixture,
  type TestAdmin,
} from '../../test/factories.js'

let t: TestApp
let cleaning: CategoryFixture
let kitchen: CategoryFixture
let mops: CategoryFixture
let brooms: CategoryFixture
beforeEach(async () => {
  t = await buildTestApp()
  cleaning = await createCategory(t.app, { name: 'Cleaning' })
  kitchen = await createCategory(t.app, { name: 'Kitchen' })
  mops = await createSubCategory(t.app, cleaning.id, { name: 'Mops' })
  brooms = await createSubCategory(t.app, cleaning.id, { name: 'Brooms' })
})
afterEach(async () => {
  await t.close()
})

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })
const names = (data: Array<{ name: string }>) => data.map((p) => p.name)

/**
 * A small catalogue: active and inactive products in two categories and two sub-categories, created
 * a minute apart so "newest first" has one answer.
 */
async function seedCatalogue() {
  await createProduct(t.app, cleaning.id, {
    name: 'Old mop',
    subCategoryId: mops.id,
    createdAt: catalogTime(1),
  })
  await createProduct(t.app, kitchen.id, { name: 'Sponge', createdAt: catalogTime(2) })
  await createProduct(t.app, cleaning.id, {
    name: 'Hidden mop',
    subCategoryId: mops.id,
    isActive: false,
    createdAt: catalogTime(3),
  })
  await createProduct(t.app, cleaning.id, {
    name: 'Broom',
    subCategoryId: brooms.id,
    createdAt: catalogTime(4),
  })
  await createProduct(t.app, cleaning.id, {
    name: 'New mop',
    subCategoryId: mops.id,
    createdAt: catalogTime(5),
  })
  await createProduct(t.app, kitchen.id, {
    name: 'Hidden sponge',
    isActive: false,
    createdAt: catalogTime(6),
  })
}

describe('GET /api/v1/product/active-products', () => {
  it('answers success, a message and the active products, newest first', async () => {
    await seedCatalogue()
    const response = await get('/api/v1/product/active-products')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toEqual({
      success: true,
      data: expect.any(Array),
      message: CATALOG_MESSAGES.activeProductsFetched,
    })
    expect(names(body.data)).toEqual(['New mop', 'Broom', 'Sponge', 'Old mop'])
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
  })

  it('answers only the newest few with ?limit=', async () => {
    await seedCatalogue()
    const response = await get('/api/v1/product/active-products?limit=2')
    expect(response.statusCode).toBe(200)
    expect(names(response.json().data)).toEqual(['New mop', 'Broom'])
  })

  it.each(['0', '101', '2.5', 'six'])('refuses ?limit=%s with a 400', async (limit) => {
    const response = await get(`/api/v1/product/active-products?limit=${limit}`)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false })
  })

  it('stays active-only for a signed-in admin: it is the public list of the home page', async () => {
    await seedCatalogue()
    const admin = await signedInAdmin(t.app)
    const response = await get('/api/v1/product/active-products', admin.headers)
    expect(names(response.json().data)).toEqual(['New mop', 'Broom', 'Sponge', 'Old mop'])
  })

  it('carries every field, the category name and the spec colours shape', async () => {
    const colors = [COLOR_PALETTE[1]!, COLOR_PALETTE[3]!]
    const product = await createProduct(t.app, cleaning.id, {
      name: 'Spin mop',
      subCategoryId: mops.id,
      colors,
      capacity: null,
    })
    const response = await get('/api/v1/product/active-products')
    const [data] = response.json().data
    expect(data).toEqual({
      _id: product.id,
      name: 'Spin mop',
      images: [`uploads/products/${product.id}.webp`],
      capacity: null,
      description: 'Spin mop, for every surface',
      productCode: expect.stringMatching(/^GWP-/),
      brand: 'GWP',
      material: 'Plastic',
      packageQuantity: 12,
      dimension: '10 x 10 x 25 cm',
      specialFeature: 'Ergonomic grip',
      recommendedSurface: 'Tiles',
      recommendedUsage: 'Daily',
      colors: [JSON.stringify(colors)],
      category: { _id: cleaning.id, name: 'Cleaning' },
      subCategory: mops.id,
      isActive: true,
      createdAt: '2025-03-01T10:00:00.000Z',
      updatedAt: '2025-03-01T10:00:00.000Z',
    })
    expect(data.colors).toHaveLength(1)
    expect(JSON.parse(data.colors[0])).toEqual(colors)
    expect(parseProductColors(data.colors)).toEqual(colors)
  })

  it('answers a generic 500 and logs one error when the database fails', async () => {
    await expectGeneric500WhenTableFails({
      fails: { query: 'selectFrom', table: 'products' },
      request: { url: '/api/v1/product/active-products' },
    })
  })
})

describe('GET /api/v1/product', () => {
  let admin: TestAdmin
  beforeEach(async () => {
    await seedCatalogue()
    admin = await signedInAdmin(t.app, 'Member')
  })

  it('answers active products only to an anonymous caller, newest first', async () => {
    const response = await get('/api/v1/product')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(Object.keys(body).sort()).toEqual(['data', 'success'])
    expect(names(body.data)).toEqual(['New mop', 'Broom', 'Sponge', 'Old mop'])
    expect(body.data.every((p: { isActive: boolean }) => p.isActive)).toBe(true)
  })

  it('answers every product to any signed-in admin, with a private Cache-Control', async () => {
    const response = await get('/api/v1/product', admin.headers)
    expect(response.statusCode).toBe(200)
    expect(names(response.json().data)).toEqual([
      'Hidden sponge',
      'New mop',
      'Broom',
      'Hidden mop',
      'Sponge',
      'Old mop',
    ])
    expect(response.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL)
  })

  it('treats an invalid token like no token: active products only', async () => {
    const response = await get('/api/v1/product', { authorization: 'Bearer not-a-real-token' })
    expect(response.statusCode).toBe(200)
    expect(names(response.json().data)).toEqual(['New mop', 'Broom', 'Sponge', 'Old mop'])
  })

  it('gives anonymous and admin answers different ETags, so no cache can mix them up', async () => {
    const anonymous = await get('/api/v1/product')
    const signedIn = await get('/api/v1/product', admin.headers)
    expect(anonymous.headers.etag).not.toBe(signedIn.headers.etag)
    const revalidated = await get('/api/v1/product', { 'if-none-match': anonymous.headers.etag as string })
    expect(revalidated.statusCode).toBe(304)
  })

  it('changes its ETag when a product is deactivated', async () => {
    const before = await get('/api/v1/product')
    await t.app.db.updateTable('products').set({ isActive: 0 }).where('name', '=', 'Broom').execute()
    await bumpContentVersion(t.app.db, 'catalog')
    const after = await get('/api/v1/product', { 'if-none-match': before.headers.etag as string })
    expect(after.statusCode).toBe(200)
    expect(names(after.json().data)).toEqual(['New mop', 'Sponge', 'Old mop'])
    expect(after.headers.etag).not.toBe(before.headers.etag)
  })
})

describe('GET /api/v1/product/:id', () => {
  it('answers an active product with its category name to anyone', async () => {
    const product = await createProduct(t.app, kitchen.id, { name: 'Sponge' })
    const response = await get(`/api/v1/product/${product.id}`)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(Object.keys(body).sort()).toEqual(['data', 'success'])
    expect(body.data).toMatchObject({
      _id: product.id,
      name: 'Sponge',
      category: { _id: kitchen.id, name: 'Kitchen' },
      subCategory: null,
      capacity: '500 ml',
      isActive: true,
    })
    expect(parseProductColors(body.data.colors)).toEqual([{ id: 1, name: 'White', hex: '#FFFFFF' }])
  })

  it('answers 404 Product not found for an inactive product to an anonymous caller, the product to an admin', async () => {
    const hidden = await createProduct(t.app, kitchen.id, { name: 'Hidden', isActive: false })
    const anonymous = await get(`/api/v1/product/${hidden.id}`)
    expect(anonymous.statusCode).toBe(404)
    expect(anonymous.json()).toEqual({ success: false, message: 'Product not found' })
    expect(anonymous.headers.etag).toBeUndefined()

    const admin = await signedInAdmin(t.app, 'Member')
    const signedIn = await get(`/api/v1/product/${hidden.id}`, admin.headers)
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json().data).toMatchObject({ _id: hidden.id, isActive: false })
  })

  it.each([
    ['an unknown id', '01900000-0000-7000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
    ['a very long id', 'p'.repeat(190)],
    ['an id full of SQL', encodeURIComponent("1' OR '1'='1")],
  ])('answers 404 Product not found to %s, signed in or not', async (_, id) => {
    await createProduct(t.app, kitchen.id)
    const admin = await signedInAdmin(t.app)
    for (const headers of [{}, admin.headers]) {
      const response = await get(`/api/v1/product/${id}`, headers)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ success: false, message: 'Product not found' })
    }
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const product = await createProduct(t.app, kitchen.id)
    const first = await get(`/api/v1/product/${product.id}`)
    const second = await get(`/api/v1/product/${product.id}`, {
      'if-none-match': first.headers.etag as string,
    })
    expect(second.statusCode).toBe(304)
    expect(second.body).toBe('')
  })
})

describe('GET /api/v1/product/:id failures', () => {
  it('answers a generic 500 and logs one error when the database fails', async () => {
    await expectGeneric500WhenTableFails({
      fails: { query: 'selectFrom', table: 'products' },
      request: { url: '/api/v1/product/01900000-0000-7000-8000-000000000000' },
      route: '/api/v1/product/:id',
    })
  })
})

describe('GET /api/v1/product/active-products-by-category-id/:id', () => {
  it("answers that category's active products, newest first, to anyone", async () => {
    await seedCatalogue()
    const admin = await signedInAdmin(t.app)
    for (const headers of [{}, admin.headers]) {
      const response = await get(`/api/v1/product/active-products-by-category-id/${cleaning.id}`, headers)
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body.success).toBe(true)
      expect(names(body.data)).toEqual(['New mop', 'Broom', 'Old mop'])
      expect(body.data.every((p: { category: { name: string } }) => p.category.name === 'Cleaning')).toBe(
        true,
      )
    }
  })

  it.each([
    ['an unknown id', '01900000-0000-7000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
  ])('answers an empty list for %s', async (_, id) => {
    await seedCatalogue()
    const response = await get(`/api/v1/product/active-products-by-category-id/${id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, data: [] })
  })
})

describe('GET /api/v1/product/active-products-by-sub-category-id/:id', () => {
  it("answers that sub-category's active products, newest first", async () => {
    await seedCatalogue()
    const response = await get(`/api/v1/product/active-products-by-sub-category-id/${mops.id}`)
    expect(response.statusCode).toBe(200)
    expect(names(response.json().data)).toEqual(['New mop', 'Old mop'])
    const other = await get(`/api/v1/product/active-products-by-sub-category-id/${brooms.id}`)
    expect(names(other.json().data)).toEqual(['Broom'])
  })

  it.each([
    ['an unknown id', '01900000-0000-7000-8000-000000000000'],
    ['a very long id', 'q'.repeat(190)],
  ])('answers an empty list for %s', async (_, id) => {
    await seedCatalogue()
    const response = await get(`/api/v1/product/active-products-by-sub-category-id/${id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, data: [] })
  })
})

describe('product lists written by the database', () => {
  // Quotes, backslashes, control characters, non-Latin script and an emoji: what JSON must escape,
  // and what it must carry through unchanged.
  const awkward = 'Mop "Pro" \\ 10\u00a0L\nنظافة 清洁 🧽'

  it('show each product exactly as its own read does, whatever its text holds', async () => {
    await seedCatalogue()
    const product = await createProduct(t.app, cleaning.id, {
      name: awkward,
      subCategoryId: mops.id,
      capacity: null,
      createdAt: catalogTime(9),
    })
    const admin = await signedInAdmin(t.app)
    const single = (await get(`/api/v1/product/${product.id}`)).json().data
    expect(single.name).toBe(awkward)
    const lists = [
      '/api/v1/product/active-products',
      '/api/v1/product/active-products?limit=1',
      '/api/v1/product',
      `/api/v1/product/active-products-by-category-id/${cleaning.id}`,
      `/api/v1/product/active-products-by-sub-category-id/${mops.id}`,
    ]
    for (const url of lists) {
      const [first] = (await get(url)).json().data
      expect(first, url).toEqual(single)
    }

    // Every row of the admin's list, inactive ones included, matches its single read.
    const everything = (await get('/api/v1/product', admin.headers)).json().data
    expect(everything).toHaveLength(7)
    for (const listed of everything) {
      const own = (await get(`/api/v1/product/${listed._id}`, admin.headers)).json().data
      expect(listed).toEqual(own)
    }
    expect(everything.filter((p: { isActive: boolean }) => !p.isActive)).toHaveLength(2)
  })
})
