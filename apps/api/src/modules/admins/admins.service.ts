import {
  ADMIN_MESSAGES,
  ADMINISTRATION_MESSAGES,
  BUILT_IN_ROLES,
  listPageOf,
  paginationOf,
  SUPER_ADMIN_ROLE,
  type Admin,
  type AdminUsersQuery,
  type Pagination,
  type RegisterAdminBody,
} from '@gwp/contracts'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/database.js'
import type { Actor } from '../../plugins/auth.js'
import { lockSuperAdmins } from '../../db/dialect.js'
import { badRequest, conflict, forbidden } from '../../lib/errors.js'
import { newId } from '../../lib/ids.js'
import { hashPassword } from '../../lib/passwords.js'
import { nowIso } from '../../lib/time.js'
import type { SessionsRepository } from '../../db/repositories/sessions.repository.js'
import type { AuditHistoryRepository } from '../../db/repositories/audit-history.repository.js'
import type { PasswordResetRepository } from '../../db/repositories/password-reset.repository.js'
import type { PrivilegesRepository } from '../../db/repositories/privileges.repository.js'
import type { AdminsRepository } from '../../db/repositories/admins.repository.js'
import { createAdminChecks } from './admin-checks.js'

export interface AdminsServiceDeps {
  db: Kysely<Database>
  admins: AdminsRepository
  roles: PrivilegesRepository
  sessions: SessionsRepository
  resetTokens: PasswordResetRepository
  history: AuditHistoryRepository
}

/**
 * Admin accounts: Add Admin, the user list and role changes (docs/requirements/accounts.md#users-section,
 * #add-admin, #profile, #rights); beyond the spec, disabling an admin. The own-profile edit is
 * profile.service.ts.
 */
export function createAdminsService({
  db,
  admins,
  roles,
  sessions,
  resetTokens,
  history,
}: AdminsServiceDeps) {
  const { assertUnique, guardUnique, requireAdmin } = createAdminChecks(admins)

  return {
    /**
     * Registration (docs/requirements/accounts.md#registration): creates the account and signs nobody in. A
     * new admin starts as Member, with no rights. The history records who added whom, in the same
     * transaction.
     */
    async register(actor: Actor, body: RegisterAdminBody): Promise<Admin> {
      await assertUnique(body.username, body.email)
      const member = await roles.findByName(BUILT_IN_ROLES.member)
      // ensureBuiltInRoles runs at every start, so this is a broken database, not a client error.
      if (!member) throw new Error('The built-in Member role is missing')
      const id = newId()
      const now = nowIso()
      const passwordHash = await hashPassword(body.password)
      return guardUnique(body.username, body.email, undefined, () =>
        db.transaction().execute(async (trx) => {
          await admins.create(
            {
              id,
              username: body.username,
              fullName: body.fullName,
              email: body.email,
              emailKey: body.email.toLowerCase(),
              passwordHash,
              contactNumber: body.contactNumber,
              address: body.address,
              gender: body.gender,
              dateOfBirth: body.dateOfBirth,
              roleId: member.id,
              createdAt: now,
              updatedAt: now,
            },
            trx,
          )
          await history.record(
            {
              action: 'admin.create',
              actor,
              target: { type: 'admin', id, name: body.username },
              before: null,
              after: { role: member.name },
            },
            trx,
          )
          return requireAdmin(id, trx)
        }),
      )
    },

    /** The spec's plain list, or one page of it when the query asks for one (decision record 008). */
    async list(query: AdminUsersQuery): Promise<{ data: Admin[]; pagination?: Pagination }> {
      const page = listPageOf(query)
      if (!page) return { data: await admins.list() }
      const { rows, total } = await admins.listPage(page)
      return { data: rows, pagination: paginationOf(page, total) }
    },

    /**
     * Nobody changes their own role and a superAdmin's role never changes (docs/security.md#s18). The actor
     * is a superAdmin who therefore keeps the role, so at least one superAdmin always remains.
     * The target's sessions end with the change, so the new rights apply from the next sign-in.
     */
    async updateRole(actor: Actor, targetId: string, roleName: string): Promise<Admin> {
      if (actor.id === targetId) throw forbidden(ADMIN_MESSAGES.ownRoleLocked)
      return db.transaction().execute(async (trx) => {
        const target = await requireAdmin(targetId, trx)
        if (target.role === SUPER_ADMIN_ROLE) throw forbidden(ADMIN_MESSAGES.superAdminRoleLocked)
        const role = await roles.findByName(roleName, trx)
        if (!role) throw badRequest(ADMIN_MESSAGES.roleNotFound)
        // Choosing the role the admin already has changes nothing, so it signs nobody out.
        if (role.name === target.role) return target
        await admins.update(targetId, { roleId: role.id, updatedAt: nowIso() }, trx)
        await sessions.revokeAllForAdmin(targetId, trx)
        await history.record(
          {
            action: 'admin.role',
            actor,
            target: { type: 'admin', id: targetId, name: target.username },
            before: { role: target.role },
            after: { role: role.name },
          },
          trx,
        )
        return requireAdmin(targetId, trx)
      })
    },

    /**
     * Beyond the spec: a superAdmin disables a colleague who leaves, or enables them again. Disabling
     * ends every session and open reset link at once. Nobody changes their own state, and the last
     * active superAdmin can never be disabled: the superAdmins are locked for the check, so two
     * superAdmins disabling each other at the same moment cannot both succeed.
     */
    async changeStatus(actor: Actor, targetId: string, isActive: boolean): Promise<Admin> {
      if (actor.id === targetId) throw forbidden(ADMINISTRATION_MESSAGES.ownStatusLocked)
      return db.transaction().execute(async (trx) => {
        await lockSuperAdmins(trx)
        const target = await requireAdmin(targetId, trx)
        // Pressing the same toggle twice changes nothing and records nothing.
        if (target.isActive === isActive) return target
        if (
          !isActive &&
          target.role === SUPER_ADMIN_ROLE &&
          (await admins.countOtherActiveSuperAdmins(targetId, trx)) === 0
        ) {
          throw conflict(ADMINISTRATION_MESSAGES.lastSuperAdmin)
        }
        const now = nowIso()
        await admins.update(targetId, { isActive: isActive ? 1 : 0, updatedAt: now }, trx)
        if (!isActive) {
          await sessions.revokeAllForAdmin(targetId, trx)
          await resetTokens.markAllUsedForAdmin(targetId, now, trx)
        }
        await history.record(
          {
            action: 'admin.status',
            actor,
            target: { type: 'admin', id: targetId, name: target.username },
            before: { isActive: target.isActive },
            after: { isActive },
          },
          trx,
        )
        return requireAdmin(targetId, trx)
      })
    },
  }
}

export type AdminsService = ReturnType<typeof createAdminsService>
