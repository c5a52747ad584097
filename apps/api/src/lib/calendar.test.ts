import { describe, expect, it } from 'vitest'

import { calendarDateIn } from './calendar.js'

// Asia/Karachi is UTC+5 all year (no daylight saving): its midnight is 19:00 UTC the day before.
const KARACHI = 'Asia/Karachi'

describe('calendarDateIn', () => {
  it('is still the same day at 23:59 in the zone', () => {
    // 23:59 on 4 March in Karachi.
    expect(calendarDateIn(KARACHI, new Date('2026-03-04T18:59:00.000Z'))).toBe('2026-03-04')
  })

  it('turns to the next day at 00:00 in the zone, while UTC is still on the day before', () => {
    const karachiMidnight = new Date('2026-03-04T19:00:00.000Z')
    expect(calendarDateIn(KARACHI, karachiMidnight)).toBe('2026-03-05')
    expect(calendarDateIn('UTC', karachiMidnight)).toBe('2026-03-04')
  })

  it('follows UTC at its own midnight, where Karachi is already five hours into the day', () => {
    expect(calendarDateIn('UTC', new Date('2026-03-04T23:59:59.999Z'))).toBe('2026-03-04')
    expect(calendarDateIn('UTC', new Date('2026-03-05T00:00:00.000Z'))).toBe('2026-03-05')
    expect(calendarDateIn(KARACHI, new Date('2026-03-05T00:00:00.000Z'))).toBe('2026-03-05')
  })

  it('crosses month and year ends', () => {
    expect(calendarDateIn(KARACHI, new Date('2025-12-31T19:00:00.000Z'))).toBe('2026-01-01')
    expect(calendarDateIn(KARACHI, new Date('2024-02-28T19:30:00.000Z'))).toBe('2024-02-29')
  })

  it('handles a zone west of UTC and one with daylight saving', () => {
    // 20:00 on 4 March in New York (UTC-5 in winter) is 01:00 on 5 March in UTC.
    expect(calendarDateIn('America/New_York', new Date('2026-03-05T01:00:00.000Z'))).toBe('2026-03-04')
    // In summer New York is UTC-4: 23:59 there on 1 July is 03:59 UTC on 2 July.
    expect(calendarDateIn('America/New_York', new Date('2026-07-02T03:59:00.000Z'))).toBe('2026-07-01')
    expect(calendarDateIn('America/New_York', new Date('2026-07-02T04:00:00.000Z'))).toBe('2026-07-02')
  })

  it('refuses a zone that does not exist', () => {
    expect(() => calendarDateIn('Mars/Olympus_Mons', new Date())).toThrow(RangeError)
  })
})
