import type { FastifyInstance } from 'fastify'

import { createCustomerListRepository } from './customer-list.repository.js'
import { customersRoutes } from './customers.routes.js'
import { createCustomersService } from './customers.service.js'

/**
 * Potential customers: the back office's list and its CSV export. The rows themselves are written by
 * the quotation and catalogue requests (db/repositories/customers.repository.ts,
 * docs/requirements/enquiries.md#potential-customers).
 */
export default async function customersModule(app: FastifyInstance) {
  customersRoutes(app, createCustomersService({ lists: createCustomerListRepository(app.db, app.dialect) }))
}
