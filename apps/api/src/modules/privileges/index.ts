import type { FastifyInstance } from 'fastify'

import { createAdminsRepository } from '../admins/admins.repository.js'
import { privilegesRoutes } from './privileges.routes.js'
import { createPrivilegesRepository } from './privileges.repository.js'
import { createPrivilegesService } from './privileges.service.js'

/** Roles and their permission grids. The caller's own grid is served by the auth module (by-admin). */
export default async function privilegesModule(app: FastifyInstance) {
  const service = createPrivilegesService({
    roles: createPrivilegesRepository(app.db),
    admins: createAdminsRepository(app.db),
  })
  privilegesRoutes(app, service)
}
