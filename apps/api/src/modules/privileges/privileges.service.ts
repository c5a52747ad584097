import {
  isBuiltInRole,
  PERMISSION_AREAS,
  PRIVILEGE_MESSAGES,
  type Permissions,
  type Role,
  type RoleBody,
} from '@gwp/contracts'

import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js'
import { newId } from '../../lib/ids.js'
import { nowIso } from '../../lib/time.js'
import type { AdminsRepository } from '../admins/admins.repository.js'
import { toRole, type PrivilegesRepository, type RoleRecord } from './privileges.repository.js'

export interface PrivilegesServiceDeps {
  roles: PrivilegesRepository
  admins: AdminsRepository
}

function samePermissions(a: Permissions, b: Permissions): boolean {
  return PERMISSION_AREAS.every((area) => {
    const left = a[area] as Record<string, boolean>
    const right = b[area] as Record<string, boolean>
    return Object.keys(left).every((action) => left[action] === right[action])
  })
}

/**
 * Role privileges (back-office.md §6, decision 5). Every request reads its caller's rights from the
 * roles table, so a saved grid applies from the next request on, without signing anyone out.
 */
export function createPrivilegesService({ roles, admins }: PrivilegesServiceDeps) {
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
  async function writeName(
    name: string,
    ownId: string | undefined,
    write: () => Promise<unknown>,
  ): Promise<void> {
    try {
      await write()
    } catch (err) {
      const holder = await roles.findByName(name)
      if (holder && holder.id !== ownId) throw conflict(PRIVILEGE_MESSAGES.nameTaken)
      throw err
    }
  }

  async function requireEditable(id: string): Promise<RoleRecord> {
    const role = await roles.findById(id)
    if (!role) throw notFound(PRIVILEGE_MESSAGES.notFound)
    if (Number(role.isBuiltIn) === 1) throw forbidden(PRIVILEGE_MESSAGES.builtInLocked)
    return role
  }

  return {
    async list(): Promise<Role[]> {
      return (await roles.list()).map(toRole)
    },

    async create(body: RoleBody): Promise<Role> {
      await assertNameFree(body.role)
      const id = newId()
      const now = nowIso()
      await writeName(body.role, undefined, () =>
        roles.create({
          id,
          name: body.role,
          nameKey: body.role.toLowerCase(),
          permissions: JSON.stringify(body.permissions),
          isBuiltIn: 0,
          createdAt: now,
          updatedAt: now,
        }),
      )
      return toRole((await roles.findById(id))!)
    },

    async update(id: string, body: RoleBody): Promise<Role> {
      const current = await requireEditable(id)
      // A change of letter case alone is a rename the list will show, so the name compares exactly.
      if (body.role === current.name && samePermissions(toRole(current).permissions, body.permissions)) {
        throw badRequest(PRIVILEGE_MESSAGES.noChanges)
      }
      await assertNameFree(body.role, id)
      await writeName(body.role, id, () =>
        roles.update(id, {
          name: body.role,
          nameKey: body.role.toLowerCase(),
          permissions: JSON.stringify(body.permissions),
          updatedAt: nowIso(),
        }),
      )
      const updated = await roles.findById(id)
      if (!updated) throw notFound(PRIVILEGE_MESSAGES.notFound)
      return toRole(updated)
    },

    async delete(id: string): Promise<void> {
      await requireEditable(id)
      if ((await admins.countWithRole(id)) > 0) throw conflict(PRIVILEGE_MESSAGES.inUse)
      let deleted: boolean
      try {
        deleted = await roles.delete(id)
      } catch (err) {
        // The foreign key from admins refuses the delete if someone was given the role meanwhile.
        if ((await admins.countWithRole(id)) > 0) throw conflict(PRIVILEGE_MESSAGES.inUse)
        throw err
      }
      if (!deleted) throw notFound(PRIVILEGE_MESSAGES.notFound)
    },
  }
}

export type PrivilegesService = ReturnType<typeof createPrivilegesService>
