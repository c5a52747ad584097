import type { EventStatus } from '@gwp/contracts'

/**
 * Event status (docs/requirements/exhibitions.md#event-status): an event's status comes from its schedule,
 * read on the company's calendar (EVENTS_TZ), not the server's or the visitor's. Both days of the schedule
 * are included.
 */

// Building a formatter parses the zone's rules; one per zone is kept, as the list is read often.
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** The calendar date (YYYY-MM-DD) that `now` falls on in `timeZone`. Throws RangeError for an unknown zone. */
export function calendarDateIn(timeZone: string, now: Date): string {
  const parts = formatterFor(timeZone).formatToParts(now)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/**
 * Upcoming before `fromDate`, past after `toDate`, current from the first day to the last. All three
 * are YYYY-MM-DD, so comparing the strings compares the dates.
 */
export function eventStatus(schedule: { fromDate: string; toDate: string }, today: string): EventStatus {
  if (today < schedule.fromDate) return 'upcoming'
  if (today > schedule.toDate) return 'past'
  return 'current'
}
