import {
  IMAGE_KINDS,
  CATALOG_MESSAGES,
  paginationOf,
  PRODUCT_MESSAGES,
  type ListPage,
  type Pagination,
  type Product,
  type ProductCreateFields,
  type ProductTextField,
  type ProductUpdateBody,
} from '@gwp/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely, Updateable } from 'kysely'

import { bumpContentVersion } from '../../db/content-versions.js'
import type { Database, ProductsTable } from '../../db/database.js'
import { isUniqueViolation } from '../../db/dialect.js'
import { AppError, badRequest, invalidField, notFound } from '../../lib/errors.js'
import { newId } from '../../lib/ids.js'
import { nowIso } from '../../lib/time.js'
import { IMAGE_RULES } from '../../storage/image-rules.js'
import { removeImagesAfterCommit, withStoredImages } from '../../storage/images.js'
import type { Storage } from '../../storage/storage.js'
import type { ProductsRepository, StoredProduct, Visibility } from './products.repository.js'

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

const EVERY_PRODUCT: Visibility = { includeInactive: true }
const MAX_IMAGES = IMAGE_KINDS.product.maxCount

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

const withFiles = (files: readonly Buffer[] | undefined) => (files ?? []).filter((file) => file.length > 0)
const imagesOf = (row: StoredProduct) => JSON.parse(row.images) as string[]
const colourIds = (colors: ReadonlyArray<{ id: number }>) =>
  colors
    .map((color) => color.id)
    .sort((a, b) => a - b)
    .join(',')

const codeTaken = () =>
  new AppError(409, PRODUCT_MESSAGES.codeTaken, {}, { productCode: PRODUCT_MESSAGES.codeTaken })

/**
 * Products: the public reads (decision 7: inactive products are for signed-in admins only) and the
 * back office's writes (back-office.md §4, §5, §7). Products belong to the 'catalog' content scope:
 * every write raises its version after the row changed, in the same transaction (ADR 005). Images
 * are stored before the transaction and removed again if it fails; images a write drops are removed
 * after the commit (SECURITY 14).
 */
export function createProductsService({ db, products, storage, log }: ProductsServiceDeps) {
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
        return { before: row, product: (await products.find(id, EVERY_PRODUCT, trx))! }
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

  return {
    // The lists are JSON text, written by the database (products.repository.ts).
    listJson: (visibility: Visibility): Promise<string> => products.listJson(visibility),

    /**
     * One page of the back office's table as JSON text, with its pagination. Anonymous callers get
     * active products whatever status they ask for (decision 7).
     */
    async listPageJson(
      page: ListPage,
      { includeInactive }: Visibility,
    ): Promise<{ json: string; pagination: Pagination }> {
      const status = includeInactive ? page.status : 'active'
      const { json, total } = await products.listPageJson({ ...page, status })
      return { json, pagination: paginationOf(page, total) }
    },

    /** The home page's premium products: active ones whoever asks, like the other public lists. */
    listActiveJson: (limit?: number): Promise<string> => products.listJson({ includeInactive: false }, limit),

    listActiveByCategoryJson: (categoryId: string): Promise<string> =>
      products.listActiveByCategoryJson(categoryId),

    listActiveBySubCategoryJson: (subCategoryId: string): Promise<string> =>
      products.listActiveBySubCategoryJson(subCategoryId),

    /** Missing and hidden answer alike, so a visitor cannot tell an inactive product exists. */
    async get(id: string, visibility: Visibility): Promise<Product> {
      const product = await products.find(id, visibility)
      if (!product) throw notFound(CATALOG_MESSAGES.productNotFound)
      return product
    },

    /**
     * A new product, active, with 1–3 images. The category, sub-category and code are checked before
     * the images are processed, and again inside the transaction that writes the row.
     */
    async create({ images, ...fields }: NewProduct): Promise<Product> {
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
              },
              trx,
            )
            await bumpContentVersion(trx, 'catalog')
            return (await products.find(id, EVERY_PRODUCT, trx))!
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

    /** One more image (edit form rules); refused, and its files removed, if the product has 3. */
    async addImage(id: string, images: Buffer[] | undefined): Promise<Product> {
      const [file, ...others] = withFiles(images)
      if (!file) throw badRequest(PRODUCT_MESSAGES.selectImage)
      if (others.length > 0) throw badRequest(PRODUCT_MESSAGES.imageLimit)
      // Cheap refusals first, before the image is decoded; the transaction decides for good.
      const row = await products.findStored(id)
      if (!row) throw notFound(PRODUCT_MESSAGES.notFound)
      if (imagesOf(row).length >= MAX_IMAGES) throw badRequest(PRODUCT_MESSAGES.imageLimit)

      return withStoredImages(storage, [file], 'products', IMAGE_RULES.productEdit, async ([stored]) => {
        const { product } = await changeProduct(id, async (current) => {
          const held = imagesOf(current)
          if (held.length >= MAX_IMAGES) throw badRequest(PRODUCT_MESSAGES.imageLimit)
          return { images: JSON.stringify([...held, stored!.path]) }
        })
        return product
      })
    },

    /** Removes one image; never the last. Its files go after the commit. */
    async removeImage(id: string, imagePath: string): Promise<Product> {
      const { product } = await changeProduct(id, async (row) => {
        const held = imagesOf(row)
        if (!held.includes(imagePath)) throw notFound(PRODUCT_MESSAGES.imageNotFound)
        if (held.length === 1) throw badRequest(PRODUCT_MESSAGES.imagesRequired)
        return { images: JSON.stringify(held.filter((image) => image !== imagePath)) }
      })
      await removeImagesAfterCommit(storage, [imagePath], log)
      return product
    },

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
