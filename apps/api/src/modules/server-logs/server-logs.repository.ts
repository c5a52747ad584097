import type { Insertable, Kysely } from 'kysely'

import type { Database, ServerLogsTable } from '../../db/database.js'
import { toCount } from '../../db/dialect.js'

export type NewServerLog = Insertable<ServerLogsTable>

export function createServerLogsRepository(db: Kysely<Database>) {
  return {
    async createMany(rows: NewServerLog[]): Promise<void> {
      if (rows.length === 0) return
      await db.insertInto('serverLogs').values(rows).execute()
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
