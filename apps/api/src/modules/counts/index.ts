import type { FastifyInstance } from 'fastify'

import { createCountsRepository } from './counts.repository.js'
import { countsRoutes } from './counts.routes.js'
import { createCountsService } from './counts.service.js'

/** The dashboard's count summary and charts, and the public catalogue's counts. */
export default async function countsModule(app: FastifyInstance) {
  countsRoutes(
    app,
    createCountsService({ counts: createCountsRepository(app.db), timeZone: app.config.eventsTimeZone }),
  )
}
