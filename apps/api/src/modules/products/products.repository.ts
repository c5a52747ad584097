import type { Product } from '@gwp/contracts'
import { sql, type Kysely } from 'kysely'

import type { Database } from '../../db/database.js'
import type { DialectName } from '../../db/dialect.js'
import { jsonSql, type JsonSql } from '../../db/json-sql.js'
import { prepareJsonList } from '../../db/prepared-query.js'

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

/** A product as the API shows it (toProduct's shape), written by the database for the list reads. */
function productJson(json: JsonSql) {
  const p = (column: string) => sql.ref(`p.${column}`)
  return json.object({
    _id: p('id'),
    name: p('name'),
    images: json.embedded(p('images')),
    capacity: p('capacity'),
    description: p('description'),
    productCode: p('productCode'),
    brand: p('brand'),
    material: p('material'),
    packageQuantity: p('packageQuantity'),
    dimension: p('dimension'),
    specialFeature: p('specialFeature'),
    recommendedSurface: p('recommendedSurface'),
    recommendedUsage: p('recommendedUsage'),
    colors: json.array([p('colors')]),
    category: json.object({ _id: p('categoryId'), name: p('categoryName') }),
    subCategory: p('subCategoryId'),
    isActive: json.bool(sql`${p('isActive')} = 1`),
    createdAt: p('createdAt'),
    updatedAt: p('updatedAt'),
  })
}

/**
 * Lists are newest first and filter on is_active = 1 first, so each one is read in order from
 * products_active_created_idx, products_category_active_idx or products_sub_category_active_idx.
 * The id (UUID v7, time-ordered) breaks ties between rows created in the same millisecond.
 *
 * The lists come back as the JSON text of the array (db/json-sql.ts), from queries compiled once
 * (db/prepared-query.ts): they are the catalogue's busiest reads when the response cache is cold.
 */
export function createProductsRepository(db: Kysely<Database>, dialect: DialectName) {
  const base = () =>
    db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.categoryId')
      .select([...PRODUCT_COLUMNS, 'categories.name as categoryName'])

  const json = jsonSql(dialect)
  const element = productJson(json)
  const newestFirstInJson = [sql`${sql.ref('p.createdAt')} DESC`, sql`${sql.ref('p.id')} DESC`]
  /** The JSON array of the rows `rows` selects, newest first. */
  const asJsonList = (rows: ReturnType<typeof base>) =>
    db.selectFrom(rows.as('p')).select(json.arrayOf(element, newestFirstInJson).as('data'))
  const prepareList = <Args extends unknown[]>(
    arity: Args['length'],
    rows: (...args: Args) => ReturnType<typeof base>,
  ) => prepareJsonList(db, arity, (...args: Args) => asJsonList(rows(...args)))

  const active = () => base().where('products.isActive', '=', 1)
  const lists = {
    all: prepareList(0, () => base()),
    active: prepareList(0, active),
    // The newest few: only here does the inner query need its order, to pick them.
    newestActive: prepareList(1, (limit: number) =>
      active().orderBy('products.createdAt', 'desc').orderBy('products.id', 'desc').limit(limit),
    ),
    activeByCategory: prepareList(1, (categoryId: string) =>
      active().where('products.categoryId', '=', categoryId),
    ),
    activeBySubCategory: prepareList(1, (subCategoryId: string) =>
      active().where('products.subCategoryId', '=', subCategoryId),
    ),
  }

  return {
    /** JSON text of the product list, newest first. */
    listJson({ includeInactive }: Visibility, limit?: number): Promise<string> {
      if (includeInactive) return lists.all()
      return limit === undefined ? lists.active() : lists.newestActive(limit)
    },

    listActiveByCategoryJson: (categoryId: string): Promise<string> => lists.activeByCategory(categoryId),

    listActiveBySubCategoryJson: (subCategoryId: string): Promise<string> =>
      lists.activeBySubCategory(subCategoryId),

    async find(id: string, { includeInactive }: Visibility): Promise<Product | null> {
      let query = base().where('products.id', '=', id)
      if (!includeInactive) query = query.where('products.isActive', '=', 1)
      const row = await query.executeTakeFirst()
      return row ? toProduct(row) : null
    },
  }
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>
