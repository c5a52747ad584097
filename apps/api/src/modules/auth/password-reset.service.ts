import type { Kysely } from 'kysely'

import type { AppConfig } from '../../config.js'
import type { Database } from '../../db/database.js'
import type { MailService } from '../../plugins/mail.js'
import type { AdminsRepository } from '../admins/admins.repository.js'
import type { AttemptsRepository } from './attempts.repository.js'
import type { SessionsRepository } from './sessions.repository.js'

export interface PasswordResetDeps {
  db: Kysely<Database>
  admins: AdminsRepository
  sessions: SessionsRepository
  attempts: AttemptsRepository
  mail: MailService
  config: AppConfig
}

// PLACEHOLDER (being replaced in this change).
export function createPasswordResetService(deps: PasswordResetDeps) {
  return { deps }
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>
