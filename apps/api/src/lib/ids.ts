import { randomFillSync } from 'node:crypto'

// Random bytes are drawn 4 KiB at a time: one system call per 256 ids instead of one per id (the
// request log makes an id for every request).
const POOL_BYTES = 4096
const pool = Buffer.alloc(POOL_BYTES)
let poolOffset = POOL_BYTES

/**
 * UUID v7 (RFC 9562): 48-bit millisecond time, then random bits. Time-ordered, so new rows
 * land at the end of primary-key indexes on both SQLite and PostgreSQL. The 16 bytes are written in
 * place in the pool, which each id uses once, so making an id allocates nothing but its text.
 */
export function newId(now = Date.now()): string {
  if (poolOffset + 16 > POOL_BYTES) {
    randomFillSync(pool)
    poolOffset = 0
  }
  const at = poolOffset
  poolOffset += 16
  pool.writeUIntBE(now, at, 6)
  pool[at + 6] = (pool[at + 6]! & 0x0f) | 0x70
  pool[at + 8] = (pool[at + 8]! & 0x3f) | 0x80
  const hex = pool.toString('hex', at, at + 16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
