import type { FastifyInstance } from 'fastify'

import { createAuditHistoryRepository } from '../../db/repositories/audit-history.repository.js'
import { createAttemptsRepository } from '../../db/repositories/attempts.repository.js'
import { createPasswordResetRepository } from '../../db/repositories/password-reset.repository.js'
import { createPrivilegesRepository } from '../../db/repositories/privileges.repository.js'
import { createAdminsRepository } from '../../db/repositories/admins.repository.js'
import { createAdminChecks } from './admin-checks.js'
import { adminsRoutes } from './admins.routes.js'
import { createAdminsService } from './admins.service.js'
import { createCurrentPasswordCheck } from './current-password.js'
import { createPasswordChangeService } from './password-change.service.js'
import { createProfileService } from './profile.service.js'

/**
 * Admin accounts: Add Admin, the user list, role changes and profile edits; beyond the spec,
 * disabling an admin and changing one's own password.
 */
export default async function adminsModule(app: FastifyInstance) {
  const admins = createAdminsRepository(app.db)
  const resetTokens = createPasswordResetRepository(app.db)
  const history = createAuditHistoryRepository(app.db)
  const currentPassword = createCurrentPasswordCheck({
    admins,
    attempts: createAttemptsRepository(app.db),
    log: app.log,
  })
  const accounts = createAdminsService({
    db: app.db,
    admins,
    roles: createPrivilegesRepository(app.db),
    sessions: app.sessions,
    resetTokens,
    history,
  })
  const profile = createProfileService({
    db: app.db,
    admins,
    checks: createAdminChecks(admins),
    sessions: app.sessions,
    resetTokens,
    history,
    currentPassword,
    mail: app.mail,
    log: app.log,
  })
  const passwords = createPasswordChangeService({
    db: app.db,
    admins,
    sessions: app.sessions,
    resetTokens,
    history,
    currentPassword,
    log: app.log,
  })
  adminsRoutes(app, { accounts, profile, passwords })
}
