import { createHash, randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import { ArchiveError, type Row } from './format.js'
import type { AnyDb } from './tables.js'
import type { TarEntry } from './tar.js'

/** What a restore writes, once the archive and the target have been checked (restore.ts). */

// Both databases take at least 32,766 parameters a statement; rows go in a few hundred at a time.
const MAX_PARAMETERS = 30_000
const MAX_ROWS_PER_INSERT = 500

/** One file from the archive into DATA_DIR, its path pushed onto `written` once it is in place. */
export async function writeFile(
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

/** One table entry's rows, a few hundred an INSERT. */
export async function insertRows(db: AnyDb, table: string, columns: string[], rows: Row[]): Promise<void> {
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
