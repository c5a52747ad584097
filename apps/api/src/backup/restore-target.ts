import { sql } from 'kysely'

import type { DialectName } from '../db/dialect.js'
import { sameMembers } from './archive-check.js'
import { ArchiveError, type Manifest } from './format.js'
import type { SiteFiles } from './site-files.js'
import { appliedMigrations, KEPT_TABLES, LEFT_OUT_TABLES, tableColumns, type AnyDb } from './tables.js'

/** What a restore is loaded into, checked before anything is written there. */

/**
 * Every table empty, bar what the server or a CLI command writes at its first start: the built-in
 * roles, and the housekeeping run it claims.
 */
export async function assertEmpty(db: AnyDb): Promise<void> {
  const filled: string[] = []
  for (const { name } of [...KEPT_TABLES, ...LEFT_OUT_TABLES]) {
    let query = db
      .selectFrom(name)
      .select(sql<number>`1`.as('found'))
      .limit(1)
    if (name === 'roles') query = query.where('is_built_in', '=', 0)
    if (name === 'scheduled_runs') continue
    if (await query.executeTakeFirst()) filled.push(name)
  }
  if (filled.length > 0) {
    throw new ArchiveError(
      `the target database is not empty (${filled.join(', ')} have rows): a backup is restored into an ` +
        'empty one only. Point DATABASE_URL at a new PostgreSQL database, or DATA_DIR at a new folder for SQLite.',
    )
  }
}

/** The archive's migrations and columns are this database's. */
export async function assertSameSchema(db: AnyDb, dialect: DialectName, manifest: Manifest): Promise<void> {
  const applied = await appliedMigrations(db, dialect)
  const newer = manifest.migrations.filter((name) => !applied.includes(name))
  if (newer.length > 0) {
    throw new ArchiveError(
      `the backup was made by a newer version of the site (its schema has ${newer.join(', ')}): ` +
        'restore it with that version or a later one',
    )
  }
  const older = applied.filter((name) => !manifest.migrations.includes(name))
  if (older.length > 0) {
    throw new ArchiveError(
      `the backup was made by an older version of the site (it lacks ${older.join(', ')}): restore it ` +
        'into an empty database with the version that made it, then start this version, which migrates it',
    )
  }
  for (const table of manifest.tables) {
    const columns = await tableColumns(db, dialect, table.name)
    if (!sameMembers(columns, table.columns)) {
      throw new ArchiveError(`the backup's ${table.name} columns do not match this database's`)
    }
  }
}

export interface FilePlan {
  /** Files to write, by path, with their expected size and hash. */
  toWrite: Map<string, { size: number; sha256: string }>
  /** Files already in the target with the same bytes. */
  inPlace: number
}

/**
 * Which of the archive's files the target lacks (DATA_DIR, or the bucket for uploads); refuses a
 * target holding other bytes under their names.
 */
export async function planFiles(
  files: SiteFiles,
  manifest: Manifest,
  target: 'DATA_DIR' | 'bucket',
): Promise<FilePlan> {
  const toWrite = new Map<string, { size: number; sha256: string }>()
  let inPlace = 0
  const conflicts: string[] = []
  for (const file of manifest.files) {
    const existing = await files.hash(file.path)
    if (!existing) toWrite.set(file.path, file)
    else if (existing.size === file.size && existing.sha256 === file.sha256) inPlace++
    else conflicts.push(file.path)
  }
  // Stored names are generated and never reused: another file under one of them belongs to
  // another site, and overwriting it could not be undone if the restore then failed.
  if (conflicts.length > 0) {
    const where = target === 'bucket' ? 'the bucket' : 'DATA_DIR'
    const fresh = target === 'bucket' ? 'an empty bucket (or another S3_PREFIX)' : 'a new DATA_DIR'
    throw new ArchiveError(
      `${where} already holds different files under names the backup uses (${conflicts.slice(0, 3).join(', ')}): ` +
        `restore into ${fresh}`,
    )
  }
  return { toWrite, inPlace }
}
