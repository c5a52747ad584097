import {
  BlogTranslationsSchema,
  CategoryTranslationsSchema,
  SubCategoryTranslationsSchema,
  TRANSLATION_LANGUAGES,
} from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../../test/app.js'
import { seedIfEmpty } from './index.js'

const SEED_TIMEOUT = 120_000

/**
 * The demo content in Urdu and Arabic (issue 24): every category and sub-category, the premium
 * products and two blog posts are translated, and each translation passes the same rules the back
 * office's forms apply, so it can be opened and saved unchanged.
 */
describe('the demo content in Urdu and Arabic', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
    await seedIfEmpty(t.app)
  }, SEED_TIMEOUT)
  afterAll(async () => {
    await t?.close()
  })

  it('translates every category and sub-category, name and description, within the form rules', async () => {
    for (const [table, schema] of [
      ['categories', CategoryTranslationsSchema],
      ['subCategories', SubCategoryTranslationsSchema],
    ] as const) {
      const rows = await t.app.db.selectFrom(table).select(['name', 'translations']).execute()
      expect(rows.length).toBeGreaterThan(0)
      for (const row of rows) {
        const stored = JSON.parse(row.translations) as Record<string, Record<string, string>>
        for (const lang of TRANSLATION_LANGUAGES) {
          expect(Object.keys(stored[lang] ?? {}).sort(), `${row.name} ${lang}`).toEqual([
            'description',
            'name',
          ])
        }
        expect(schema.safeParse(stored).error?.issues, row.name).toBeUndefined()
      }
    }
  })

  it('answers the premium products translated in both languages, but for the brand name', async () => {
    for (const lang of TRANSLATION_LANGUAGES) {
      const response = await t.app.inject({ url: `/api/v1/product/active-products?limit=6&lang=${lang}` })
      const products = response.json().data as Array<{ productCode: string; untranslated: string[] }>
      expect(products).toHaveLength(6)
      // The brand is a name (GWP, GWP Pro), written the same in every language.
      for (const product of products) expect(product.untranslated, product.productCode).toEqual(['brand'])
    }
  })

  it('translates at least two blog posts, title and content, within the blog rules', async () => {
    const rows = await t.app.db.selectFrom('blogs').select(['title', 'translations']).execute()
    const translated = rows.filter((row) => row.translations !== '{}')
    expect(translated.length).toBeGreaterThanOrEqual(2)
    for (const row of translated) {
      const stored = JSON.parse(row.translations) as Record<string, Record<string, string>>
      for (const lang of TRANSLATION_LANGUAGES) {
        expect(Object.keys(stored[lang] ?? {}).sort(), `${row.title} ${lang}`).toEqual(['content', 'title'])
      }
      expect(BlogTranslationsSchema.safeParse(stored).error?.issues, row.title).toBeUndefined()
    }
  })
})
