import { noPermissions } from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../../test/app.js'
import { expectSuperAdminOnly } from '../../test/expectations.js'
import { createRole, signedInAdmin, type TestAdmin } from '../../test/factories.js'
import { failWrites } from '../../test/failing-writes.js'
import { GENERIC_SERVER_ERROR } from '../../plugins/error-envelope.js'

/**
 * Beyond the spec: every change of an admin's role or state and of a role's grid is recorded (who,
 * when, before → after) in the same transaction, and read newest first in the Privilege section.
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
    const restore = await failWrites(t.app, 'audit_entries', 'insert')
    try {
      const grid = await call('PATCH', `/api/v1/permission/${role}`, {
        role: 'Fragile',
        permissions: { event: { create: true } },
      })
      const status = await call('PATCH', `/api/v1/admin/status/${admin.id}`, { isActive: 'false' })
      const removed = await call('DELETE', `/api/v1/permission/${role}`)
      for (const response of [grid, status, removed]) {
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
