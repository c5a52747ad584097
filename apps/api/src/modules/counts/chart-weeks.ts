import { calendarDateIn } from '../../lib/calendar.js'

/**
 * The weeks of the dashboard's quotations chart, on the company's calendar (EVENTS_TZ): a week
 * begins on Monday at midnight there, whatever the server's zone. Quotations are stored with UTC
 * times, so each week is turned into the UTC instant its Monday's midnight falls on.
 */

export interface ChartWeek {
  /** The Monday, YYYY-MM-DD on the company's calendar. */
  weekStart: string
  /** The UTC instant (ISO-8601, as created_at is stored) that Monday's midnight falls on. */
  startsAt: string
}

const DAY_MS = 86_400_000

// One formatter per zone, as in lib/calendar.ts: building one parses the zone's rules.
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(timeZone: string, instant: number): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant))
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  )
  return wallClock - Math.floor(instant / 1000) * 1000
}

/**
 * The UTC instant of midnight at the start of `date` (YYYY-MM-DD) in `timeZone`. The offset is read
 * twice: a summer-time change between UTC midnight and local midnight gives a second answer.
 */
export function midnightIn(timeZone: string, date: string): string {
  const utcMidnight = Date.parse(`${date}T00:00:00.000Z`)
  const guess = utcMidnight - offsetAt(timeZone, utcMidnight)
  return new Date(utcMidnight - offsetAt(timeZone, guess)).toISOString()
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10)

/**
 * The last `count` weeks, oldest first, the one `now` falls in last; plus the start of the week after
 * it as `end`, the bound no counted quotation reaches.
 */
export function lastWeeks(timeZone: string, now: Date, count: number): { weeks: ChartWeek[]; end: string } {
  const today = calendarDateIn(timeZone, now)
  const daysSinceMonday = (new Date(`${today}T00:00:00.000Z`).getUTCDay() + 6) % 7
  const thisMonday = addDays(today, -daysSinceMonday)
  const weeks = Array.from({ length: count }, (_, i) => {
    const weekStart = addDays(thisMonday, (i - count + 1) * 7)
    return { weekStart, startsAt: midnightIn(timeZone, weekStart) }
  })
  return { weeks, end: midnightIn(timeZone, addDays(thisMonday, 7)) }
}
