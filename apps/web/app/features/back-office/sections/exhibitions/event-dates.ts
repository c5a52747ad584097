import type { Event } from '@gwp/contracts'

import { formatCalendarDate } from '#app/utils/dates'

/** "10 March 2026 – 12 March 2026", or the one day of a one-day event. */
export function dateRangeOf({ schedule }: Pick<Event, 'schedule'>): string {
  const from = formatCalendarDate(schedule.fromDate)
  return schedule.fromDate === schedule.toDate ? from : `${from} – ${formatCalendarDate(schedule.toDate)}`
}
