import { EVENT_STATUSES, EXHIBITION, type EventStatus } from '@gwp/contracts'

/**
 * The tab labels, in the spec's order (docs/requirements/exhibitions.md#exhibition-page: Past, Current,
 * Upcoming): English message ids, shown through t().
 */
export const TAB_LABELS: Record<EventStatus, string> = {
  past: 'Past',
  current: 'Current',
  upcoming: 'Upcoming',
}

/** What an empty tab says: one whole sentence each, so every language can word it its own way. */
export const NO_EVENTS_TEXT: Record<EventStatus, string> = {
  past: 'There are no past events at the moment.',
  current: 'There are no current events at the moment.',
  upcoming: 'There are no upcoming events at the moment.',
}

/** `?tab=` as a status; missing or unknown gives the default tab, Current. */
export function parseTab(value: string | null): EventStatus {
  const wanted = value?.toLowerCase()
  return EVENT_STATUSES.find((status) => status === wanted) ?? EXHIBITION.defaultTab
}

/**
 * The query string of a view of the schedule, so a tab and page can be linked and survive a reload.
 * The default tab and page 1 are left out: `/exhibition` is the Current tab's first page.
 */
export function exhibitionSearch(tab: EventStatus, page: number): string {
  const params = new URLSearchParams()
  if (tab !== EXHIBITION.defaultTab) params.set('tab', tab)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `?${search}` : ''
}

/**
 * The first 40 characters of a location and `...` when it is longer
 * (docs/requirements/exhibitions.md#limits).
 */
export function cutLocation(location: string): string {
  return location.length > EXHIBITION.locationMax
    ? `${location.slice(0, EXHIBITION.locationMax)}...`
    : location
}

/**
 * An event's link as an `href`, only when it is an http(s) URL: the text comes from the back office
 * and a `javascript:` or `data:` link must never reach the page.
 */
export function externalHref(link: string): string | null {
  try {
    const url = new URL(link.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}
