import type { FastifyInstance } from 'fastify'

import { createEventsRepository } from './events.repository.js'
import { eventsRoutes } from './events.routes.js'
import { createEventsService } from './events.service.js'

/** Events (exhibitions): the public read (the back office's list and writes come later). */
export default async function eventsModule(app: FastifyInstance) {
  eventsRoutes(
    app,
    createEventsService({ events: createEventsRepository(app.db), timeZone: app.config.eventsTimeZone }),
  )
}
