/** Calendar helpers of the demo seed: events are placed around today, enquiries days ago. */

export const DAY_MS = 86_400_000

/** Today's date, YYYY-MM-DD, on the calendar of the given time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** Calendar arithmetic on YYYY-MM-DD, independent of any time zone. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** "12 - 14 March 2025", "30 March - 2 April 2025", for the banner. */
export function formatDateRange(from: string, to: string): string {
  const fmt = (date: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...options }).format(new Date(`${date}T00:00:00Z`))
  const sameMonth = from.slice(0, 7) === to.slice(0, 7)
  const sameYear = from.slice(0, 4) === to.slice(0, 4)
  const start = sameMonth
    ? fmt(from, { day: 'numeric' })
    : fmt(
        from,
        sameYear ? { day: 'numeric', month: 'long' } : { day: 'numeric', month: 'long', year: 'numeric' },
      )
  return `${start} - ${fmt(to, { day: 'numeric', month: 'long', year: 'numeric' })}`
}
