import { describe, expect, it } from 'vitest'

import { cacheKey, isLongTailKey, ResponseCache, type CachedResponse } from './response-cache.js'

const entry = (bytes: number): CachedResponse => ({
  dependsOn: 'catalog',
  route: '/api/v1/category',
  validity: 'v1',
  body: Buffer.alloc(bytes, 'x'),
  etag: '"e"',
  headers: {},
  encoded: {},
})

describe('cacheKey', () => {
  const read = new Set(['page', 'q'])
  it('keeps only the parameters the route reads, sorted', () => {
    expect(cacheKey('/blogs?utm=1&q=mop&page=2', read)).toBe('/blogs?page=2&q=mop')
    expect(cacheKey('/blogs?page=2&q=mop', read)).toBe('/blogs?page=2&q=mop')
    expect(cacheKey('/blogs?utm=1', read)).toBe('/blogs')
    expect(cacheKey('/blogs', read)).toBe('/blogs')
    expect(cacheKey('/blogs?q=a+b&q=c', read)).toBe('/blogs?q=a+b&q=c')
  })

  it('keeps every parameter when the route’s are unknown', () => {
    expect(cacheKey('/x?b=1&a=2', null)).toBe('/x?b=1&a=2')
  })
})

describe('ResponseCache', () => {
  it('is bounded in bytes as well as entries, evicting the least recently used (docs/decisions/012-hardening.md#finding-6)', () => {
    // Each 100-byte entry weighs its key and three times its body (room for two compressed copies);
    // hot reads have 1,050 of the 1,200 bytes (the long tail's share is the rest).
    const cache = new ResponseCache(100, 1_200)
    cache.set('/a', entry(100))
    cache.set('/b', entry(100))
    cache.set('/c', entry(100))
    expect(cache.size).toBe(3)
    expect(cache.get('/a', 'v1')).not.toBeNull() // /a is now the most recently used
    cache.set('/d', entry(100))
    expect(cache.peek('/b')).toBeUndefined()
    expect(cache.peek('/a')).toBeDefined()
    expect(cache.weight).toBeLessThanOrEqual(1_200)
  })

  it('never keeps an answer larger than the whole budget, and frees the old copy of a key', () => {
    const cache = new ResponseCache(100, 1_000)
    cache.set('/small', entry(10))
    cache.set('/huge', entry(400))
    expect(cache.peek('/huge')).toBeUndefined()
    expect(cache.peek('/small')).toBeDefined()
    const before = cache.weight
    cache.set('/small', entry(10))
    expect(cache.weight).toBe(before)
  })
})

describe('the long tail of searches and later pages (docs/decisions/016-request-log-bounds-and-restore-checks.md#finding-6)', () => {
  it('knows a search or a page past the first by its key', () => {
    expect(isLongTailKey('/api/v1/category?q=mop')).toBe(true)
    expect(isLongTailKey('/blogs?search=mop')).toBe(true)
    expect(isLongTailKey('/api/v1/product?limit=10&page=2')).toBe(true)
    expect(isLongTailKey('/api/v1/product?limit=10&page=1')).toBe(false)
    expect(isLongTailKey('/api/v1/category?q=')).toBe(false)
    expect(isLongTailKey('/api/v1/category')).toBe(false)
    expect(isLongTailKey('/products/floor-care')).toBe(false)
  })

  it('keeps them in a bounded share of their own, which they never push a hot read out of', () => {
    // 100 entries and 10,000 bytes in all; the tail may hold an eighth of each.
    const cache = new ResponseCache(100, 10_000)
    cache.set('/category', entry(10))
    cache.set('/products?page=1', entry(10))
    for (let i = 0; i < 2_100; i++) cache.set(`/category?q=${i}`, entry(10))
    expect(cache.get('/category', 'v1')).not.toBeNull()
    expect(cache.get('/products?page=1', 'v1')).not.toBeNull()
    expect(cache.peek('/category?q=2099')).toBeDefined()
    expect(cache.peek('/category?q=0')).toBeUndefined()
    expect(cache.size).toBeLessThanOrEqual(2 + 100 / 8)
    // Bounded in bytes too: a few large searches cannot take more than the tail's share.
    for (let i = 0; i < 10; i++) cache.set(`/category?q=big-${i}`, entry(300))
    expect(cache.weight).toBeLessThanOrEqual(2 * (16 + 30) + 10_000 / 8)
    expect(cache.get('/category', 'v1')).not.toBeNull()
  })

  it('gives hot reads the rest, least recently used evicted first as before', () => {
    const cache = new ResponseCache(16, 100_000)
    for (let i = 0; i < 14; i++) cache.set(`/page-${i}`, entry(10))
    expect(cache.peek('/page-0')).toBeDefined()
    cache.set('/page-14', entry(10))
    expect(cache.peek('/page-0')).toBeUndefined()
    expect(cache.peek('/page-14')).toBeDefined()
  })
})
