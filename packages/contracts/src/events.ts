import { z } from 'zod'

import { AdminListQuerySchema, listPageOf, type ListPage } from './admin-lists.js'
import { PaginationSchema } from './common.js'
import { EVENT_STATUSES } from './exhibition.js'
import { translatedRecordFields } from './translation-schemas.js'

/** An event (exhibition) as the API returns it (docs/requirements/exhibitions.md#fields). */
export const EventSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  link: z.string(),
  location: z.string(),
  /** Calendar days, `YYYY-MM-DD`, both included. */
  schedule: z.object({ fromDate: z.string(), toDate: z.string() }),
  /** Start and end joined by a hyphen, e.g. `10:00 AM-06:00 PM`. */
  time: z.string(),
  /** Relative to the API host, e.g. `uploads/events/<id>.jpg`; WebP variants sit next to it. */
  bannerImage: z.string(),
  additionalDetails: z.string().nullable(),
  isActive: z.boolean(),
  /**
   * Event status (docs/requirements/exhibitions.md#event-status): from the schedule, in the company's time
   * zone, on the day of the request.
   */
  status: z.enum(EVENT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  ...translatedRecordFields('event'),
})
export type Event = z.infer<typeof EventSchema>

/** GET /api/v1/event/get-all-active */
export const ActiveEventsResponseSchema = z.object({ success: z.literal(true), events: z.array(EventSchema) })
export type ActiveEventsResponse = z.infer<typeof ActiveEventsResponseSchema>

/**
 * The Exhibition section's time-status filter (docs/requirements/exhibitions.md#screens): All, upcoming,
 * current, past.
 */
export const EVENT_TIME_FILTERS = ['all', 'upcoming', 'current', 'past'] as const
export type EventTimeFilter = (typeof EVENT_TIME_FILTERS)[number]

/**
 * GET /api/v1/event/get-all: the spec's call answers every event the caller may see; with any of
 * `page`, `limit`, `q` (title), `status` (active state) or `timeStatus` it answers one page.
 */
export const EventListQuerySchema = AdminListQuerySchema.extend({
  timeStatus: z.enum(EVENT_TIME_FILTERS).optional(),
})
export type EventListQuery = z.infer<typeof EventListQuerySchema>

export interface EventListPage extends ListPage {
  timeStatus: EventTimeFilter
}

/** The page a query asks for, or null for the spec's plain list. */
export function eventListPageOf({ timeStatus, ...query }: EventListQuery): EventListPage | null {
  const page = listPageOf(timeStatus === undefined ? query : { ...query, page: query.page ?? 1 })
  return page && { ...page, timeStatus: timeStatus ?? 'all' }
}

export const EventListResponseSchema = z.object({
  success: z.literal(true),
  events: z.array(EventSchema),
  /** Paged answers only. */
  pagination: PaginationSchema.optional(),
  /**
   * Paged answers only: today on the company's calendar (EVENTS_TZ), `YYYY-MM-DD`, the day the
   * statuses were computed for and the one the forms' date rules count from.
   */
  today: z.string().optional(),
})
export type EventListResponse = z.infer<typeof EventListResponseSchema>
