import {
  STATUS_FILTERS,
  type ListPage,
  type Product,
  type StatusFilter,
  type TranslationLanguage,
} from '@gwp/contracts'
import { sql, type Insertable, type Kysely, type RawBuilder, type SqlBool, type Updateable } from 'kysely'

import type { Database, ProductsTable } from '../../db/database.js'
import { toCount, type DialectName } from '../../db/dialect.js'
import { jsonSql } from '../../db/json-sql.js'
import { prepareJsonList, prepareQuery } from '../../db/prepared-query.js'
import { containsPattern } from '../../db/search.js'
import { translatedSqlFor } from '../../db/translated-sql.js'
import {
  LIST_LANGUAGES,
  PRODUCT_COLUMNS,
  productJson,
  toProduct,
  translationOf,
  type ListLanguage,
  type StoredProduct,
} from './product-rows.js'

export type { StoredProduct } from './product-rows.js'

/**
 * Which rows a read may return: anonymous callers get active products only
 * (docs/requirements/api.md#live-content-only).
 */
export interface Visibility {
  includeInactive: boolean
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
  const tr = translatedSqlFor(dialect)
  /** The products and their category's name, in `lang` where translated. */
  const base = (from: Kysely<Database> = db, lang?: TranslationLanguage) =>
    from
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.categoryId')
      .select([
        ...PRODUCT_COLUMNS,
        (lang
          ? tr.field(sql.ref('categories.translations'), lang, 'name', sql.ref('categories.name'))
          : sql<string>`${sql.ref('categories.name')}`
        ).as('categoryName'),
      ])

  const json = jsonSql(dialect)
  const newestFirstInJson = [sql`${sql.ref('p.createdAt')} DESC`, sql`${sql.ref('p.id')} DESC`]
  /** The JSON array of the rows `rows` selects, newest first. */
  const asJsonList = (rows: ReturnType<typeof base>, lang: ListLanguage, staff = false) =>
    db
      .selectFrom(rows.as('p'))
      .select(json.arrayOf(productJson(json, tr, translationOf(lang), staff), newestFirstInJson).as('data'))

  /** One list compiled once per language (db/prepared-query.ts): the language shapes the SQL. */
  const prepareList = <Args extends unknown[]>(
    arity: Args['length'],
    rows: (lang: ListLanguage, ...args: Args) => ReturnType<typeof base>,
  ) => {
    const compiled = Object.fromEntries(
      LIST_LANGUAGES.map((lang) => [
        lang,
        prepareJsonList(db, arity, (...args: Args) => asJsonList(rows(lang, ...args), lang)),
      ]),
    ) as Record<ListLanguage, (...args: Args) => Promise<string>>
    return (lang: TranslationLanguage | undefined, ...args: Args) => compiled[lang ?? 'en'](...args)
  }

  const active = (lang: ListLanguage) => base(db, translationOf(lang)).where('products.isActive', '=', 1)
  const lists = {
    all: prepareList(0, (lang) => base(db, translationOf(lang))),
    active: prepareList(0, active),
    // The newest few: only here does the inner query need its order, to pick them.
    newestActive: prepareList(1, (lang, limit: number) =>
      active(lang).orderBy('products.createdAt', 'desc').orderBy('products.id', 'desc').limit(limit),
    ),
    activeByCategory: prepareList(1, (lang, categoryId: string) =>
      active(lang).where('products.categoryId', '=', categoryId),
    ),
    activeBySubCategory: prepareList(1, (lang, subCategoryId: string) =>
      active(lang).where('products.subCategoryId', '=', subCategoryId),
    ),
  }

  /**
   * The back office's table: rows of one status (any, with 'all') whose name or code contains the
   * search. Contains-search reads every row of that status (no B-tree index serves '%text%'): a few
   * milliseconds for 10,000 products. Without a search the page is read in order from
   * products_created_idx (0003) or products_active_created_idx (0001) and stops after `limit` rows.
   */
  const pageConditions = (status: StatusFilter, pattern: string | null, lang: ListLanguage) => {
    const conditions: Array<RawBuilder<SqlBool>> = []
    if (status !== 'all') {
      conditions.push(sql<SqlBool>`${sql.ref('products.isActive')} = ${status === 'active' ? 1 : 0}`)
    }
    if (pattern !== null) {
      const contains = (value: RawBuilder<unknown>) =>
        sql<SqlBool>`lower(${value}) like ${pattern} escape '\\'`
      const column = (name: string) => contains(sql`${sql.ref(name)}`)
      const matches = [column('products.name'), column('products.productCode')]
      // In Urdu or Arabic the name the visitor reads is found too (the quote form's product picker).
      const language = translationOf(lang)
      if (language) matches.push(contains(tr.translation(sql.ref('products.translations'), language, 'name')))
      conditions.push(sql<SqlBool>`(${sql.join(matches, sql` or `)})`)
    }
    return conditions
  }
  /** One statement: the page as JSON text, and how many rows match in all. */
  const pageOf = (
    status: StatusFilter,
    pattern: string | null,
    limit: number,
    offset: number,
    lang: ListLanguage,
    staff: boolean,
  ) => {
    const conditions = pageConditions(status, pattern, lang)
    let rows = base(db, translationOf(lang))
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
    return db.selectNoFrom([asJsonList(page, lang, staff).as('data'), counted.as('total')])
  }
  // Compiled once per language and status, with and without a search (db/prepared-query.ts).
  const pagesIn = (lang: ListLanguage, staff = false) =>
    Object.fromEntries(
      STATUS_FILTERS.map((status) => [
        status,
        {
          plain: prepareQuery(db, 2, (limit: number, offset: number) =>
            pageOf(status, null, limit, offset, lang, staff),
          ),
          search: prepareQuery(db, 3, (pattern: string, limit: number, offset: number) =>
            pageOf(status, pattern, limit, offset, lang, staff),
          ),
        },
      ]),
    ) as Record<StatusFilter, { plain: PagePlain; search: PageSearch }>
  const pagesByLanguage = Object.fromEntries(LIST_LANGUAGES.map((lang) => [lang, pagesIn(lang)])) as Record<
    ListLanguage,
    ReturnType<typeof pagesIn>
  >
  // The back office's table, in English with every product's stored translations.
  const staffPages = pagesIn('en', true)

  return {
    /** JSON text of the product list, newest first, in `lang` (English without). */
    listJson({ includeInactive }: Visibility, limit?: number, lang?: TranslationLanguage): Promise<string> {
      if (includeInactive) return lists.all(lang)
      return limit === undefined ? lists.active(lang) : lists.newestActive(lang, limit)
    },

    listActiveByCategoryJson: (categoryId: string, lang?: TranslationLanguage): Promise<string> =>
      lists.activeByCategory(lang, categoryId),

    listActiveBySubCategoryJson: (subCategoryId: string, lang?: TranslationLanguage): Promise<string> =>
      lists.activeBySubCategory(lang, subCategoryId),

    /**
     * One page of the back office's table, newest first, as JSON text; and how many match in all.
     * In Urdu or Arabic the search also finds the translated name. Staff's pages carry each product's
     * stored translations.
     */
    async listPageJson(
      { limit, offset, search, status }: ProductPageQuery,
      lang?: TranslationLanguage,
      staff = false,
    ): Promise<ProductPage> {
      const pages = staff && !lang ? staffPages : pagesByLanguage[lang ?? 'en']
      const rows =
        search === null
          ? await pages[status].plain(limit, offset)
          : await pages[status].search(containsPattern(search), limit, offset)
      return { json: rows[0]?.data ?? '[]', total: toCount(rows[0]?.total) }
    },

    /** The product, its category's name in `lang` when given (its own fields the service translates). */
    async find(
      id: string,
      { includeInactive }: Visibility,
      trx: Kysely<Database> = db,
      lang?: TranslationLanguage,
    ): Promise<Product | null> {
      let query = base(trx, lang).where('products.id', '=', id)
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
