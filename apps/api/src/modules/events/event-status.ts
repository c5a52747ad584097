import type { EventStatus } from '@gwp/contracts'

/**
 * Event status (docs/requirements/exhibitions.md#event-status): an event's status comes from its schedule and
 * today's date on the company's calendar (lib/calendar.ts). Upcoming before `fromDate`, past after `toDate`,
 * current from the first day to the last, both included. All three are YYYY-MM-DD, so comparing the strings
 * compares the dates.
 */
export function eventStatus(schedule: { fromDate: string; toDate: string }, today: string): EventStatus {
  if (today < schedule.fromDate) return 'upcoming'
  if (today > schedule.toDate) return 'past'
  return 'current'
}
