import { ActiveEventsResponseSchema, API_PATHS } from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

import { access } from '../../plugins/auth.js'
import type { EventsService } from './events.service.js'

/**
 * Public event reads, with ETag and Cache-Control (plugins/http-cache.ts) but without the in-memory
 * response cache: that keeps a body until the content changes, and each event's status also changes
 * when the day turns in EVENTS_TZ, with no write to announce it. The ETag is the hash of the body,
 * statuses included, so a new day gives a new tag; the one-minute max-age bounds how long after
 * midnight a browser may show yesterday's statuses.
 */
export function eventsRoutes(app: FastifyInstance, service: EventsService) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const config = { access: access.public, httpCache: true }

  r.get(
    API_PATHS.event.active,
    { config, schema: { response: { 200: ActiveEventsResponseSchema } } },
    async () => ({ success: true as const, events: await service.listActive() }),
  )
}
