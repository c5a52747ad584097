import type { Product } from '@gwp/contracts'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/database.js'

/** Which rows a read may return: anonymous callers get active products only (decision 7). */
export interface Visibility {
  includeInactive: boolean
}

const PRODUCT_COLUMNS = [
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
] as const

type ProductRow = Database['products'] & { categoryName: string }

function toProduct(row: ProductRow): Product {
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
  }
}

/**
 * Lists are newest first and filter on is_active = 1 first, so each one is read in order from
 * products_active_created_idx, products_category_active_idx or products_sub_category_active_idx.
 * The id (UUID v7, time-ordered) breaks ties between rows created in the same millisecond.
 */
export function createProductsRepository(db: Kysely<Database>) {
  const base = () =>
    db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.categoryId')
      .select([...PRODUCT_COLUMNS, 'categories.name as categoryName'])

  const newestFirst = <Q extends ReturnType<typeof base>>(query: Q) =>
    query.orderBy('products.createdAt', 'desc').orderBy('products.id', 'desc')

  return {
    async list({ includeInactive }: Visibility, limit?: number): Promise<Product[]> {
      let query = base()
      if (!includeInactive) query = query.where('products.isActive', '=', 1)
      if (limit !== undefined) query = query.limit(limit)
      return (await newestFirst(query).execute()).map(toProduct)
    },

    async listActiveByCategory(categoryId: string): Promise<Product[]> {
      const query = base().where('products.categoryId', '=', categoryId).where('products.isActive', '=', 1)
      return (await newestFirst(query).execute()).map(toProduct)
    },

    async listActiveBySubCategory(subCategoryId: string): Promise<Product[]> {
      const query = base()
        .where('products.subCategoryId', '=', subCategoryId)
        .where('products.isActive', '=', 1)
      return (await newestFirst(query).execute()).map(toProduct)
    },

    async find(id: string, { includeInactive }: Visibility): Promise<Product | null> {
      let query = base().where('products.id', '=', id)
      if (!includeInactive) query = query.where('products.isActive', '=', 1)
      const row = await query.executeTakeFirst()
      return row ? toProduct(row) : null
    },
  }
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>
