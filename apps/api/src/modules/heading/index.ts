import type { FastifyInstance } from 'fastify'

import { createHeadingRepository } from './heading.repository.js'
import { headingRoutes } from './heading.routes.js'
import { createHeadingService } from './heading.service.js'

/** The alert heading shown on the dashboard's banner. */
export default async function headingModule(app: FastifyInstance) {
  headingRoutes(app, createHeadingService({ headings: createHeadingRepository(app.db) }))
}
