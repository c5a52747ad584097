import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'

import type { Kysely } from 'kysely'

import type { Database } from '../db/database.js'
import type { DialectName } from '../db/dialect.js'
import type { Storage } from '../storage/storage.js'
import {
  ArchiveError,
  fileEntry,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  tableEntry,
  type Manifest,
  type Row,
} from './format.js'
import { siteFiles, type SiteFiles } from './site-files.js'
import {
  appliedMigrations,
  KEPT_TABLES,
  LEFT_OUT_TABLES,
  tableColumns,
  unknownTables,
  type AnyDb,
} from './tables.js'
import { END_OF_ARCHIVE, entryHeader, padding } from './tar.js'

export interface BackupOptions {
  /** Its own connection: a SQLite snapshot holds the connection for the whole read. */
  db: Kysely<Database>
  dialect: DialectName
  dataDir: string
  /** Where the uploads are when not under DATA_DIR/uploads: the bucket S3_BUCKET names. */
  storage?: Storage | undefined
  /** The archive to write; an existing file there is replaced only by a complete new one. */
  out: string
  /** Rows per query and per archive entry. */
  batchRows?: number
}

export interface BackupSummary {
  file: string
  bytes: number
  manifest: Manifest
  /** Snapshots taken: more than one when files the rows named were deleted while the backup ran. */
  attempts: number
  durationMs: number
}

const BATCH_ROWS = 500
const MAX_ATTEMPTS = 3

/**
 * The guarantee, also in the manifest and the README. Rows: every table is read inside one read
 * transaction, so the archive holds the database as it was at one moment however long the read takes
 * and whatever the site writes meanwhile (SQLite: BEGIN and every read on one connection, which
 * holds one WAL snapshot; PostgreSQL: REPEATABLE READ, READ ONLY). Files: an upload is never changed
 * in place (every file gets a new generated name) and is written before the row that names it
 * commits, so each file the snapshot names was on disk, with these bytes, at that moment. Files are
 * read after the rows; one deleted in between (its row deleted after the snapshot) is missed, and then
 * the whole backup is taken again from a new snapshot. Files nothing names yet (an upload whose row
 * commits later) go in too and are harmless after a restore. The hero pictures, which no row names
 * and staff replace by hand, are each read whole as they settle (readSettled).
 */
const CONSISTENCY =
  'rows: one read transaction, the database as of one moment; files: every file those rows name, ' +
  'read after them (uploads are never changed in place), plus every other file under uploads'

/**
 * Writes a backup archive of the database and the files under DATA_DIR the site needs (format.ts).
 * Safe while the site runs; see CONSISTENCY.
 */
export async function createBackup(options: BackupOptions): Promise<BackupSummary> {
  const started = performance.now()
  const out = path.resolve(options.out)
  await fs.mkdir(path.dirname(out), { recursive: true })
  const temp = `${out}.${randomBytes(6).toString('hex')}.partial`
  let previouslyMissing: Set<string> | null = null
  try {
    for (let attempt = 1; ; attempt++) {
      const manifest = await writeArchive(options, temp)
      const missing = manifest.missingFiles
      // Missing in two snapshots running and still named: lost on the site itself, not deleted
      // while the backup read; the backup cannot do better than say so.
      const settled = previouslyMissing !== null && missing.every((file) => previouslyMissing!.has(file))
      if (missing.length === 0 || settled) {
        await syncFile(temp)
        await fs.rename(temp, out)
        const { size } = await fs.stat(out)
        return {
          file: out,
          bytes: size,
          manifest,
          attempts: attempt,
          durationMs: performance.now() - started,
        }
      }
      if (attempt === MAX_ATTEMPTS) {
        throw new ArchiveError(
          `files the database names kept being deleted while the backup read them (${missing.slice(0, 3).join(', ')}); ` +
            'run the backup again',
        )
      }
      previouslyMissing = new Set(missing)
      await fs.rm(temp, { force: true })
    }
  } catch (err) {
    await fs.rm(temp, { force: true })
    throw err
  }
}

async function writeArchive(options: BackupOptions, temp: string): Promise<Manifest> {
  const manifest: Manifest = {
    format: FORMAT,
    formatVersion: FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    source: { dialect: options.dialect },
    migrations: [],
    consistency: CONSISTENCY,
    tables: [],
    leftOut: LEFT_OUT_TABLES.map((table) => ({ table: table.name, rows: 'all', reason: table.reason })),
    files: [],
    missingFiles: [],
  }
  // Opened before anything is read: a stream that opens its file itself may create it after a
  // failed backup has already cleaned up, leaving a stray partial file behind.
  // Owner-only from its first byte: it holds the admins' password hashes and every enquiry.
  const handle = await fs.open(temp, 'wx', 0o600)
  await pipeline(() => archiveChunks(options, manifest), createGzip(), handle.createWriteStream())
  return manifest
}

async function* archiveChunks(options: BackupOptions, manifest: Manifest): AsyncGenerator<Buffer> {
  const named = new Set<string>()
  yield* tableChunks(options, manifest, named)
  yield* fileChunks(siteFiles(options.dataDir, options.storage), manifest, named)
  const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`)
  yield entryHeader(MANIFEST_ENTRY, text.length, new Date(manifest.createdAt))
  yield text
  yield padding(text.length)
  yield END_OF_ARCHIVE
}

async function* tableChunks(
  { db, dialect, batchRows = BATCH_ROWS }: BackupOptions,
  manifest: Manifest,
  named: Set<string>,
): AsyncGenerator<Buffer> {
  const snapshot = await (
    dialect === 'postgres'
      ? db.startTransaction().setIsolationLevel('repeatable read').setAccessMode('read only')
      : db.startTransaction()
  ).execute()
  try {
    // SQL names throughout: the archive is the database's own shape, not the app's camelCase view.
    const raw: AnyDb = snapshot.withoutPlugins()
    manifest.migrations = await appliedMigrations(raw, dialect)
    if (manifest.migrations.length === 0) {
      throw new ArchiveError(
        'the database has no tables yet: start the site (or run npm run db:migrate) first',
      )
    }
    const unknown = await unknownTables(raw, dialect)
    if (unknown.length > 0) {
      throw new ArchiveError(
        `the database has tables this version of the site does not know (${unknown.join(', ')}): ` +
          'back it up with the version that runs on it',
      )
    }
    const mtime = new Date(manifest.createdAt)
    for (const table of KEPT_TABLES) {
      const columns = await tableColumns(raw, dialect, table.name)
      let rows = 0
      let skipped = 0
      let batch = 0
      let after: unknown
      for (;;) {
        let query = raw.selectFrom(table.name).selectAll().orderBy(table.key).limit(batchRows)
        if (after !== undefined) query = query.where(table.key, '>', after)
        const page = (await query.execute()) as Row[]
        if (page.length === 0) break
        after = page[page.length - 1]![table.key]
        const lines: string[] = []
        for (const row of page) {
          assertPlainValues(table.name, row)
          if (table.skip?.row(row)) {
            skipped++
            continue
          }
          for (const file of table.files?.(row) ?? []) named.add(file)
          lines.push(JSON.stringify(row))
        }
        if (lines.length > 0) {
          const data = Buffer.from(`${lines.join('\n')}\n`)
          yield entryHeader(tableEntry(table.name, ++batch), data.length, mtime)
          yield data
          yield padding(data.length)
          rows += lines.length
        }
        if (page.length < batchRows) break
      }
      manifest.tables.push({ name: table.name, columns, rows })
      if (skipped > 0) manifest.leftOut.push({ table: table.name, rows: skipped, reason: table.skip!.reason })
    }
  } finally {
    // Nothing was written: ending it either way releases the snapshot.
    await snapshot.rollback().execute()
  }
}

/** The database's values are text, integers or null (database.ts); anything else would not survive. */
function assertPlainValues(table: string, row: Row): void {
  for (const [column, value] of Object.entries(row)) {
    const plain =
      value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
    if (!plain) throw new Error(`${table}.${column} holds a value a backup cannot store (${typeof value})`)
  }
}

async function* fileChunks(files: SiteFiles, manifest: Manifest, named: Set<string>): AsyncGenerator<Buffer> {
  const paths = [...new Set([...named, ...(await files.listUploads())])].sort()
  for (const file of paths) {
    const read = await files.read(file)
    if (!read) {
      // An unnamed file deleted since it was listed was garbage anyway.
      if (named.has(file)) manifest.missingFiles.push(file)
      continue
    }
    yield entryHeader(fileEntry(file), read.bytes.length, read.mtime)
    yield read.bytes
    yield padding(read.bytes.length)
    manifest.files.push({
      path: file,
      size: read.bytes.length,
      sha256: createHash('sha256').update(read.bytes).digest('hex'),
    })
  }
}

/** The archive reaches the disk before it takes its final name, so a crash never leaves half of one there. */
async function syncFile(file: string): Promise<void> {
  const handle = await fs.open(file, 'r+')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}
