import { allPermissions, BUILT_IN_ROLES, noPermissions, SUPER_ADMIN_ROLE } from '@gwp/contracts'
import type { Kysely } from 'kysely'

import { newId } from '../lib/ids.js'
import { generatedPassword, hashPassword } from '../lib/passwords.js'
import { nowIso } from '../lib/time.js'
import type { Database } from './database.js'

/**
 * superAdmin and Member always exist (docs/requirements/accounts.md#built-in-roles); creating them twice is
 * harmless.
 */
export async function ensureBuiltInRoles(db: Kysely<Database>): Promise<void> {
  const roles = [
    { name: BUILT_IN_ROLES.superAdmin, permissions: allPermissions() },
    { name: BUILT_IN_ROLES.member, permissions: noPermissions() },
  ]
  for (const role of roles) {
    const now = nowIso()
    await db
      .insertInto('roles')
      .values({
        id: newId(),
        name: role.name,
        nameKey: role.name.toLowerCase(),
        permissions: JSON.stringify(role.permissions),
        isBuiltIn: 1,
        createdAt: now,
        updatedAt: now,
      })
      .onConflict((oc) => oc.column('nameKey').doNothing())
      .execute()
  }
}

export async function roleIdByName(db: Kysely<Database>, name: string): Promise<string | null> {
  const row = await db
    .selectFrom('roles')
    .select('id')
    .where('nameKey', '=', name.toLowerCase())
    .executeTakeFirst()
  return row?.id ?? null
}

export interface NewAdminInput {
  username: string
  password: string
  email?: string | undefined
  role?: string
  fullName?: string
}

/** Creates an admin directly (bootstrap, CLI, seed); the API's register route has its own rules. */
export async function createAdmin(db: Kysely<Database>, input: NewAdminInput): Promise<string> {
  const roleName = input.role ?? SUPER_ADMIN_ROLE
  const roleId = await roleIdByName(db, roleName)
  if (!roleId) throw new Error(`Role "${roleName}" does not exist`)
  const email = input.email ?? `${input.username}@example.com`
  const now = nowIso()
  const id = newId()
  await db
    .insertInto('admins')
    .values({
      id,
      username: input.username.toLowerCase(),
      fullName: input.fullName ?? input.username,
      email,
      emailKey: email.toLowerCase(),
      passwordHash: await hashPassword(input.password),
      contactNumber: '03000000000',
      address: 'Head office',
      gender: 'Male',
      dateOfBirth: '1990-01-01',
      roleId,
      createdAt: now,
      updatedAt: now,
    })
    .execute()
  return id
}

export type FirstAdminResult =
  | { kind: 'exists' }
  | { kind: 'from-environment'; username: string }
  | { kind: 'generated'; username: string; password: string }

/**
 * The first superAdmin (docs/requirements/accounts.md#first-superadmin): ADMIN_USERNAME/ADMIN_PASSWORD name a
 * superAdmin that must exist; with no admin at all and no such variables, `superadmin` is created with a
 * random password the caller prints once.
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  env: { username?: string | undefined; password?: string | undefined; email?: string | undefined },
): Promise<FirstAdminResult> {
  if (env.username && env.password) {
    const existing = await db
      .selectFrom('admins')
      .select('id')
      .where('username', '=', env.username.toLowerCase())
      .executeTakeFirst()
    if (existing) return { kind: 'exists' }
    await createAdmin(db, { username: env.username, password: env.password, email: env.email })
    return { kind: 'from-environment', username: env.username.toLowerCase() }
  }
  const any = await db.selectFrom('admins').select('id').limit(1).executeTakeFirst()
  if (any) return { kind: 'exists' }
  const password = generatedPassword()
  await createAdmin(db, { username: 'superadmin', password, email: env.email ?? 'superadmin@example.com' })
  return { kind: 'generated', username: 'superadmin', password }
}
