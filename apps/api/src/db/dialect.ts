import fs from 'node:fs'
import path from 'node:path'

import { SUPER_ADMIN_ROLE } from '@gwp/contracts'
import SQLite from 'better-sqlite3'
import {
  CamelCasePlugin,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  sql,
  SqliteDialect,
  type SqliteDatabase,
} from 'kysely'
import pg from 'pg'

import type { Database } from './database.js'

export type DialectName = 'sqlite' | 'postgres'

export interface DatabaseHandle {
  db: Kysely<Database>
  dialect: DialectName
  /**
   * The SQLite connection under Kysely, for the few reads on every request that must not wait in
   * Kysely's queue (content versions). Null on PostgreSQL.
   */
  sqlite: SQLite.Database | null
  /** PostgreSQL's connection pool, for its use in the metrics (null on SQLite: one connection). */
  pool: pg.Pool | null
}

export interface DatabaseOptions {
  /** postgres://… ; unset means SQLite. */
  url?: string | undefined
  /** PostgreSQL schema to work in (created if missing); tests give each file its own. */
  schema?: string | undefined
  /** SQLite file; ':memory:' for a private in-memory database. */
  sqliteFile?: string
  /** Told when an idle PostgreSQL connection fails (the server restarted or ended it); the pool replaces it. */
  onIdleError?: (err: Error) => void
}

/** Opens the database the configuration names. Everything dialect-specific lives in this file. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${quoteIdent(options.schema)}` } : {}),
    })
    // pg reports a lost connection as an 'error' event, on the pool while the connection idles in it
    // and on the connection itself while it is taken; an 'error' event with no listener ends the
    // process, so a PostgreSQL restart would take the server down with it. A taken connection's
    // loss also fails the statement that uses it next, which reports it; an idle one's is only
    // worth a log line, since the pool has dropped it and opens a new one for the next query.
    pool.on('connect', (client) => client.on('error', () => undefined))
    pool.on('error', (err) => options.onIdleError?.(err))
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] }),
      dialect: 'postgres',
      sqlite: null,
      pool,
    }
  }
  const file = options.sqliteFile ?? ':memory:'
  if (file !== ':memory:') createOwnerOnly(file)
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
      plugins: [new CamelCasePlugin()],
    }),
    dialect: 'sqlite',
    sqlite,
    pool: null,
  }
}

/**
 * Creates the SQLite file, empty, readable and writable by its owner alone, when it is not there
 * yet: it holds password hashes, e-mail addresses and the request log. SQLite gives the WAL and
 * shared-memory files it makes the mode of the database file. A file that exists keeps the modes
 * its operator gave it.
 */
function createOwnerOnly(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  try {
    fs.closeSync(fs.openSync(file, 'wx', 0o600))
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
  }
}

const STATEMENT_CACHE_SIZE = 500

/**
 * Kysely's SQLite driver prepares every query anew, which was the largest single cost of a request
 * (profiled: 13 % of a signed-in request's CPU). Queries are built from a fixed set of shapes, so a
 * bounded cache keyed by SQL text serves nearly all of them. better-sqlite3 re-prepares a cached
 * statement by itself after a schema change; we never stream, so a statement is never busy twice.
 */
export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>()
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql)
      if (statement) {
        // Re-insert to mark it recently used; the Map's first key is then the least recent.
        cache.delete(sql)
      } else {
        statement = sqlite.prepare(sql)
        if (cache.size >= size) cache.delete(cache.keys().next().value!)
      }
      cache.set(sql, statement)
      return statement
    },
  }
}

/** Creates the schema a test run works in (PostgreSQL only). */
export async function createSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`)
  } finally {
    await client.end()
  }
}

/** The advisory lock migrations hold shared and a drop exclusively (withCatalogueLock says why). */
const CATALOGUE_LOCK = 7_004_001

/**
 * Runs `work` while holding CATALOGUE_LOCK on a connection of its own: `shared` to migrate,
 * `exclusive` to drop tables. Kysely's migrator reads the catalogue of every schema in the database,
 * and a table or schema dropped meanwhile in another one fails that read ('relation … does not
 * exist'). dropSchema takes the same lock. SQLite has one file a database and needs none.
 */
export async function withCatalogueLock<T>(
  db: Kysely<Database>,
  mode: 'shared' | 'exclusive',
  work: () => Promise<T>,
): Promise<T> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return work()
  const [lock, unlock] =
    mode === 'shared'
      ? [
          sql`select pg_advisory_lock_shared(${CATALOGUE_LOCK})`,
          sql`select pg_advisory_unlock_shared(${CATALOGUE_LOCK})`,
        ]
      : [sql`select pg_advisory_lock(${CATALOGUE_LOCK})`, sql`select pg_advisory_unlock(${CATALOGUE_LOCK})`]
  return db.connection().execute(async (connection) => {
    await lock.execute(connection)
    try {
      return await work()
    } finally {
      await unlock.execute(connection)
    }
  })
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    // Released with the session when the client ends.
    await client.query('SELECT pg_advisory_lock($1)', [CATALOGUE_LOCK])
    await client.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`)
  } finally {
    await client.end()
  }
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe schema name: ${name}`)
  return `"${name}"`
}

/** COUNT(*) comes back as a number on SQLite and as text (bigint) on PostgreSQL. */
export function toCount(value: unknown): number {
  return Number(value ?? 0)
}

/**
 * A unique index refused the write, on either database (product codes, category names, a row's id
 * written twice). PostgreSQL's code covers primary keys too; SQLite names them apart.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505'
}

/**
 * The database refused the rows themselves (a constraint, a value of the wrong kind or size), not
 * the connection: writing them again will fail again. SQLite's constraint, mismatch and too-big
 * codes; PostgreSQL's classes 22 (data exception) and 23 (integrity constraint violation).
 */
export function isRefusedData(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code !== 'string') return false
  if (code.startsWith('SQLITE_')) return /^SQLITE_(CONSTRAINT|MISMATCH|TOOBIG|RANGE)/.test(code)
  return /^2[23][0-9A-Z]{3}$/.test(code)
}

/**
 * Serialises the transactions that change a superAdmin's state, so "the last active superAdmin" is
 * judged on committed data. PostgreSQL: the superAdmin role's row is locked until commit. SQLite
 * needs nothing: one process runs one transaction at a time, and a second process whose snapshot
 * went stale meanwhile is refused its write (SQLITE_BUSY) instead of committing on old data.
 */
export async function lockSuperAdmins(trx: Kysely<Database>): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return
  await trx
    .selectFrom('roles')
    .select('id')
    .where('nameKey', '=', SUPER_ADMIN_ROLE.toLowerCase())
    .forUpdate()
    .execute()
}
