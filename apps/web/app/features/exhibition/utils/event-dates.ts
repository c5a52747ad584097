/**
 * An event's days are calendar dates (`YYYY-MM-DD`), the same for every visitor: they are read and
 * formatted in UTC, so no browser's or server's time zone moves them by a day.
 */

function calendarDate(isoDate: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  if (!match) return null
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return Number.isNaN(date.getTime()) ? null : date
}

const formatter = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options })

const DAY = formatter({ day: '2-digit' })
const MONTH = formatter({ month: 'short' })
const WEEKDAY = formatter({ weekday: 'long' })
const LONG = formatter({ month: 'long', day: 'numeric', year: 'numeric' })

export interface CardDate {
  /** Two digits: `05`. */
  day: string
  /** `Mar` */
  month: string
  /** `Thursday` */
  weekday: string
}

/** The day, short month and weekday a card shows for its first day; null for a malformed date. */
export function cardDate(isoDate: string): CardDate | null {
  const date = calendarDate(isoDate)
  if (!date) return null
  return { day: DAY.format(date), month: MONTH.format(date), weekday: WEEKDAY.format(date) }
}

/** `March 5, 2026`; a malformed date as it was stored. */
export function longDate(isoDate: string): string {
  const date = calendarDate(isoDate)
  return date ? LONG.format(date) : isoDate
}

/** `March 3, 2026 - March 5, 2026`: the whole schedule, both days written out. */
export function longDateRange(fromDate: string, toDate: string): string {
  return `${longDate(fromDate)} - ${longDate(toDate)}`
}
