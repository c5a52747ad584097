import type { Product } from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { newId } from '../../lib/ids.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import {
  catalogTime,
  createCategory,
  createProduct,
  signedInAdmin,
  type TestAdmin,
} from '../../test/factories.js'

/**
 * The back office's product table, paged on the server (`?page=&limit=&q=&status=`). One catalogue
 * for the whole file: these reads change nothing.
 */

let t: TestApp
let admin: TestAdmin
beforeAll(async () => {
  t = await buildTestApp()
  admin = await signedInAdmin(t.app, 'Member')
  const cleaning = await createCategory(t.app, { name: 'Cleaning' })
  // Newest last in this list; the table shows newest first.
  const catalogue: Array<[name: string, code: string, isActive: boolean]> = [
    ['Spin Mop', 'MOP-100', true],
    ['Flat Mop', 'MOP-200', false],
    ['Kitchen Sponge', 'SPG-100', true],
    ['Toilet Brush', 'BRS-100', true],
    ['Mopping Bucket', 'BKT-100', false],
    ['Glass Wiper 50%_off', 'GLS-100', true],
  ]
  for (const [i, [name, code, isActive]] of catalogue.entries()) {
    const { id } = await createProduct(t.app, cleaning.id, { name, isActive, createdAt: catalogTime(i) })
    await t.app.db.updateTable('products').set({ productCode: code }).where('id', '=', id).execute()
  }
})
afterAll(async () => {
  await t.close()
})

const list = (query: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ url: `/api/v1/product${query}`, headers })

const names = (body: { data: Product[] }) => body.data.map((product) => product.name)

describe('GET /api/v1/product?page=&limit=&q=&status=', () => {
  it('answers one page, newest first, with its pagination', async () => {
    const first = await list('?page=1&limit=4')
    expect(first.statusCode).toBe(200)
    expect(Object.keys(first.json()).sort()).toEqual(['data', 'pagination', 'success'])
    expect(first.json()).toMatchObject({
      success: true,
      pagination: { page: 1, limit: 4, total: 6, totalPages: 2 },
    })
    expect(names(first.json())).toEqual([
      'Glass Wiper 50%_off',
      'Mopping Bucket',
      'Toilet Brush',
      'Kitchen Sponge',
    ])

    const second = await list('?page=2&limit=4')
    expect(names(second.json())).toEqual(['Flat Mop', 'Spin Mop'])
    expect(second.json().pagination).toEqual({ page: 2, limit: 4, total: 6, totalPages: 2 })

    const beyond = await list('?page=3&limit=4')
    expect(beyond.json()).toEqual({
      success: true,
      data: [],
      pagination: { page: 3, limit: 4, total: 6, totalPages: 2 },
    })
  })

  it('pages by 10 from page 1 when only one of the parameters is given', async () => {
    for (const query of ['?page=1', '?status=all', '?q=', '?limit=10']) {
      const body = (await list(query)).json()
      expect(body.pagination, query).toEqual({ page: 1, limit: 10, total: 6, totalPages: 1 })
      expect(body.data, query).toHaveLength(6)
    }
  })

  it.each([
    ['part of a code, in any case', 'mop-', ['Flat Mop', 'Spin Mop']],
    ['a whole code', 'SPG-100', ['Kitchen Sponge']],
    ['part of a name, in any case', 'MOP', ['Mopping Bucket', 'Flat Mop', 'Spin Mop']],
    ['text with spaces around it', '  sponge ', ['Kitchen Sponge']],
    ['% and _ as themselves', '50%_', ['Glass Wiper 50%_off']],
    ['a lone %', '%', ['Glass Wiper 50%_off']],
    ['nothing that matches', 'vacuum', []],
  ])('searches name and code: %s', async (_, q, expected) => {
    const response = await list(`?q=${encodeURIComponent(q)}`)
    expect(response.statusCode).toBe(200)
    expect(names(response.json())).toEqual(expected)
    expect(response.json().pagination.total).toBe(expected.length)
  })

  it.each([
    ['all', 6],
    ['active', 4],
    ['inactive', 2],
  ])('filters by status %s', async (status, total) => {
    const body = (await list(`?status=${status}`)).json()
    expect(body.pagination.total).toBe(total)
    if (status !== 'all')
      expect(body.data.every((p: Product) => p.isActive === (status === 'active'))).toBe(true)
  })

  it('combines search, status and paging', async () => {
    const body = (await list('?q=mop&status=inactive&limit=1&page=2')).json()
    expect(names(body)).toEqual(['Flat Mop'])
    expect(body.pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 })
  })

  it('answers anonymous callers active products only, whatever status they ask for', async () => {
    for (const status of ['all', 'inactive', 'active']) {
      const body = (await list(`?status=${status}&q=mop`, {})).json()
      expect(names(body), status).toEqual(['Spin Mop'])
      expect(body.pagination.total).toBe(1)
    }
  })

  it('shows each product exactly as its own read does', async () => {
    const page = (await list('?limit=100')).json().data as Product[]
    for (const listed of page) {
      const own = (
        await t.app.inject({ url: `/api/v1/product/${listed._id}`, headers: admin.headers })
      ).json().data
      // The table carries every product's translations, `{}` for none, where the read leaves them out.
      expect(listed).toEqual({ translations: {}, ...own })
    }
  })

  it('keeps the plain list when no paging parameter is given', async () => {
    const plain = await list('')
    expect(Object.keys(plain.json()).sort()).toEqual(['data', 'success'])
    expect(plain.json().data).toHaveLength(6)
    expect((await list('?sort=name')).body).toBe(plain.body)
  })

  it.each(['?page=0', '?page=x', '?limit=0', '?limit=101', '?status=hidden', `?q=${'q'.repeat(101)}`])(
    'refuses %s with a 400',
    async (query) => {
      const response = await list(query)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ success: false })
    },
  )
})

describe('GET /api/v1/product?page= with 10,000 products', () => {
  it('answers a page, a search and a filtered page quickly', async () => {
    const big = await buildTestApp()
    try {
      const category = await createCategory(big.app, { name: 'Bulk' })
      const rows = Array.from({ length: 10_000 }, (_, i) => ({
        id: newId(),
        name: `Bulk product ${i}`,
        productCode: `BLK-${i}`,
        description: 'A product for the paging test',
        capacity: null,
        categoryId: category.id,
        subCategoryId: null,
        colors: '[{"id":1,"name":"White","hex":"#FFFFFF"}]',
        images: '["uploads/products/x.png"]',
        brand: 'GWP',
        material: 'Plastic',
        packageQuantity: 12,
        dimension: '10 x 10 x 25 cm',
        specialFeature: 'Ergonomic grip',
        recommendedSurface: 'Tiles',
        recommendedUsage: 'Daily',
        isActive: i % 3 === 0 ? 0 : 1,
        createdAt: catalogTime(i),
        updatedAt: catalogTime(i),
      }))
      for (let i = 0; i < rows.length; i += 500) {
        await big.app.db
          .insertInto('products')
          .values(rows.slice(i, i + 500))
          .execute()
      }
      const boss = await signedInAdmin(big.app)
      const expectations: Array<[string, number, string]> = [
        ['?page=500&limit=10', 10_000, 'Bulk product 5009'],
        ['?page=2&status=inactive', 3334, 'Bulk product 9969'],
        ['?q=blk-99&page=1', 111, 'Bulk product 9999'],
        ['?q=PRODUCT%2012&status=active', 72, 'Bulk product 1298'],
      ]
      for (const [query, total, first] of expectations) {
        await big.app.inject({ url: `/api/v1/product${query}`, headers: boss.headers })
        const started = performance.now()
        const response = await big.app.inject({ url: `/api/v1/product${query}`, headers: boss.headers })
        const elapsed = performance.now() - started
        expect(response.json().pagination.total, query).toBe(total)
        expect(response.json().data[0].name, query).toBe(first)
        // Generous for a loaded test machine; the reads take a few milliseconds.
        expect(elapsed, query).toBeLessThan(250)
      }
    } finally {
      await big.close()
    }
  })
})
