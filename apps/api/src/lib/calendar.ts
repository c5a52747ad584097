/**
 * The company keeps one calendar (EVENTS_TZ): an event's status
 * (docs/requirements/exhibitions.md#event-status) and the weeks of the dashboard's chart are read on it, not
 * on the server's or the visitor's.
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
