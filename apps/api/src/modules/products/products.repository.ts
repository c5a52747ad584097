import { STATUS_FILTERS, type ListPage, type Product, type StatusFilter } from '@gwp/contracts'
import { sql, type Insertable, type Kysely, type RawBuilder, type SqlBool, type Updateable } from 'kysely'

import type { Database, ProductsTable } from '../../db/database.js'
import { toCount, type DialectName } from '../../db/dialect.js'
import { jsonSql, type JsonSql } from '../../db/json-sql.js'
import { prepareJsonList, prepareQuery } from '../../db/prepared-query.js'
import { containsPattern } from '../../db/search.js'

/**
 * Which rows a read may return: anonymous callers get active products only
 * (docs/requirements/api.md#live-content-only).
 */
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

/** A product's row as stored, for the writes that change it. */
export type StoredProduct = ProductsTable

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

/** `text` anywhere in a value, for LIKE: its own % and _ (and the escape character) match literally. */

/** A page of the back office's table: the JSON text of its products, and how many match in all. */
export interface ProductPage {
  json: string
  total: number
}

/** Which page a read asks for, once its status filter obeys docs/requirements/api.md#live-content-only. */
export type ProductPageQuery = Pick<ListPage, 'limit' | 'offset' | 'search' | 'status'>

/**
 * Lists are newest first and filter on is_active = 1 first, so each one is read in order from
 * products_active_created_idx, products_category_active_idx or products_sub_category_active_idx.
 * The id (UUID v7, time-ordered) breaks ties between rows created in the same millisecond.
 *
 * The lists come back as the JSON text of the array (db/json-sql.ts), from queries compiled once
 * (db/prepared-query.ts): they are the catalogue's busiest reads when the response cache is cold.
 */
export function createProductsRepository(db: Kysely<Database>, dialect: DialectName) {
  const base = (from: Kysely<Database> = db) =>
    from
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

  /**
   * The back office's table: rows of one status (any, with 'all') whose name or code contains the
   * search. Contains-search reads every row of that status (no B-tree index serves '%text%'): a few
   * milliseconds for 10,000 products. Without a search the page is read in order from
   * products_created_idx (0003) or products_active_created_idx (0001) and stops after `limit` rows.
   */
  const pageConditions = (status: StatusFilter, pattern: string | null) => {
    const conditions: Array<RawBuilder<SqlBool>> = []
    if (status !== 'all') {
      conditions.push(sql<SqlBool>`${sql.ref('products.isActive')} = ${status === 'active' ? 1 : 0}`)
    }
    if (pattern !== null) {
      const contains = (column: string) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`
      conditions.push(sql<SqlBool>`(${contains('products.name')} or ${contains('products.productCode')})`)
    }
    return conditions
  }
  /** One statement: the page as JSON text, and how many rows match in all. */
  const pageOf = (status: StatusFilter, pattern: string | null, limit: number, offset: number) => {
    const conditions = pageConditions(status, pattern)
    let rows = base()
    let counted = db.selectFrom('products').select((eb) => eb.fn.countAll().as('total'))
    for (const condition of conditions) {
      rows = rows.where(condition)
      counted = counted.where(condition)
    }
    const page = rows
      .orderBy('products.createdAt', 'desc')
      .orderBy('products.id', 'desc')
      .limit(limit)
      .offset(offset)
    return db.selectNoFrom([asJsonList(page).as('data'), counted.as('total')])
  }
  // Compiled once per status, with and without a search (db/prepared-query.ts).
  const pages = Object.fromEntries(
    STATUS_FILTERS.map((status) => [
      status,
      {
        plain: prepareQuery(db, 2, (limit: number, offset: number) => pageOf(status, null, limit, offset)),
        search: prepareQuery(db, 3, (pattern: string, limit: number, offset: number) =>
          pageOf(status, pattern, limit, offset),
        ),
      },
    ]),
  ) as Record<StatusFilter, { plain: PagePlain; search: PageSearch }>

  return {
    /** JSON text of the product list, newest first. */
    listJson({ includeInactive }: Visibility, limit?: number): Promise<string> {
      if (includeInactive) return lists.all()
      return limit === undefined ? lists.active() : lists.newestActive(limit)
    },

    listActiveByCategoryJson: (categoryId: string): Promise<string> => lists.activeByCategory(categoryId),

    listActiveBySubCategoryJson: (subCategoryId: string): Promise<string> =>
      lists.activeBySubCategory(subCategoryId),

    /** One page of the back office's table, newest first, as JSON text; and how many match in all. */
    async listPageJson({ limit, offset, search, status }: ProductPageQuery): Promise<ProductPage> {
      const rows =
        search === null
          ? await pages[status].plain(limit, offset)
          : await pages[status].search(containsPattern(search), limit, offset)
      return { json: rows[0]?.data ?? '[]', total: toCount(rows[0]?.total) }
    },

    async find(
      id: string,
      { includeInactive }: Visibility,
      trx: Kysely<Database> = db,
    ): Promise<Product | null> {
      let query = base(trx).where('products.id', '=', id)
      if (!includeInactive) query = query.where('products.isActive', '=', 1)
      const row = await query.executeTakeFirst()
      return row ? toProduct(row) : null
    },

    /** The row as stored, for a write that changes it. */
    async findStored(id: string, trx: Kysely<Database> = db): Promise<StoredProduct | null> {
      const row = await trx
        .selectFrom('products')
        .select(PRODUCT_COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst()
      return row ?? null
    },

    async create(values: Insertable<ProductsTable>, trx: Kysely<Database> = db): Promise<void> {
      await trx.insertInto('products').values(values).execute()
    },

    /**
     * Writes `values` while the row still holds `expectedImages` (its images column as read): false
     * when it is gone or a concurrent write changed its images first, so the caller reads it again.
     */
    async update(
      id: string,
      values: Updateable<ProductsTable>,
      expectedImages: string,
      trx: Kysely<Database> = db,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('products')
        .set(values)
        .where('id', '=', id)
        .where('images', '=', expectedImages)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },

    async delete(id: string, trx: Kysely<Database> = db): Promise<boolean> {
      const result = await trx.deleteFrom('products').where('id', '=', id).executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },

    /** Whether another product (not `exceptId`) has this code, without regard to case (index 0003). */
    async codeTaken(code: string, exceptId: string | null, trx: Kysely<Database> = db): Promise<boolean> {
      let query = trx
        .selectFrom('products')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['productCode']), '=', eb.fn('lower', [eb.val(code)])))
      if (exceptId !== null) query = query.where('id', '<>', exceptId)
      return (await query.limit(1).executeTakeFirst()) !== undefined
    },

    async categoryExists(id: string, trx: Kysely<Database> = db): Promise<boolean> {
      const row = await trx.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()
      return row !== undefined
    },

    /** The category a sub-category belongs to, or null when there is no such sub-category. */
    async subCategoryParent(id: string, trx: Kysely<Database> = db): Promise<string | null> {
      const row = await trx
        .selectFrom('subCategories')
        .select('categoryId')
        .where('id', '=', id)
        .executeTakeFirst()
      return row?.categoryId ?? null
    },
  }
}

type PageRow = { data: string; total: number | string }
type PagePlain = (limit: number, offset: number) => Promise<PageRow[]>
type PageSearch = (pattern: string, limit: number, offset: number) => Promise<PageRow[]>

export type ProductsRepository = ReturnType<typeof createProductsRepository>
