import type { Event } from '@gwp/contracts'

import { calendarDateIn, eventStatus } from './event-status.js'
import type { EventsRepository } from './events.repository.js'

export interface EventsServiceDeps {
  events: EventsRepository
  /** EVENTS_TZ: the company's calendar, on which an event's days begin and end (decision 8). */
  timeZone: string
  /** The clock; tests pass a fixed moment. */
  now?: () => Date
}

/** Public event reads (public-site.md "Exhibition"). Decision 7: inactive events are never listed here. */
export function createEventsService({ events, timeZone, now = () => new Date() }: EventsServiceDeps) {
  return {
    /** The Exhibition page's list: active events, each with its status as of today in EVENTS_TZ. */
    async listActive(): Promise<Event[]> {
      const rows = await events.list({ includeInactive: false })
      const today = calendarDateIn(timeZone, now())
      return rows.map((event) => ({ ...event, status: eventStatus(event.schedule, today) }))
    },
  }
}

export type EventsService = ReturnType<typeof createEventsService>
