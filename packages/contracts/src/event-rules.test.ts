import { describe, expect, it } from 'vitest'

import {
  addCalendarDays,
  CLOCK_HOURS,
  CLOCK_MINUTES,
  isCalendarDate,
  minutesOfDay,
  parseClockTime,
  parseEventTime,
  scheduleProblems,
} from './event-rules.js'

describe('the 12-hour clock', () => {
  it('offers hours 01-12 and minutes 00-59', () => {
    expect(CLOCK_HOURS).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'])
    expect(CLOCK_MINUTES).toHaveLength(60)
    expect([CLOCK_MINUTES[0], CLOCK_MINUTES[59]]).toEqual(['00', '59'])
  })

  it('reads hh:mm AM or PM, and nothing outside the ranges', () => {
    expect(parseClockTime('09:05 pm')).toEqual({ hour: '09', minute: '05', meridiem: 'PM' })
    for (const text of ['00:00 AM', '13:00 PM', '10:60 AM', '9:05 AM', '10:00', '10:00 XM']) {
      expect(parseClockTime(text), text).toBeNull()
    }
  })

  it('counts 12:00 AM as midnight and 12:00 PM as noon', () => {
    const at = (text: string) => minutesOfDay(parseClockTime(text)!)
    expect(at('12:00 AM')).toBe(0)
    expect(at('12:59 AM')).toBe(59)
    expect(at('01:00 AM')).toBe(60)
    expect(at('12:00 PM')).toBe(720)
    expect(at('11:59 PM')).toBe(1439)
  })

  it('reads an event time with or without spaces around the hyphen', () => {
    expect(parseEventTime('10:00 AM-06:00 PM')).toEqual(parseEventTime('10:00 AM - 06:00 PM'))
    expect(parseEventTime('10:00 AM')).toBeNull()
    expect(parseEventTime('10:00 AM-06:00 PM-07:00 PM')).toBeNull()
  })
})

describe('calendar dates', () => {
  it('knows real days', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true)
    expect(isCalendarDate('2026-02-29')).toBe(false)
    expect(isCalendarDate('2026-3-05')).toBe(false)
  })

  it('adds days across months and years', () => {
    expect(addCalendarDays('2026-02-28', 1)).toBe('2026-03-01')
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28')
  })
})

describe('scheduleProblems', () => {
  const today = '2026-03-04'
  const schedule = { fromDate: '2026-03-05', toDate: '2026-03-06', time: '10:00 AM-06:00 PM' }

  it('on create wants From Date tomorrow or later', () => {
    expect(scheduleProblems(schedule, { mode: 'create', today })).toEqual({})
    expect(scheduleProblems({ ...schedule, fromDate: today }, { mode: 'create', today })).toEqual({
      fromDate: 'From Date must be tomorrow or later.',
    })
  })

  it('on update refuses a changed date before today, and takes today', () => {
    const changed = { fromDate: true, toDate: true }
    const past = { fromDate: '2026-03-03', toDate: '2026-03-03', time: schedule.time }
    expect(scheduleProblems(past, { mode: 'update', today, changed })).toEqual({
      fromDate: 'From Date cannot be earlier than today.',
      toDate: 'To Date cannot be earlier than today.',
    })
    expect(
      scheduleProblems(past, { mode: 'update', today, changed: { fromDate: false, toDate: false } }),
    ).toEqual({})
    const onToday = { fromDate: today, toDate: today, time: schedule.time }
    expect(scheduleProblems(onToday, { mode: 'update', today, changed })).toEqual({})
  })

  it('wants To Date on or after From Date, and a later end on a one-day event', () => {
    const check = { mode: 'create', today } as const
    expect(scheduleProblems({ ...schedule, toDate: '2026-03-04' }, check)).toEqual({
      toDate: 'To Date cannot be earlier than From Date.',
    })
    const oneDay = { fromDate: '2026-03-05', toDate: '2026-03-05' }
    expect(scheduleProblems({ ...oneDay, time: '10:00 AM-10:00 AM' }, check)).toEqual({
      time: 'To Time must be later than From Time on the same day.',
    })
    expect(scheduleProblems({ ...oneDay, time: '10:00 AM-10:01 AM' }, check)).toEqual({})
  })
})
