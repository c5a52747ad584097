import type { FastifyInstance } from 'fastify'

import { createAttemptsRepository } from '../auth/attempts.repository.js'
import { createCustomersRepository } from '../customers/customers.repository.js'
import { createQuotationsRepository } from './quotations.repository.js'
import { quotationsRoutes } from './quotations.routes.js'
import { createQuotationsService } from './quotations.service.js'

/** Quotations: the public request form (decision 11). */
export default async function quotationsModule(app: FastifyInstance) {
  quotationsRoutes(
    app,
    createQuotationsService({
      db: app.db,
      quotations: createQuotationsRepository(app.db),
      customers: createCustomersRepository(app.db),
      attempts: createAttemptsRepository(app.db),
      mail: app.mail,
      config: app.config,
      log: app.log,
    }),
  )
}
