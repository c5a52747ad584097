import {
  CATALOG_MESSAGES,
  paginationOf,
  PRODUCT_MESSAGES,
  type ListPage,
  type Pagination,
  type Product,
  type ProductCreateFields,
  type ProductUpdateBody,
  type TranslationLanguage,
} from '@gwp/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'

import { bumpContentVersion } from '../../db/content-versions.js'
import type { Database } from '../../db/database.js'
import { isUniqueViolation } from '../../db/dialect.js'
import { mergeTranslations, presentRecord, type ReadView } from '../../lib/content-translations.js'
import { badRequest, notFound } from '../../lib/errors.js'
import { newId } from '../../lib/ids.js'
import { nowIso } from '../../lib/time.js'
import { IMAGE_RULES } from '../../storage/image-rules.js'
import { removeImagesAfterCommit, withStoredImages } from '../../storage/images.js'
import type { Storage } from '../../storage/storage.js'
import {
  codeTaken,
  createProductChanges,
  EVERY_PRODUCT,
  imagesOf,
  MAX_IMAGES,
  savedProduct,
  withFiles,
} from './product-changes.js'
import { createProductImages } from './product-images.js'
import type { ProductsRepository, Visibility } from './products.repository.js'

export interface ProductsServiceDeps {
  db: Kysely<Database>
  products: ProductsRepository
  storage: Storage
  log: FastifyBaseLogger
}

export type NewProduct = ProductCreateFields & {
  /** The uploaded files of the form's `images` field, in the order sent. */
  images: Buffer[]
}

/**
 * Products: the public reads (docs/requirements/api.md#live-content-only: inactive products are for signed-in
 * admins only) and the back office's writes (docs/requirements/products.md#states, #rules, #calls). Products
 * belong to the 'catalog' content scope: every write raises its version after the row changed, in the same
 * transaction (ADR 005). Images are stored before the transaction and removed again if it fails; images a
 * write drops are removed after the commit (docs/security.md#s14).
 */
export function createProductsService({ db, products, storage, log }: ProductsServiceDeps) {
  const changes = createProductChanges(db, products)
  const { checkPlacement, checkCode, changeProduct, changesOf } = changes

  return {
    // The lists are JSON text, written by the database in the language asked for
    // (products.repository.ts).
    listJson: (visibility: Visibility, lang?: TranslationLanguage): Promise<string> =>
      products.listJson(visibility, undefined, lang),

    /**
     * One page of the back office's table as JSON text, with its pagination. Anonymous callers get
     * active products whatever status they ask for (docs/requirements/api.md#live-content-only).
     */
    async listPageJson(
      page: ListPage,
      { includeInactive }: Visibility,
      lang?: TranslationLanguage,
    ): Promise<{ json: string; pagination: Pagination }> {
      const status = includeInactive ? page.status : 'active'
      const { json, total } = await products.listPageJson({ ...page, status }, lang, includeInactive)
      return { json, pagination: paginationOf(page, total) }
    },

    /** The home page's premium products: active ones whoever asks, like the other public lists. */
    listActiveJson: (limit?: number, lang?: TranslationLanguage): Promise<string> =>
      products.listJson({ includeInactive: false }, limit, lang),

    listActiveByCategoryJson: (categoryId: string, lang?: TranslationLanguage): Promise<string> =>
      products.listActiveByCategoryJson(categoryId, lang),

    listActiveBySubCategoryJson: (subCategoryId: string, lang?: TranslationLanguage): Promise<string> =>
      products.listActiveBySubCategoryJson(subCategoryId, lang),

    /**
     * Missing and hidden answer alike, so a visitor cannot tell an inactive product exists. In
     * `view.lang` the category's name comes translated from the query, the product's fields here.
     */
    async get(id: string, visibility: Visibility, view: ReadView): Promise<Product> {
      const product = await products.find(id, visibility, db, view.lang)
      if (!product) throw notFound(CATALOG_MESSAGES.productNotFound)
      return presentRecord('product', product, product.translations ?? {}, view)
    },

    /**
     * A new product, active, with 1–3 images. The category, sub-category and code are checked before
     * the images are processed, and again inside the transaction that writes the row.
     */
    async create({ images, translations, ...fields }: NewProduct): Promise<Product> {
      const files = withFiles(images)
      if (files.length === 0) throw badRequest(PRODUCT_MESSAGES.imagesRequired)
      if (files.length > MAX_IMAGES) throw badRequest(PRODUCT_MESSAGES.imageLimit)
      await checkPlacement(fields.category, fields.subCategory, db)
      await checkCode(fields.productCode, null, db)

      return withStoredImages(storage, files, 'products', IMAGE_RULES.product, async (stored) => {
        const id = newId()
        const now = nowIso()
        try {
          return await db.transaction().execute(async (trx) => {
            await checkPlacement(fields.category, fields.subCategory, trx)
            await checkCode(fields.productCode, null, trx)
            await products.create(
              {
                id,
                name: fields.name,
                productCode: fields.productCode,
                description: fields.description,
                capacity: null,
                categoryId: fields.category,
                subCategoryId: fields.subCategory,
                colors: JSON.stringify(fields.colors),
                images: JSON.stringify(stored.map((image) => image.path)),
                brand: fields.brand,
                material: fields.material,
                packageQuantity: fields.packageQuantity,
                dimension: fields.dimension,
                specialFeature: fields.specialFeature,
                recommendedSurface: fields.recommendedSurface,
                recommendedUsage: fields.recommendedUsage,
                isActive: 1,
                createdAt: now,
                updatedAt: now,
                translations: mergeTranslations('product', '{}', translations) ?? '{}',
              },
              trx,
            )
            await bumpContentVersion(trx, 'catalog')
            return savedProduct((await products.find(id, EVERY_PRODUCT, trx))!)
          })
        } catch (error) {
          // Two requests with the same code at once: the unique index (0003) refuses the second.
          if (isUniqueViolation(error)) throw codeTaken()
          throw error
        }
      })
    },

    /** The changed fields of the edit form; images it drops are removed after the commit. */
    async update(id: string, body: ProductUpdateBody): Promise<Product> {
      const { before, product } = await changeProduct(id, (row, trx) => changesOf(row, body, trx)).catch(
        (error: unknown) => {
          // Two updates giving two products one code at once: the unique index refuses the second.
          throw isUniqueViolation(error) ? codeTaken() : error
        },
      )
      const kept = new Set(product.images)
      await removeImagesAfterCommit(
        storage,
        imagesOf(before).filter((image) => !kept.has(image)),
        log,
      )
      return product
    },

    ...createProductImages({ products, changes, storage, log }),

    async changeStatus(id: string, isActive: boolean): Promise<Product> {
      const { product } = await changeProduct(id, async () => ({ isActive: isActive ? 1 : 0 }))
      return product
    },

    /**
     * The row goes first and the files after the commit: a failed delete leaves the product whole.
     * Quotations that named it keep existing, without a product (the foreign key sets it null).
     */
    async delete(id: string): Promise<void> {
      const row = await db.transaction().execute(async (trx) => {
        const found = await products.findStored(id, trx)
        if (!found || !(await products.delete(id, trx))) return null
        await bumpContentVersion(trx, 'catalog')
        return found
      })
      if (!row) throw notFound(PRODUCT_MESSAGES.notFound)
      await removeImagesAfterCommit(storage, imagesOf(row), log)
    },
  }
}

export type ProductsService = ReturnType<typeof createProductsService>
