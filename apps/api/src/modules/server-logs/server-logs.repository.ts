import type { Kysely } from 'kysely'

import type { Database } from '../../db/database.js'

/**
 * The Logs screen's reads. The log is written (and pruned) by request-log/request-log-store.ts, which
 * keeps server_logs_total with every change: the total is one row read, not a count of millions
 * (decision record 016).
 */
export function createServerLogsRepository(db: Kysely<Database>) {
  return {
    /** Newest first, one page, read in the (timestamp, id) index's order. */
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
        db.selectFrom('serverLogsTotal').select('rowCount').where('id', '=', 1).executeTakeFirst(),
      ])
      return { rows, total: Number(total?.rowCount ?? 0) }
    },
  }
}
