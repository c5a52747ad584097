import {
  IMAGE_KINDS,
  CATALOG_MESSAGES,
  PRODUCT_MESSAGES,
  type Product,
  type ProductTextField,
  type ProductUpdateBody,
} from '@gwp/contracts'
import type { Kysely, Updateable } from 'kysely'

import { bumpContentVersion } from '../../db/content-versions.js'
import type { Database, ProductsTable } from '../../db/database.js'
import { ADMIN_VIEW, mergeTranslations, presentRecord } from '../../lib/content-translations.js'
import { AppError, badRequest, invalidField, notFound } from '../../lib/errors.js'
import { nowIso } from '../../lib/time.js'
import type { ProductsRepository, StoredProduct, Visibility } from './products.repository.js'

export const EVERY_PRODUCT: Visibility = { includeInactive: true }
export const MAX_IMAGES = IMAGE_KINDS.product.maxCount

/** The text fields an update may change, compared as they are stored. */
const UPDATABLE_TEXT: ReadonlyArray<ProductTextField> = [
  'name',
  'description',
  'productCode',
  'brand',
  'material',
  'dimension',
  'specialFeature',
  'recommendedSurface',
  'recommendedUsage',
]

/**
 * How often a write reads the product again when a concurrent image change landed between its read
 * and its write. Two admins editing one product's images at the same moment is already rare.
 */
const MAX_ATTEMPTS = 5

/** The uploaded files of a form field, empty parts left out. */
export const withFiles = (files: readonly Buffer[] | undefined) =>
  (files ?? []).filter((file) => file.length > 0)
export const imagesOf = (row: StoredProduct) => JSON.parse(row.images) as string[]
const colourIds = (colors: ReadonlyArray<{ id: number }>) =>
  colors
    .map((color) => color.id)
    .sort((a, b) => a - b)
    .join(',')

/** A product as a write answers it: the admin's view, its stored translations included. */
export const savedProduct = (product: Product): Product =>
  presentRecord('product', product, product.translations ?? {}, ADMIN_VIEW)

export const codeTaken = () =>
  new AppError(409, PRODUCT_MESSAGES.codeTaken, {}, { productCode: PRODUCT_MESSAGES.codeTaken })

/**
 * How a product changes: the checks a placement and a code pass, what an edit body changes, and the
 * guarded write every change of an existing product goes through (products.service.ts,
 * product-images.ts).
 */
export function createProductChanges(db: Kysely<Database>, products: ProductsRepository) {
  /** The category must exist; a sub-category must exist and belong to it. */
  async function checkPlacement(categoryId: string, subCategoryId: string | null, trx: Kysely<Database>) {
    if (!(await products.categoryExists(categoryId, trx))) {
      throw invalidField('category', CATALOG_MESSAGES.categoryNotFound)
    }
    if (subCategoryId !== null && (await products.subCategoryParent(subCategoryId, trx)) !== categoryId) {
      throw invalidField('subCategory', PRODUCT_MESSAGES.subCategoryMismatch)
    }
  }

  async function checkCode(code: string, exceptId: string | null, trx: Kysely<Database>) {
    if (await products.codeTaken(code, exceptId, trx)) throw codeTaken()
  }

  /**
   * Reads the product in a transaction, writes what `change` makes of it, raises the catalogue
   * version and answers the product as it now is. The write lands only while the row still holds
   * the images `change` saw (a compare-and-set on the images column): if a concurrent request changed
   * them in between, the row is read again and `change` decides anew, so the 3-image limit and the
   * last-image rule hold on both databases without locks.
   */
  async function changeProduct(
    id: string,
    change: (row: StoredProduct, trx: Kysely<Database>) => Promise<Updateable<ProductsTable>>,
  ): Promise<{ before: StoredProduct; product: Product }> {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const result = await db.transaction().execute(async (trx) => {
        const row = await products.findStored(id, trx)
        if (!row) throw notFound(PRODUCT_MESSAGES.notFound)
        const values = await change(row, trx)
        if (!(await products.update(id, { ...values, updatedAt: nowIso() }, row.images, trx))) return null
        await bumpContentVersion(trx, 'catalog')
        return { before: row, product: savedProduct((await products.find(id, EVERY_PRODUCT, trx))!) }
      })
      if (result) return result
    }
    throw new AppError(409, PRODUCT_MESSAGES.updateFailed)
  }

  /** What an update body changes, checked against the row; throws when it changes nothing. */
  async function changesOf(
    row: StoredProduct,
    body: ProductUpdateBody,
    trx: Kysely<Database>,
  ): Promise<Updateable<ProductsTable>> {
    const values: Updateable<ProductsTable> = {}
    for (const field of UPDATABLE_TEXT) {
      const value = body[field]
      if (value !== undefined && value !== row[field]) values[field] = value
    }
    if (values.productCode !== undefined) await checkCode(values.productCode, row.id, trx)
    const translations = mergeTranslations('product', row.translations, body.translations)
    if (translations !== null) values.translations = translations
    if (body.packageQuantity !== undefined && body.packageQuantity !== Number(row.packageQuantity)) {
      values.packageQuantity = body.packageQuantity
    }
    // The same colours in another order are no change: the palette decides the order.
    if (
      body.colors !== undefined &&
      colourIds(body.colors) !== colourIds(JSON.parse(row.colors) as Array<{ id: number }>)
    ) {
      values.colors = JSON.stringify(body.colors)
    }

    if (body.images !== undefined) {
      // Reorder or drop only: new images arrive through change-image, one at a time.
      const images = [...new Set(body.images)]
      if (images.length === 0) throw badRequest(PRODUCT_MESSAGES.imagesRequired)
      const current = imagesOf(row)
      if (images.some((image) => !current.includes(image))) throw badRequest(PRODUCT_MESSAGES.imageNotFound)
      if (images.join('\n') !== current.join('\n')) values.images = JSON.stringify(images)
    }

    if (body.category !== undefined && body.category !== row.categoryId) {
      if (!(await products.categoryExists(body.category, trx))) {
        throw invalidField('category', CATALOG_MESSAGES.categoryNotFound)
      }
      values.categoryId = body.category
    }
    const categoryId = values.categoryId ?? row.categoryId
    if (body.subCategory !== undefined) {
      if (body.subCategory !== null) await checkPlacement(categoryId, body.subCategory, trx)
      if (body.subCategory !== row.subCategoryId) values.subCategoryId = body.subCategory
    } else if (values.categoryId !== undefined && row.subCategoryId !== null) {
      // A new category without a sub-category keeps the old one only if it belongs there too.
      if ((await products.subCategoryParent(row.subCategoryId, trx)) !== categoryId)
        values.subCategoryId = null
    }

    if (Object.keys(values).length === 0) throw badRequest(PRODUCT_MESSAGES.noChanges)
    return values
  }

  return { checkPlacement, checkCode, changeProduct, changesOf }
}

export type ProductChanges = ReturnType<typeof createProductChanges>
