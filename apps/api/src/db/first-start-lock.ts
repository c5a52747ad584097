import { sql, type Kysely } from 'kysely'

import type { Database } from './database.js'
import type { DialectName } from './dialect.js'

/** The advisory lock's key: "gwp" in ASCII, the same for every process of the site. */
const FIRST_START_LOCK = 0x677770

/**
 * Runs `work` while no other process of the site runs it. It is meant for the first admin and the demo
 * content: an empty database gets them once however many processes start on it at the same instant.
 * On PostgreSQL this takes a session advisory lock on a connection of its own, held until `work`
 * ends (the others wait, then find the work done). SQLite serves one process per file, so there is
 * nothing to wait for. The migrations have their own lock (Kysely's migrator).
 */
export async function withFirstStartLock<T>(
  db: Kysely<Database>,
  dialect: DialectName,
  work: () => Promise<T>,
): Promise<T> {
  if (dialect !== 'postgres') return work()
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${FIRST_START_LOCK})`.execute(connection)
    try {
      return await work()
    } finally {
      await sql`select pg_advisory_unlock(${FIRST_START_LOCK})`.execute(connection)
    }
  })
}
