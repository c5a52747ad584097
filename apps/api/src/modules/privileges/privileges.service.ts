import {
  isBuiltInRole,
  listPageOf,
  paginationOf,
  PERMISSION_AREAS,
  PRIVILEGE_MESSAGES,
  type Pagination,
  type Permissions,
  type Role,
  type RoleBody,
  type RoleListQuery,
} from '@gwp/contracts'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/database.js'
import type { Actor } from '../../plugins/auth.js'
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js'
import { newId } from '../../lib/ids.js'
import { nowIso } from '../../lib/time.js'
import type { AdminsRepository } from '../../db/repositories/admins.repository.js'
import type { AuditHistoryRepository } from '../../db/repositories/audit-history.repository.js'
import {
  toRole,
  type PrivilegesRepository,
  type RoleRecord,
} from '../../db/repositories/privileges.repository.js'

export interface PrivilegesServiceDeps {
  db: Kysely<Database>
  roles: PrivilegesRepository
  admins: AdminsRepository
  history: AuditHistoryRepository
}

function samePermissions(a: Permissions, b: Permissions): boolean {
  return PERMISSION_AREAS.every((area) => {
    const left = a[area] as Record<string, boolean>
    const right = b[area] as Record<string, boolean>
    return Object.keys(left).every((action) => left[action] === right[action])
  })
}

/** A role as the history keeps it: its name and grid. */
const stateOf = (role: Role) => ({ role: role.role, permissions: role.permissions })

/**
 * Role privileges (docs/requirements/accounts.md#rights, #built-in-roles). Every request reads its caller's
 * rights from the roles table, so a saved grid applies from the next request on, without signing anyone out.
 * Each write records itself in the history inside its own transaction: a refused write leaves no entry.
 */
export function createPrivilegesService({ db, roles, admins, history }: PrivilegesServiceDeps) {
  /** superAdmin and Member are reserved in any case; other names are unique without regard to case. */
  async function assertNameFree(name: string, ownId?: string): Promise<void> {
    if (isBuiltInRole(name)) throw conflict(PRIVILEGE_MESSAGES.builtInName)
    const holder = await roles.findByName(name)
    if (holder && holder.id !== ownId) throw conflict(PRIVILEGE_MESSAGES.nameTaken)
  }

  /**
   * A concurrent request can take the name between the check and the write; the unique key on
   * nameKey then refuses the write, and the caller gets the same 409 as if the check had seen it.
   */
  async function writeName<T>(name: string, ownId: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write()
    } catch (err) {
      const holder = await roles.findByName(name)
      if (holder && holder.id !== ownId) throw conflict(PRIVILEGE_MESSAGES.nameTaken)
      throw err
    }
  }

  async function requireEditable(id: string, trx?: Kysely<Database>): Promise<RoleRecord> {
    const role = await roles.findById(id, trx)
    if (!role) throw notFound(PRIVILEGE_MESSAGES.notFound)
    if (Number(role.isBuiltIn) === 1) throw forbidden(PRIVILEGE_MESSAGES.builtInLocked)
    return role
  }

  return {
    /** The spec's plain list, or one page of it when the query asks for one (decision record 008). */
    async list(query: RoleListQuery): Promise<{ permission: Role[]; pagination?: Pagination }> {
      const page = listPageOf(query)
      if (!page) return { permission: (await roles.list()).map(toRole) }
      const { rows, total } = await roles.listPage(page)
      return { permission: rows.map(toRole), pagination: paginationOf(page, total) }
    },

    async create(actor: Actor, body: RoleBody): Promise<Role> {
      await assertNameFree(body.role)
      const id = newId()
      const now = nowIso()
      return writeName(body.role, undefined, () =>
        db.transaction().execute(async (trx) => {
          await roles.create(
            {
              id,
              name: body.role,
              nameKey: body.role.toLowerCase(),
              permissions: JSON.stringify(body.permissions),
              isBuiltIn: 0,
              createdAt: now,
              updatedAt: now,
            },
            trx,
          )
          const created = toRole((await roles.findById(id, trx))!)
          await history.record(
            {
              action: 'role.create',
              actor,
              target: { type: 'role', id, name: created.role },
              before: null,
              after: stateOf(created),
            },
            trx,
          )
          return created
        }),
      )
    },

    async update(actor: Actor, id: string, body: RoleBody): Promise<Role> {
      const current = toRole(await requireEditable(id))
      // A change of letter case alone is a rename the list will show, so the name compares exactly.
      if (body.role === current.role && samePermissions(current.permissions, body.permissions)) {
        throw badRequest(PRIVILEGE_MESSAGES.noChanges)
      }
      await assertNameFree(body.role, id)
      return writeName(body.role, id, () =>
        db.transaction().execute(async (trx) => {
          // Read again inside the transaction: the history's "before" is what this write replaced.
          const before = toRole(await requireEditable(id, trx))
          await roles.update(
            id,
            {
              name: body.role,
              nameKey: body.role.toLowerCase(),
              permissions: JSON.stringify(body.permissions),
              updatedAt: nowIso(),
            },
            trx,
          )
          const updated = toRole((await roles.findById(id, trx))!)
          await history.record(
            {
              action: 'role.update',
              actor,
              target: { type: 'role', id, name: updated.role },
              before: stateOf(before),
              after: stateOf(updated),
            },
            trx,
          )
          return updated
        }),
      )
    },

    async delete(actor: Actor, id: string): Promise<void> {
      await requireEditable(id)
      if ((await admins.countWithRole(id)) > 0) throw conflict(PRIVILEGE_MESSAGES.inUse)
      try {
        await db.transaction().execute(async (trx) => {
          const role = toRole(await requireEditable(id, trx))
          if (!(await roles.delete(id, trx))) throw notFound(PRIVILEGE_MESSAGES.notFound)
          await history.record(
            {
              action: 'role.delete',
              actor,
              target: { type: 'role', id, name: role.role },
              before: stateOf(role),
              after: null,
            },
            trx,
          )
        })
      } catch (err) {
        // The foreign key from admins refuses the delete if someone was given the role meanwhile.
        if ((await admins.countWithRole(id)) > 0) throw conflict(PRIVILEGE_MESSAGES.inUse)
        throw err
      }
    },
  }
}

export type PrivilegesService = ReturnType<typeof createPrivilegesService>
