import {
  AUTH_MESSAGES,
  CATALOG_MESSAGES,
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES,
  type Product,
} from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../../test/app.js'
import { createProduct, createRole, signedInAdmin, type TestAdmin } from '../../test/factories.js'
import { imageFilesExist } from '../../test/uploads.js'
import {
  anonymousReadAfter,
  catalogVersion,
  createdProduct,
  expectGeneric500,
  placements,
  productRow,
  productUrl,
  uniqueCode,
} from '../../test/product-forms.js'

const UPDATE = '/api/v1/product/update/:id'
const STATUS = '/api/v1/product/status-change/:id'
const UNKNOWN = '01900000-0000-7000-8000-000000000000'

let t: TestApp
let boss: TestAdmin
let places: Awaited<ReturnType<typeof placements>>
beforeAll(async () => {
  t = await buildTestApp()
  boss = await signedInAdmin(t.app, 'superAdmin')
  places = await placements(t.app)
})
afterAll(async () => {
  await t.close()
})

const patch = (path: string, id: string, payload: object, headers: Record<string, string> = boss.headers) =>
  t.app.inject({ method: 'PATCH', url: productUrl(path, id), headers, payload })

/** Expects the refusal and an unchanged row and catalogue version. */
async function expectRefused(path: string, id: string, payload: object, status: number, body: object) {
  const [row, version] = [await productRow(t.app, id), await catalogVersion(t.app)]
  const response = await patch(path, id, payload)
  expect(response.statusCode, response.body).toBe(status)
  expect(response.json()).toEqual({ success: false, ...body })
  expect(await productRow(t.app, id)).toEqual(row)
  expect(await catalogVersion(t.app)).toBe(version)
}

describe('PATCH /api/v1/product/update/:id', () => {
  it('changes the fields sent, answers the product, and visitors see it on their next read', async () => {
    const product = await createdProduct(t.app, boss.headers, places.cleaning.id, 1, {
      subCategory: places.mops.id,
    })
    const version = await catalogVersion(t.app)
    const code = uniqueCode()
    let response!: Awaited<ReturnType<typeof patch>>
    const { after } = await anonymousReadAfter(t.app, `/api/v1/product/${product._id}`, async () => {
      response = await patch(UPDATE, product._id, {
        name: '  Spin Mop Pro ',
        productCode: code,
        packageQuantity: '24',
        colors: [JSON.stringify([{ id: 2, name: 'Red', hex: '#FF0000' }])],
        isActive: false,
        createdAt: '2000-01-01T00:00:00.000Z',
      })
    })
    expect(response.statusCode, response.body).toBe(200)
    const data = response.json().data as Product
    expect(response.json()).toEqual({
      success: true,
      message: PRODUCT_MESSAGES.updated,
      data: {
        ...product,
        name: 'Spin Mop Pro',
        productCode: code,
        packageQuantity: 24,
        colors: [JSON.stringify([{ id: 2, name: 'Red', hex: '#FF0000' }])],
        updatedAt: expect.any(String),
      },
    })
    // isActive and createdAt are not the edit form's to change (docs/security.md#s17).
    expect(data.isActive).toBe(true)
    expect(data.updatedAt > product.updatedAt).toBe(true)
    expect(await productRow(t.app, product._id)).toMatchObject({
      name: 'Spin Mop Pro',
      productCode: code,
      packageQuantity: 24,
      isActive: 1,
      createdAt: product.createdAt,
    })
    expect(await catalogVersion(t.app)).toBe(version + 1)
    expect(after.json()).toEqual({ success: true, data })
  })

  it('reorders and drops images; the dropped files are removed after the commit', async () => {
    const product = await createdProduct(t.app, boss.headers, places.cleaning.id, 3)
    const [first, second, third] = product.images as [string, string, string]
    const response = await patch(UPDATE, product._id, { images: [third, first] })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data.images).toEqual([third, first])
    expect(JSON.parse((await productRow(t.app, product._id))!.images)).toEqual([third, first])
    expect(imageFilesExist(t.dataDir, first)).toBe(true)
    expect(imageFilesExist(t.dataDir, third)).toBe(true)
    expect(imageFilesExist(t.dataDir, second)).toBe(false)
  })

  it('moves a product to another category: its sub-category goes unless one of the new category is sent', async () => {
    const product = await createdProduct(t.app, boss.headers, places.cleaning.id, 1, {
      subCategory: places.mops.id,
    })
    const moved = await patch(UPDATE, product._id, { category: places.kitchen.id })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json().data).toMatchObject({
      category: { _id: places.kitchen.id, name: 'Kitchen' },
      subCategory: null,
    })

    const back = await patch(UPDATE, product._id, {
      category: places.cleaning.id,
      subCategory: places.mops.id,
    })
    expect(back.json().data).toMatchObject({
      category: { _id: places.cleaning.id },
      subCategory: places.mops.id,
    })
    const cleared = await patch(UPDATE, product._id, { subCategory: '' })
    expect(cleared.json().data.subCategory).toBeNull()
    expect((await productRow(t.app, product._id))!.subCategoryId).toBeNull()
  })

  it('keeps the sub-category when the category change leaves it where it belongs', async () => {
    const product = await createdProduct(t.app, boss.headers, places.cleaning.id, 1, {
      subCategory: places.mops.id,
    })
    const response = await patch(UPDATE, product._id, { category: places.cleaning.id, name: 'Renamed' })
    expect(response.json().data).toMatchObject({ name: 'Renamed', subCategory: places.mops.id })
  })

  describe('refuses, changing nothing', () => {
    let product: Product
    let other: Product
    beforeAll(async () => {
      product = await createdProduct(t.app, boss.headers, places.cleaning.id, 2, {
        subCategory: places.mops.id,
      })
      other = await createdProduct(t.app, boss.headers, places.kitchen.id)
    })

    const required = (label: string) => PRODUCT_MESSAGES.labelRequired(label)
    const tooLong = (label: string, n: number) => PRODUCT_MESSAGES.labelTooLong(label, n)
    it.each([
      ['an empty name', { name: ' ' }, 'name', required('Name')],
      [
        'a description of 501',
        { description: 'd'.repeat(501) },
        'description',
        tooLong('Description', PRODUCT_LIMITS.description),
      ],
      ['a code of 16', { productCode: 'c'.repeat(16) }, 'productCode', tooLong('Product Code', 15)],
      ['an empty brand', { brand: '' }, 'brand', required('Brand')],
      [
        'a usage of 251',
        { recommendedUsage: 'u'.repeat(251) },
        'recommendedUsage',
        tooLong('Recommended Usage', 250),
      ],
      ['package quantity 0', { packageQuantity: 0 }, 'packageQuantity', PRODUCT_MESSAGES.atLeastNumber(1)],
      ['package quantity "abc"', { packageQuantity: 'abc' }, 'packageQuantity', PRODUCT_MESSAGES.notNumber],
      ['no colours', { colors: [] }, 'colors', PRODUCT_MESSAGES.colorsRequired],
      ['an unknown colour', { colors: [{ id: 77 }] }, 'colors', PRODUCT_MESSAGES.colorUnknown],
    ])('%s', async (_, payload, field, message) => {
      await expectRefused(UPDATE, product._id, payload, 400, { message, errors: { [field]: message } })
    })

    it('an empty image list, and an image the product does not hold', async () => {
      await expectRefused(UPDATE, product._id, { images: [] }, 400, {
        message: PRODUCT_MESSAGES.imagesRequired,
      })
      await expectRefused(UPDATE, product._id, { images: [product.images[0], other.images[0]] }, 400, {
        message: PRODUCT_MESSAGES.imageNotFound,
      })
      for (const image of [...product.images, ...other.images])
        expect(imageFilesExist(t.dataDir, image)).toBe(true)
    })

    it('an unknown category, or a sub-category of another category', async () => {
      const category = CATALOG_MESSAGES.categoryNotFound
      await expectRefused(UPDATE, product._id, { category: UNKNOWN }, 400, {
        message: category,
        errors: { category },
      })
      const subCategory = PRODUCT_MESSAGES.subCategoryMismatch
      for (const payload of [
        { subCategory: places.sinks.id },
        { category: places.kitchen.id, subCategory: places.mops.id },
        { subCategory: UNKNOWN },
      ]) {
        await expectRefused(UPDATE, product._id, payload, 400, {
          message: subCategory,
          errors: { subCategory },
        })
      }
    })

    it("another product's code, whatever its case (409)", async () => {
      const message = PRODUCT_MESSAGES.codeTaken
      await expectRefused(UPDATE, product._id, { productCode: other.productCode.toLowerCase() }, 409, {
        message,
        errors: { productCode: message },
      })
    })

    it('no change at all: an empty body, only isActive, or the values it already has', async () => {
      const same = {
        name: product.name,
        packageQuantity: String(product.packageQuantity),
        colors: product.colors,
        images: product.images,
        category: product.category._id,
        subCategory: product.subCategory,
      }
      for (const payload of [{}, { isActive: false }, same]) {
        await expectRefused(UPDATE, product._id, payload, 400, { message: PRODUCT_MESSAGES.noChanges })
      }
    })

    it('an unknown product (404)', async () => {
      const response = await patch(UPDATE, UNKNOWN, { name: 'Ghost' })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ success: false, message: PRODUCT_MESSAGES.notFound })
    })
  })

  it('lets its own code change case, and answers 401 anonymous, 403 without product.update', async () => {
    const product = await createdProduct(t.app, boss.headers, places.cleaning.id)
    const recased = await patch(UPDATE, product._id, { productCode: product.productCode.toLowerCase() })
    expect(recased.statusCode, recased.body).toBe(200)

    const anonymous = await patch(UPDATE, product._id, { name: 'x' }, {})
    expect(anonymous.statusCode).toBe(401)
    await createRole(t.app, 'Status only', (p) => void (p.product.statusChange = true))
    for (const role of ['Member', 'Status only']) {
      const admin = await signedInAdmin(t.app, role)
      const response = await patch(UPDATE, product._id, { name: 'x' }, admin.headers)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.forbidden })
    }
    expect((await productRow(t.app, product._id))!.name).toBe(product.name)
  })

  it('answers a generic 500 and changes nothing when the database fails', async () => {
    const product = await createProduct(t.app, places.kitchen.id)
    await expectGeneric500(t.app, () => patch(UPDATE, product.id, { name: 'Never saved' }))
    expect((await productRow(t.app, product.id))!.name).toBe(product.name)
  })
})

describe('PATCH /api/v1/product/status-change/:id', () => {
  it('deactivates and reactivates; visitors stop and start seeing it on their next read', async () => {
    const product = await createProduct(t.app, places.kitchen.id, { name: 'Sponge' })
    const version = await catalogVersion(t.app)
    let response!: Awaited<ReturnType<typeof patch>>
    const { after } = await anonymousReadAfter(t.app, `/api/v1/product/${product.id}`, async () => {
      response = await patch(STATUS, product.id, { isActive: 'false' })
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      success: true,
      message: PRODUCT_MESSAGES.statusChanged,
      data: expect.objectContaining({ _id: product.id, name: 'Sponge', isActive: false }),
    })
    expect(after.statusCode).toBe(404)
    expect((await productRow(t.app, product.id))!.isActive).toBe(0)
    expect(await catalogVersion(t.app)).toBe(version + 1)
    const active = await t.app.inject({ url: '/api/v1/product/active-products' })
    expect(active.json().data.map((p: Product) => p._id)).not.toContain(product.id)

    const back = await patch(STATUS, product.id, { isActive: true })
    expect(back.json().data.isActive).toBe(true)
    expect((await t.app.inject({ url: `/api/v1/product/${product.id}` })).statusCode).toBe(200)
  })

  it.each([[{}], [{ isActive: 'yes' }], [{ isActive: 1 }]])('refuses %j', async (payload) => {
    const product = await createProduct(t.app, places.kitchen.id)
    const message = PRODUCT_MESSAGES.isActiveInvalid
    await expectRefused(STATUS, product.id, payload, 400, { message, errors: { isActive: message } })
  })

  it('answers 404 to an unknown product', async () => {
    const response = await patch(STATUS, UNKNOWN, { isActive: 'true' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ success: false, message: PRODUCT_MESSAGES.notFound })
  })

  it('needs product.statusChange: product.update alone gets 403, statusChange alone is enough', async () => {
    const product = await createProduct(t.app, places.kitchen.id)
    expect((await patch(STATUS, product.id, { isActive: 'false' }, {})).statusCode).toBe(401)
    await createRole(t.app, 'Editor only', (p) => void (p.product.update = true))
    await createRole(t.app, 'Status keeper', (p) => void (p.product.statusChange = true))
    const editor = await signedInAdmin(t.app, 'Editor only')
    const refused = await patch(STATUS, product.id, { isActive: 'false' }, editor.headers)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ success: false, message: AUTH_MESSAGES.forbidden })
    expect((await productRow(t.app, product.id))!.isActive).toBe(1)
    const keeper = await signedInAdmin(t.app, 'Status keeper')
    const allowed = await patch(STATUS, product.id, { isActive: 'false' }, keeper.headers)
    expect(allowed.statusCode, allowed.body).toBe(200)
    expect((await productRow(t.app, product.id))!.isActive).toBe(0)
  })
})
