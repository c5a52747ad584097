import { TRANSLATABLE_FIELDS, type Product, type TranslationLanguage } from '@gwp/contracts'
import { sql, type Selectable } from 'kysely'

import type { ProductsTable } from '../../db/database.js'
import type { JsonSql } from '../../db/json-sql.js'
import type { TranslatedSql } from '../../db/translated-sql.js'
import { parseTranslations } from '../../lib/content-translations.js'

/**
 * A product's row and its two answers: mapped in JavaScript (one product) and written by the
 * database (the lists, decision record 006). The list comparison test checks they agree.
 */

export const PRODUCT_COLUMNS = [
  'products.id',
  'products.name',
  'products.images',
  'products.capacity',
  'products.description',
  'products.productCode',
  'products.brand',
  'products.material',
  'products.packageQuantity',
  'products.dimension',
  'products.specialFeature',
  'products.recommendedSurface',
  'products.recommendedUsage',
  'products.colors',
  'products.categoryId',
  'products.subCategoryId',
  'products.isActive',
  'products.createdAt',
  'products.updatedAt',
  'products.translations',
] as const

export type ProductRow = Selectable<ProductsTable> & { categoryName: string }

/** A product's row as stored, for the writes that change it. */
export type StoredProduct = Selectable<ProductsTable>

/** The languages a list is compiled in: English (no `?lang`), Urdu and Arabic. */
export const LIST_LANGUAGES = ['en', 'ur', 'ar'] as const
export type ListLanguage = (typeof LIST_LANGUAGES)[number]
export const translationOf = (lang: ListLanguage): TranslationLanguage | undefined =>
  lang === 'en' ? undefined : lang

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    images: JSON.parse(row.images) as string[],
    capacity: row.capacity,
    description: row.description,
    productCode: row.productCode,
    brand: row.brand,
    material: row.material,
    packageQuantity: Number(row.packageQuantity),
    dimension: row.dimension,
    specialFeature: row.specialFeature,
    recommendedSurface: row.recommendedSurface,
    recommendedUsage: row.recommendedUsage,
    // The spec's shape: the stored JSON text is the list's one element, passed through unparsed.
    colors: [row.colors],
    category: { _id: row.categoryId, name: row.categoryName },
    subCategory: row.subCategoryId,
    isActive: Number(row.isActive) === 1,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    // Every stored language; the service decides what of it a read answers (content-translations.ts).
    translations: parseTranslations(row.translations),
  }
}

/**
 * A product as the API shows it (toProduct's shape), written by the database for the list reads.
 * In Urdu or Arabic each translatable text is the translation where there is one, English where
 * not, and `untranslated` names the English ones (the category's name is translated by base()).
 * The back office's table (`staff`) carries every stored translation.
 */
export function productJson(
  json: JsonSql,
  tr: TranslatedSql,
  lang: TranslationLanguage | undefined,
  staff = false,
) {
  const p = (column: string) => sql.ref(`p.${column}`)
  const text = (field: (typeof TRANSLATABLE_FIELDS.product)[number]) =>
    lang ? tr.field(p('translations'), lang, field, p(field)) : p(field)
  return json.object({
    _id: p('id'),
    name: text('name'),
    images: json.embedded(p('images')),
    capacity: p('capacity'),
    description: text('description'),
    productCode: p('productCode'),
    brand: text('brand'),
    material: text('material'),
    packageQuantity: p('packageQuantity'),
    dimension: p('dimension'),
    specialFeature: text('specialFeature'),
    recommendedSurface: text('recommendedSurface'),
    recommendedUsage: text('recommendedUsage'),
    colors: json.array([p('colors')]),
    category: json.object({ _id: p('categoryId'), name: p('categoryName') }),
    subCategory: p('subCategoryId'),
    isActive: json.bool(sql`${p('isActive')} = 1`),
    createdAt: p('createdAt'),
    updatedAt: p('updatedAt'),
    ...(lang
      ? {
          untranslated: json.embedded(
            tr.untranslatedText(p('translations'), lang, TRANSLATABLE_FIELDS.product),
          ),
        }
      : {}),
    // The back office's table shows which translations each product has (its badges).
    ...(staff ? { translations: json.embedded(p('translations')) } : {}),
  })
}
