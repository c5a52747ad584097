import { ADMINISTRATION_MESSAGES, LOGIN_THROTTLE, PASSWORD_CHANGE_THROTTLE } from '@gwp/contracts'
import type { FastifyBaseLogger } from 'fastify'

import { invalidField, unauthorized } from '../../lib/errors.js'
import { verifyPassword } from '../../lib/passwords.js'
import type { AttemptsRepository } from '../../db/repositories/attempts.repository.js'
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

export interface CurrentPasswordDeps {
  admins: AdminsRepository
  attempts: AttemptsRepository
  log: FastifyBaseLogger
}

/**
 * The signed-in admin's proof that they know their password, asked before a password change and an
 * e-mail change. Both count wrong guesses in one allowance, so neither form adds guesses to the other.
 */
export function createCurrentPasswordCheck({ admins, attempts, log }: CurrentPasswordDeps) {
  return {
    /**
     * Refuses a wrong password with 400 under `currentPassword`, and with 429 once the admin has
     * used up the allowance (even for the right one). A right password does not count.
     */
    async verify(adminId: string, password: string, ip: string, purpose: string): Promise<void> {
      const attempt = await takeAttempt(attempts, WRONG_CURRENT_RULE, adminId, ip)
      const currentHash = await admins.findPasswordHash(adminId)
      if (currentHash === null) throw unauthorized(ADMINISTRATION_MESSAGES.currentPasswordWrong)
      if (!(await verifyPassword(currentHash, password))) {
        log.warn({ adminId, ip }, `wrong current password on ${purpose}`)
        throw invalidField('currentPassword', ADMINISTRATION_MESSAGES.currentPasswordWrong)
      }
      await attempt.release()
    },
  }
}

export type CurrentPasswordCheck = ReturnType<typeof createCurrentPasswordCheck>
