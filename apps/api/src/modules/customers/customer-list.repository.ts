import type { ListPage } from '@gwp/contracts'
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely'

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

/** A potential customer's row as the export writes it. */
export interface CustomerExportRow {
  id: string
  email: string
  source: string
  visitCount: number
  createdAt: string
  engagedAt: string
}

/** Rows per read of the export: a few hundred kilobytes of text at most, whatever the table's size. */
export const EXPORT_BATCH_ROWS = 1000

/**
 * The back office's reads of potential customers (migration 0006 has their indexes):
 * - the table, most recently engaged first (engaged_at, then id), read backwards from
 *   potential_customers_engaged_id_idx a page at a time;
 * - the search, a range of email_key: the unique index on it (SQLite) or its byte-order copy
 *   (PostgreSQL) answers both the page and its total without reading other rows;
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
  })
  const mostRecentFirst = [sql`${c('engagedAt')} DESC`, sql`${c('id')} DESC`]

  // PostgreSQL compares text by the database's collation unless told otherwise (see 0006).
  const emailKey = dialect === 'postgres' ? sql`${sql.ref('emailKey')} collate "C"` : sql.ref('emailKey')
  const inRange = (from: string, to: string) => sql<SqlBool>`${emailKey} >= ${from} and ${emailKey} < ${to}`

  const rows = (condition: RawBuilder<SqlBool> | null) => {
    const all = db
      .selectFrom('potentialCustomers')
      .select(['id', 'email', 'source', 'visitCount', 'createdAt', 'engagedAt'])
    return condition ? all.where(condition) : all
  }
  const asJsonList = (selected: ReturnType<typeof rows>) =>
    db.selectFrom(selected.as('c')).select(json.arrayOf(element, mostRecentFirst).as('data'))

  /** One statement: the page as JSON text, and how many rows match in all. */
  const pageOf = (condition: RawBuilder<SqlBool> | null, limit: number, offset: number) => {
    const page = rows(condition).orderBy('engagedAt', 'desc').orderBy('id', 'desc').limit(limit).offset(offset)
    let counted = db.selectFrom('potentialCustomers').select((eb) => eb.fn.countAll().as('total'))
    if (condition) counted = counted.where(condition)
    return db.selectNoFrom([asJsonList(page).as('data'), counted.as('total')])
  }

  // Compiled once (db/prepared-query.ts): the table's reads are the section's every page turn.
  const everyone = prepareJsonList(db, 0, () => asJsonList(rows(null)))
  const plainPage = prepareQuery(db, 2, (limit: number, offset: number) => pageOf(null, limit, offset))
  const searchPage = prepareQuery(db, 4, (from: string, to: string, limit: number, offset: number) =>
    pageOf(inRange(from, to), limit, offset),
  )

  return {
    /** JSON text of every potential customer, most recently engaged first (the spec's plain call). */
    listJson: (): Promise<string> => everyone(),

    /** One page, most recently engaged first, of everyone or of the addresses in `search`. */
    async listPageJson(
      { limit, offset }: Pick<ListPage, 'limit' | 'offset'>,
      search: PrefixRange | null,
    ): Promise<CustomerPage> {
      const [row] = search
        ? await searchPage(search.from, search.to, limit, offset)
        : await plainPage(limit, offset)
      return { json: row?.data ?? '[]', total: toCount(row?.total) }
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
