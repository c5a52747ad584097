import { AUTH_MESSAGES, FORGOT_PASSWORD_THROTTLE, RESET_TOKEN_TTL_MINUTES, type Admin } from '@gwp/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'

import type { AppConfig } from '../../config.js'
import type { Database } from '../../db/database.js'
import { badRequest } from '../../lib/errors.js'
import { hashPassword } from '../../lib/passwords.js'
import { minutesFromNow, nowIso } from '../../lib/time.js'
import { hashToken, newToken } from '../../lib/tokens.js'
import { escapeHtml } from '../../mail/escape-html.js'
import type { MailService, OutgoingMail } from '../../mail/mail-service.js'
import type { AdminsRepository } from '../../db/repositories/admins.repository.js'
import type { AttemptsRepository } from '../../db/repositories/attempts.repository.js'
import type { PasswordResetRepository } from '../../db/repositories/password-reset.repository.js'
import type { SessionsRepository } from '../../db/repositories/sessions.repository.js'
import { takeAttempt, type ThrottleRule } from '../../throttles/throttle.js'
import type { AuditHistoryRepository } from '../../db/repositories/audit-history.repository.js'

const RESET_RULE: ThrottleRule = {
  kind: 'reset',
  windowMinutes: FORGOT_PASSWORD_THROTTLE.windowMinutes,
  maxPerSubject: FORGOT_PASSWORD_THROTTLE.maxPerEmail,
  maxPerIp: FORGOT_PASSWORD_THROTTLE.maxPerIp,
  message: AUTH_MESSAGES.tooManyResetRequests,
}

export interface PasswordResetDeps {
  db: Kysely<Database>
  admins: AdminsRepository
  sessions: SessionsRepository
  attempts: AttemptsRepository
  resetTokens: PasswordResetRepository
  history: AuditHistoryRepository
  mail: MailService
  config: AppConfig
  log: FastifyBaseLogger
}

export function resetMail(admin: Pick<Admin, 'email' | 'fullName' | 'username'>, link: string): OutgoingMail {
  const name = admin.fullName || admin.username
  return {
    to: admin.email,
    subject: 'Reset your password',
    text: [
      `Hello ${name},`,
      '',
      `Someone asked to reset the password of the back-office account "${admin.username}".`,
      `To choose a new password, open this link within ${RESET_TOKEN_TTL_MINUTES} minutes:`,
      '',
      link,
      '',
      'The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(name)},</p>`,
      `<p>Someone asked to reset the password of the back-office account &quot;${escapeHtml(admin.username)}&quot;.`,
      `To choose a new password, open this link within ${RESET_TOKEN_TTL_MINUTES} minutes:</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      '<p>The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.</p>',
    ].join('\n'),
  }
}

export function createPasswordResetService({
  db,
  admins,
  sessions,
  attempts,
  resetTokens,
  history,
  mail,
  config,
  log,
}: PasswordResetDeps) {
  // Reset work still running after its answer went out; closing the app waits for it.
  const running = new Set<Promise<void>>()

  /** Everything that depends on whether the address belongs to an active admin. */
  async function sendResetLink(email: string, ip: string): Promise<void> {
    const adminId = await admins.findIdByEmail(email)
    const admin = adminId ? await admins.findById(adminId) : null
    // A disabled account answers as an unknown one: a new password would not let it sign in.
    if (!admin?.isActive) return

    const token = newToken()
    const link = `${config.publicUrl}/reset-password/${token}`
    try {
      await db.transaction().execute(async (trx) => {
        await resetTokens.create(admin._id, hashToken(token), minutesFromNow(RESET_TOKEN_TTL_MINUTES), trx)
        await mail.enqueue(resetMail(admin, link), trx)
      })
    } catch (err) {
      // The visitor has had their answer already; staff see the failure in the log.
      log.error({ err, adminId: admin._id }, 'could not queue the password reset e-mail')
      return
    }
    log.info({ adminId: admin._id, ip }, 'password reset requested')
  }

  return {
    /**
     * Known and unknown addresses end the same way for the caller (ASVS 6.3.8); both count against
     * the address's and the IP's allowance, so probing many addresses is throttled as well. Only
     * the throttle runs before the answer (its 429 must be the answer); the lookup, the token and
     * the e-mail are the returned follow-up, which the caller starts once the answer has gone, so
     * the answer takes the same time whether or not the address is an admin's.
     */
    async requestReset(rawEmail: string, ip: string): Promise<() => void> {
      const email = rawEmail.trim().toLowerCase()
      // Recorded before it is counted, so racing requests get no more than the allowance.
      await takeAttempt(attempts, RESET_RULE, email, ip)

      return () => {
        const work = sendResetLink(email, ip).catch((err: unknown) => {
          log.error({ err, ip }, 'password reset request failed after its answer')
        })
        running.add(work)
        void work.finally(() => running.delete(work))
      }
    },

    /** Resolves once every started follow-up of requestReset has finished (app close, tests). */
    async settled(): Promise<void> {
      await Promise.all(running)
    },

    /**
     * Sets the new password, uses up the token (and any other open one of the admin), ends every
     * session and records the reset in the history (made by the account itself, through the link),
     * all in one transaction: either the reset happened completely or not at all.
     */
    async resetPassword(token: string, password: string): Promise<void> {
      const tokenHash = hashToken(token)
      // Checked before hashing so a made-up token costs no argon2 work; checked again, atomically, below.
      const found = await resetTokens.findByTokenHash(tokenHash)
      if (!found || found.usedAt !== null || found.expiresAt <= nowIso()) {
        throw badRequest(AUTH_MESSAGES.resetTokenInvalid)
      }
      const passwordHash = await hashPassword(password)

      await db.transaction().execute(async (trx) => {
        const now = nowIso()
        if (!(await resetTokens.markUsed(found.id, now, trx)))
          throw badRequest(AUTH_MESSAGES.resetTokenInvalid)
        await admins.update(found.adminId, { passwordHash, updatedAt: now }, trx)
        await resetTokens.markAllUsedForAdmin(found.adminId, now, trx)
        await sessions.revokeAllForAdmin(found.adminId, trx)
        const admin = await admins.findById(found.adminId, trx)
        if (admin) {
          const self = { id: admin._id, username: admin.username }
          await history.record(
            {
              action: 'admin.password-reset',
              actor: self,
              target: { type: 'admin', id: admin._id, name: admin.username },
              before: null,
              after: null,
            },
            trx,
          )
        }
      })
      log.info({ adminId: found.adminId }, 'password reset; every session ended')
    },
  }
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>
