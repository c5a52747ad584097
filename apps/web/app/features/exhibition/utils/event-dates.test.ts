import { describe, expect, it } from 'vitest'

import { cardDate, longDate, longDateRange } from './event-dates'

describe('event dates', () => {
  it('keep the English formats the schedule has always shown', () => {
    expect(cardDate('2026-03-05')).toEqual({ day: '05', month: 'Mar', weekday: 'Thursday' })
    expect(longDate('2026-03-05')).toBe('March 5, 2026')
    expect(longDateRange('2026-03-03', '2026-03-05')).toBe('March 3, 2026 - March 5, 2026')
  })

  it('write Arabic month and weekday names with Latin digits', () => {
    expect(cardDate('2026-03-05', 'ar')).toEqual({ day: '05', month: 'مارس', weekday: 'الخميس' })
    expect(longDate('2026-03-05', 'ar')).toBe('5 مارس 2026')
    expect(longDateRange('2026-03-03', '2026-03-05', 'ar')).toBe('3 مارس 2026 - 5 مارس 2026')
  })

  it('write Urdu month and weekday names', () => {
    expect(cardDate('2026-03-05', 'ur')).toEqual({ day: '05', month: 'مارچ', weekday: 'جمعرات' })
    expect(longDate('2026-03-05', 'ur')).toMatch(/^5 مارچ،? 2026$/)
  })

  it('show a malformed date as it was stored', () => {
    expect(cardDate('2026-3-5', 'ar')).toBeNull()
    expect(longDate('soon', 'ur')).toBe('soon')
  })
})
