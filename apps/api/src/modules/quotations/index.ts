import type { FastifyInstance } from 'fastify'

import { createAttemptsRepository } from '../../db/repositories/attempts.repository.js'
import { createCustomersRepository } from '../../db/repositories/customers.repository.js'
import { createQuotationDeskService } from './quotation-desk.service.js'
import { createQuotationsRepository } from './quotations.repository.js'
import { quotationsRoutes } from './quotations.routes.js'
import { createQuotationsService } from './quotations.service.js'

/**
 * Quotations: the public request form (docs/requirements/enquiries.md#quotations) and the back office's
 * Quotes with the quote desk.
 */
export default async function quotationsModule(app: FastifyInstance) {
  const quotations = createQuotationsRepository(app.db)
  quotationsRoutes(
    app,
    createQuotationsService({
      db: app.db,
      quotations,
      customers: createCustomersRepository(app.db),
      attempts: createAttemptsRepository(app.db),
      mail: app.mail,
      config: app.config,
      log: app.log,
    }),
    createQuotationDeskService(quotations),
  )
}
