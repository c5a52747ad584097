import { createHash } from 'node:crypto'

import { ArchiveError, type Row } from './format.js'
import type { AnyDb } from './tables.js'
import type { TarEntry } from './tar.js'

/** What a restore writes, once the archive and the target have been checked (restore.ts). */

// Both databases take at least 32,766 parameters a statement; rows go in a few hundred at a time.
const MAX_PARAMETERS = 30_000
const MAX_ROWS_PER_INSERT = 500

/**
 * One file's bytes from the archive, checked again against the hash the check found: a file changed
 * between the two reads is refused. Files are a few MB at most (uploads are limited to 5 MB).
 */
export async function readFileEntry(
  relative: string,
  entry: TarEntry,
  expected: { size: number; sha256: string },
): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of entry.body) chunks.push(chunk)
  const bytes = Buffer.concat(chunks)
  if (createHash('sha256').update(bytes).digest('hex') !== expected.sha256) {
    throw new ArchiveError(`${relative} changed since the archive was checked`)
  }
  return bytes
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
