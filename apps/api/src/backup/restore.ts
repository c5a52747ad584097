import fs from 'node:fs/promises'

import type { Kysely } from 'kysely'

import { bumpContentVersion, CONTENT_SCOPES } from '../db/content-versions.js'
import type { Database } from '../db/database.js'
import type { DialectName } from '../db/dialect.js'
import { migrateToLatest } from '../db/migrate.js'
import { HERO_FOLDER, HERO_ORIGINAL } from '../storage/hero-originals.js'
import { UPLOADS_PREFIX } from '../storage/images.js'
import type { Storage } from '../storage/storage.js'
import { checkArchive } from './archive-check.js'
import { parseLines, readAll, readArchive } from './archive-reading.js'
import { ArchiveError, FILE_ENTRY, TABLE_ENTRY, type Manifest } from './format.js'
import { assertEmpty, assertSameSchema, planFiles } from './restore-target.js'
import { insertRows, readFileEntry } from './restore-writes.js'
import { siteFiles, type SiteFiles } from './site-files.js'
import type { AnyDb } from './tables.js'

export interface RestoreOptions {
  db: Kysely<Database>
  dialect: DialectName
  /** The PostgreSQL schema the connection works in when not the default one (tests). */
  schema?: string | undefined
  dataDir: string
  /** Where the uploads go when not under DATA_DIR/uploads: the bucket S3_BUCKET names. */
  storage?: Storage | undefined
  file: string
}

export interface RestoreSummary {
  manifest: Manifest
  filesWritten: number
  /** Files already in the target with the same bytes (a move to PostgreSQL on the same machine). */
  filesInPlace: number
  /** The content versions after the restore: each above the archive's, so no cache serves old answers. */
  contentVersions: Record<string, number>
  durationMs: number
}

const HERO_PREFIX = `${UPLOADS_PREFIX}${HERO_FOLDER}/`

/**
 * Loads a backup into an empty database and DATA_DIR. The target is migrated first; the archive is
 * then read through once and checked whole (archive-check.ts: gzip checksum, every row, every file's
 * SHA-256, name and content, the manifest) and the target too (restore-target.ts) before anything is
 * written, and read again to load (restore-writes.ts): every row in one transaction, the files before
 * its commit. A failure leaves the database as it was and removes the files it wrote.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreSummary> {
  const started = performance.now()
  const { db, dialect, file } = options
  await fs.stat(file).catch(() => {
    throw new ArchiveError(`there is no file ${file}`)
  })
  await migrateToLatest(db, options.schema)
  const raw: AnyDb = db.withoutPlugins()
  await assertEmpty(raw)

  const manifest = await checkArchive(file)
  await assertSameSchema(raw, dialect, manifest)
  const files = siteFiles(options.dataDir, options.storage)
  const { toWrite, inPlace } = await planFiles(files, manifest, options.storage ? 'bucket' : 'DATA_DIR')

  const written: string[] = []
  // The hero's pictures, written at the end (heroPicturesToWrite).
  const heroPictures: HeroPicture[] = []
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
        const path = fileMatch?.[1]
        if (path && toWrite.has(path)) {
          const bytes = await readFileEntry(path, entry, toWrite.get(path)!)
          if (path.startsWith(HERO_PREFIX)) heroPictures.push({ file: path, bytes, mtime: entry.mtime })
          else await writeOne(files, { file: path, bytes, mtime: entry.mtime }, written)
        }
      }
      for (const picture of heroPicturesToWrite(heroPictures, Boolean(options.storage)))
        await writeOne(files, picture, written)
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
    await files.remove(written)
    throw err
  }
}

interface HeroPicture {
  file: string
  bytes: Buffer
  mtime: Date
}

/**
 * The newest of a slide's pictures is the one shown. On disk each keeps its time from the archive, so
 * all are written; a bucket dates an object itself, to the second, so only the newest of each slide
 * goes there: the others would never be shown.
 */
function heroPicturesToWrite(pictures: HeroPicture[], toBucket: boolean): HeroPicture[] {
  if (!toBucket) return pictures
  const newest = new Map<string, HeroPicture>()
  for (const picture of pictures) {
    const slide = HERO_ORIGINAL.exec(picture.file.slice(HERO_PREFIX.length))?.[1] ?? picture.file
    const known = newest.get(slide)
    if (!known || picture.mtime > known.mtime) newest.set(slide, picture)
  }
  return [...newest.values()]
}

async function writeOne(
  files: SiteFiles,
  { file, bytes, mtime }: { file: string; bytes: Buffer; mtime: Date },
  written: string[],
): Promise<void> {
  await files.write(file, bytes, mtime)
  written.push(file)
}
