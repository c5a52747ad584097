import { AUTH_MESSAGES, LOGIN_THROTTLE, SESSION_TTL_HOURS, type Admin } from '@gwp/contracts'
import type { FastifyBaseLogger } from 'fastify'

import { unauthorized } from '../../lib/errors.js'
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js'
import { minutesFromNow } from '../../lib/time.js'
import { hashToken, newToken } from '../../lib/tokens.js'
import type { AdminsRepository } from '../../db/repositories/admins.repository.js'
import type { AttemptsRepository } from '../../db/repositories/attempts.repository.js'
import type { SessionsRepository } from '../../db/repositories/sessions.repository.js'
import { takeAttempt, type ThrottleRule } from '../../throttles/throttle.js'

const LOGIN_RULE: ThrottleRule = {
  kind: 'login',
  windowMinutes: LOGIN_THROTTLE.windowMinutes,
  maxPerSubject: LOGIN_THROTTLE.maxFailuresPerUsername,
  maxPerSubjectFromIp: LOGIN_THROTTLE.maxFailuresPerUsernameFromIp,
  maxPerIp: LOGIN_THROTTLE.maxFailuresPerIp,
  message: AUTH_MESSAGES.tooManyAttempts,
}

export interface AuthServiceDeps {
  admins: AdminsRepository
  sessions: SessionsRepository
  attempts: AttemptsRepository
  log: FastifyBaseLogger
}

export function createAuthService({ admins, sessions, attempts, log }: AuthServiceDeps) {
  return {
    /**
     * Unknown user, wrong password and disabled account fail alike: same status, same message, and
     * an argon2 verification each time so the timing does not tell them apart (ASVS 6.3.8).
     */
    async login(rawUsername: string, password: string, ip: string): Promise<{ token: string; admin: Admin }> {
      const username = rawUsername.trim().toLowerCase()
      // Counted before the password is checked: of parallel guesses, no more than the allowance get
      // as far as the check (a check-then-record throttle lets a burst through on the same count).
      await takeAttempt(attempts, LOGIN_RULE, username, ip)

      const credentials = username ? await admins.findCredentialsByUsername(username) : null
      const valid = credentials
        ? await verifyPassword(credentials.passwordHash, password)
        : await verifyAgainstDummy(password)
      // A disabled account fails exactly as a wrong password does, after the same argon2 work.
      const admin = valid && credentials?.isActive ? await admins.findById(credentials.id) : null
      if (!admin) {
        log.warn({ username, ip }, 'failed sign-in')
        throw unauthorized(AUTH_MESSAGES.invalidCredentials)
      }

      // A success forgives the username's failures, this attempt's row with them.
      await attempts.clearSubject('login', username)
      const token = newToken()
      await sessions.create(admin._id, hashToken(token), minutesFromNow(SESSION_TTL_HOURS * 60))
      return { token, admin }
    },

    async logout(sessionId: string): Promise<void> {
      await sessions.revoke(sessionId)
    },

    async me(adminId: string): Promise<Admin> {
      const admin = await admins.findById(adminId)
      if (!admin) throw unauthorized(AUTH_MESSAGES.unauthenticated)
      return admin
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
