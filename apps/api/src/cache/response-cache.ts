import { hash } from 'node:crypto'
import zlib from 'node:zlib'

import type { ContentScope } from '../db/content-versions.js'

/**
 * What a cached answer depends on: one area of content (an API read), or 'pages': a server-rendered
 * document, which may show any area and the day's exhibitions.
 */
export type CacheDependency = ContentScope | 'pages'

export type Encoding = 'br' | 'gzip'

export interface CachedResponse {
  dependsOn: CacheDependency
  /** The pattern of the route that made it (`/api/v1/product/:id`, `/*` for pages), for the metrics. */
  route: string
  /** The content versions (and day) the body was made under; the entry is valid while they hold. */
  validity: string
  body: Buffer
  etag: string
  /** Content-Type, Cache-Control, Vary and, for documents, their CSP: sent with every copy. */
  headers: Record<string, string>
  /** Compressed copies, made on the first request that accepts each encoding. */
  encoded: Partial<Record<Encoding, Buffer>>
}

/** What to send for a cached entry: the same decision whichever path serves it. */
export interface CachedReply {
  status: 200 | 304
  headers: Record<string, string>
  body: Buffer
}

/** Below this, compressing costs more than the bytes it saves (the compress plugin's threshold too). */
export const COMPRESS_THRESHOLD = 1024

/** Strong validator of the exact bytes sent: the hash of the serialised body, quoted. */
export function etagOf(body: string | Buffer): string {
  // The one-shot hash: no Hash object per response.
  return `"${hash('sha1', body, 'base64url')}"`
}

/** RFC 9110 section 13.1.2: a list of tags or `*`; weak comparison, so `W/"x"` matches `"x"`. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/**
 * The encoding to answer with, from Accept-Encoding (RFC 9110 section 12.5.3): brotli, then gzip, each only
 * when listed (or matched by `*`) with a non-zero weight.
 */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null
  const weights = new Map<string, number>()
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    weights.set(name.trim() === 'x-gzip' ? 'gzip' : name.trim(), q ? Number(q.slice(2)) : 1)
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return null
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          // Quality 4 costs about what gzip does and is smaller (the compress plugin's setting too).
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body)
}

/**
 * The reply for a cached entry and a request's Accept-Encoding and If-None-Match. Bodies are
 * compressed once per entry and encoding, not once per request.
 */
export function cachedReply(
  entry: CachedResponse,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
): CachedReply {
  const headers: Record<string, string> = { ...entry.headers, etag: entry.etag }
  if (ifNoneMatchHits(ifNoneMatch, entry.etag)) {
    delete headers['content-type']
    return { status: 304, headers, body: Buffer.alloc(0) }
  }
  const encoding = entry.body.length >= COMPRESS_THRESHOLD ? negotiateEncoding(acceptEncoding) : null
  if (!encoding) return { status: 200, headers, body: entry.body }
  const body = (entry.encoded[encoding] ??= compress(entry.body, encoding))
  headers['content-encoding'] = encoding
  return { status: 200, headers, body }
}

/**
 * The key an answer is kept under: the path, and of the query only the parameters the route reads
 * (`allowed`), sorted, so made-up parameters neither make new entries (evicting busy ones) nor split
 * one answer over many keys. `allowed` null keeps every parameter, in their order.
 */
export function cacheKey(url: string, allowed: ReadonlySet<string> | null): string {
  const mark = url.indexOf('?')
  if (mark === -1 || allowed === null) return url
  const kept = [...new URLSearchParams(url.slice(mark + 1))].filter(([name]) => allowed.has(name))
  if (kept.length === 0) return url.slice(0, mark)
  // Stable: parameters of one name keep their order among themselves.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `${url.slice(0, mark)}?${new URLSearchParams(kept).toString()}`
}

/**
 * What an entry costs the cache: its body, and room for its compressed copies, made later, which
 * are never larger than the body.
 */
const weightOf = (key: string, entry: CachedResponse) => key.length + 3 * entry.body.length

/** Parameters whose every value is a new answer: a visitor can make up as many as they like. */
const SEARCH_PARAMETERS = ['q', 'search']

/**
 * Whether a key is one of the long tail: a search, or a page past the first. Such answers are asked
 * for rarely each, and anyone can make up thousands of them, so they are kept apart from the hot
 * reads (ResponseCache).
 */
export function isLongTailKey(key: string): boolean {
  const mark = key.indexOf('?')
  if (mark === -1) return false
  const query = new URLSearchParams(key.slice(mark + 1))
  if (SEARCH_PARAMETERS.some((name) => query.getAll(name).some((value) => value.trim() !== ''))) return true
  const page = query.get('page')
  return page !== null && page !== '1'
}

/** One least-recently-used store, bounded in number and in bytes. */
class LruShare {
  readonly entries = new Map<string, CachedResponse>()
  bytes = 0
  /** The key last marked recently used: already the Map's last, so marking it again is skipped. */
  private newest: string | null = null

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
  ) {}

  get(key: string, validity: string): CachedResponse | null {
    const entry = this.entries.get(key)
    if (!entry || entry.validity !== validity) return null
    // Re-inserted to mark it recently used: the Map's first key is the one evicted when full. A
    // burst of reads of one URL (the usual case under load) re-inserts it once.
    if (key !== this.newest) {
      this.entries.delete(key)
      this.entries.set(key, entry)
      this.newest = key
    }
    return entry
  }

  set(key: string, entry: CachedResponse): void {
    const weight = weightOf(key, entry)
    // An answer larger than the whole budget is served fresh each time rather than flush the rest.
    if (weight > this.maxBytes) return
    this.remove(key)
    while (this.entries.size >= this.maxEntries || this.bytes + weight > this.maxBytes) {
      this.remove(this.entries.keys().next().value!)
    }
    this.entries.set(key, entry)
    this.bytes += weight
    this.newest = key
  }

  private remove(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= weightOf(key, entry)
    if (key === this.newest) this.newest = null
  }
}

/** The share of the entries and bytes the long tail may take (isLongTailKey). */
export const LONG_TAIL_SHARE = 1 / 8

/**
 * Answers kept per process, least recently used evicted first, bounded in number and in bytes. The
 * site's distinct URLs number a few hundred; the bounds stop made-up ids, and a few very large
 * answers, from growing memory without limit. Searches and pages past the first (isLongTailKey) have
 * a share of their own, LONG_TAIL_SHARE of each bound, where they evict each other: thousands of
 * made-up search words cannot push the catalogue's hot reads out. A key is in one share only, and a
 * hot read is found by the first lookup, as before.
 */
export class ResponseCache {
  private readonly hot: LruShare
  private readonly tail: LruShare

  constructor(
    readonly maxEntries = 2_000,
    readonly maxBytes = 64 * 1024 * 1024,
  ) {
    const tailEntries = Math.max(1, Math.floor(maxEntries * LONG_TAIL_SHARE))
    const tailBytes = Math.floor(maxBytes * LONG_TAIL_SHARE)
    this.hot = new LruShare(maxEntries - tailEntries, maxBytes - tailBytes)
    this.tail = new LruShare(tailEntries, tailBytes)
  }

  /** The entry for this key, if it was made under `validity`. */
  get(key: string, validity: string): CachedResponse | null {
    return this.hot.get(key, validity) ?? this.tail.get(key, validity)
  }

  /** The entry whatever its validity: the fast lane reads what it depends on before checking. */
  peek(key: string): CachedResponse | undefined {
    return this.hot.entries.get(key) ?? this.tail.entries.get(key)
  }

  set(key: string, entry: CachedResponse): void {
    ;(isLongTailKey(key) ? this.tail : this.hot).set(key, entry)
  }

  get size(): number {
    return this.hot.entries.size + this.tail.entries.size
  }

  /** What the kept answers count for against `maxBytes`. */
  get weight(): number {
    return this.hot.bytes + this.tail.bytes
  }
}
