import type { FastifyInstance } from 'fastify'

import { createAttemptsRepository } from '../../db/repositories/attempts.repository.js'
import { createCustomersRepository } from '../../db/repositories/customers.repository.js'
import { createCatalogRepository } from './catalog.repository.js'
import { catalogRoutes } from './catalog.routes.js'
import { createCatalogService } from './catalog.service.js'

/**
 * The catalogue PDF, on request by e-mail and for download (docs/requirements/enquiries.md#catalogue-pdf).
 */
export default async function catalogModule(app: FastifyInstance) {
  catalogRoutes(
    app,
    createCatalogService({
      db: app.db,
      catalog: createCatalogRepository(app.db),
      customers: createCustomersRepository(app.db),
      attempts: createAttemptsRepository(app.db),
      mail: app.mail,
      storage: app.storage,
      config: app.config,
      log: app.log,
    }),
  )
}
