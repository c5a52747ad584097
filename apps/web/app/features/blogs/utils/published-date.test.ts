import { describe, expect, it } from 'vitest'

import { formatPublishedDate } from './published-date'

describe('formatPublishedDate', () => {
  it('keeps the English date as the list has always shown it', () => {
    expect(formatPublishedDate('2025-03-12T10:00:00.000Z')).toBe('12 March 2025')
  })

  it('writes the month in Urdu and Arabic, with Latin digits', () => {
    expect(formatPublishedDate('2025-03-12T10:00:00.000Z', 'ar')).toBe('12 مارس 2025')
    expect(formatPublishedDate('2025-03-12T10:00:00.000Z', 'ur')).toMatch(/^12 مارچ،? 2025$/)
  })

  it('dates a post in Pakistan’s day, and says nothing for a broken date', () => {
    expect(formatPublishedDate('2025-03-12T20:30:00.000Z', 'ar')).toBe('13 مارس 2025')
    expect(formatPublishedDate('not a date', 'ur')).toBe('')
  })
})
