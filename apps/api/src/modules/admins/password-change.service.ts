import type { ChangePasswordBody } from '@gwp/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/database.js'
import { hashPassword } from '../../lib/passwords.js'
import { nowIso } from '../../lib/time.js'
import type { AdminsRepository } from '../../db/repositories/admins.repository.js'
import type { AuditHistoryRepository } from '../../db/repositories/audit-history.repository.js'
import type { PasswordResetRepository } from '../../db/repositories/password-reset.repository.js'
import type { SessionsRepository } from '../../db/repositories/sessions.repository.js'
import type { CurrentPasswordCheck } from './current-password.js'

export interface PasswordChangeDeps {
  db: Kysely<Database>
  admins: AdminsRepository
  sessions: SessionsRepository
  resetTokens: PasswordResetRepository
  history: AuditHistoryRepository
  currentPassword: CurrentPasswordCheck
  log: FastifyBaseLogger
}

/** Beyond the spec: an admin changes their own password from the Profile modal. */
export function createPasswordChangeService({
  db,
  admins,
  sessions,
  resetTokens,
  history,
  currentPassword,
  log,
}: PasswordChangeDeps) {
  return {
    /**
     * The current password must be right; the new one follows the reset page's rules. Every other
     * session of the admin ends (a thief's included); the one that made the change stays. Reset links
     * sent earlier end too: an old e-mail must not undo the change.
     */
    async changePassword(
      caller: { id: string; username: string; sessionId: string },
      body: ChangePasswordBody,
      ip: string,
    ): Promise<void> {
      await currentPassword.verify(caller.id, body.currentPassword, ip, 'a password change')
      const passwordHash = await hashPassword(body.password)
      await db.transaction().execute(async (trx) => {
        const now = nowIso()
        await admins.update(caller.id, { passwordHash, updatedAt: now }, trx)
        await sessions.revokeAllForAdmin(caller.id, trx, caller.sessionId)
        await resetTokens.markAllUsedForAdmin(caller.id, now, trx)
        await history.record(
          {
            action: 'admin.password',
            actor: { id: caller.id, username: caller.username },
            target: { type: 'admin', id: caller.id, name: caller.username },
            before: null,
            after: null,
          },
          trx,
        )
      })
      log.info({ adminId: caller.id }, 'password changed; every other session and open reset link ended')
    },
  }
}

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>
