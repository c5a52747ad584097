import { addCalendarDays } from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'

import { calendarDateIn } from '../../lib/calendar.js'
import { createEvent } from '../factories.js'
import { imageBytes, multipartForm } from '../uploads.js'
import { type RouteCall, unique } from './route-call.js'

/** The Exhibition page's read: every event write changes what it lists. */
const EXHIBITION_READ = '/api/v1/event/get-all-active'

/** A day `days` from today on the company's calendar (EVENTS_TZ). */
const dayFromToday = (app: FastifyInstance, days: number) =>
  addCalendarDays(calendarDateIn(app.config.eventsTimeZone, new Date()), days)

/** An active event a week from now, so its dates pass every rule of the update form. */
const upcomingEvent = (app: FastifyInstance) =>
  createEvent(app, { fromDate: dayFromToday(app, 7), toDate: dayFromToday(app, 9) })

/** The events (exhibitions) routes' entries of ROUTE_CALLS. */
export const EVENT_ROUTE_CALLS: Record<string, RouteCall> = {
  'POST /api/v1/event/create': {
    status: 201,
    async prepare(app) {
      return {
        url: '/api/v1/event/create',
        payload: multipartForm(
          {
            title: unique('Expo '),
            description: 'Our full range on show',
            link: 'https://www.example.com/expo',
            location: 'Expo Centre Lahore',
            fromDate: dayFromToday(app, 7),
            toDate: dayFromToday(app, 8),
            time: '10:00 AM-06:00 PM',
          },
          { banner: { bytes: await imageBytes('jpeg', 400, 200), type: 'image/jpeg' } },
        ),
        publicRead: EXHIBITION_READ,
      }
    },
  },
  'PUT /api/v1/event/update/:id': {
    status: 200,
    async prepare(app) {
      const event = await upcomingEvent(app)
      return {
        url: `/api/v1/event/update/${event.id}`,
        payload: multipartForm({ title: unique('Renamed '), time: '10:00 AM-06:00 PM' }),
        publicRead: EXHIBITION_READ,
      }
    },
  },
  'PATCH /api/v1/event/status-change/:id': {
    status: 200,
    async prepare(app) {
      const event = await upcomingEvent(app)
      return {
        url: `/api/v1/event/status-change/${event.id}`,
        payload: { isActive: 'false' },
        publicRead: EXHIBITION_READ,
      }
    },
  },
  'DELETE /api/v1/event/:id': {
    status: 200,
    async prepare(app) {
      const event = await upcomingEvent(app)
      return { url: `/api/v1/event/${event.id}`, publicRead: EXHIBITION_READ }
    },
  },
}
