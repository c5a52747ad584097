import { Migrator, PostgresAdapter, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely'

import type { Database } from './database.js'
import { withCatalogueLock } from './dialect.js'
import * as initial from './migrations/0001-initial.js'
import * as contentVersions from './migrations/0002-content-versions.js'
import * as productListIndexes from './migrations/0003-product-list-indexes.js'
import * as categoryNameKey from './migrations/0004-category-name-key.js'
import * as quotationDesk from './migrations/0005-quotation-desk.js'
import * as customerLists from './migrations/0006-customer-lists.js'
import * as administration from './migrations/0007-administration.js'
import * as requestLogCounts from './migrations/0008-request-log-counts.js'
import * as requestLogBounds from './migrations/0009-request-log-bounds.js'
import * as scheduledRuns from './migrations/0010-scheduled-runs.js'
import * as salesDesk from './migrations/0011-sales-desk.js'
import * as quotationSearch from './migrations/0012-quotation-search.js'
import * as contentTranslations from './migrations/0013-content-translations.js'
import * as visitorLanguage from './migrations/0014-visitor-language.js'

/** Listed in code, not read from a folder, so the same list runs from src (tests) and dist (start). */
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-content-versions': contentVersions,
  '0003-product-list-indexes': productListIndexes,
  '0004-category-name-key': categoryNameKey,
  '0005-quotation-desk': quotationDesk,
  '0006-customer-lists': customerLists,
  '0007-administration': administration,
  '0008-request-log-counts': requestLogCounts,
  '0009-request-log-bounds': requestLogBounds,
  '0010-scheduled-runs': scheduledRuns,
  '0011-sales-desk': salesDesk,
  '0012-quotation-search': quotationSearch,
  '0013-content-translations': contentTranslations,
  '0014-visitor-language': visitorLanguage,
}

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS }

/**
 * Brings the schema up to date. Safe to run any number of times and from several processes.
 * `schema`: the PostgreSQL schema the connection works in, when not public; SQLite has none, and
 * ignores it.
 */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<string[]> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return migrate(db)
  // Kysely looks for its bookkeeping tables in every schema unless it is told which one is its own:
  // another schema's (parallel test files each have one) made it skip creating the public schema's,
  // and the process then stopped with 'relation "kysely_migration_lock" does not exist'. Null when
  // the search path names no schema that exists: creating the first table then says so.
  const own =
    schema ?? (await sql<{ name: string | null }>`select current_schema() as name`.execute(db)).rows[0]?.name
  return withCatalogueLock(db, 'shared', () => migrate(db, own))
}

async function migrate(db: Kysely<Database>, schema?: string | null): Promise<string[]> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
