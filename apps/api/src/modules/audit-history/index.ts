import type { FastifyInstance } from 'fastify'

import { createAuditHistoryRepository } from '../../db/repositories/audit-history.repository.js'
import { auditHistoryRoutes } from './audit-history.routes.js'

/** Who changed an admin's role or state, or a role's grid: read here, written by those modules. */
export default async function auditHistoryModule(app: FastifyInstance) {
  auditHistoryRoutes(app, createAuditHistoryRepository(app.db))
}
