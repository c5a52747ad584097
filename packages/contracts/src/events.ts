import { z } from 'zod'

import { EVENT_STATUSES } from './exhibition.js'

/** An event (exhibition) as the API returns it (public-site.md §3 Event, back-office.md §3). */
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
  /** Decision 8: from the schedule, in the company's time zone, on the day of the request. */
  status: z.enum(EVENT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Event = z.infer<typeof EventSchema>

/** GET /api/v1/event/get-all-active */
export const ActiveEventsResponseSchema = z.object({ success: z.literal(true), events: z.array(EventSchema) })
export type ActiveEventsResponse = z.infer<typeof ActiveEventsResponseSchema>
