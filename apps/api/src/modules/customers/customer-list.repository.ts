import type { ListPage } from '@gwp/contracts'
import { sql, type AliasedSelectQueryBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely'

import type { Database } from '../../db/database.js'
import { toCount, type DialectName } from '../../db/dialect.js'
import { jsonSql } from '../../db/json-sql.js'
import { prepareJsonList, prepareQuery } from '../../db/prepared-query.js'

/** The addresses a search finds: email_key (lower-cased) from `from` (included) to `to` (excluded). */
export interface PrefixRange {
  from: string
  to: string
}

/**
 * The e-mail keys that start with `prefix` are exactly those from `prefix` up to (not including) the
 * prefix with its last character raised by one, in byte order (UTF-8 bytes sort as code points do).
 */
export function prefixRange(prefix: string): PrefixRange {
  const chars = Array.from(prefix)
  const last = chars.pop()?.codePointAt(0)
  if (last === undefined) return { from: '', to: '\u{10FFFF}' }
  // Surrogate code points never appear in text; the next character after U+D7FF is U+E000.
  const next = last + 1 === 0xd800 ? 0xe000 : last + 1
  return { from: prefix, to: chars.join('') + String.fromCodePoint(next) }
}

export interface CustomerPage {
  json: string
  total: number
}

/** A potential customer's row as the list and the export read it. */
export interface CustomerExportRow {
  id: string
  email: string
  source: string
  visitCount: number
  createdAt: string
  engagedAt: string
  language: string
}

/** Rows per read of the export: a few hundred kilobytes of text at most, whatever the table's size. */
export const EXPORT_BATCH_ROWS = 1000

/**
 * A searched page walks the table's order (potential_customers_engaged_id_idx) when the page lies in
 * the first 1/WALK_RATIO of the matches: the walk then meets its rows early. Otherwise the matches
 * are read from the e-mail index and sorted, which costs their number, not the table's size.
 */
const WALK_RATIO = 20

/**
 * The back office's reads of potential customers (migration 0006 has their indexes):
 * - the table, most recently engaged first (engaged_at, then id), read backwards from
 *   potential_customers_engaged_id_idx a page at a time;
 * - the search, a range of email_key: its total counted from the unique index on email_key (SQLite)
 *   or its byte-order copy (PostgreSQL); its page read by whichever of the two ways above is cheaper
 *   for that total. Neither database can tell which without statistics on the addresses (a fresh
 *   PostgreSQL table has none; SQLite's are never gathered), and a wrong guess costs 100 times more
 *   on 100,000 rows: walking 100,000 index entries for one match, or sorting 20,000 matches for 10.
 * - the export, in batches by keyset over the primary key.
 * Lists come back as JSON text written by the database (db/json-sql.ts, decision record 006).
 */
export function createCustomerListRepository(db: Kysely<Database>, dialect: DialectName) {
  const json = jsonSql(dialect)
  const c = (column: string) => sql.ref(`c.${column}`)
  const element = json.object({
    _id: c('id'),
    email: c('email'),
    source: c('source'),
    visitCount: c('visitCount'),
    createdAt: c('createdAt'),
    engagedAt: c('engagedAt'),
    language: c('language'),
  })
  const mostRecentFirst = [sql`${c('engagedAt')} DESC`, sql`${c('id')} DESC`]

  // PostgreSQL compares text by the database's collation unless told otherwise (see 0006).
  const byteOrder = (key: RawBuilder<unknown> | ReturnType<typeof sql.ref>) =>
    dialect === 'postgres' ? sql`${key} collate "C"` : key
  const key = sql.ref('emailKey')
  /** The range, as the e-mail index answers it. */
  const inRange = (from: string, to: string) =>
    sql<SqlBool>`${byteOrder(key)} >= ${from} and ${byteOrder(key)} < ${to}`
  /** The same range on an expression no index holds, so the query walks the table's order instead. */
  const inRangeUnindexed = (from: string, to: string) => {
    const unindexed = byteOrder(sql`(${key} || '')`)
    return sql<SqlBool>`${unindexed} >= ${from} and ${unindexed} < ${to}`
  }

  const COLUMNS = ['id', 'email', 'source', 'visitCount', 'createdAt', 'engagedAt', 'language'] as const
  const rows = (condition: RawBuilder<SqlBool> | null) => {
    const all = db.selectFrom('potentialCustomers').select(COLUMNS)
    return condition ? all.where(condition) : all
  }
  const asJsonList = (selected: { as(alias: 'c'): AliasedSelectQueryBuilder<CustomerExportRow, 'c'> }) =>
    db.selectFrom(selected.as('c')).select(json.arrayOf(element, mostRecentFirst).as('data'))
  const countOf = (condition: RawBuilder<SqlBool> | null) => {
    const all = db.selectFrom('potentialCustomers').select((eb) => eb.fn.countAll().as('total'))
    return condition ? all.where(condition) : all
  }

  // Compiled once (db/prepared-query.ts): the table's reads are the section's every page turn.
  const everyone = prepareJsonList(db, 0, () => asJsonList(rows(null)))
  const countAll = prepareQuery(db, 0, () => countOf(null))
  const countRange = prepareQuery(db, 2, (from: string, to: string) => countOf(inRange(from, to)))
  /** A page in the table's order, walked from its index; `condition` is checked on the way. */
  const walkedPage = (condition: RawBuilder<SqlBool> | null, limit: number, offset: number) =>
    asJsonList(rows(condition).orderBy('engagedAt', 'desc').orderBy('id', 'desc').limit(limit).offset(offset))
  const plainPage = prepareJsonList(db, 2, (limit: number, offset: number) => walkedPage(null, limit, offset))
  const walkedRangePage = prepareJsonList(db, 4, (from: string, to: string, limit: number, offset: number) =>
    walkedPage(inRangeUnindexed(from, to), limit, offset),
  )
  // MATERIALIZED keeps the matches a query of their own, read from the e-mail index, before sorting.
  const sortedRangePage = prepareJsonList(db, 4, (from: string, to: string, limit: number, offset: number) =>
    asJsonList(
      db
        .with(
          (cte) => cte('matches').materialized(),
          () => rows(inRange(from, to)),
        )
        .selectFrom('matches')
        .select(COLUMNS)
        .orderBy('engagedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset),
    ),
  )

  return {
    /** JSON text of every potential customer, most recently engaged first (the spec's plain call). */
    listJson: (): Promise<string> => everyone(),

    /** One page, most recently engaged first, of everyone or of the addresses in `search`. */
    async listPageJson(
      { limit, offset }: Pick<ListPage, 'limit' | 'offset'>,
      search: PrefixRange | null,
    ): Promise<CustomerPage> {
      if (!search) {
        const [json, counted] = await Promise.all([plainPage(limit, offset), countAll()])
        return { json, total: toCount(counted[0]?.total) }
      }
      const { from, to } = search
      const total = toCount((await countRange(from, to))[0]?.total)
      if (total <= offset) return { json: '[]', total }
      const walk = (offset + limit) * WALK_RATIO <= total
      const json = await (walk ? walkedRangePage : sortedRangePage)(from, to, limit, offset)
      return { json, total }
    },

    /**
     * Every matching row, newest id first, EXPORT_BATCH_ROWS at a time: each read starts after the
     * last id the one before returned, through the primary key's index. The id never changes (unlike
     * engaged_at, which a visitor's next request moves), so a row is written exactly once even while
     * visitors keep engaging during a long export.
     */
    async *exportBatches(search: PrefixRange | null): AsyncGenerator<CustomerExportRow[]> {
      let after: string | null = null
      for (;;) {
        let query = rows(search ? inRange(search.from, search.to) : null)
          .orderBy('id', 'desc')
          .limit(EXPORT_BATCH_ROWS)
        if (after !== null) query = query.where('id', '<', after)
        const batch = await query.execute()
        if (batch.length > 0) yield batch.map((row) => ({ ...row, visitCount: Number(row.visitCount) }))
        if (batch.length < EXPORT_BATCH_ROWS) return
        after = batch[batch.length - 1]!.id
      }
    },
  }
}

export type CustomerListRepository = ReturnType<typeof createCustomerListRepository>
