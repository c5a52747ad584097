import { AUTH_MESSAGES } from '@gwp/contracts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { newId } from '../../lib/ids.js'
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../plugins/http-cache.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { expectGeneric500WhenTableFails } from '../../test/expectations.js'
import {
  createCategory,
  createProduct,
  createRole,
  createSubCategory,
  signedInAdmin,
} from '../../test/factories.js'

let t: TestApp
beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(async () => {
  await t.close()
})

const NOW = '2025-03-01T10:00:00.000Z'
const at = (minutesAgo: number) => new Date(Date.parse(NOW) - minutesAgo * 60_000).toISOString()

// Rows straight into the tables: the catalogue and quotation modules that will create them through
// the API do not exist yet, and the counts only read what is stored.
async function insertCategory(name: string): Promise<string> {
  const id = newId()
  await t.app.db
    .insertInto('categories')
    .values({ id, name, description: 'd', image: 'uploads/c.webp', createdAt: NOW, updatedAt: NOW })
    .execute()
  return id
}

async function insertProduct(categoryId: string, isActive: 0 | 1): Promise<string> {
  const id = newId()
  await t.app.db
    .insertInto('products')
    .values({
      id,
      name: `Product ${id.slice(-6)}`,
      productCode: id.slice(-12),
      description: 'd',
      categoryId,
      colors: '[]',
      images: '[]',
      brand: 'GWP',
      material: 'Plastic',
      packageQuantity: 12,
      dimension: '10x10',
      specialFeature: 'None',
      recommendedSurface: 'Tiles',
      recommendedUsage: 'Daily',
      isActive,
      createdAt: NOW,
      updatedAt: NOW,
    })
    .execute()
  return id
}

async function insertQuotation(status: 'pending' | 'completed', productId: string | null) {
  await t.app.db
    .insertInto('quotations')
    .values({
      id: newId(),
      productId,
      fullName: 'Ayesha Khan',
      phoneNumber: '03001234567',
      email: 'ayesha@example.com',
      address: 'Lahore',
      message: 'Please send a price list.',
      status,
      createdAt: NOW,
      updatedAt: NOW,
    })
    .execute()
}

async function insertCustomer(
  email: string,
  engagedMinutesAgo: number,
  source = 'quotation',
  visitCount = 1,
) {
  const id = newId()
  await t.app.db
    .insertInto('potentialCustomers')
    .values({
      id,
      email,
      emailKey: email.toLowerCase(),
      source,
      visitCount,
      createdAt: at(engagedMinutesAgo + 60),
      engagedAt: at(engagedMinutesAgo),
    })
    .execute()
  return id
}

const getCounts = (headers: Record<string, string> = {}) => t.app.inject({ url: '/api/v1/count', headers })

describe('GET /api/v1/count', () => {
  it('answers zeros and an empty list on an empty database', async () => {
    const admin = await signedInAdmin(t.app, 'superAdmin')
    const response = await getCounts(admin.headers)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      success: true,
      data: {
        activeProductCount: 0,
        inActiveProductCount: 0,
        categoryCount: 0,
        pendingStatusQuotationCount: 0,
        completedStatusQuotationCount: 0,
        potentialCustomerCount: 0,
        potentialCustomers: [],
      },
    })
  })

  it('counts what is stored and lists the 5 most recently engaged customers', async () => {
    const cleaning = await insertCategory('Cleaning')
    await insertCategory('Laundry')
    await insertCategory('Kitchen')
    const products: string[] = []
    for (let i = 0; i < 4; i++) products.push(await insertProduct(cleaning, 1))
    for (let i = 0; i < 2; i++) products.push(await insertProduct(cleaning, 0))
    for (let i = 0; i < 3; i++) await insertQuotation('pending', products[i]!)
    for (let i = 0; i < 5; i++) await insertQuotation('completed', i === 0 ? null : products[i]!)
    const ids: Record<string, string> = {}
    for (const [email, minutesAgo] of [
      ['old@example.com', 600],
      ['b@example.com', 50],
      ['a@example.com', 10],
      ['f@example.com', 500],
      ['c@example.com', 30],
      ['e@example.com', 40],
      ['d@example.com', 20],
    ] as const) {
      ids[email] = await insertCustomer(
        email,
        minutesAgo,
        email === 'a@example.com' ? 'catalog' : 'quotation',
      )
    }

    const member = await signedInAdmin(t.app, 'Member')
    const response = await getCounts(member.headers)
    expect(response.statusCode).toBe(200)
    const { data } = response.json()
    expect(data).toMatchObject({
      activeProductCount: 4,
      inActiveProductCount: 2,
      categoryCount: 3,
      pendingStatusQuotationCount: 3,
      completedStatusQuotationCount: 5,
      potentialCustomerCount: 7,
    })
    expect(data.potentialCustomers.map((c: { email: string }) => c.email)).toEqual([
      'a@example.com',
      'd@example.com',
      'c@example.com',
      'e@example.com',
      'b@example.com',
    ])
    expect(data.potentialCustomers[0]).toEqual({
      _id: ids['a@example.com'],
      email: 'a@example.com',
      source: 'catalog',
      visitCount: 1,
      createdAt: at(70),
      engagedAt: at(10),
    })
  })

  it('answers every signed-in admin, whatever the role grants', async () => {
    await createRole(t.app, 'Nobody')
    for (const role of ['superAdmin', 'Member', 'Nobody']) {
      const admin = await signedInAdmin(t.app, role)
      expect((await getCounts(admin.headers)).statusCode, role).toBe(200)
    }
  })

  it('answers 401 to an anonymous caller and to a revoked token', async () => {
    const anonymous = await getCounts()
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated })

    const admin = await signedInAdmin(t.app, 'Member')
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: admin.headers })
    expect((await getCounts(admin.headers)).statusCode).toBe(401)
  })

  it('answers a generic 500 and logs one error when the database fails', async () => {
    await expectGeneric500WhenTableFails({
      fails: { query: 'selectFrom', table: 'quotations' },
      request: { url: '/api/v1/count' },
    })
  })
})

describe('GET /api/v1/count/sub-category-count-by-category-id/:categoryId', () => {
  const url = (id: string) => `/api/v1/count/sub-category-count-by-category-id/${id}`

  it("answers success, status and the number of the category's sub-categories, to anyone", async () => {
    const cleaning = await createCategory(t.app, { name: 'Cleaning' })
    const kitchen = await createCategory(t.app, { name: 'Kitchen' })
    await createSubCategory(t.app, cleaning.id)
    await createSubCategory(t.app, cleaning.id)
    await createSubCategory(t.app, kitchen.id)
    const response = await t.app.inject({ url: url(cleaning.id) })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, status: true, count: 2 })
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
    expect(response.headers.etag).toBeDefined()
    const revalidated = await t.app.inject({
      url: url(cleaning.id),
      headers: { 'if-none-match': response.headers.etag as string },
    })
    expect(revalidated.statusCode).toBe(304)
  })

  it.each([
    ['a category without sub-categories', 'EMPTY'],
    ['an unknown id', '01900000-0000-7000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
    ['a very long id', 'c'.repeat(190)],
  ])('answers a count of 0 for %s', async (_, id) => {
    const empty = await createCategory(t.app)
    const response = await t.app.inject({ url: url(id === 'EMPTY' ? empty.id : id) })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, status: true, count: 0 })
  })

  it('answers a generic 500 and logs one error when the database fails', async () => {
    await expectGeneric500WhenTableFails({
      fails: { query: 'selectFrom', table: 'subCategories' },
      request: { url: url('01900000-0000-7000-8000-000000000000') },
      route: '/api/v1/count/sub-category-count-by-category-id/:categoryId',
    })
  })
})

describe('GET /api/v1/count/products-count-by-sub-category-id/:id', () => {
  const url = (id: string) => `/api/v1/count/products-count-by-sub-category-id/${id}`

  async function catalogue() {
    const cleaning = await createCategory(t.app, { name: 'Cleaning' })
    const mops = await createSubCategory(t.app, cleaning.id)
    const brooms = await createSubCategory(t.app, cleaning.id)
    await createProduct(t.app, cleaning.id, { subCategoryId: mops.id })
    await createProduct(t.app, cleaning.id, { subCategoryId: mops.id })
    await createProduct(t.app, cleaning.id, { subCategoryId: mops.id, isActive: false })
    await createProduct(t.app, cleaning.id, { subCategoryId: brooms.id })
    await createProduct(t.app, cleaning.id)
    return { mops, brooms }
  }

  it('counts active products only for an anonymous caller', async () => {
    const { mops, brooms } = await catalogue()
    const response = await t.app.inject({ url: url(mops.id) })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, productCounts: 2 })
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
    expect((await t.app.inject({ url: url(brooms.id) })).json()).toEqual({ success: true, productCounts: 1 })
  })

  it('counts inactive products too for a signed-in admin, privately', async () => {
    const { mops } = await catalogue()
    const admin = await signedInAdmin(t.app, 'Member')
    const response = await t.app.inject({ url: url(mops.id), headers: admin.headers })
    expect(response.json()).toEqual({ success: true, productCounts: 3 })
    expect(response.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL)
  })

  it.each([
    ['an unknown id', '01900000-0000-7000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
    ['a very long id', 's'.repeat(190)],
  ])('answers 0 for %s', async (_, id) => {
    await catalogue()
    const response = await t.app.inject({ url: url(id) })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, productCounts: 0 })
  })
})
