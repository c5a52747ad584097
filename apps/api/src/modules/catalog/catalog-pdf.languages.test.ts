import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../../test/app.js'
import { createCategory, createProduct } from '../../test/factories.js'
import { pdfPages } from '../../test/pdf-text.js'
import { renderCatalogPdf } from './catalog-pdf.js'
import type { CatalogProduct } from './catalog-pdf-layout.js'

const PDF = '/api/v1/catalog/catalog.pdf'

/** pdfjs drops the spaces where the direction changes; the order of what is left is the test. */
const squeezed = (text: string) => text.replace(/\s+/g, '')

function product(name: string, productCode: string): CatalogProduct {
  return {
    name,
    productCode,
    brand: 'GWP',
    material: 'Plastic',
    packageQuantity: 12,
    dimension: '30 x 20 cm',
    capacity: '5 L',
    image: null,
  }
}

describe('renderCatalogPdf in Arabic and Urdu', () => {
  it('prints the labels in the language, the names, codes and specifications in reading order', async () => {
    const bytes = await renderCatalogPdf({
      sections: [
        {
          category: 'العناية بالأرضيات',
          products: [product('منظف أرضيات بالليمون', 'GWP-FC-001'), product('Spin Mop Deluxe', 'GWP-MP-002')],
        },
      ],
      generatedAt: new Date('2026-11-21T00:00:00Z'),
      siteUrl: 'https://gwp.example',
      language: 'ar',
    })
    const [cover, section] = (await pdfPages(bytes)).map(squeezed)
    for (const expected of [
      'GWP',
      'كتالوج المنتجات',
      'آخر تحديث: 21 نوفمبر 2026',
      'المحتويات',
      'العناية بالأرضيات',
    ]) {
      expect(cover).toContain(squeezed(expected))
    }
    for (const expected of [
      'العناية بالأرضيات',
      'عدد المنتجات: 2',
      'منظف أرضيات بالليمون الرمز: GWP-FC-001',
      'العلامة التجارية: GWP',
      'السعة: 5 L',
      'Spin Mop Deluxe الرمز: GWP-MP-002',
      'صفحة 2 من 2',
    ]) {
      expect(section).toContain(squeezed(expected))
    }
  })

  it('prints Urdu labels', async () => {
    const bytes = await renderCatalogPdf({
      sections: [{ category: 'فرش کی صفائی', products: [product('فرش صاف کرنے والا', 'GWP-FC-001')] }],
      generatedAt: new Date('2026-11-21T00:00:00Z'),
      siteUrl: 'https://gwp.example',
      language: 'ur',
    })
    const text = squeezed((await pdfPages(bytes)).join(''))
    for (const expected of [
      'مصنوعات کا کیٹلاگ',
      'فہرست',
      'فرش صاف کرنے والا کوڈ: GWP-FC-001',
      'برانڈ: GWP',
      'صفحہ 2 از 2',
    ]) {
      expect(text).toContain(squeezed(expected))
    }
  })
})

describe('GET /api/v1/catalog/catalog.pdf?lang', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await buildTestApp()
    const category = await createCategory(t.app, { name: 'Floor Care' })
    await createProduct(t.app, category.id, { name: 'Spin Mop Deluxe' })
  })
  afterEach(async () => {
    await t.close()
  })

  it('answers the catalogue in Arabic or Urdu, each with its own ETag, and English without lang', async () => {
    const english = await t.app.inject({ url: PDF })
    const arabic = await t.app.inject({ url: `${PDF}?lang=ar` })
    const urdu = await t.app.inject({ url: `${PDF}?lang=ur` })
    for (const answer of [english, arabic, urdu]) {
      expect(answer.statusCode).toBe(200)
      expect(answer.headers['content-type']).toBe('application/pdf')
    }
    expect(english.headers.etag).toMatch(/^"catalog-v\d+"$/)
    expect(arabic.headers.etag).toBe(english.headers.etag!.replace(/"$/, '-ar"'))
    expect(arabic.headers['content-disposition']).toBe('inline; filename="gwp-catalogue-ar.pdf"')
    expect(squeezed((await pdfPages(english.rawPayload)).join(''))).toContain('ProductCatalogue')
    expect(squeezed((await pdfPages(arabic.rawPayload)).join(''))).toContain('كتالوجالمنتجات')
    expect(squeezed((await pdfPages(urdu.rawPayload)).join(''))).toContain('مصنوعاتکاکیٹلاگ')

    const again = await t.app.inject({
      url: `${PDF}?lang=ar`,
      headers: { 'if-none-match': arabic.headers.etag! },
    })
    expect(again.statusCode).toBe(304)
  })

  it('prints the products and categories under their Arabic names, with their codes, English where none', async () => {
    const floor = await createCategory(t.app, { name: 'Kitchen Care' })
    const mop = await createProduct(t.app, floor.id, { name: 'Grease Cutter' })
    const plain = await createProduct(t.app, floor.id, { name: 'Oven Wipe' })
    await t.app.db
      .updateTable('categories')
      .set({ translations: JSON.stringify({ ar: { name: 'العناية بالمطبخ' } }) })
      .where('id', '=', floor.id)
      .execute()
    // A product's words translate too (its material here; its brand stays as written).
    await t.app.db
      .updateTable('products')
      .set({ translations: JSON.stringify({ ar: { name: 'مزيل الدهون', material: 'بلاستيك معاد تدويره' } }) })
      .where('id', '=', mop.id)
      .execute()
    const codes = await t.app.db.selectFrom('products').select(['id', 'productCode']).execute()
    const codeOf = (id: string) => codes.find((row) => row.id === id)!.productCode

    const arabic = squeezed(
      (await pdfPages((await t.app.inject({ url: `${PDF}?lang=ar` })).rawPayload)).join(''),
    )
    expect(arabic).toContain('العنايةبالمطبخ')
    expect(arabic).toContain('مزيلالدهون')
    expect(arabic).toContain('بلاستيكمعادتدويره')
    expect(arabic).toContain(squeezed(codeOf(mop.id)))
    // Not translated: its English name, with its code.
    expect(arabic).toContain('OvenWipe')
    expect(arabic).toContain(squeezed(codeOf(plain.id)))
    expect(arabic).not.toContain('GreaseCutter')

    // English keeps the English names.
    const english = squeezed((await pdfPages((await t.app.inject({ url: PDF })).rawPayload)).join(''))
    expect(english).toContain('GreaseCutter')
    expect(english).not.toContain('مزيلالدهون')
  })

  it('refuses another language with 400', async () => {
    for (const lang of ['fr', 'en', '']) {
      const answer = await t.app.inject({ url: `${PDF}?lang=${lang}` })
      expect(answer.statusCode, lang).toBe(400)
      expect(answer.json()).toMatchObject({ success: false })
    }
  })
})
