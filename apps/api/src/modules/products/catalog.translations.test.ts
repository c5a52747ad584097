import { CATEGORY_LIMITS, CATEGORY_MESSAGES, PRODUCT_LIMITS, PRODUCT_MESSAGES } from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../../test/app.js'
import { createCategory, createProduct, signedInAdmin, type TestAdmin } from '../../test/factories.js'
import { catalogVersion } from '../../test/product-forms.js'
import { imageBytes, multipartForm } from '../../test/uploads.js'

/**
 * Content translations of the catalogue (packages/contracts/src/translations.ts): admin writes and
 * reads of `translations`, and the public reads with `?lang=ur|ar`, English where a field has no
 * translation, in the lists the database writes as JSON as in the reads mapped in JavaScript.
 */

let t: TestApp
let boss: TestAdmin
let category: { id: string; name: string }
let product: { id: string; name: string }
beforeAll(async () => {
  t = await buildTestApp()
  boss = await signedInAdmin(t.app, 'superAdmin')
  category = await createCategory(t.app, { name: 'Floor Care', description: 'Floor cleaners' })
  product = await createProduct(t.app, category.id, { name: 'Spin Mop' })
})
afterAll(async () => {
  await t.close()
})

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })
const patchProduct = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/product/update/${id}`, headers: boss.headers, payload })
const patchCategory = (id: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/category/update/${id}`,
    headers: boss.headers,
    payload: multipartForm(fields),
  })

describe('admin writes and reads of translations', () => {
  it('stores a product’s Arabic, answers it to the admin, and raises the catalogue version', async () => {
    const before = await catalogVersion(t.app)
    const response = await patchProduct(product.id, {
      translations: { ar: { name: 'ممسحة دوارة', description: 'ممسحة لكل الأرضيات', brand: '' } },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().data.translations).toEqual({
      ar: { name: 'ممسحة دوارة', description: 'ممسحة لكل الأرضيات' },
    })
    expect(await catalogVersion(t.app)).toBe(before + 1)
    const read = await get(`/api/v1/product/${product.id}`, boss.headers)
    expect(read.json().data.translations).toEqual(response.json().data.translations)
    // Visitors never see the stored translations.
    expect((await get(`/api/v1/product/${product.id}`)).json().data).not.toHaveProperty('translations')
  })

  it('replaces only the language a write names: Urdu added, Arabic kept', async () => {
    const response = await patchProduct(product.id, { translations: { ur: { name: 'اسپن موپ' } } })
    expect(response.statusCode).toBe(200)
    expect(response.json().data.translations).toEqual({
      ur: { name: 'اسپن موپ' },
      ar: { name: 'ممسحة دوارة', description: 'ممسحة لكل الأرضيات' },
    })
  })

  it('lists every product’s translations in the back office’s table, and none to visitors', async () => {
    const table = (await get('/api/v1/product?page=1&limit=100&status=all', boss.headers)).json().data
    expect(table.find((row: { _id: string }) => row._id === product.id).translations).toEqual({
      ur: { name: 'اسپن موپ' },
      ar: { name: 'ممسحة دوارة', description: 'ممسحة لكل الأرضيات' },
    })
    const visitors = (await get('/api/v1/product?page=1&limit=100')).json().data
    for (const row of visitors) expect(row).not.toHaveProperty('translations')
  })

  it('refuses the same translations again as no change', async () => {
    const response = await patchProduct(product.id, { translations: { ur: { name: 'اسپن موپ' } } })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message: PRODUCT_MESSAGES.noChanges })
  })

  it('takes a category’s translations as JSON text in the multipart form', async () => {
    const response = await patchCategory(category.id, {
      translations: JSON.stringify({ ar: { name: 'العناية بالأرضيات' } }),
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({
      name: 'Floor Care',
      translations: { ar: { name: 'العناية بالأرضيات' } },
    })
  })

  it('refuses a translation under the English field’s rules and messages, naming its field', async () => {
    const tooLong = 'ا'.repeat(CATEGORY_LIMITS.name + 1)
    const long = await patchCategory(category.id, { translations: JSON.stringify({ ur: { name: tooLong } }) })
    expect(long.statusCode).toBe(400)
    expect(long.json()).toEqual({
      success: false,
      message: CATEGORY_MESSAGES.nameTooLong,
      errors: { 'translations.ur.name': CATEGORY_MESSAGES.nameTooLong },
    })
    const invalid = await patchCategory(category.id, {
      translations: JSON.stringify({ ar: { description: 'تنظيف <b>' } }),
    })
    expect(invalid.json()).toEqual({
      success: false,
      message: CATEGORY_MESSAGES.descriptionInvalid,
      errors: { 'translations.ar.description': CATEGORY_MESSAGES.descriptionInvalid },
    })
    const product = await patchProduct(category.id, {
      translations: { ar: { brand: 'x'.repeat(PRODUCT_LIMITS.brand + 1) } },
    })
    expect(product.statusCode).toBe(400)
    expect(product.json().errors).toEqual({
      'translations.ar.brand': PRODUCT_MESSAGES.labelTooLong('Brand', PRODUCT_LIMITS.brand),
    })
  })

  it('creates a category with its translations', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/category/create',
      headers: boss.headers,
      payload: multipartForm(
        {
          name: 'Laundry',
          description: 'Detergents',
          translations: JSON.stringify({ ur: { name: 'کپڑوں کی دھلائی' } }),
        },
        { image: { bytes: await imageBytes('png', 1000) } },
      ),
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().data.translations).toEqual({ ur: { name: 'کپڑوں کی دھلائی' } })
  })
})

describe('public reads with ?lang', () => {
  it('answers the category list in Arabic, English where untranslated, and English without ?lang', async () => {
    const arabic = (await get('/api/v1/category?lang=ar')).json().data
    expect(arabic.find((c: { _id: string }) => c._id === category.id)).toMatchObject({
      name: 'العناية بالأرضيات',
      description: 'Floor cleaners',
      untranslated: ['description'],
    })
    const laundry = arabic.find((c: { name: string }) => c.name === 'Laundry')
    expect(laundry.untranslated).toEqual(['name', 'description'])
    const english = (await get('/api/v1/category')).json().data
    expect(english.find((c: { _id: string }) => c._id === category.id)).toEqual({
      _id: category.id,
      name: 'Floor Care',
      description: 'Floor cleaners',
      image: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })
  })

  it('agrees between the product list (written in SQL) and the single product (in JavaScript)', async () => {
    for (const lang of ['ur', 'ar']) {
      const list = (await get(`/api/v1/product?lang=${lang}`)).json().data
      const one = (await get(`/api/v1/product/${product.id}?lang=${lang}`)).json().data
      expect(list.find((p: { _id: string }) => p._id === product.id)).toEqual(one)
    }
    const one = (await get(`/api/v1/product/${product.id}?lang=ar`)).json().data
    expect(one).toMatchObject({
      name: 'ممسحة دوارة',
      description: 'ممسحة لكل الأرضيات',
      brand: 'GWP',
      category: { _id: category.id, name: 'العناية بالأرضيات' },
      untranslated: ['brand', 'material', 'specialFeature', 'recommendedSurface', 'recommendedUsage'],
    })
  })

  it('answers the premium and by-category lists in the language asked for', async () => {
    const premium = (await get('/api/v1/product/active-products?limit=6&lang=ur')).json().data
    expect(premium.map((p: { name: string }) => p.name)).toContain('اسپن موپ')
    const byCategory = (
      await get(`/api/v1/product/active-products-by-category-id/${category.id}?lang=ar`)
    ).json()
    expect(byCategory.data[0].name).toBe('ممسحة دوارة')
  })

  it('finds a product by its Arabic name with ?lang=ar, and not without', async () => {
    const found = (
      await get(`/api/v1/product?page=1&limit=10&q=${encodeURIComponent('دوارة')}&lang=ar`)
    ).json()
    expect(found.data.map((p: { _id: string }) => p._id)).toEqual([product.id])
    const english = (await get(`/api/v1/product?page=1&limit=10&q=${encodeURIComponent('دوارة')}`)).json()
    expect(english.data).toEqual([])
  })

  it('refuses a language it does not have with the usual 400 envelope', async () => {
    for (const url of [
      '/api/v1/category?lang=fr',
      `/api/v1/product/${product.id}?lang=fr`,
      '/api/v1/blog/active-blogs?lang=en',
    ]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(400)
      expect(response.json(), url).toMatchObject({ success: false, errors: { lang: expect.any(String) } })
    }
  })
})

describe('the response cache keeps each language apart (ADR 005)', () => {
  it('keeps /category?lang=ar and /category apart, and makes both stale when the version rises', async () => {
    const arabic = (await get('/api/v1/category?lang=ar')).body
    const english = (await get('/api/v1/category')).body
    expect(arabic).not.toBe(english)
    // Served again from the cache: each URL its own answer.
    expect((await get('/api/v1/category?lang=ar')).body).toBe(arabic)
    expect((await get('/api/v1/category')).body).toBe(english)

    const update = await patchCategory(category.id, {
      name: 'Floor Care Range',
      translations: JSON.stringify({ ar: { name: 'مجموعة العناية بالأرضيات' } }),
    })
    expect(update.statusCode).toBe(200)
    const arabicAfter = (await get('/api/v1/category?lang=ar')).json().data
    const englishAfter = (await get('/api/v1/category')).json().data
    expect(arabicAfter.map((c: { name: string }) => c.name)).toContain('مجموعة العناية بالأرضيات')
    expect(englishAfter.map((c: { name: string }) => c.name)).toContain('Floor Care Range')
  })
})
