import type { FastifyInstance } from 'fastify'

import { createEventsRepository } from './events.repository.js'
import { eventsRoutes } from './events.routes.js'
import { createEventsService } from './events.service.js'

/** Events (exhibitions): the public reads, the back office's list and its writes. */
export default async function eventsModule(app: FastifyInstance) {
  eventsRoutes(
    app,
    createEventsService({
      db: app.db,
      events: createEventsRepository(app.db),
      storage: app.storage,
      log: app.log,
      timeZone: app.config.eventsTimeZone,
    }),
  )
}
