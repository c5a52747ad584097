import type { FastifyInstance } from 'fastify'

import { createAdminsRepository } from '../../db/repositories/admins.repository.js'
import { createAuditHistoryRepository } from '../../db/repositories/audit-history.repository.js'
import { privilegesRoutes } from './privileges.routes.js'
import { createPrivilegesRepository } from '../../db/repositories/privileges.repository.js'
import { createPrivilegesService } from './privileges.service.js'

/** Roles and their permission grids. The caller's own grid is served by the auth module (by-admin). */
export default async function privilegesModule(app: FastifyInstance) {
  const service = createPrivilegesService({
    db: app.db,
    roles: createPrivilegesRepository(app.db),
    admins: createAdminsRepository(app.db),
    history: createAuditHistoryRepository(app.db),
  })
  privilegesRoutes(app, service)
}
