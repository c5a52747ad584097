import { createHash, randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'

import { sql, type Kysely } from 'kysely'

import { bumpContentVersion, CONTENT_SCOPES } from '../db/content-versions.js'
import type { Database } from '../db/database.js'
import type { DialectName } from '../db/dialect.js'
import { migrateToLatest } from '../db/migrate.js'
import {
  ArchiveError,
  FILE_ENTRY,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  ManifestSchema,
  TABLE_ENTRY,
  type Manifest,
  type Row,
} from './format.js'
import {
  appliedMigrations,
  attachmentPaths,
  isRestorablePath,
  isUnsent,
  KEPT_TABLES,
  LEFT_OUT_TABLES,
  tableColumns,
  type AnyDb,
} from './tables.js'
import { readTar, type TarEntry } from './tar.js'

export interface RestoreOptions {
  db: Kysely<Database>
  dialect: DialectName
  /** The PostgreSQL schema the connection works in when not the default one (tests). */
  schema?: string | undefined
  dataDir: string
  file: string
}

export interface RestoreSummary {
  manifest: Manifest
  filesWritten: number
  /** Files already in DATA_DIR with the same bytes (a move to PostgreSQL on the same machine). */
  filesInPlace: number
  /** The content versions after the restore: each above the archive's, so no cache serves old answers. */
  contentVersions: Record<string, number>
  durationMs: number
}

// Both databases take at least 32,766 parameters a statement; rows go in a few hundred at a time.
const MAX_PARAMETERS = 30_000
const MAX_ROWS_PER_INSERT = 500

/**
 * Loads a backup into an empty database and DATA_DIR. The target is migrated first; the archive is
 * then read through once and checked whole (gzip checksum, every row, every file's SHA-256, the
 * manifest) before anything is written, and read again to load: every row in one transaction, the
 * files before its commit. A failure leaves the database as it was and removes the files it wrote.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreSummary> {
  const started = performance.now()
  const { db, dialect, file } = options
  await fs.stat(file).catch(() => {
    throw new ArchiveError(`there is no file ${file}`)
  })
  await migrateToLatest(db, dialect === 'postgres' ? options.schema : undefined)
  const raw: AnyDb = db.withoutPlugins()
  await assertEmpty(raw)

  const manifest = await checkArchive(file)
  await assertSameSchema(raw, dialect, manifest)
  const { toWrite, inPlace } = await planFiles(options.dataDir, manifest)

  const written: string[] = []
  try {
    const contentVersions = await db.transaction().execute(async (trx) => {
      const loading: AnyDb = trx.withoutPlugins()
      // Checked again inside the transaction: nothing may have arrived since.
      await assertEmpty(loading)
      // The built-in roles an app or CLI start writes into a new database; the archive has its own.
      await loading.deleteFrom('roles').execute()
      const columns = new Map(manifest.tables.map((table) => [table.name, table.columns]))
      for await (const entry of readArchive(file)) {
        const tableMatch = TABLE_ENTRY.exec(entry.path)
        if (tableMatch) {
          const table = tableMatch[1]!
          await insertRows(loading, table, columns.get(table)!, parseLines(await readAll(entry)))
          continue
        }
        const fileMatch = FILE_ENTRY.exec(entry.path)
        if (fileMatch && toWrite.has(fileMatch[1]!)) {
          await writeFile(options.dataDir, fileMatch[1]!, entry, toWrite.get(fileMatch[1]!)!, written)
        }
      }
      // Raised past the archive's numbers: a cache anywhere that keyed an answer on a version this
      // database now has (a server already running on it, the catalogue PDF in DATA_DIR/catalog,
      // a process that served the source) must not serve it as current.
      for (const scope of CONTENT_SCOPES) await bumpContentVersion(trx, scope)
      const versions = await trx.selectFrom('contentVersions').select(['scope', 'version']).execute()
      return Object.fromEntries(versions.map((row) => [row.scope, Number(row.version)]))
    })
    return {
      manifest,
      filesWritten: written.length,
      filesInPlace: inPlace,
      contentVersions,
      durationMs: performance.now() - started,
    }
  } catch (err) {
    await Promise.all(written.map((file) => fs.rm(file, { force: true })))
    throw err
  }
}

/** Every table empty, bar the built-in roles the server or a CLI command writes at its first start. */
async function assertEmpty(db: AnyDb): Promise<void> {
  const filled: string[] = []
  for (const { name } of [...KEPT_TABLES, ...LEFT_OUT_TABLES]) {
    let query = db
      .selectFrom(name)
      .select(sql<number>`1`.as('found'))
      .limit(1)
    if (name === 'roles') query = query.where('is_built_in', '=', 0)
    if (await query.executeTakeFirst()) filled.push(name)
  }
  if (filled.length > 0) {
    throw new ArchiveError(
      `the target database is not empty (${filled.join(', ')} have rows): a backup is restored into an ` +
        'empty one only. Point DATABASE_URL at a new PostgreSQL database, or DATA_DIR at a new folder for SQLite.',
    )
  }
}

async function assertSameSchema(db: AnyDb, dialect: DialectName, manifest: Manifest): Promise<void> {
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

/** Files to write, by path, with their expected size and hash; refuses a DATA_DIR holding other bytes. */
async function planFiles(dataDir: string, manifest: Manifest) {
  const toWrite = new Map<string, { size: number; sha256: string }>()
  let inPlace = 0
  const conflicts: string[] = []
  for (const file of manifest.files) {
    const existing = await hashFile(path.join(dataDir, file.path))
    if (!existing) toWrite.set(file.path, file)
    else if (existing.size === file.size && existing.sha256 === file.sha256) inPlace++
    else conflicts.push(file.path)
  }
  // Stored names are generated and never reused: another file under one of them belongs to
  // another site, and overwriting it could not be undone if the restore then failed.
  if (conflicts.length > 0) {
    throw new ArchiveError(
      `DATA_DIR already holds different files under names the backup uses (${conflicts.slice(0, 3).join(', ')}): ` +
        'restore into a new DATA_DIR',
    )
  }
  return { toWrite, inPlace }
}

async function hashFile(file: string): Promise<{ size: number; sha256: string } | null> {
  const hash = createHash('sha256')
  let size = 0
  try {
    for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
      hash.update(chunk)
      size += chunk.length
    }
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ENOTDIR') return null
    throw err
  }
  return { size, sha256: hash.digest('hex') }
}

async function writeFile(
  dataDir: string,
  relative: string,
  entry: TarEntry,
  expected: { size: number; sha256: string },
  written: string[],
): Promise<void> {
  const target = path.join(dataDir, relative)
  await fs.mkdir(path.dirname(target), { recursive: true })
  // Beside the target, then renamed: the running site never serves half a file.
  const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`
  const hash = createHash('sha256')
  try {
    await pipeline(
      async function* () {
        for await (const chunk of entry.body) {
          hash.update(chunk)
          yield chunk
        }
      },
      createWriteStream(temp, { flags: 'wx' }),
    )
    if (hash.digest('hex') !== expected.sha256) {
      throw new ArchiveError(`${relative} changed since the archive was checked`)
    }
    await fs.rename(temp, target)
    written.push(target)
    // As on the source: the newest of a hero slide's pictures is the one shown.
    await fs.utimes(target, entry.mtime, entry.mtime)
  } finally {
    await fs.rm(temp, { force: true })
  }
}

async function insertRows(db: AnyDb, table: string, columns: string[], rows: Row[]): Promise<void> {
  const perInsert = Math.max(1, Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / columns.length)))
  for (let i = 0; i < rows.length; i += perInsert) {
    const values = rows
      .slice(i, i + perInsert)
      .map((row) => Object.fromEntries(columns.map((column) => [column, row[column]])))
    try {
      await db.insertInto(table).values(values).execute()
    } catch (err) {
      throw new ArchiveError(`could not load ${table}: ${(err as Error).message}`)
    }
  }
}

/**
 * The first read: every entry checked against the manifest at the end, before the database or
 * DATA_DIR is touched. Format and version are judged first, so a newer archive is named as such.
 */
async function checkArchive(file: string): Promise<Manifest> {
  const order = KEPT_TABLES.map((table) => table.name)
  // Each table's distinct column lists, as seen in its rows: one, the manifest's, in a sound archive.
  const tables = new Map<string, { rows: number; batches: number; shapes: Set<string> }>()
  const files = new Map<string, { size: number; sha256: string }>()
  const attachments = new Set<string>()
  const unexpected: string[] = []
  let manifestText: string | null = null
  let lastTable = -1

  for await (const entry of readArchive(file)) {
    if (manifestText !== null) {
      unexpected.push(entry.path)
      continue
    }
    if (entry.path === MANIFEST_ENTRY) {
      manifestText = (await readAll(entry)).toString('utf8')
      continue
    }
    const tableMatch = TABLE_ENTRY.exec(entry.path)
    const position = tableMatch ? order.indexOf(tableMatch[1]!) : -1
    if (tableMatch && position >= lastTable && files.size === 0) {
      lastTable = position
      const table = tableMatch[1]!
      const seen = tables.get(table) ?? { rows: 0, batches: 0, shapes: new Set<string>() }
      tables.set(table, seen)
      if (Number(tableMatch[2]) !== ++seen.batches) unexpected.push(entry.path)
      for (const row of parseLines(await readAll(entry))) {
        seen.rows++
        seen.shapes.add(shapeOf(Object.keys(row)))
        for (const value of Object.values(row)) {
          if (value !== null && typeof value !== 'string' && typeof value !== 'number') {
            throw new ArchiveError(`${entry.path} holds a value no column can take`)
          }
        }
        if (table === 'mail_queue' && isUnsent(row)) {
          for (const path of attachmentPaths(row.attachments)) attachments.add(path)
        }
      }
      continue
    }
    const fileMatch = FILE_ENTRY.exec(entry.path)
    if (fileMatch && !files.has(fileMatch[1]!)) {
      const hash = createHash('sha256')
      let size = 0
      for await (const chunk of entry.body) {
        hash.update(chunk)
        size += chunk.length
      }
      files.set(fileMatch[1]!, { size, sha256: hash.digest('hex') })
      continue
    }
    unexpected.push(entry.path)
  }

  if (manifestText === null) {
    throw new ArchiveError(
      `it ends without its manifest (${MANIFEST_ENTRY}): it was cut short, or is no backup`,
    )
  }
  const manifest = parseManifest(manifestText)
  if (unexpected.length > 0) {
    throw new ArchiveError(`it holds entries a backup does not have, or out of order (${unexpected[0]})`)
  }
  if (
    !sameMembers(
      manifest.tables.map((table) => table.name),
      order,
    )
  ) {
    throw new ArchiveError('its manifest does not list the tables this version of the site has')
  }
  for (const table of manifest.tables) {
    const seen = tables.get(table.name) ?? { rows: 0, shapes: new Set<string>() }
    if (seen.rows !== table.rows) {
      throw new ArchiveError(`${table.name} has ${seen.rows} rows, its manifest says ${table.rows}`)
    }
    if ([...seen.shapes].some((shape) => shape !== shapeOf(table.columns))) {
      throw new ArchiveError(`${table.name} has rows whose columns are not the ones its manifest lists`)
    }
  }
  for (const [table] of tables) {
    if (!manifest.tables.some((listed) => listed.name === table)) {
      throw new ArchiveError(`it holds rows of ${table}, which its manifest does not list`)
    }
  }
  if (files.size !== manifest.files.length) {
    throw new ArchiveError(`it holds ${files.size} files, its manifest lists ${manifest.files.length}`)
  }
  for (const listed of manifest.files) {
    const found = files.get(listed.path)
    if (!found || found.size !== listed.size || found.sha256 !== listed.sha256) {
      throw new ArchiveError(
        `${listed.path} is damaged or missing (size or SHA-256 differs from the manifest)`,
      )
    }
    const allowed = listed.path.startsWith('uploads/') || attachments.has(listed.path)
    if (!isRestorablePath(listed.path) || !allowed) {
      throw new ArchiveError(`it holds a file a restore does not write (${listed.path})`)
    }
  }
  return manifest
}

function parseManifest(text: string): Manifest {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new ArchiveError('its manifest is not JSON')
  }
  const head = value as { format?: unknown; formatVersion?: unknown } | null
  if (head?.format !== FORMAT) throw new ArchiveError('it is not a GWP backup')
  if (typeof head.formatVersion !== 'number' || head.formatVersion > FORMAT_VERSION) {
    throw new ArchiveError(
      `it is format version ${String(head.formatVersion)}, newer than this version of the site reads (${FORMAT_VERSION})`,
    )
  }
  const parsed = ManifestSchema.safeParse(value)
  if (!parsed.success)
    throw new ArchiveError(`its manifest is malformed (${parsed.error.issues[0]?.message})`)
  return parsed.data
}

/** The archive's entries, read from the file as they come. */
function readArchive(file: string): AsyncGenerator<TarEntry> {
  return readTar(unzipped(file))
}

/** The file's bytes uncompressed; gzip's failures are reported as a bad archive. */
async function* unzipped(file: string): AsyncGenerator<Buffer> {
  const gunzip = createGunzip()
  const input = createReadStream(file)
  input.on('error', (err) => gunzip.destroy(err))
  input.pipe(gunzip)
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) yield chunk
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? ''
    if (code === 'Z_DATA_ERROR' && /header/.test((err as Error).message)) {
      throw new ArchiveError('it is not a gzip file, so not a backup')
    }
    if (code === 'Z_BUF_ERROR') throw new ArchiveError('the archive ends early: it was cut short')
    if (code.startsWith('Z_')) throw new ArchiveError(`the archive is damaged (${(err as Error).message})`)
    throw err
  } finally {
    input.destroy()
    gunzip.destroy()
  }
}

async function readAll(entry: TarEntry): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of entry.body) chunks.push(chunk)
  return Buffer.concat(chunks)
}

function parseLines(data: Buffer): Row[] {
  return data
    .toString('utf8')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => {
      let row: unknown
      try {
        row = JSON.parse(line)
      } catch {
        throw new ArchiveError('a table entry holds a line that is not JSON')
      }
      if (row === null || typeof row !== 'object' || Array.isArray(row)) {
        throw new ArchiveError('a table entry holds a line that is not a row')
      }
      return row as Row
    })
}

const shapeOf = (columns: readonly string[]) => [...columns].sort().join('\n')

function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  return shapeOf(a) === shapeOf(b)
}
