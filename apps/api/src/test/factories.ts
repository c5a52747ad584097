import { noPermissions, type Permissions } from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'

import { createAdmin } from '../db/bootstrap.js'
import { newId } from '../lib/ids.js'
import { nowIso } from '../lib/time.js'

/** Test data in one place (STYLE §5): roles, admins and signed-in sessions. */

export const TEST_PASSWORD = 'Str0ng!Passw0rd'

let sequence = 0
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`

export async function createRole(
  app: FastifyInstance,
  name: string,
  grant: (p: Permissions) => void = () => {},
): Promise<string> {
  const permissions = noPermissions()
  grant(permissions)
  const id = newId()
  const now = nowIso()
  await app.db
    .insertInto('roles')
    .values({
      id,
      name,
      nameKey: name.toLowerCase(),
      permissions: JSON.stringify(permissions),
      isBuiltIn: 0,
      createdAt: now,
      updatedAt: now,
    })
    .execute()
  return id
}

export interface TestAdmin {
  id: string
  username: string
  password: string
  email: string
  token: string
  headers: { authorization: string }
}

/** Creates an admin with the given role and signs it in through the real login route. */
export async function signedInAdmin(
  app: FastifyInstance,
  role = 'superAdmin',
  overrides: { username?: string; password?: string; email?: string } = {},
): Promise<TestAdmin> {
  const username = overrides.username ?? unique('admin')
  const password = overrides.password ?? TEST_PASSWORD
  const email = overrides.email ?? `${username}@example.com`
  const id = await createAdmin(app.db, { username, password, email, role })
  const token = await login(app, username, password)
  return { id, username, password, email, token, headers: { authorization: `Bearer ${token}` } }
}

export async function login(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username, password },
  })
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`)
  return response.json<{ GWP_Token: string }>().GWP_Token
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** A body that passes every Add Admin rule; a test overrides the one field it is about. */
export function registerAdminBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const username = unique('new')
  return {
    username,
    fullName: 'New Admin',
    email: `${username}@example.com`,
    password: TEST_PASSWORD,
    contactNumber: '03001234567',
    address: 'Plot 12, Industrial Area',
    gender: 'Female',
    dateOfBirth: '1995-06-15',
    ...overrides,
  }
}
