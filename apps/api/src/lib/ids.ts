import { randomFillSync } from 'node:crypto'

// Random bytes are drawn 4 KiB at a time: one system call per 256 ids instead of one per id (the
// request log makes an id for every request).
const POOL_BYTES = 4096
const pool = Buffer.alloc(POOL_BYTES)
let poolOffset = POOL_BYTES

/** 12 bits after the version (RFC 9562 "rand_a") count the ids of one millisecond. */
const SEQUENCE_MAX = 0xfff
let lastMs = -1
let sequence = 0

/**
 * UUID v7 (RFC 9562): 48-bit millisecond time, a 12-bit sequence, then random bits. Time-ordered,
 * so new rows land at the end of primary-key indexes on both SQLite and PostgreSQL; the first 2,048 ids
 * this process makes within one millisecond also sort in the order they were made (the sequence
 * starts at a random value below 2048 and counts up: method 3 of the RFC), so "newest first" stays
 * true to the order of events when the time ties. The 16 bytes are written in place in the pool, which each id uses once.
 */
export function newId(now = Date.now()): string {
  if (poolOffset + 16 > POOL_BYTES) {
    randomFillSync(pool)
    poolOffset = 0
  }
  const at = poolOffset
  poolOffset += 16
  if (now === lastMs && sequence < SEQUENCE_MAX) {
    sequence++
  } else {
    lastMs = now
    // A new millisecond starts its count at 11 random bits the id's own random bytes already hold.
    sequence = ((pool[at + 6]! & 0x07) << 8) | pool[at + 7]!
  }
  pool.writeUIntBE(now, at, 6)
  pool[at + 6] = 0x70 | (sequence >> 8)
  pool[at + 7] = sequence & 0xff
  pool[at + 8] = (pool[at + 8]! & 0x3f) | 0x80
  const hex = pool.toString('hex', at, at + 16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
