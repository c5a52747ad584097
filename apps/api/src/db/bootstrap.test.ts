import { afterEach, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../test/app.js'
import { login } from '../test/factories.js'
import { ensureBuiltInRoles, ensureFirstAdmin } from './bootstrap.js'
import { migrateToLatest } from './migrate.js'

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

describe('migrations', () => {
  it('are safe to run again on an up-to-date database', async () => {
    t = await buildTestApp()
    expect(await migrateToLatest(t.app.db)).toEqual([])
    await ensureBuiltInRoles(t.app.db)
    const roles = await t.app.db.selectFrom('roles').select('name').orderBy('name').execute()
    expect(roles.map((r) => r.name)).toEqual(['Member', 'superAdmin'])
  })
})

describe('first superAdmin (docs/requirements/accounts.md#first-superadmin)', () => {
  it('creates superadmin with a random password that signs in, once', async () => {
    t = await buildTestApp()
    const first = await ensureFirstAdmin(t.app.db, {})
    expect(first.kind).toBe('generated')
    if (first.kind !== 'generated') return
    expect(first.username).toBe('superadmin')
    expect(first.password.length).toBeGreaterThanOrEqual(24)
    const token = await login(t.app, 'superadmin', first.password)
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } })
    expect(me.json().data.role).toBe('superAdmin')
    expect((await ensureFirstAdmin(t.app.db, {})).kind).toBe('exists')
    const again = await ensureFirstAdmin(t.app.db, {})
    expect(again).toEqual({ kind: 'exists' })
  })

  it('creates the admin named by ADMIN_USERNAME and ADMIN_PASSWORD if missing', async () => {
    t = await buildTestApp()
    const env = { username: 'Owner', password: 'Owner!Pass1', email: 'owner@example.com' }
    expect(await ensureFirstAdmin(t.app.db, env)).toEqual({ kind: 'from-environment', username: 'owner' })
    expect(await ensureFirstAdmin(t.app.db, env)).toEqual({ kind: 'exists' })
    await login(t.app, 'owner', 'Owner!Pass1')
    const stored = await t.app.db.selectFrom('admins').select(['username', 'passwordHash']).execute()
    expect(stored).toHaveLength(1)
    expect(stored[0]!.passwordHash).toMatch(/^\$argon2id\$/)
  })
})
