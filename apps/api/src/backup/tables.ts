import { sql, type Kysely } from 'kysely'

import type { DialectName } from '../db/dialect.js'
import { imageFiles, UPLOADS_PREFIX } from '../storage/images.js'
import type { Row } from './format.js'
import { isRestorablePath } from './restorable-files.js'

/**
 * Every table of the schema, by its SQL name, and what a backup does with it. A table no entry names
 * stops the backup (listTables), so a migration that adds one cannot be forgotten here.
 */

export interface KeptTable {
  name: string
  /** The primary key: rows are read a batch at a time in its order. */
  key: string
  /** Paths under DATA_DIR of the files a row needs, so a backup knows which ones must be there. */
  files?: (row: Row) => string[]
  /** Rows that must not leave the database, with the reason the manifest gives for them. */
  skip?: { row: (row: Row) => boolean; reason: string }
}

export interface LeftOutTable {
  name: string
  reason: string
}

/**
 * Insert order: every table after the tables its foreign keys point to (roles → admins → categories →
 * sub_categories → products → blogs, quotations; the rest have none).
 */
export const KEPT_TABLES: readonly KeptTable[] = [
  { name: 'roles', key: 'id' },
  // Password hashes go in: argon2id hashes, and admins must sign in after a restore.
  { name: 'admins', key: 'id' },
  { name: 'categories', key: 'id', files: (row) => image(row.image) },
  { name: 'sub_categories', key: 'id', files: (row) => image(row.image) },
  { name: 'products', key: 'id', files: (row) => jsonList(row.images).flatMap(image) },
  { name: 'blogs', key: 'id', files: (row) => image(row.image) },
  { name: 'quotations', key: 'id' },
  // The sales desk (decision record 021). An offer's PDF is not in the archive: it is drawn again
  // from the row when it is missing from the store. Its link hash stays, so a customer's link works
  // on the restored site.
  { name: 'quotation_events', key: 'id' },
  { name: 'offers', key: 'id' },
  { name: 'offer_numbers', key: 'year' },
  { name: 'potential_customers', key: 'id' },
  { name: 'events', key: 'id', files: (row) => image(row.banner_image) },
  { name: 'partner_logos', key: 'id', files: (row) => image(row.image) },
  { name: 'heading', key: 'id' },
  { name: 'server_logs', key: 'id' },
  // Read in the same snapshot as server_logs, so the restored total agrees with the restored rows.
  { name: 'server_logs_total', key: 'id' },
  // Kept: a quotation's notice to staff or a requested catalogue that was not sent yet is a promise
  // the site made, and must still be kept after a move; the mail worker sends it from the new
  // database. Sent rows have no body left (mail-queue.repository.ts). Their attachments (catalogue
  // PDFs in DATA_DIR/catalog) go in with them.
  {
    name: 'mail_queue',
    key: 'id',
    files: (row) => (isUnsent(row) ? attachmentPaths(row.attachments) : []),
    skip: {
      // password-reset.service.ts writes the link with the token in clear; the token's row is left
      // out, so the link could not work after a restore, while on the source it may still be live.
      row: (row) => [row.text_body, row.html_body].some((body) => String(body ?? '').includes(RESET_LINK)),
      reason: 'unsent password-reset e-mails: their link holds a live token in clear',
    },
  },
  { name: 'content_versions', key: 'scope' },
  { name: 'audit_entries', key: 'id' },
]

export const LEFT_OUT_TABLES: readonly LeftOutTable[] = [
  {
    name: 'sessions',
    reason: 'sign-in tokens (as hashes); admins sign in again after a restore',
  },
  {
    name: 'password_reset_tokens',
    reason: 'reset-link tokens (as hashes); a link asked for before the backup must not work after it',
  },
  {
    // Counted over 15-minute windows: by the time a backup is restored they no longer count, and they
    // hold IP addresses and the usernames people tried.
    name: 'login_attempts',
    reason: 'failed sign-ins and reset requests, kept only for the throttle window',
  },
  {
    name: 'scheduled_runs',
    reason: 'when housekeeping last ran; a restored site runs it when it starts',
  },
]

const RESET_LINK = '/reset-password/'

/** A stored image's files, when the site wrote them (a restore takes no other: restorable-files.ts). */
function image(value: unknown): string[] {
  return typeof value === 'string' && value.startsWith(UPLOADS_PREFIX)
    ? imageFiles(value).filter(isRestorablePath)
    : []
}

function jsonList(value: unknown): unknown[] {
  try {
    const list: unknown = JSON.parse(String(value))
    return Array.isArray(list) ? list : []
  } catch {
    return []
  }
}

/** Rows the mail worker will still send ('failed' is final). */
export function isUnsent(row: Row): boolean {
  return row.status === 'pending' || row.status === 'sending'
}

export function attachmentPaths(value: unknown): string[] {
  return jsonList(value)
    .map((file) => (file as { path?: unknown } | null)?.path)
    .filter((path): path is string => typeof path === 'string' && isRestorablePath(path))
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are named at run time here
export type AnyDb = Kysely<any>

/** Kysely's migration bookkeeping: each database keeps its own, written by the migrator. */
const MIGRATOR_TABLES = ['kysely_migration', 'kysely_migration_lock']

/**
 * The tables of the database's schema, Kysely's own included. The system tables differ by dialect;
 * on PostgreSQL only the current schema is read, so the schemas of parallel test runs stay out of sight.
 */
async function listTables(db: AnyDb, dialect: DialectName): Promise<string[]> {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
  return rows.map((row) => row.name)
}

/** Tables the schema has that this catalogue does not name: a schema newer than the code. */
export async function unknownTables(db: AnyDb, dialect: DialectName): Promise<string[]> {
  const known = new Set([...KEPT_TABLES, ...LEFT_OUT_TABLES].map((table) => table.name))
  return (await listTables(db, dialect))
    .filter((name) => !known.has(name) && !MIGRATOR_TABLES.includes(name) && !name.startsWith('sqlite_'))
    .sort()
}

/** The table's columns in their order; empty when there is no such table. */
export async function tableColumns(db: AnyDb, dialect: DialectName, table: string): Promise<string[]> {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from pragma_table_info(${table}) order by cid`.execute(db)
      : await sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(
          db,
        )
  return rows.map((row) => row.name)
}

/** The migrations applied to the database, in order; empty when it was never migrated. */
export async function appliedMigrations(db: AnyDb, dialect: DialectName): Promise<string[]> {
  if (!(await listTables(db, dialect)).includes(MIGRATOR_TABLES[0]!)) return []
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)
  return rows.map((row) => row.name)
}
