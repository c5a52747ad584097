import { randomFillSync } from 'node:crypto'

// Random bytes are drawn 4 KiB at a time: one system call per 256 ids instead of one per id (the
// request log makes an id for every request).
const POOL_BYTES = 4096
const pool = Buffer.alloc(POOL_BYTES)
let poolOffset = POOL_BYTES

function randomBytes16(): Buffer {
  if (poolOffset + 16 > POOL_BYTES) {
    randomFillSync(pool)
    poolOffset = 0
  }
  const bytes = Buffer.from(pool.subarray(poolOffset, poolOffset + 16))
  poolOffset += 16
  return bytes
}

/**
 * UUID v7 (RFC 9562): 48-bit millisecond time, then random bits. Time-ordered, so new rows
 * land at the end of primary-key indexes on both SQLite and PostgreSQL.
 */
export function newId(now = Date.now()): string {
  const bytes = randomBytes16()
  bytes.writeUIntBE(now, 0, 6)
  bytes[6] = (bytes[6]! & 0x0f) | 0x70
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
