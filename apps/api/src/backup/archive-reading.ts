import { createReadStream } from 'node:fs'
import { createGunzip } from 'node:zlib'

import { ArchiveError, type Row } from './format.js'
import { readTar, type TarEntry } from './tar.js'

/** The archive's entries, read from the file as they come. */
export function readArchive(file: string): AsyncGenerator<TarEntry> {
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

export async function readAll(entry: TarEntry): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of entry.body) chunks.push(chunk)
  return Buffer.concat(chunks)
}

/** A table entry's rows: one JSON object per line. */
export function parseLines(data: Buffer): Row[] {
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
