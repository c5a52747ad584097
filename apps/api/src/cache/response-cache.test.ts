import { describe, expect, it } from 'vitest'

import { cacheKey, ResponseCache, type CachedResponse } from './response-cache.js'

const entry = (bytes: number): CachedResponse => ({
  dependsOn: 'catalog',
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
    // Each 100-byte entry weighs its key and three times its body (room for two compressed copies).
    const cache = new ResponseCache(100, 1_000)
    cache.set('/a', entry(100))
    cache.set('/b', entry(100))
    cache.set('/c', entry(100))
    expect(cache.size).toBe(3)
    expect(cache.get('/a', 'v1')).not.toBeNull() // /a is now the most recently used
    cache.set('/d', entry(100))
    expect(cache.peek('/b')).toBeUndefined()
    expect(cache.peek('/a')).toBeDefined()
    expect(cache.weight).toBeLessThanOrEqual(1_000)
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
