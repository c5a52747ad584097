import {
  ADMINISTRATION_MESSAGES,
  LOGIN_THROTTLE,
  PASSWORD_CHANGE_THROTTLE,
  type ChangePasswordBody,
} from '@gwp/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/database.js'
import { invalidField, unauthorized } from '../../lib/errors.js'
import { hashPassword, verifyPassword } from '../../lib/passwords.js'
import { nowIso } from '../../lib/time.js'
import type { AttemptsRepository } from '../../db/repositories/attempts.repository.js'
import type { SessionsRepository } from '../../db/repositories/sessions.repository.js'
import { takeAttempt, type ThrottleRule } from '../../throttles/throttle.js'
import type { AdminsRepository } from '../../db/repositories/admins.repository.js'

/** A stolen session must not be able to guess the password it lacks: five wrong ones, then a wait. */
const WRONG_CURRENT_RULE: ThrottleRule = {
  kind: 'password',
  windowMinutes: PASSWORD_CHANGE_THROTTLE.windowMinutes,
  maxPerSubject: PASSWORD_CHANGE_THROTTLE.maxFailuresPerAdmin,
  maxPerIp: LOGIN_THROTTLE.maxFailuresPerIp,
  message: ADMINISTRATION_MESSAGES.tooManyPasswordAttempts,
}

export interface PasswordChangeDeps {
  db: Kysely<Database>
  admins: AdminsRepository
  sessions: SessionsRepository
  attempts: AttemptsRepository
  log: FastifyBaseLogger
}

/** Beyond the spec: an admin changes their own password from the Profile modal. */
export function createPasswordChangeService({ db, admins, sessions, attempts, log }: PasswordChangeDeps) {
  return {
    /**
     * The current password must be right; the new one follows the reset page's rules. Every other
     * session of the admin ends (a thief's included); the one that made the change stays.
     */
    async changePassword(
      caller: { id: string; sessionId: string },
      body: ChangePasswordBody,
      ip: string,
    ): Promise<void> {
      const attempt = await takeAttempt(attempts, WRONG_CURRENT_RULE, caller.id, ip)
      const currentHash = await admins.findPasswordHash(caller.id)
      if (currentHash === null) throw unauthorized(ADMINISTRATION_MESSAGES.currentPasswordWrong)
      if (!(await verifyPassword(currentHash, body.currentPassword))) {
        log.warn({ adminId: caller.id, ip }, 'wrong current password on a password change')
        throw invalidField('currentPassword', ADMINISTRATION_MESSAGES.currentPasswordWrong)
      }
      await attempt.release()
      const passwordHash = await hashPassword(body.password)
      await db.transaction().execute(async (trx) => {
        await admins.update(caller.id, { passwordHash, updatedAt: nowIso() }, trx)
        await sessions.revokeAllForAdmin(caller.id, trx, caller.sessionId)
      })
      log.info({ adminId: caller.id }, 'password changed; every other session ended')
    },
  }
}

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>
