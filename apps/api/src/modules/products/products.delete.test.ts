import { PRODUCT_MESSAGES, type Product } from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { newId } from '../../lib/ids.js'
import { nowIso } from '../../lib/time.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { expectSuperAdminOnly } from '../../test/expectations.js'
import { signedInAdmin, type TestAdmin } from '../../test/factories.js'
import { imageFilesExist } from '../../test/uploads.js'
import {
  anonymousReadAfter,
  catalogVersion,
  createdProduct,
  expectGeneric500,
  placements,
  productFiles,
  productRow,
  productUrl,
} from '../../test/product-forms.js'

const DELETE = '/api/v1/product/delete/:id'

let t: TestApp
let boss: TestAdmin
let categoryId: string
beforeAll(async () => {
  t = await buildTestApp()
  boss = await signedInAdmin(t.app, 'superAdmin')
  categoryId = (await placements(t.app)).cleaning.id
})
afterAll(async () => {
  await t.close()
})

const remove = (id: string, headers: Record<string, string> = boss.headers) =>
  t.app.inject({ method: 'DELETE', url: productUrl(DELETE, id), headers })

async function quotationFor(productId: string): Promise<string> {
  const id = newId()
  const now = nowIso()
  await t.app.db
    .insertInto('quotations')
    .values({
      id,
      productId,
      fullName: 'Ayesha Khan',
      phoneNumber: '03001234567',
      email: 'ayesha@example.com',
      address: 'Plot 12, Industrial Area',
      message: 'Please quote for 200 units.',
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .execute()
  return id
}

describe('DELETE /api/v1/product/delete/:id', () => {
  it('deletes the product and every image file; its quotations stay, without a product', async () => {
    const kept = await createdProduct(t.app, boss.headers, categoryId)
    const product = await createdProduct(t.app, boss.headers, categoryId, 3)
    const quotation = await quotationFor(product._id)
    const version = await catalogVersion(t.app)
    let response!: Awaited<ReturnType<typeof remove>>
    const { after } = await anonymousReadAfter(t.app, '/api/v1/product/active-products', async () => {
      response = await remove(product._id)
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ success: true, message: PRODUCT_MESSAGES.deleted })
    expect(await productRow(t.app, product._id)).toBeUndefined()
    for (const image of product.images) expect(imageFilesExist(t.dataDir, image), image).toBe(false)
    expect(imageFilesExist(t.dataDir, kept.images[0]!)).toBe(true)
    expect(await catalogVersion(t.app)).toBe(version + 1)

    const ids = (after.json() as { data: Product[] }).data.map((p) => p._id)
    expect(ids).toContain(kept._id)
    expect(ids).not.toContain(product._id)
    const single = await t.app.inject({ url: `/api/v1/product/${product._id}`, headers: boss.headers })
    expect(single.statusCode).toBe(404)

    const row = await t.app.db
      .selectFrom('quotations')
      .select(['id', 'productId'])
      .where('id', '=', quotation)
      .executeTakeFirst()
    expect(row).toEqual({ id: quotation, productId: null })
  })

  it.each([
    ['an unknown id', '01900000-0000-7000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
  ])('answers 404 to %s and deletes nothing', async (_, id) => {
    const version = await catalogVersion(t.app)
    const files = productFiles(t)
    const response = await remove(id)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ success: false, message: PRODUCT_MESSAGES.notFound })
    expect(productFiles(t)).toEqual(files)
    expect(await catalogVersion(t.app)).toBe(version)
  })

  it('answers 401 anonymous and 403 to anyone but the superAdmin, deleting nothing', async () => {
    const product = await createdProduct(t.app, boss.headers, categoryId)
    await expectSuperAdminOnly(t.app, 'DELETE', productUrl(DELETE, product._id))
    expect(await productRow(t.app, product._id)).toBeDefined()
    expect(imageFilesExist(t.dataDir, product.images[0]!)).toBe(true)
  })

  it('keeps the product and its files when the transaction fails', async () => {
    const product = await createdProduct(t.app, boss.headers, categoryId)
    await expectGeneric500(t.app, () => remove(product._id))
    expect(await productRow(t.app, product._id)).toBeDefined()
    expect(imageFilesExist(t.dataDir, product.images[0]!)).toBe(true)
  })
})
