/**
 * The Exhibition page's constants and messages (docs/requirements/exhibitions.md#exhibition-page, #errors,
 * #limits, #event-status). Zod-free: the public page imports these.
 */

/** Computed by the server from the schedule in EVENTS_TZ; the page's tabs run in this order. */
export const EVENT_STATUSES = ['past', 'current', 'upcoming'] as const
export type EventStatus = (typeof EVENT_STATUSES)[number]

export const EXHIBITION = {
  pageSize: 2,
  locationMax: 40,
  defaultTab: 'current' as EventStatus,
} as const

export const EXHIBITION_MESSAGES = {
  fetchFailed: 'Failed to fetch event details',
  noEventsField: 'No events found in response',
  noDescription: 'No description available',
} as const
