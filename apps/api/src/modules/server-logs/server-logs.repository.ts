import type SQLite from 'better-sqlite3'
import type { Insertable, Kysely } from 'kysely'

import type { Database, ServerLogsTable } from '../../db/database.js'
import { toCount } from '../../db/dialect.js'

export type NewServerLog = Insertable<ServerLogsTable>

/**
 * On SQLite the request log's batches go through one prepared statement in one transaction on the
 * raw connection: every API request writes a row, and building a 200-row insert through the query
 * builder cost a quarter of a cached read's CPU (profiled). While a Kysely transaction is open on
 * the connection the rows go through Kysely, which waits for it: otherwise they would join that
 * transaction and be lost with it if it rolled back.
 */
function sqliteBatchInsert(sqlite: SQLite.Database) {
  const insert = sqlite.prepare(
    `INSERT INTO server_logs (id, username, method, route, user_agent, ip, status_code, timestamp)
     VALUES (@id, @username, @method, @route, @userAgent, @ip, @statusCode, @timestamp)`,
  )
  return sqlite.transaction((rows: NewServerLog[]) => {
    for (const row of rows) insert.run({ username: null, ...row })
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
          .select(['id', 'username', 'method', 'route', 'userAgent', 'ip', 'statusCode', 'timestamp'])
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
