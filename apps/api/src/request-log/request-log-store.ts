import type SQLite from 'better-sqlite3'
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely'

import type { Database, ServerLogsTable } from '../db/database.js'

export type NewServerLog = Insertable<ServerLogsTable>

const COLUMNS = 'id, username, method, route, user_agent, ip, status_code, timestamp, count'
const ROW_PLACEHOLDERS = '(?, ?, ?, ?, ?, ?, ?, ?, ?)'
/** Rows per INSERT: one call into SQLite binds 250 rows' values instead of one row's. */
const ROWS_PER_STATEMENT = 250

const COLUMN_COUNT = 9
/** Rows per INSERT built by Kysely: PostgreSQL takes at most 65,535 parameters a statement. */
const ROWS_PER_BUILT_INSERT = 1_000

/**
 * server_logs_total's one row moved by a number of rows (the parameter between the two halves),
 * written when there is none yet (migration 0009): every write and prune of server_logs does this
 * in its own transaction.
 */
const ADD_TO_TOTAL = [
  'INSERT INTO server_logs_total (id, row_count) VALUES (1, ',
  ') ON CONFLICT (id) DO UPDATE SET row_count = server_logs_total.row_count + excluded.row_count',
] as const

/** Rows deleted per transaction: a prune of millions never holds the write lock for long. */
const PRUNE_BATCH_ROWS = 10_000

/** Writes a row's values into `params` from `at`, in COLUMNS' order. */
function putValues(params: unknown[], at: number, row: NewServerLog): void {
  params[at] = row.id
  params[at + 1] = row.username ?? null
  params[at + 2] = row.method
  params[at + 3] = row.route
  params[at + 4] = row.userAgent
  params[at + 5] = row.ip
  params[at + 6] = row.statusCode
  params[at + 7] = row.timestamp
  params[at + 8] = row.count
}

/**
 * On SQLite the request log's batches go through prepared statements in one transaction on the raw
 * connection: every API request writes a row, and building a 200-row insert through the query
 * builder cost a quarter of a cached read's CPU (profiled). Values are bound by position, many rows
 * a statement, into one reused parameter list, which halves the cost of each row again. While a
 * Kysely transaction is open on the connection the rows go through Kysely, which waits for it:
 * otherwise they would join that transaction and be lost with it if it rolled back.
 */
function sqliteBatchInsert(sqlite: SQLite.Database) {
  const insertOne = sqlite.prepare(`INSERT INTO server_logs (${COLUMNS}) VALUES ${ROW_PLACEHOLDERS}`)
  const insertMany = sqlite.prepare(
    `INSERT INTO server_logs (${COLUMNS}) VALUES ${Array(ROWS_PER_STATEMENT).fill(ROW_PLACEHOLDERS).join(', ')}`,
  )
  const addToTotal = sqlite.prepare(ADD_TO_TOTAL.join('?'))
  // One parameter list per statement shape, filled in place for each run: the log writes a row for
  // every API request, and building a fresh array per row was a visible share of the GC's work.
  const manyParams = new Array<unknown>(ROWS_PER_STATEMENT * COLUMN_COUNT)
  const oneParams = new Array<unknown>(COLUMN_COUNT)
  return sqlite.transaction((rows: NewServerLog[]) => {
    let next = 0
    for (; next + ROWS_PER_STATEMENT <= rows.length; next += ROWS_PER_STATEMENT) {
      for (let i = 0; i < ROWS_PER_STATEMENT; i++) putValues(manyParams, i * COLUMN_COUNT, rows[next + i]!)
      insertMany.run(manyParams)
    }
    for (; next < rows.length; next++) {
      putValues(oneParams, 0, rows[next]!)
      insertOne.run(oneParams)
    }
    addToTotal.run(rows.length)
  })
}

const addToTotal = (trx: Transaction<Database>, change: number) =>
  sql`${sql.raw(ADD_TO_TOTAL[0])}${change}${sql.raw(ADD_TO_TOTAL[1])}`.execute(trx)

/**
 * The request log's writing side, which the request-log plugin and housekeeping use (the Logs
 * screen reads through modules/server-logs). Every write and prune moves server_logs_total in the
 * same transaction, so the total is exact without counting the table (decision record 016).
 */
export function createRequestLogStore(db: Kysely<Database>, sqlite: SQLite.Database | null = null) {
  const insertBatch = sqlite ? sqliteBatchInsert(sqlite) : null

  /** Deletes up to `limit` of the oldest rows (older than `before`, when given); how many went. */
  const deleteOldest = (limit: number, before: string | null) =>
    db.transaction().execute(async (trx) => {
      let oldest = trx.selectFrom('serverLogs').select('id').orderBy('timestamp').orderBy('id').limit(limit)
      if (before !== null) oldest = oldest.where('timestamp', '<', before)
      const result = await trx.deleteFrom('serverLogs').where('id', 'in', oldest).executeTakeFirst()
      const removed = Number(result.numDeletedRows)
      if (removed > 0) await addToTotal(trx, -removed)
      return removed
    })

  /** The rows server_logs holds, as kept by every write and prune. */
  const total = async (): Promise<number> => {
    const row = await db
      .selectFrom('serverLogsTotal')
      .select('rowCount')
      .where('id', '=', 1)
      .executeTakeFirst()
    return Number(row?.rowCount ?? 0)
  }

  return {
    total,

    async createMany(rows: NewServerLog[]): Promise<void> {
      if (rows.length === 0) return
      if (insertBatch && !sqlite?.inTransaction) {
        insertBatch(rows)
        return
      }
      await db.transaction().execute(async (trx) => {
        for (let next = 0; next < rows.length; next += ROWS_PER_BUILT_INSERT) {
          await trx
            .insertInto('serverLogs')
            .values(rows.slice(next, next + ROWS_PER_BUILT_INSERT))
            .execute()
        }
        await addToTotal(trx, rows.length)
      })
    },

    /** Deletes every row older than `timestamp`, oldest first; how many went. */
    async deleteOlderThan(timestamp: string): Promise<number> {
      let removed = 0
      for (;;) {
        const batch = await deleteOldest(PRUNE_BATCH_ROWS, timestamp)
        removed += batch
        if (batch < PRUNE_BATCH_ROWS) return removed
      }
    },

    /** Deletes the oldest rows until at most `maxRows` are left; how many went. */
    async deleteBeyond(maxRows: number): Promise<number> {
      let removed = 0
      for (let excess = (await total()) - maxRows; excess > 0;) {
        const batch = await deleteOldest(Math.min(excess, PRUNE_BATCH_ROWS), null)
        if (batch === 0) break
        removed += batch
        excess -= batch
      }
      return removed
    },
  }
}

export type RequestLogStore = ReturnType<typeof createRequestLogStore>
