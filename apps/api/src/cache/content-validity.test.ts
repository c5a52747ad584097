import { describe, expect, it } from 'vitest'

import { createDayClock, validityOf } from './content-validity.js'

describe('validityOf', () => {
  const versions = { catalog: 4, blogs: 2, events: 7 }

  it('depends on one scope for an API read, on every scope and the day for a page', () => {
    expect(validityOf('catalog', versions, '2026-11-21')).toBe('4')
    expect(validityOf('pages', versions, '2026-11-21')).toBe('4.2.7@2026-11-21')
    expect(validityOf('pages', { ...versions, events: 8 }, '2026-11-21')).not.toBe(
      validityOf('pages', versions, '2026-11-21'),
    )
  })
})

describe('createDayClock', () => {
  it('turns at midnight in the given zone, not in UTC', () => {
    let now = Date.parse('2026-11-21T18:59:59Z') // 23:59:59 in Karachi (UTC+5)
    const day = createDayClock('Asia/Karachi', () => now)
    expect(day()).toBe('2026-11-21')
    now = Date.parse('2026-11-21T19:00:00Z')
    expect(day()).toBe('2026-11-22')
  })
})
