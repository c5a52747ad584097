// The databases of the load and fault scripts: a PostgreSQL database of the run's own, and the counts
// a script checks, read straight from the server's database through the app's own dialect code.
import path from 'node:path'

import pg from 'pg'

import { openDatabase, toCount } from '../../apps/api/dist/db/dialect.js'

/**
 * A PostgreSQL database of this run's own, created through `adminUrl` (BENCH_DATABASE_URL) and dropped
 * with `drop()`, connections and all.
 */
export async function createDatabase(adminUrl, runId) {
  const name = `gwp_faults_${runId}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      } finally {
        await client.end()
      }
    },
  }
}

/**
 * Reads the counts a script checks straight from the server's database (the SQLite file in its data
 * folder, or the PostgreSQL database), through the app's own dialect code.
 */
export function openCounter({ dataDir, databaseUrl }) {
  const { db } = openDatabase({ url: databaseUrl, sqliteFile: path.join(dataDir, 'gwp.sqlite') })
  const count = async (table, where = (q) => q) => {
    const row = await where(db.selectFrom(table).select((eb) => eb.fn.countAll().as('n'))).executeTakeFirst()
    return toCount(row?.n)
  }
  return {
    db,
    /** Requests the request log holds for this user agent: identical ones of a second share a row. */
    async requestsLogged(userAgent) {
      const row = await db
        .selectFrom('serverLogs')
        .select((eb) => eb.fn.sum('count').as('n'))
        .where('userAgent', '=', userAgent)
        .executeTakeFirst()
      return toCount(row?.n ?? 0)
    },
    /** Quotations whose e-mail address is on the run's own domain. */
    quotations: (domain) => count('quotations', (q) => q.where('email', 'like', `%@${domain}`)),
    /** Quotations from this one address. */
    quotationsFrom: (email) => count('quotations', (q) => q.where('email', '=', email)),
    /** Mail-queue rows by status. */
    async mailByStatus() {
      const rows = await db
        .selectFrom('mailQueue')
        .select(['status', (eb) => eb.fn.countAll().as('n')])
        .groupBy('status')
        .execute()
      return Object.fromEntries(rows.map((row) => [row.status, toCount(row.n)]))
    },
    close: () => db.destroy(),
  }
}

/** Opens a counter on the server's database (as `openCounter`), returns what `read` reads with it, closes it. */
export async function readCounts(where, read) {
  const counter = openCounter(where)
  try {
    return await read(counter)
  } finally {
    await counter.close()
  }
}
