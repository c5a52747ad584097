import { describe, expect, it } from 'vitest'

import { newId } from './ids.js'

describe('newId', () => {
  it('is a version 7, variant 1 UUID carrying the time', () => {
    const id = newId(Date.parse('2026-01-01T00:00:00Z'))
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(Date.parse('2026-01-01T00:00:00Z'))
  })

  it('never repeats, across many refills of the random pool', () => {
    const ids = new Set(Array.from({ length: 2_000 }, () => newId(0)))
    expect(ids.size).toBe(2_000)
  })

  it('sorts by time', () => {
    expect(newId(1_000) < newId(2_000)).toBe(true)
  })

  it('sorts the ids of one millisecond in the order they were made', () => {
    const ids = Array.from({ length: 2_048 }, () => newId(5_000))
    expect([...ids].sort()).toEqual(ids)
    expect(newId(4_000) < ids[0]!).toBe(true)
  })
})
