import { describe, expect, it } from 'vitest'

import { ArchiveError } from './format.js'
import { END_OF_ARCHIVE, entryHeader, padding, readTar } from './tar.js'

const MTIME = new Date('2025-03-01T10:00:00Z')

function tarOf(entries: Array<[string, Buffer]>): Buffer {
  return Buffer.concat([
    ...entries.flatMap(([path, data]) => [entryHeader(path, data.length, MTIME), data, padding(data.length)]),
    END_OF_ARCHIVE,
  ])
}

/** The bytes in chunks of `size`, as a file or gunzip stream hands them over. */
async function* chunked(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size)
}

async function readAll(bytes: Buffer, chunkSize = 700): Promise<Array<[string, Buffer]>> {
  const out: Array<[string, Buffer]> = []
  for await (const entry of readTar(chunked(bytes, chunkSize))) {
    const parts: Buffer[] = []
    for await (const part of entry.body) parts.push(part)
    out.push([entry.path, Buffer.concat(parts)])
  }
  return out
}

describe('tar', () => {
  const longPath = `uploads/${'deep/'.repeat(30)}photo.png`
  const entries: Array<[string, Buffer]> = [
    ['tables/roles/000001.jsonl', Buffer.from('{"id":"r1"}\n')],
    ['files/uploads/empty.txt', Buffer.alloc(0)],
    [longPath, Buffer.from(Array.from({ length: 1537 }, (_, i) => (i * 7) % 256))],
    ['manifest.json', Buffer.from('{}')],
  ]

  it('reads back every entry, a path longer than the ustar field included, whatever the chunk size', async () => {
    expect(longPath.length).toBeGreaterThan(100)
    const tar = tarOf(entries)
    expect(tar.length % 512).toBe(0)
    for (const size of [1, 511, 512, 4096, tar.length]) expect(await readAll(tar, size)).toEqual(entries)
  })

  it("keeps each entry's modification time, to the second", async () => {
    const times: number[] = []
    for await (const entry of readTar(chunked(tarOf(entries), 512))) times.push(entry.mtime.getTime())
    expect(times).toEqual(entries.map(() => MTIME.getTime()))
  })

  it('skips what a reader leaves of an entry', async () => {
    const paths: string[] = []
    for await (const entry of readTar(chunked(tarOf(entries), 300))) paths.push(entry.path)
    expect(paths).toEqual(entries.map(([path]) => path))
  })

  it('says an archive that stops mid-entry was cut short', async () => {
    const tar = tarOf(entries)
    await expect(readAll(tar.subarray(0, 1800))).rejects.toThrow(
      new ArchiveError('the archive ends early: it was cut short'),
    )
  })

  it('refuses a damaged header', async () => {
    const tar = tarOf(entries)
    tar[10] = tar[10]! ^ 0xff
    await expect(readAll(tar)).rejects.toThrow('a tar header is damaged (its checksum does not match)')
  })

  it('refuses entries a backup never has, such as a symbolic link', async () => {
    const header = entryHeader('files/uploads/link.png', 0, MTIME)
    // Made a symlink ('2'), with the checksum computed again as tar does.
    header[156] = '2'.charCodeAt(0)
    header.fill(' ', 148, 156)
    const sum = header.reduce((total, byte) => total + byte, 0)
    header.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 'latin1')
    await expect(readAll(Buffer.concat([header, END_OF_ARCHIVE]))).rejects.toThrow(
      'the archive holds an entry of a kind a backup never has (tar type "2")',
    )
  })
})
