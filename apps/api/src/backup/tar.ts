import { ArchiveError } from './format.js'

/**
 * The little of the tar format (POSIX ustar, with PAX records for long paths) a backup needs: regular
 * files only, written and read as a stream. A backup is then a plain `.tar.gz` that `tar` lists and
 * unpacks, without an npm dependency for the format.
 */

const BLOCK = 512
/** The largest size the header's 11 octal digits hold (8 GiB less one byte). */
const MAX_SIZE = 8 ** 11 - 1
const NAME_BYTES = 100

export const END_OF_ARCHIVE = Buffer.alloc(BLOCK * 2)

/** The zero bytes that pad an entry's data to a whole block. */
export function padding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK)
}

/**
 * The header block of one regular file, preceded by a PAX header when the path does not fit the
 * ustar name field or is not plain ASCII.
 */
export function entryHeader(path: string, size: number, mtime: Date): Buffer {
  if (size > MAX_SIZE) throw new Error(`${path} is larger than a backup entry may be (8 GiB)`)
  const plain = Buffer.byteLength(path) <= NAME_BYTES && /^[\x20-\x7e]*$/.test(path)
  if (plain) return headerBlock(path, size, mtime, '0')
  const record = paxRecord('path', path)
  return Buffer.concat([
    headerBlock('PaxHeader', record.length, mtime, 'x'),
    record,
    padding(record.length),
    headerBlock(path.replace(/[^\x20-\x7e]/g, '_').slice(-NAME_BYTES), size, mtime, '0'),
  ])
}

function headerBlock(name: string, size: number, mtime: Date, type: '0' | 'x'): Buffer {
  const block = Buffer.alloc(BLOCK)
  block.write(name, 0, NAME_BYTES, 'latin1')
  writeOctal(block, 0o644, 100, 8)
  writeOctal(block, 0, 108, 8)
  writeOctal(block, 0, 116, 8)
  writeOctal(block, size, 124, 12)
  writeOctal(block, Math.floor(mtime.getTime() / 1000), 136, 12)
  block.write(type, 156, 'latin1')
  block.write('ustar\u000000', 257, 'latin1')
  block.fill(' ', 148, 156)
  const sum = block.reduce((total, byte) => total + byte, 0)
  block.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 'latin1')
  return block
}

function writeOctal(block: Buffer, value: number, offset: number, length: number): void {
  block.write(`${value.toString(8).padStart(length - 1, '0')}\u0000`, offset, length, 'latin1')
}

/** `<length> <key>=<value>\n`, where the length counts the whole record, its own digits included. */
function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`
  let length = Buffer.byteLength(body)
  while (String(length).length + Buffer.byteLength(body) !== length) {
    length = String(length).length + Buffer.byteLength(body)
  }
  return Buffer.from(`${length}${body}`)
}

export interface TarEntry {
  path: string
  size: number
  mtime: Date
  /** The entry's bytes; what the reader does not consume is skipped before the next entry. */
  body: AsyncGenerator<Buffer>
}

/**
 * The regular files of a tar stream, in order. Anything else a backup never holds (links, devices)
 * is refused rather than skipped, and an archive that stops mid-entry is reported as cut short.
 */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source[Symbol.asyncIterator]())
  let pax: Record<string, string> = {}
  for (;;) {
    const block = await reader.read(BLOCK)
    if (block.every((byte) => byte === 0)) {
      // Read to the very end, so a compressed source checks its own checksum too.
      await reader.drain()
      return
    }
    if (readOctal(block, 148, 8) !== checksumOf(block)) {
      throw new ArchiveError('a tar header is damaged (its checksum does not match)')
    }
    const type = String.fromCharCode(block[156]!)
    const size = readOctal(block, 124, 12)
    if (type === 'x' || type === 'g') {
      const records = parsePax(await reader.read(size))
      await reader.read(padding(size).length)
      if (type === 'x') pax = records
      continue
    }
    if (type === '5') continue
    if (type !== '0' && type !== '\u0000') {
      throw new ArchiveError(`the archive holds an entry of a kind a backup never has (tar type "${type}")`)
    }
    const name = readString(block, 0, NAME_BYTES)
    const prefix = block.toString('latin1', 257, 262) === 'ustar' ? readString(block, 345, 155) : ''
    const path = pax.path ?? (prefix ? `${prefix}/${name}` : name)
    pax = {}

    let remaining = size
    const body = (async function* () {
      while (remaining > 0) {
        const chunk = await reader.readSome(remaining)
        remaining -= chunk.length
        yield chunk
      }
    })()
    yield { path, size, mtime: new Date(readOctal(block, 136, 12) * 1000), body }
    while (remaining > 0) remaining -= (await reader.readSome(remaining)).length
    await reader.read(padding(size).length)
  }
}

function checksumOf(block: Buffer): number {
  let sum = 0
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i]!
  return sum
}

function readString(block: Buffer, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length)
  const end = field.indexOf(0)
  return field.toString('utf8', 0, end === -1 ? length : end)
}

function readOctal(block: Buffer, offset: number, length: number): number {
  const text = readString(block, offset, length).trim()
  if (!/^[0-7]+$/.test(text)) throw new ArchiveError('a tar header is damaged (a number field is not octal)')
  return parseInt(text, 8)
}

function parsePax(data: Buffer): Record<string, string> {
  const records: Record<string, string> = {}
  let offset = 0
  while (offset < data.length) {
    const space = data.indexOf(0x20, offset)
    const length = Number(data.toString('latin1', offset, space))
    if (space === -1 || !Number.isInteger(length) || length <= 0 || offset + length > data.length) {
      throw new ArchiveError('a tar extended header is damaged')
    }
    const record = data.toString('utf8', space + 1, offset + length - 1)
    const equals = record.indexOf('=')
    records[record.slice(0, equals)] = record.slice(equals + 1)
    offset += length
  }
  return records
}

/** Exact reads over a stream of chunks of any size. */
class ByteReader {
  private buffered: Buffer = Buffer.alloc(0)

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  /** Up to `max` bytes, at least one. */
  async readSome(max: number): Promise<Buffer> {
    if (this.buffered.length === 0) await this.fill()
    const chunk = this.buffered.subarray(0, max)
    this.buffered = this.buffered.subarray(chunk.length)
    return chunk
  }

  async read(length: number): Promise<Buffer> {
    while (this.buffered.length < length) await this.fill()
    const chunk = this.buffered.subarray(0, length)
    this.buffered = this.buffered.subarray(length)
    return chunk
  }

  async drain(): Promise<void> {
    this.buffered = Buffer.alloc(0)
    while (!(await this.source.next()).done);
  }

  private async fill(): Promise<void> {
    const next = await this.source.next()
    if (next.done) throw new ArchiveError('the archive ends early: it was cut short')
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, next.value]) : next.value
  }
}
