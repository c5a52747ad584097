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
  type UpdateProfileBody,
} from '@gwp/contracts'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/database.js'
import type { Actor } from '../../plugins/auth.js'
import { lockSuperAdmins } from '../../db/dialect.js'
import { badRequest, conflict, conflictField, forbidden, notFound } from '../../lib/errors.js'
import { newId } from '../../lib/ids.js'
import { hashPassword } from '../../lib/passwords.js'
import { nowIso } from '../../lib/time.js'
import type { SessionsRepository } from '../../db/repositories/sessions.repository.js'
import type { AuditHistoryRepository } from '../../db/repositories/audit-history.repository.js'
import type { PasswordResetRepository } from '../../db/repositories/password-reset.repository.js'
import type { PrivilegesRepository } from '../../db/repositories/privileges.repository.js'
import type { AdminsRepository } from '../../db/repositories/admins.repository.js'

export interface AdminsServiceDeps {
  db: Kysely<Database>
  admins: AdminsRepository
  roles: PrivilegesRepository
  sessions: SessionsRepository
  resetTokens: PasswordResetRepository
  history: AuditHistoryRepository
}

type ProfileChanges = { email?: string; emailKey?: string; contactNumber?: string; address?: string }

/** Admin accounts: Add Admin, the user list, role changes and the own-profile edit (back-office.md §2, §5, §6). */
export function createAdminsService({
  db,
  admins,
  roles,
  sessions,
  resetTokens,
  history,
}: AdminsServiceDeps) {
  async function assertUnique(username: string | null, email: string | null, ownId?: string): Promise<void> {
    if (username !== null && (await admins.usernameExists(username)))
      throw conflictField('username', ADMIN_MESSAGES.usernameTaken)
    if (email !== null) {
      const holder = await admins.findIdByEmail(email)
      if (holder && holder !== ownId) throw conflictField('email', ADMIN_MESSAGES.emailTaken)
    }
  }

  /**
   * The check above and the write race with a concurrent request; the unique keys on username and
   * emailKey refuse the loser's write, and a second check turns that refusal into the same 409.
   */
  async function guardUnique<T>(
    username: string | null,
    email: string | null,
    ownId: string | undefined,
    write: () => Promise<T>,
  ): Promise<T> {
    try {
      return await write()
    } catch (err) {
      await assertUnique(username, email, ownId)
      throw err
    }
  }

  async function requireAdmin(id: string, trx?: Kysely<Database>): Promise<Admin> {
    const admin = await admins.findById(id, trx)
    if (!admin) throw notFound(ADMIN_MESSAGES.notFound)
    return admin
  }

  return {
    /** Decision 3: creates the account and signs nobody in. A new admin starts as Member, with no rights. */
    async register(body: RegisterAdminBody): Promise<Admin> {
      await assertUnique(body.username, body.email)
      const member = await roles.findByName(BUILT_IN_ROLES.member)
      // ensureBuiltInRoles runs at every start, so this is a broken database, not a client error.
      if (!member) throw new Error('The built-in Member role is missing')
      const id = newId()
      const now = nowIso()
      const passwordHash = await hashPassword(body.password)
      await guardUnique(body.username, body.email, undefined, () =>
        admins.create({
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
        }),
      )
      return requireAdmin(id)
    },

    /** The spec's plain list, or one page of it when the query asks for one (decision record 008). */
    async list(query: AdminUsersQuery): Promise<{ data: Admin[]; pagination?: Pagination }> {
      const page = listPageOf(query)
      if (!page) return { data: await admins.list() }
      const { rows, total } = await admins.listPage(page)
      return { data: rows, pagination: paginationOf(page, total) }
    },

    /**
     * Nobody changes their own role and a superAdmin's role never changes (SECURITY 18). The actor is
     * a superAdmin who therefore keeps the role, so at least one superAdmin always remains.
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

    /**
     * Only email, contactNumber and address, only on one's own account. Every session of the admin
     * ends, as the spec's "Re-login for changes to take effect!" expects.
     */
    async updateProfile(actorId: string, targetId: string, body: UpdateProfileBody): Promise<Admin> {
      if (actorId !== targetId) throw forbidden(ADMIN_MESSAGES.ownProfileOnly)
      const current = await requireAdmin(targetId)
      const changes: ProfileChanges = {}
      if (body.email !== undefined && body.email !== current.email) {
        await assertUnique(null, body.email, targetId)
        changes.email = body.email
        changes.emailKey = body.email.toLowerCase()
      }
      if (body.contactNumber !== undefined && body.contactNumber !== current.contactNumber) {
        changes.contactNumber = body.contactNumber
      }
      if (body.address !== undefined && body.address !== current.address) changes.address = body.address
      // Saving identical values would sign the admin out for nothing.
      if (Object.keys(changes).length === 0) throw badRequest(ADMIN_MESSAGES.noProfileChange)

      return guardUnique(null, changes.email ?? null, targetId, () =>
        db.transaction().execute(async (trx) => {
          await admins.update(targetId, { ...changes, updatedAt: nowIso() }, trx)
          await sessions.revokeAllForAdmin(targetId, trx)
          return requireAdmin(targetId, trx)
        }),
      )
    },
  }
}

export type AdminsService = ReturnType<typeof createAdminsService>
