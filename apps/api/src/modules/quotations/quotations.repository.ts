import {
  type Quotation,
  type QuotationFilters,
  type QuotationListItem,
  type QuoteRegion,
} from '@gwp/contracts'
import { PostgresAdapter, sql, type Insertable, type Kysely, type SelectQueryBuilder } from 'kysely'

import type { Database, QuotationsTable } from '../../db/database.js'
import { toCount } from '../../db/dialect.js'
import { containsPattern } from '../../db/search.js'
import { ROW_COLUMNS, toListItem } from './quotation-rows.js'

/** The product a quotation asks about, as the quotation reports it. */
export interface QuotedProduct {
  id: string
  name: string
  productCode: string
  categoryName: string
}

export type NewQuotation = Insertable<QuotationsTable> & {
  status: Quotation['status']
  emailKey: string
  region: QuoteRegion
}

// Ids are UUIDs; anything far longer is not worth a query.
const MAX_ID_LENGTH = 100

/** The matches of a search read as a set before a page of them on PostgreSQL, at most (runIds). */
const SEARCH_SET = 2000

/** The filters a read applies, with what the sales desk's own filters need to know. */
export type RunFilters = Omit<QuotationFilters, 'sort'> & {
  /** The admin reading: whose quotations "mine" means. */
  viewerId: string | null
  /** Today on the company's calendar: a follow-up on or before it is due. */
  today: string
  /** Only rows with (true) or without (false) a follow-up date; undefined: both. */
  hasFollowUp?: boolean
}

/**
 * A run of the list in one index order: by arrival, newest first or oldest first (the pending
 * segment of the "oldest pending first" order), or by follow-up date. `status` narrows it further
 * than the filters (that segment).
 */
export interface ListRun {
  filters: RunFilters
  direction: 'asc' | 'desc'
  /** The column the run is ordered by; the id breaks ties. */
  by: 'createdAt' | 'followUpOn'
}

/** Where a keyset read resumes: after this row in the run's order (`key`: the `by` column's value). */
export interface RunCursor {
  key: string
  id: string
}

type QuotationsQuery<O> = SelectQueryBuilder<Database, 'quotations', O>

/**
 * Quotations for the visitor's form and the back office's Quotes table (migration 0005). Every list
 * read first picks the ids of its rows from one of the 0005 indexes, which hold the filters, the
 * order and the e-mail key, so a search never reads the table's rows; then it reads those few rows
 * with their product. The id (UUID v7, time-ordered) breaks ties between rows of the same millisecond.
 */
export function createQuotationsRepository(db: Kysely<Database>) {
  const rows = (from: Kysely<Database> = db) =>
    from
      .selectFrom('quotations')
      .leftJoin('products', 'products.id', 'quotations.productId')
      .leftJoin('categories', 'categories.id', 'products.categoryId')
      .leftJoin('admins as owners', 'owners.id', 'quotations.ownerId')
      .select(ROW_COLUMNS)

  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  /**
   * Whether migration 0012 made its trigram index (PostgreSQL), read on the first search. Without
   * it, the matches of a search can only be read as a set by reading every index entry, where the
   * walk in order may stop early: searches are then read as they were before 0012.
   */
  let trigramIndex: Promise<boolean> | null = null
  async function readTrigramIndex(): Promise<boolean> {
    const result = await sql<{ found: string | null }>`
      select to_regclass('quotations_email_trgm_idx')::text as found`.execute(db)
    return result.rows[0]?.found != null
  }
  const hasTrigramIndex = (): Promise<boolean> =>
    (trigramIndex ??= readTrigramIndex().catch((error: unknown) => {
      trigramIndex = null
      throw error
    }))

  function filtered<O>(query: QuotationsQuery<O>, filters: RunFilters): QuotationsQuery<O> {
    let q = query
    if (filters.status !== 'all') q = q.where('quotations.status', '=', filters.status)
    if (filters.region !== 'all') q = q.where('quotations.region', '=', filters.region)
    if (filters.stage !== 'all') q = q.where('quotations.stage', '=', filters.stage)
    if (filters.owner === 'unassigned') q = q.where('quotations.ownerId', 'is', null)
    if (filters.owner === 'mine') q = q.where('quotations.ownerId', '=', filters.viewerId ?? '')
    if (filters.followUp === 'due') q = q.where('quotations.followUpOn', '<=', filters.today)
    if (filters.hasFollowUp === true) q = q.where('quotations.followUpOn', 'is not', null)
    if (filters.hasFollowUp === false) q = q.where('quotations.followUpOn', 'is', null)
    if (filters.search !== null) {
      q = q.where(
        sql<boolean>`${sql.ref('quotations.emailKey')} like ${containsPattern(filters.search)} escape '\\'`,
      )
    }
    return q
  }

  /**
   * A page of a run with a search on PostgreSQL, when its matches are few (runIds); null when they
   * are many. Asked for the first rows of a run in order, PostgreSQL assumes that the matching rows
   * are spread evenly along it: when it expects many, it walks the run in order checking each
   * entry, which reads nearly the whole index when they all lie near its far end (one customer's
   * old quotations: 23 ms at 100,000 quotations). So the matches are read first as a set, up to
   * SEARCH_SET of them, from the trigram index of migration 0012 when the text has trigrams (a CTE
   * is planned for its rows, not for a page of them). Fewer than that: they are all, and the page
   * is sorted from them. As many: the text is common, and the walk in order finds a page soon.
   */
  async function fewMatchesPage(
    { filters, direction, by }: ListRun,
    limit: number,
    offset: number,
  ): Promise<RunCursor[] | null> {
    const found = await db
      .with(
        (cte) => cte('matches').materialized(),
        (from) =>
          filtered(from.selectFrom('quotations').select(['id', `${by} as key`]), filters).limit(SEARCH_SET),
      )
      .selectFrom('matches')
      .select((eb) => ['matches.id', 'matches.key', eb.fn.countAll().over().as('matched')])
      .orderBy('matches.key', direction)
      .orderBy('matches.id', direction)
      .limit(limit)
      .offset(offset)
      .execute()
    // No row: the page starts past the matches, which are then fewer than its offset.
    if (found.length > 0 && toCount(found[0]!.matched) >= SEARCH_SET) return null
    return found.map((row) => ({ id: row.id, key: row.key ?? '' }))
  }

  /** The rows of these ids, in the order given. */
  async function rowsOf(ids: string[], trx: Kysely<Database> = db): Promise<QuotationListItem[]> {
    if (ids.length === 0) return []
    const found = await rows(trx).where('quotations.id', 'in', ids).execute()
    const byId = new Map(found.map((row) => [row.id, toListItem(row)]))
    return ids.flatMap((id) => byId.get(id) ?? [])
  }

  return {
    /**
     * An active product (docs/requirements/enquiries.md#quotations); null for an unknown, inactive or deleted
     * one.
     */
    async findActiveProduct(id: string, trx: Kysely<Database> = db): Promise<QuotedProduct | null> {
      if (id.length > MAX_ID_LENGTH) return null
      const row = await trx
        .selectFrom('products')
        .innerJoin('categories', 'categories.id', 'products.categoryId')
        .select(['products.id', 'products.name', 'products.productCode', 'categories.name as categoryName'])
        .where('products.id', '=', id)
        .where('products.isActive', '=', 1)
        .executeTakeFirst()
      return row ?? null
    },

    async create(quotation: NewQuotation, trx: Kysely<Database> = db): Promise<void> {
      await trx.insertInto('quotations').values(quotation).execute()
    },

    /** The spec's plain list: every quotation, newest first. */
    async listAll(): Promise<QuotationListItem[]> {
      const found = await rows()
        .orderBy('quotations.createdAt', 'desc')
        .orderBy('quotations.id', 'desc')
        .execute()
      return found.map(toListItem)
    },

    /** How many quotations pass the filters (read from the same indexes as the pages). */
    async count(filters: RunFilters): Promise<number> {
      const row = await filtered(
        db.selectFrom('quotations').select((eb) => eb.fn.countAll().as('total')),
        filters,
      ).executeTakeFirstOrThrow()
      return toCount(row.total)
    },

    /**
     * Up to `limit` ids of a run: skipping `offset` of them (a page), or after `cursor` (an export's
     * next batch, keyset: it never re-reads what it has passed). Ids and times only, from the index.
     */
    async runIds(
      { filters, direction, by }: ListRun,
      { limit, offset = 0, cursor = null }: { limit: number; offset?: number; cursor?: RunCursor | null },
    ): Promise<RunCursor[]> {
      const search = postgres && filters.search !== null && !cursor && offset + limit <= SEARCH_SET
      if (search && (await hasTrigramIndex())) {
        const page = await fewMatchesPage({ filters, direction, by }, limit, offset)
        if (page) return page
      }
      let query = filtered(db.selectFrom('quotations').select(['id', `${by} as key`]), filters)
      if (cursor) {
        query = query.where((eb) =>
          eb(eb.refTuple(by, 'id'), direction === 'desc' ? '<' : '>', eb.tuple(cursor.key, cursor.id)),
        )
      }
      const found = await query
        .orderBy(by, direction)
        .orderBy('id', direction)
        .limit(limit)
        .offset(offset)
        .execute()
      return found.map((row) => ({ id: row.id, key: row.key ?? '' }))
    },

    rowsOf,

    async find(id: string, trx: Kysely<Database> = db): Promise<QuotationListItem | null> {
      if (id.length > MAX_ID_LENGTH) return null
      const row = await rows(trx).where('quotations.id', '=', id).executeTakeFirst()
      return row ? toListItem(row) : null
    },

    async delete(id: string, trx: Kysely<Database> = db): Promise<boolean> {
      if (id.length > MAX_ID_LENGTH) return false
      const result = await trx.deleteFrom('quotations').where('id', '=', id).executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },
  }
}

export type QuotationsRepository = ReturnType<typeof createQuotationsRepository>
