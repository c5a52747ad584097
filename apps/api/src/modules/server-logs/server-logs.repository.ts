import type SQLite from 'better-sqlite3'
import type { Insertable, Kysely } from 'kysely'

import type { Database, ServerLogsTable } from '../../db/database.js'
import { toCount } from '../../db/dialect.js'

export type NewServerLog = Insertable<ServerLogsTable>

const COLUMNS = 'id, username, method, route, user_agent, ip, status_code, timestamp, count'
const ROW_PLACEHOLDERS = '(?, ?, ?, ?, ?, ?, ?, ?, ?)'
/** Rows per INSERT: one call into SQLite binds 250 rows' values instead of one row's. */
const ROWS_PER_STATEMENT = 250

const COLUMN_COUNT = 9

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
  })
}

export function createServerLogsRepository(db: Kysely<Database>, sqlite: SQLite.Database | null = null) {
  const insertBatch = sqlite ? sqliteBatchInsert(sqlite) : null
  return {
    async createMany(rows: NewServerLog[]): Promise<void> {
      if (rows.length === 0) return
      if (insertBatch && !sqlite?.inTransaction) insertBatch(rows)
      else await db.insertInto('serverLogs').values(rows).execute()
    },

    /** Newest first, one page; the timestamp index serves both the order and the count. */
    async listPage(page: number, limit: number) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('serverLogs')
          .select([
            'id',
            'username',
            'method',
            'route',
            'userAgent',
            'ip',
            'statusCode',
            'timestamp',
            'count',
          ])
          .orderBy('timestamp', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        db
          .selectFrom('serverLogs')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow(),
      ])
      return { rows, total: toCount(total.count) }
    },

    async deleteOlderThan(timestamp: string): Promise<number> {
      const result = await db.deleteFrom('serverLogs').where('timestamp', '<', timestamp).executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}

export type ServerLogsRepository = ReturnType<typeof createServerLogsRepository>
