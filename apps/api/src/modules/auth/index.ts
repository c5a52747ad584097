import type { FastifyInstance } from 'fastify'

import { createAdminsRepository } from '../../db/repositories/admins.repository.js'
import { createAttemptsRepository } from '../../db/repositories/attempts.repository.js'
import { createAuditHistoryRepository } from '../../db/repositories/audit-history.repository.js'
import { authRoutes } from './auth.routes.js'
import { createAuthService } from './auth.service.js'
import { createPasswordResetRepository } from '../../db/repositories/password-reset.repository.js'
import { passwordResetRoutes } from './password-reset.routes.js'
import { createPasswordResetService } from './password-reset.service.js'

/** Sign-in, session, the caller's own permissions, and password recovery. */
export default async function authModule(app: FastifyInstance) {
  const admins = createAdminsRepository(app.db)
  const attempts = createAttemptsRepository(app.db)
  authRoutes(app, createAuthService({ admins, sessions: app.sessions, attempts, log: app.log }))
  passwordResetRoutes(
    app,
    createPasswordResetService({
      db: app.db,
      admins,
      sessions: app.sessions,
      attempts,
      resetTokens: createPasswordResetRepository(app.db),
      history: createAuditHistoryRepository(app.db),
      mail: app.mail,
      config: app.config,
      log: app.log,
    }),
  )
}
