import { allPermissions, noPermissions, PRIVILEGE_MESSAGES } from '@gwp/contracts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { GENERIC_SERVER_ERROR } from '../../plugins/error-envelope.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { expectSuperAdminOnly } from '../../test/expectations.js'
import { createRole, signedInAdmin, type TestAdmin } from '../../test/factories.js'

let t: TestApp
let boss: TestAdmin
beforeEach(async () => {
  t = await buildTestApp()
  boss = await signedInAdmin(t.app, 'superAdmin')
})
afterEach(async () => {
  await t.close()
})

const UNKNOWN_ID = '01900000-0000-7000-8000-000000000000'

const roleRow = (id: string) =>
  t.app.db
    .selectFrom('roles')
    .select(['name', 'nameKey', 'permissions', 'isBuiltIn', 'createdAt', 'updatedAt'])
    .where('id', '=', id)
    .executeTakeFirst()

const builtInId = async (name: string) =>
  (await t.app.db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id

const roleCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('roles')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

/** The caller's grid as the server resolves it on this request (no re-login in between). */
const ownGrid = async (admin: TestAdmin) =>
  (await t.app.inject({ url: '/api/v1/permission/by-admin', headers: admin.headers })).json().permission
    .permissions

describe('GET /api/v1/permission/', () => {
  it('lists every role with its full grid, sorted by name without regard to case', async () => {
    await createRole(t.app, 'editor', (p) => {
      p.blog.create = true
    })
    await createRole(t.app, 'Auditor')
    const response = await t.app.inject({ url: '/api/v1/permission/', headers: boss.headers })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.success).toBe(true)
    expect(body.permission.map((r: { role: string }) => r.role)).toEqual([
      'Auditor',
      'editor',
      'Member',
      'superAdmin',
    ])
    const byName = Object.fromEntries(body.permission.map((r: { role: string }) => [r.role, r]))
    expect(byName.superAdmin.permissions).toEqual(allPermissions())
    expect(byName.Member.permissions).toEqual(noPermissions())
    const editorGrid = noPermissions()
    editorGrid.blog.create = true
    expect(byName.editor).toEqual({
      _id: expect.any(String),
      role: 'editor',
      permissions: editorGrid,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })
  })

  it('answers 401 without a token and 403 to anyone but a superAdmin', async () => {
    await expectSuperAdminOnly(t.app, 'GET', '/api/v1/permission/')
  })

  it('answers a generic 500 and logs one error when a stored grid cannot be read', async () => {
    const logLines: string[] = []
    const logged = await buildTestApp({}, { logLines })
    try {
      const admin = await signedInAdmin(logged.app, 'superAdmin')
      const id = await createRole(logged.app, 'Broken')
      await logged.app.db.updateTable('roles').set({ permissions: 'not json' }).where('id', '=', id).execute()
      const response = await logged.app.inject({ url: '/api/v1/permission/', headers: admin.headers })
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({ success: false, message: GENERIC_SERVER_ERROR })
      const errors = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 50)
      expect(errors).toHaveLength(1)
      expect(errors[0]).toMatchObject({ msg: 'request failed', url: '/api/v1/permission/' })
    } finally {
      await logged.close()
    }
  })
})

describe('POST /api/v1/permission/create', () => {
  const create = (payload: object, headers = boss.headers) =>
    t.app.inject({ method: 'POST', url: '/api/v1/permission/create', headers, payload })

  it('creates a role from the add form, turning its keys into lower camel case', async () => {
    const response = await create({
      role: 'Content Editor',
      permissions: {
        Products: { Create: true, statusChange: 'true', update: false },
        'Sub-Category': { update: true },
        Blog: { create: true },
        quotations: { statusChange: false },
      },
    })
    expect(response.statusCode).toBe(201)
    const expected = noPermissions()
    expected.product.create = true
    expected.product.statusChange = true
    expected.subCategory.update = true
    expected.blog.create = true
    const body = response.json()
    expect(body).toEqual({
      success: true,
      message: PRIVILEGE_MESSAGES.created,
      data: {
        _id: expect.any(String),
        role: 'Content Editor',
        permissions: expected,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    })
    const row = await roleRow(body.data._id)
    expect(row).toMatchObject({ name: 'Content Editor', nameKey: 'content editor', isBuiltIn: 0 })
    expect(JSON.parse(row!.permissions)).toEqual(expected)
  })

  it('accepts the update form\'s "Product" key and leaves missing areas without rights', async () => {
    const response = await create({ role: 'Packer', permissions: { Product: { update: true } } })
    expect(response.statusCode).toBe(201)
    const expected = noPermissions()
    expected.product.update = true
    expect(response.json().data.permissions).toEqual(expected)

    const bare = await create({ role: 'Viewer' })
    expect(bare.statusCode).toBe(201)
    expect(bare.json().data.permissions).toEqual(noPermissions())
  })

  it.each([
    [{ permissions: {} }, 'Role name is required', 'role'],
    [{ role: '   ', permissions: {} }, 'Role name is required', 'role'],
    [{ role: 'x'.repeat(51) }, 'Role name must be at most 50 characters', 'role'],
    [
      { role: '<script>' },
      'Role name may contain only letters, digits, spaces, dashes and underscores',
      'role',
    ],
    [
      { role: 'Ops', permissions: { Warehouse: { create: true } } },
      'Unknown permission area: Warehouse',
      'permissions.Warehouse',
    ],
    [
      { role: 'Ops', permissions: { quotations: { create: true } } },
      'Unknown permission create for quotations',
      'permissions.quotations.create',
    ],
    [{ role: 'Ops', permissions: 'all' }, 'Permissions must be an object of areas', 'permissions'],
  ])('refuses %j with 400 "%s"', async (payload, message, field) => {
    const before = await roleCount()
    const response = await create(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message, errors: { [field]: message } })
    expect(await roleCount()).toBe(before)
  })

  it('refuses a name already taken, in any letter case, with 409', async () => {
    await createRole(t.app, 'Editor')
    const before = await roleCount()
    for (const role of ['Editor', 'EDITOR', ' editor ']) {
      const response = await create({ role, permissions: {} })
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ success: false, message: PRIVILEGE_MESSAGES.nameTaken })
    }
    expect(await roleCount()).toBe(before)
  })

  it('refuses the built-in names superAdmin and Member in any case with 409', async () => {
    for (const role of ['superAdmin', 'SUPERADMIN', 'Member', 'member']) {
      const response = await create({ role, permissions: { blog: { create: true } } })
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ success: false, message: PRIVILEGE_MESSAGES.builtInName })
    }
    const member = await roleRow(await builtInId('Member'))
    expect(JSON.parse(member!.permissions)).toEqual(noPermissions())
  })

  it('answers 401 without a token and 403 to anyone but a superAdmin', async () => {
    await expectSuperAdminOnly(t.app, 'POST', '/api/v1/permission/create', {
      role: 'Sneaky',
      permissions: {},
    })
    expect(
      await t.app.db.selectFrom('roles').select('id').where('nameKey', '=', 'sneaky').executeTakeFirst(),
    ).toBeUndefined()
  })
})

describe('PATCH /api/v1/permission/:id', () => {
  const patch = (id: string, payload: object, headers = boss.headers) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/permission/${id}`, headers, payload })

  it('renames a role and replaces its grid', async () => {
    const id = await createRole(t.app, 'Editor', (p) => {
      p.blog.create = true
    })
    await t.app.db
      .updateTable('roles')
      .set({ updatedAt: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', id)
      .execute()
    const response = await patch(id, {
      role: 'Senior Editor',
      permissions: { Product: { update: true }, blog: { update: true } },
    })
    expect(response.statusCode).toBe(200)
    const expected = noPermissions()
    expected.product.update = true
    expected.blog.update = true
    expect(response.json()).toEqual({
      success: true,
      message: PRIVILEGE_MESSAGES.updated,
      data: {
        _id: id,
        role: 'Senior Editor',
        permissions: expected,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    })
    const row = await roleRow(id)
    expect(row).toMatchObject({ name: 'Senior Editor', nameKey: 'senior editor' })
    expect(JSON.parse(row!.permissions)).toEqual(expected)
    expect(row!.updatedAt > '2000-01-01T00:00:00.000Z').toBe(true)
  })

  it('applies a changed grid to signed-in holders at once, without signing them out', async () => {
    const id = await createRole(t.app, 'Editor')
    const holder = await signedInAdmin(t.app, 'Editor')
    expect((await ownGrid(holder)).blog.create).toBe(false)
    expect((await patch(id, { role: 'Editor', permissions: { blog: { create: true } } })).statusCode).toBe(
      200,
    )
    expect((await ownGrid(holder)).blog.create).toBe(true)
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: holder.headers })).statusCode).toBe(200)
  })

  it('lets a role change only the letter case of its name', async () => {
    const id = await createRole(t.app, 'editor')
    const response = await patch(id, { role: 'Editor', permissions: {} })
    expect(response.statusCode).toBe(200)
    expect(response.json().data.role).toBe('Editor')
  })

  it('answers 400 "No changes detected" for the same name and grid, whichever key form is sent', async () => {
    const id = await createRole(t.app, 'Editor', (p) => {
      p.product.create = true
    })
    const before = await roleRow(id)
    for (const permissions of [
      { product: { create: true } },
      { Products: { create: 'true', update: false } },
    ]) {
      const response = await patch(id, { role: 'Editor', permissions })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ success: false, message: 'No changes detected' })
    }
    expect(await roleRow(id)).toEqual(before)
  })

  it('answers 404 for an unknown role', async () => {
    const response = await patch(UNKNOWN_ID, { role: 'Ghost', permissions: {} })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ success: false, message: PRIVILEGE_MESSAGES.notFound })
  })

  it('refuses to edit superAdmin or Member with 403', async () => {
    for (const name of ['superAdmin', 'Member']) {
      const id = await builtInId(name)
      const before = await roleRow(id)
      const response = await patch(id, { role: name, permissions: { blog: { create: true } } })
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ success: false, message: PRIVILEGE_MESSAGES.builtInLocked })
      expect(await roleRow(id)).toEqual(before)
    }
  })

  it('refuses a rename to a name another role holds, in any case, with 409', async () => {
    await createRole(t.app, 'Editor')
    const id = await createRole(t.app, 'Writer')
    const taken = await patch(id, { role: 'EDITOR', permissions: {} })
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toEqual({ success: false, message: PRIVILEGE_MESSAGES.nameTaken })
    const reserved = await patch(id, { role: 'member', permissions: {} })
    expect(reserved.statusCode).toBe(409)
    expect(reserved.json()).toEqual({ success: false, message: PRIVILEGE_MESSAGES.builtInName })
    expect(await roleRow(id)).toMatchObject({ name: 'Writer' })
  })

  it('refuses an invalid body with the first message', async () => {
    const id = await createRole(t.app, 'Editor')
    const response = await patch(id, { role: 'Editor', permissions: { event: { delete: true } } })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message: 'Unknown permission delete for event' })
    const blank = await patch(id, { role: '' })
    expect(blank.json()).toMatchObject({ success: false, message: 'Role name is required' })
  })

  it('answers 401 without a token and 403 to anyone but a superAdmin', async () => {
    const id = await createRole(t.app, 'Editor')
    await expectSuperAdminOnly(t.app, 'PATCH', `/api/v1/permission/${id}`, {
      role: 'Editor',
      permissions: { blog: { create: true } },
    })
    expect(JSON.parse((await roleRow(id))!.permissions)).toEqual(noPermissions())
  })
})

describe('DELETE /api/v1/permission/:id', () => {
  const remove = (id: string, headers = boss.headers) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/permission/${id}`, headers })

  it('deletes a role nobody holds', async () => {
    const id = await createRole(t.app, 'Temp')
    const response = await remove(id)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, message: PRIVILEGE_MESSAGES.deleted })
    expect(await roleRow(id)).toBeUndefined()
  })

  it('refuses to delete superAdmin or Member with 403', async () => {
    for (const name of ['superAdmin', 'Member']) {
      const id = await builtInId(name)
      const response = await remove(id)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ success: false, message: PRIVILEGE_MESSAGES.builtInLocked })
      expect(await roleRow(id)).toBeDefined()
    }
  })

  it('refuses with 409 while an admin still holds the role', async () => {
    const id = await createRole(t.app, 'Editor')
    await signedInAdmin(t.app, 'Editor')
    const response = await remove(id)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ success: false, message: PRIVILEGE_MESSAGES.inUse })
    expect(await roleRow(id)).toBeDefined()
  })

  it('answers 404 for an unknown role', async () => {
    const response = await remove(UNKNOWN_ID)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ success: false, message: PRIVILEGE_MESSAGES.notFound })
  })

  it('answers 401 without a token and 403 to anyone but a superAdmin', async () => {
    const id = await createRole(t.app, 'Temp')
    await expectSuperAdminOnly(t.app, 'DELETE', `/api/v1/permission/${id}`)
    expect(await roleRow(id)).toBeDefined()
  })
})
