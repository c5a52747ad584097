import {
  ADMIN_MESSAGES,
  ADMINISTRATION_MESSAGES,
  AUDITED_PROFILE_FIELDS,
  type Admin,
  type UpdateProfileBody,
} from '@gwp/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/database.js'
import type { Actor } from '../../plugins/auth.js'
import type { MailService } from '../../mail/mail-service.js'
import { badRequest, forbidden, invalidField } from '../../lib/errors.js'
import { maskEmail } from '../../lib/mask-email.js'
import { nowIso } from '../../lib/time.js'
import { isOneRecipient } from '../../mail/mail-service.js'
import type { AuditHistoryRepository } from '../../db/repositories/audit-history.repository.js'
import type { PasswordResetRepository } from '../../db/repositories/password-reset.repository.js'
import type { SessionsRepository } from '../../db/repositories/sessions.repository.js'
import type { AdminChecks } from './admin-checks.js'
import type { AdminsRepository } from '../../db/repositories/admins.repository.js'
import type { CurrentPasswordCheck } from './current-password.js'
import { emailChangedMail } from './email-changed-mail.js'

export interface ProfileServiceDeps {
  db: Kysely<Database>
  admins: AdminsRepository
  checks: AdminChecks
  sessions: SessionsRepository
  resetTokens: PasswordResetRepository
  history: AuditHistoryRepository
  currentPassword: CurrentPasswordCheck
  mail: MailService
  log: FastifyBaseLogger
}

type ProfileChanges = { email?: string; emailKey?: string; contactNumber?: string; address?: string }

/** The Profile modal's edit of one's own account (docs/requirements/accounts.md#rules). */
export function createProfileService({
  db,
  admins,
  checks,
  sessions,
  resetTokens,
  history,
  currentPassword,
  mail,
  log,
}: ProfileServiceDeps) {
  const { assertUnique, guardUnique, requireAdmin } = checks

  /** The old address hears of an e-mail change, in its transaction; one the queue refuses is skipped. */
  async function tellOldAddress(admin: Admin, newEmail: string, trx: Kysely<Database>): Promise<void> {
    if (!isOneRecipient(admin.email)) {
      log.warn(
        { adminId: admin._id },
        'e-mail change not announced: the old address is not one plain recipient',
      )
      return
    }
    await mail.enqueue(emailChangedMail(admin, maskEmail(newEmail)), trx)
  }

  return {
    /**
     * Only email, contactNumber and address, only on one's own account. Every session of the admin ends, as
     * the spec's "Re-login for changes to take effect!" expects. Reset links go to the e-mail, so a new one
     * needs the current password (checked whenever sent, under the password change's throttle): a stolen
     * session alone cannot take the account for good (docs/decisions/015-accounts-hardening.md). The old
     * address is told, open reset links end, and the history records what changed.
     */
    async updateProfile(actor: Actor, targetId: string, body: UpdateProfileBody, ip: string): Promise<Admin> {
      if (actor.id !== targetId) throw forbidden(ADMIN_MESSAGES.ownProfileOnly)
      const current = await requireAdmin(targetId)
      const changes: ProfileChanges = {}
      if (body.email !== undefined && body.email !== current.email) {
        changes.email = body.email
        changes.emailKey = body.email.toLowerCase()
      }
      if (body.contactNumber !== undefined && body.contactNumber !== current.contactNumber) {
        changes.contactNumber = body.contactNumber
      }
      if (body.address !== undefined && body.address !== current.address) changes.address = body.address
      // Saving identical values would sign the admin out for nothing.
      if (Object.keys(changes).length === 0) throw badRequest(ADMIN_MESSAGES.noProfileChange)
      const newEmail = changes.email
      if (newEmail !== undefined && body.currentPassword === undefined) {
        throw invalidField('currentPassword', ADMINISTRATION_MESSAGES.currentPasswordForEmail)
      }
      if (body.currentPassword !== undefined) {
        await currentPassword.verify(targetId, body.currentPassword, ip, 'a profile change')
      }
      if (newEmail !== undefined) await assertUnique(null, newEmail, targetId)

      return guardUnique(null, newEmail ?? null, targetId, () =>
        db.transaction().execute(async (trx) => {
          const now = nowIso()
          await admins.update(targetId, { ...changes, updatedAt: now }, trx)
          await sessions.revokeAllForAdmin(targetId, trx)
          const target = { type: 'admin' as const, id: targetId, name: current.username }
          const fields = AUDITED_PROFILE_FIELDS.filter((field) => changes[field] !== undefined)
          if (fields.length > 0) {
            const entry = { action: 'admin.profile' as const, actor, target, before: null, after: { fields } }
            await history.record(entry, trx)
          }
          if (newEmail !== undefined) {
            await resetTokens.markAllUsedForAdmin(targetId, now, trx)
            const before = { email: maskEmail(current.email) }
            const after = { email: maskEmail(newEmail) }
            await history.record({ action: 'admin.email', actor, target, before, after }, trx)
            await tellOldAddress(current, newEmail, trx)
          }
          return requireAdmin(targetId, trx)
        }),
      )
    },
  }
}

export type ProfileService = ReturnType<typeof createProfileService>
