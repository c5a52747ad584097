import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely'

/**
 * The Quotes table's search by e-mail (decision record 009) on PostgreSQL: a trigram index of
 * `email_key`, so `email_key like '%text%'` reads the rows whose key holds the text's trigrams
 * instead of every entry of a 0005 index, for the page's count and, when they are few, its rows
 * (quotations.repository.ts). At 100,000 quotations a page with a search went from p95 68 ms to
 * 17 ms (bench/enquiry-tables.mjs). The LIKE stays exactly as it was (the index only narrows the
 * rows; PostgreSQL checks the LIKE on each), so `%` and `_` still match literally, and a text of
 * fewer than three letters, which has no trigram, is read the old way.
 *
 * The index needs the pg_trgm extension. It is created in `public` when the database allows it, so
 * it outlives any one schema (each test file works in a schema of its own and drops it after), else
 * in the schema the connection works in. A managed host may refuse both to a role without the right
 * to create extensions: the migration then carries on without the index, and the search still
 * finds the same rows, only slower, reading every index entry as before this migration (p95 60 to
 * 70 ms at 100,000 quotations). The index can be made by hand later with this migration's
 * statement; servers started after that use it.
 *
 * fastupdate off: each new quotation goes straight into the index (about 0.1 ms more an insert,
 * measured on the benchmark's 100,000), so a search never reads a list of pending insertions
 * (quotations arrive a few a day; reads are what must be quick).
 *
 * SQLite gets nothing here: its search reads the small entries of the 0005 indexes (p95 about 30 ms
 * at 100,000 quotations), and its trigram index would be an FTS5 table, which the backup's table
 * catalogue (backup/tables.ts) would report as unknown.
 */
const INDEX = 'quotations_email_trgm_idx'

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return
  const schema = (await trigramSchema(db)) ?? (await createTrigram(db))
  if (schema === null) return
  await sql`create index if not exists ${sql.id(INDEX)} on quotations
    using gin (email_key ${sql.id(schema, 'gin_trgm_ops')}) with (fastupdate = off)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The extension stays: other schemas of the database may use it.
  await db.schema.dropIndex(INDEX).ifExists().execute()
}

/** The schema pg_trgm is installed in, or null when it is not. */
async function trigramSchema(db: Kysely<unknown>): Promise<string | null> {
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db)
  return rows[0]?.schema ?? null
}

/**
 * Installs pg_trgm, in `public` if it can, else where the connection works; null when the database
 * refuses. Migrations run in a transaction, where a refused statement would end it: each attempt is
 * made inside a savepoint. Another process may install it at the same moment: its installation is
 * then the one used.
 */
async function createTrigram(db: Kysely<unknown>): Promise<string | null> {
  for (const statement of [
    sql`create extension if not exists pg_trgm schema public`,
    sql`create extension if not exists pg_trgm`,
  ]) {
    if (await attempt(db, statement)) break
  }
  return trigramSchema(db)
}

async function attempt(db: Kysely<unknown>, statement: RawBuilder<unknown>): Promise<boolean> {
  const inTransaction = db.isTransaction
  if (inTransaction) await sql`savepoint create_pg_trgm`.execute(db)
  try {
    await statement.execute(db)
    if (inTransaction) await sql`release savepoint create_pg_trgm`.execute(db)
    return true
  } catch {
    if (inTransaction) {
      await sql`rollback to savepoint create_pg_trgm`.execute(db)
      await sql`release savepoint create_pg_trgm`.execute(db)
    }
    return false
  }
}
