import type { FastifyInstance } from 'fastify'

import { createPrivilegesRepository } from '../privileges/privileges.repository.js'
import { createAdminsRepository } from './admins.repository.js'
import { adminsRoutes } from './admins.routes.js'
import { createAdminsService } from './admins.service.js'

/** Admin accounts: Add Admin, the user list, role changes and profile edits. */
export default async function adminsModule(app: FastifyInstance) {
  const service = createAdminsService({
    db: app.db,
    admins: createAdminsRepository(app.db),
    roles: createPrivilegesRepository(app.db),
    sessions: app.sessions,
  })
  adminsRoutes(app, service)
}
