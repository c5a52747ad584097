import { describe, expect, it } from 'vitest'

import { calendarDateIn } from '../../lib/calendar.js'
import { eventStatus } from './event-status.js'

// Asia/Karachi is UTC+5 all year (no daylight saving): its midnight is 19:00 UTC the day before.
const KARACHI = 'Asia/Karachi'

describe('eventStatus', () => {
  const schedule = { fromDate: '2026-03-05', toDate: '2026-03-07' }

  it.each([
    ['2026-03-04', 'upcoming'],
    ['2026-03-05', 'current'],
    ['2026-03-06', 'current'],
    ['2026-03-07', 'current'],
    ['2026-03-08', 'past'],
    ['2025-12-31', 'upcoming'],
    ['2027-01-01', 'past'],
  ] as const)('on %s the event is %s', (today, status) => {
    expect(eventStatus(schedule, today)).toBe(status)
  })

  it('makes a one-day event current on that day only', () => {
    const oneDay = { fromDate: '2026-03-05', toDate: '2026-03-05' }
    expect(eventStatus(oneDay, '2026-03-04')).toBe('upcoming')
    expect(eventStatus(oneDay, '2026-03-05')).toBe('current')
    expect(eventStatus(oneDay, '2026-03-06')).toBe('past')
  })

  it('uses the company’s calendar: at 00:00 in Karachi the first day has begun, though UTC has not', () => {
    const karachiMidnight = new Date('2026-03-04T19:00:00.000Z')
    expect(eventStatus(schedule, calendarDateIn(KARACHI, karachiMidnight))).toBe('current')
    expect(eventStatus(schedule, calendarDateIn('UTC', karachiMidnight))).toBe('upcoming')
    // One minute earlier it is 23:59 on the day before in Karachi too.
    const oneMinuteBefore = new Date('2026-03-04T18:59:00.000Z')
    expect(eventStatus(schedule, calendarDateIn(KARACHI, oneMinuteBefore))).toBe('upcoming')
  })

  it('ends the last day at 23:59 in Karachi and is past from 00:00', () => {
    expect(eventStatus(schedule, calendarDateIn(KARACHI, new Date('2026-03-07T18:59:00.000Z')))).toBe(
      'current',
    )
    expect(eventStatus(schedule, calendarDateIn(KARACHI, new Date('2026-03-07T19:00:00.000Z')))).toBe('past')
    // UTC would still call it the last day until five hours later.
    expect(eventStatus(schedule, calendarDateIn('UTC', new Date('2026-03-07T19:00:00.000Z')))).toBe('current')
  })
})
