import { noPermissions } from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../../test/app.js'
import { expectSuperAdminOnly } from '../../test/expectations.js'
import {
  createRole,
  login,
  registerAdminBody,
  signedInAdmin,
  TEST_PASSWORD,
  type TestAdmin,
} from '../../test/factories.js'
import { openResetLink, useResetLink } from '../../test/reset-links.js'
import { failWrites } from '../../test/failing-writes.js'
import { GENERIC_SERVER_ERROR } from '../../plugins/error-envelope.js'

/**
 * Beyond the spec: every change of an admin's role or state and of a role's grid is recorded (who,
 * when, before → after) in the same transaction, and read newest first in the Privilege section.
 * Decision record 015 adds accounts created, profile and e-mail changes, password changes and resets.
 */

let t: TestApp
let boss: TestAdmin
beforeAll(async () => {
  t = await buildTestApp()
  boss = await signedInAdmin(t.app, 'superAdmin', { username: 'historian' })
})
afterAll(async () => {
  await t.close()
})

const call = (method: 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: boss.headers, ...(payload ? { payload } : {}) })

const history = async (query = '') => {
  const response = await t.app.inject({ url: `/api/v1/audit-history${query}`, headers: boss.headers })
  expect(response.statusCode).toBe(200)
  return response.json()
}

const entryCount = async () => (await history()).pagination.total as number

describe('GET /api/v1/audit-history', () => {
  it('records each role write and each admin role or state change, newest first', async () => {
    const created = await call('POST', '/api/v1/permission/create', {
      role: 'Blog Writer',
      permissions: { blog: { create: true, update: true } },
    })
    expect(created.statusCode).toBe(201)
    const roleId = created.json().data._id
    expect(
      (
        await call('PATCH', `/api/v1/permission/${roleId}`, {
          role: 'Blog Writer',
          permissions: { blog: { update: true } },
        })
      ).statusCode,
    ).toBe(200)
    const writer = await signedInAdmin(t.app, 'Member', { username: 'wendy' })
    expect(
      (await call('PATCH', `/api/v1/admin/update-role/${writer.id}`, { role: 'Blog Writer' })).statusCode,
    ).toBe(200)
    expect((await call('PATCH', `/api/v1/admin/status/${writer.id}`, { isActive: 'false' })).statusCode).toBe(
      200,
    )
    const spare = await createRole(t.app, 'Spare')
    expect((await call('DELETE', `/api/v1/permission/${spare}`)).statusCode).toBe(200)

    const createdGrid = noPermissions()
    createdGrid.blog.create = true
    createdGrid.blog.update = true
    const updatedGrid = noPermissions()
    updatedGrid.blog.update = true
    const body = await history()
    expect(body.success).toBe(true)
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 5, totalPages: 1 })
    const actor = { actor: 'historian', _id: expect.any(String), createdAt: expect.any(String) }
    expect(body.data).toEqual([
      {
        ...actor,
        action: 'role.delete',
        targetType: 'role',
        targetId: spare,
        targetName: 'Spare',
        before: { role: 'Spare', permissions: noPermissions() },
        after: null,
      },
      {
        ...actor,
        action: 'admin.status',
        targetType: 'admin',
        targetId: writer.id,
        targetName: 'wendy',
        before: { isActive: true },
        after: { isActive: false },
      },
      {
        ...actor,
        action: 'admin.role',
        targetType: 'admin',
        targetId: writer.id,
        targetName: 'wendy',
        before: { role: 'Member' },
        after: { role: 'Blog Writer' },
      },
      {
        ...actor,
        action: 'role.update',
        targetType: 'role',
        targetId: roleId,
        targetName: 'Blog Writer',
        before: { role: 'Blog Writer', permissions: createdGrid },
        after: { role: 'Blog Writer', permissions: updatedGrid },
      },
      {
        ...actor,
        action: 'role.create',
        targetType: 'role',
        targetId: roleId,
        targetName: 'Blog Writer',
        before: null,
        after: { role: 'Blog Writer', permissions: createdGrid },
      },
    ])
    const times = body.data.map((entry: { createdAt: string }) => entry.createdAt)
    expect([...times].sort().reverse()).toEqual(times)
  })

  it('records an account added, its profile and e-mail changed, its password changed and reset', async () => {
    const before = await entryCount()
    const body = registerAdminBody({ username: 'newbie', email: 'newbie.first@example.com' })
    const added = await call('POST', '/api/v1/admin/register', body)
    expect(added.statusCode).toBe(201)
    const id = added.json().data._id as string
    let password = TEST_PASSWORD
    const as = async () => ({ authorization: `Bearer ${await login(t.app, 'newbie', password)}` })
    const profile = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/update/${id}`,
      headers: await as(),
      payload: {
        email: 'newbie.second@example.com',
        contactNumber: '971501234567',
        address: 'Office 4, Dubai',
        currentPassword: password,
      },
    })
    expect(profile.statusCode).toBe(200)
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/change-password',
      headers: await as(),
      payload: { currentPassword: password, password: 'Second!Passw0rd' },
    })
    expect(changed.statusCode).toBe(200)
    password = 'Second!Passw0rd'
    const link = await openResetLink(t.app, 'newbie.second@example.com')
    expect((await useResetLink(t.app, link, 'Third!Passw0rd')).statusCode).toBe(200)

    const page = await history()
    expect(page.pagination.total).toBe(before + 5)
    const self = { actor: 'newbie', targetType: 'admin', targetId: id, targetName: 'newbie' }
    const at = { _id: expect.any(String), createdAt: expect.any(String) }
    expect(page.data.slice(0, 5)).toEqual([
      { ...at, ...self, action: 'admin.password-reset', before: null, after: null },
      { ...at, ...self, action: 'admin.password', before: null, after: null },
      {
        ...at,
        ...self,
        action: 'admin.email',
        before: { email: 'ne***@ex***.com' },
        after: { email: 'ne***@ex***.com' },
      },
      {
        ...at,
        ...self,
        action: 'admin.profile',
        before: null,
        after: { fields: ['contactNumber', 'address'] },
      },
      { ...at, ...self, actor: 'historian', action: 'admin.create', before: null, after: { role: 'Member' } },
    ])
    // Never a secret or a whole address, in the answer or in the table.
    const stored = JSON.stringify(await t.app.db.selectFrom('auditEntries').selectAll().execute())
    for (const text of [JSON.stringify(page), stored]) {
      for (const secret of [
        TEST_PASSWORD,
        'Second!Passw0rd',
        'Third!Passw0rd',
        link,
        'newbie.first',
        'newbie.second',
      ]) {
        expect(text).not.toContain(secret)
      }
    }
  })

  it('records only the profile fields that changed, and nothing for a refused profile change', async () => {
    const admin = await signedInAdmin(t.app, 'Member', { username: 'fieldy' })
    const before = await entryCount()
    const update = async (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/update/${admin.id}`,
        headers: { authorization: `Bearer ${await login(t.app, 'fieldy', TEST_PASSWORD)}` },
        payload,
      })
    expect((await update({ email: 'fieldy.new@example.com' })).statusCode).toBe(400)
    expect((await update({ address: 'Elsewhere', currentPassword: 'Wrong!Passw0rd' })).statusCode).toBe(400)
    expect((await update({ address: 'Head office' })).statusCode).toBe(400)
    expect(await entryCount()).toBe(before)
    expect((await update({ address: 'Office 7', contactNumber: '03000000000' })).statusCode).toBe(200)
    const [entry] = (await history()).data
    expect(entry).toMatchObject({ action: 'admin.profile', actor: 'fieldy', after: { fields: ['address'] } })
    expect(await entryCount()).toBe(before + 1)
  })

  it('pages the history ten entries at a time', async () => {
    const total = await entryCount()
    for (let i = 0; i < 11; i++) {
      expect((await call('POST', '/api/v1/permission/create', { role: `Paged ${i}` })).statusCode).toBe(201)
    }
    const first = await history()
    expect(first.data).toHaveLength(10)
    expect(first.data[0].targetName).toBe('Paged 10')
    expect(first.pagination).toEqual({
      page: 1,
      limit: 10,
      total: total + 11,
      totalPages: Math.ceil((total + 11) / 10),
    })
    const second = await history('?page=2&limit=5')
    expect(second.data.map((entry: { targetName: string }) => entry.targetName)).toEqual([
      'Paged 5',
      'Paged 4',
      'Paged 3',
      'Paged 2',
      'Paged 1',
    ])
  })

  it('records nothing when a change is refused', async () => {
    const before = await entryCount()
    const editor = await createRole(t.app, 'Held Role')
    const holder = await signedInAdmin(t.app, 'Held Role')
    const superAdminRole = (
      await t.app.db
        .selectFrom('roles')
        .select('id')
        .where('name', '=', 'superAdmin')
        .executeTakeFirstOrThrow()
    ).id
    const refusals: Array<[number, Promise<{ statusCode: number }>]> = [
      [400, call('PATCH', `/api/v1/permission/${editor}`, { role: 'Held Role', permissions: {} })],
      [409, call('DELETE', `/api/v1/permission/${editor}`)],
      [403, call('PATCH', `/api/v1/permission/${superAdminRole}`, { role: 'superAdmin', permissions: {} })],
      [409, call('POST', '/api/v1/permission/create', { role: 'held role' })],
      [403, call('PATCH', `/api/v1/admin/status/${boss.id}`, { isActive: 'false' })],
      [403, call('PATCH', `/api/v1/admin/update-role/${boss.id}`, { role: 'Member' })],
      [400, call('PATCH', `/api/v1/admin/update-role/${holder.id}`, { role: 'No Such Role' })],
    ]
    for (const [status, response] of refusals) expect((await response).statusCode).toBe(status)
    // Choosing the state or role the admin already has is a success that changes nothing.
    expect((await call('PATCH', `/api/v1/admin/status/${holder.id}`, { isActive: 'true' })).statusCode).toBe(
      200,
    )
    expect(
      (await call('PATCH', `/api/v1/admin/update-role/${holder.id}`, { role: 'Held Role' })).statusCode,
    ).toBe(200)
    expect(await entryCount()).toBe(before)
  })

  it('is written in the change’s transaction: when it cannot be written, the change is undone', async () => {
    const role = await createRole(t.app, 'Fragile')
    const admin = await signedInAdmin(t.app, 'Member')
    const before = await entryCount()
    const mails = (await t.app.db.selectFrom('mailQueue').select('id').execute()).length
    const restore = await failWrites(t.app, 'audit_entries', 'insert')
    try {
      const grid = await call('PATCH', `/api/v1/permission/${role}`, {
        role: 'Fragile',
        permissions: { event: { create: true } },
      })
      const status = await call('PATCH', `/api/v1/admin/status/${admin.id}`, { isActive: 'false' })
      const removed = await call('DELETE', `/api/v1/permission/${role}`)
      const added = await call('POST', '/api/v1/admin/register', registerAdminBody({ username: 'never' }))
      const profile = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/update/${admin.id}`,
        headers: admin.headers,
        payload: { email: 'fragile.new@example.com', currentPassword: TEST_PASSWORD },
      })
      const password = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/admin/change-password',
        headers: admin.headers,
        payload: { currentPassword: TEST_PASSWORD, password: 'Fragile!Passw0rd' },
      })
      for (const response of [grid, status, removed, added, profile, password]) {
        expect(response.statusCode).toBe(500)
        expect(response.json()).toEqual({ success: false, message: GENERIC_SERVER_ERROR })
      }
    } finally {
      await restore()
    }
    const stored = await t.app.db
      .selectFrom('roles')
      .select('permissions')
      .where('id', '=', role)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(stored.permissions)).toEqual(noPermissions())
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: admin.headers })).statusCode).toBe(200)
    expect(
      await t.app.db.selectFrom('admins').select('id').where('username', '=', 'never').execute(),
    ).toEqual([])
    const kept = await t.app.db
      .selectFrom('admins')
      .select('email')
      .where('id', '=', admin.id)
      .executeTakeFirst()
    expect(kept!.email).toBe(admin.email)
    expect(await t.app.db.selectFrom('mailQueue').select('id').execute()).toHaveLength(mails)
    expect(await login(t.app, admin.username, TEST_PASSWORD)).toEqual(expect.any(String))
    expect(await entryCount()).toBe(before)
  })

  it('cannot be edited or deleted through the API', async () => {
    const [entry] = (await history()).data
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/v1/audit-history', `/api/v1/audit-history/${entry._id}`]) {
        const response = await call(method, url, method === 'DELETE' ? undefined : { action: 'role.create' })
        expect(response.statusCode).toBe(404)
      }
    }
    expect((await history()).data[0]).toEqual(entry)
    const routes = t.app.routeAccess.filter((route) => route.url.startsWith('/api/v1/audit-history'))
    expect(routes.map((route) => route.method)).toEqual(['GET'])
  })

  it('refuses a page that is not a positive number', async () => {
    const response = await t.app.inject({ url: '/api/v1/audit-history?page=0', headers: boss.headers })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false })
  })

  it('answers 401 without a token and 403 to anyone but a superAdmin', async () => {
    await expectSuperAdminOnly(t.app, 'GET', '/api/v1/audit-history')
  })
})
