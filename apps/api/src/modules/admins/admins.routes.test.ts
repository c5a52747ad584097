import { ADMIN_MESSAGES, ADMINISTRATION_MESSAGES, AUTH_MESSAGES } from '@gwp/contracts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../../test/app.js'
import { expectGeneric500WhenTableFails, expectSuperAdminOnly } from '../../test/expectations.js'
import {
  createRole,
  login,
  registerAdminBody,
  signedInAdmin,
  TEST_PASSWORD,
  type TestAdmin,
} from '../../test/factories.js'
import { openResetLink, useResetLink } from '../../test/reset-links.js'

let t: TestApp
let boss: TestAdmin
beforeEach(async () => {
  t = await buildTestApp()
  boss = await signedInAdmin(t.app, 'superAdmin', { username: 'boss' })
})
afterEach(async () => {
  await t.close()
})

const UNKNOWN_ID = '01900000-0000-7000-8000-000000000000'
const LONG_AGO = '2000-01-01T00:00:00.000Z'

const adminRow = (id: string) =>
  t.app.db
    .selectFrom('admins')
    .innerJoin('roles', 'roles.id', 'admins.roleId')
    .select([
      'admins.username',
      'admins.fullName',
      'admins.email',
      'admins.emailKey',
      'admins.passwordHash',
      'admins.contactNumber',
      'admins.address',
      'admins.gender',
      'admins.dateOfBirth',
      'admins.updatedAt',
      'roles.name as role',
    ])
    .where('admins.id', '=', id)
    .executeTakeFirst()

const adminCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('admins')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

const superAdminCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('admins')
        .innerJoin('roles', 'roles.id', 'admins.roleId')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('roles.name', '=', 'superAdmin')
        .executeTakeFirstOrThrow()
    ).n,
  )

const liveSessions = async (adminId: string) =>
  Number(
    (
      await t.app.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('adminId', '=', adminId)
        .where('revokedAt', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  )

const me = (admin: TestAdmin) => t.app.inject({ url: '/api/v1/auth/me', headers: admin.headers })

describe('POST /api/v1/admin/register', () => {
  const register = (payload: object, headers = boss.headers) =>
    t.app.inject({ method: 'POST', url: '/api/v1/admin/register', headers, payload })

  it('adds a Member admin, returns it without a token and signs nobody in', async () => {
    const body = registerAdminBody({ username: 'nadia', email: 'Nadia@Example.com' })
    const response = await register(body)
    expect(response.statusCode).toBe(201)
    const json = response.json()
    expect(json).toEqual({
      success: true,
      message: 'Admin added successfully!',
      data: {
        _id: expect.any(String),
        username: 'nadia',
        fullName: body.fullName,
        email: 'Nadia@Example.com',
        contactNumber: body.contactNumber,
        address: body.address,
        gender: body.gender,
        dateOfBirth: body.dateOfBirth,
        role: 'Member',
        isActive: true,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    })
    expect(response.body).not.toContain('GWP_Token')

    const row = await adminRow(json.data._id)
    expect(row).toMatchObject({
      username: 'nadia',
      email: 'Nadia@Example.com',
      emailKey: 'nadia@example.com',
      role: 'Member',
    })
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/)
    expect(row!.passwordHash).not.toContain(TEST_PASSWORD)
    expect(await liveSessions(json.data._id)).toBe(0)
    // The superAdmin who added the account is still the one signed in.
    expect((await me(boss)).json().data.username).toBe('boss')

    const token = await login(t.app, 'nadia', TEST_PASSWORD)
    const own = await t.app.inject({
      url: '/api/v1/permission/by-admin',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(own.json().permission.role).toBe('Member')
  })

  it('ignores a role in the body: a new admin is always a Member', async () => {
    const response = await register(registerAdminBody({ role: 'superAdmin' }))
    expect(response.statusCode).toBe(201)
    expect(response.json().data.role).toBe('Member')
    expect((await adminRow(response.json().data._id))!.role).toBe('Member')
  })

  it('accepts someone who turns 18 this year (age by year difference)', async () => {
    const year = new Date().getUTCFullYear() - 18
    const response = await register(registerAdminBody({ dateOfBirth: `${year}-12-31` }))
    expect(response.statusCode).toBe(201)
  })

  it('refuses a username already taken with 409', async () => {
    await register(registerAdminBody({ username: 'taken' }))
    const before = await adminCount()
    const response = await register(registerAdminBody({ username: 'taken' }))
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      success: false,
      message: ADMIN_MESSAGES.usernameTaken,
      errors: { username: ADMIN_MESSAGES.usernameTaken },
    })
    expect(await adminCount()).toBe(before)
  })

  it('refuses an e-mail already used, in any letter case, with 409', async () => {
    await register(registerAdminBody({ email: 'shared@example.com' }))
    const before = await adminCount()
    const response = await register(registerAdminBody({ email: 'SHARED@Example.COM' }))
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      success: false,
      message: ADMIN_MESSAGES.emailTaken,
      errors: { email: ADMIN_MESSAGES.emailTaken },
    })
    expect(await adminCount()).toBe(before)
  })

  const seventeen = `${new Date().getUTCFullYear() - 17}-01-01`
  it.each([
    ['username', undefined, 'Username is required'],
    ['username', '  ', 'Username is required'],
    ['username', 'Alice', 'Username must be lowercase'],
    ['fullName', undefined, 'Full name is required'],
    ['fullName', '', 'Full name is required'],
    ['email', undefined, 'Email is required'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['password', undefined, 'Password is required'],
    ['password', '', 'Password is required'],
    ['password', 'Ab1!xyz', 'Password must be at least 8 characters'],
    ['password', 'abcdefg1!', 'Password must contain an uppercase letter, a special character, and a digit'],
    ['password', 'Abcdefgh1', 'Password must contain an uppercase letter, a special character, and a digit'],
    ['password', 'Abcdefgh!', 'Password must contain an uppercase letter, a special character, and a digit'],
    ['contactNumber', undefined, 'Phone number is required'],
    ['contactNumber', '0300123456', 'Phone number must be exactly 11 digits'],
    ['contactNumber', '030012345678', 'Phone number must be exactly 11 digits'],
    ['contactNumber', '0300-123456', 'Phone number must be exactly 11 digits'],
    ['address', undefined, 'Address is required'],
    ['address', ' ', 'Address is required'],
    ['gender', undefined, 'Gender is required'],
    ['gender', 'Other', 'Gender is required'],
    ['dateOfBirth', undefined, 'Date of birth is required'],
    ['dateOfBirth', seventeen, 'You must be at least 18 years old'],
  ])('refuses %s = %j with 400 "%s"', async (field, value, message) => {
    const before = await adminCount()
    const response = await register(registerAdminBody({ [field]: value }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message, errors: { [field]: message } })
    expect(await adminCount()).toBe(before)
  })

  it('answers 401 without a token and 403 to anyone but a superAdmin', async () => {
    const before = await adminCount()
    await expectSuperAdminOnly(
      t.app,
      'POST',
      '/api/v1/admin/register',
      registerAdminBody({ username: 'sneaky' }),
    )
    // Only the two callers the helper signed in were added.
    expect(await adminCount()).toBe(before + 2)
    expect(
      await t.app.db.selectFrom('admins').select('id').where('username', '=', 'sneaky').executeTakeFirst(),
    ).toBeUndefined()
  })
})

describe('GET /api/v1/admin', () => {
  it('lists every admin with its role and never a password hash', async () => {
    await createRole(t.app, 'Editor')
    const editor = await signedInAdmin(t.app, 'Editor', { username: 'eddie' })
    const response = await t.app.inject({ url: '/api/v1/admin', headers: boss.headers })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.success).toBe(true)
    expect(body.data).toHaveLength(2)
    const eddie = body.data.find((a: { username: string }) => a.username === 'eddie')
    expect(eddie).toEqual({
      _id: editor.id,
      username: 'eddie',
      fullName: 'eddie',
      email: editor.email,
      contactNumber: '03000000000',
      address: 'Head office',
      gender: 'Male',
      dateOfBirth: '1990-01-01',
      role: 'Editor',
      isActive: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })
    expect(body.data.find((a: { username: string }) => a.username === 'boss').role).toBe('superAdmin')
    expect(response.body).not.toContain('argon2')
    expect(response.body).not.toContain('passwordHash')
    expect(response.body).not.toContain('password')
  })

  it('answers 401 without a token and 403 to anyone but a superAdmin', async () => {
    await expectSuperAdminOnly(t.app, 'GET', '/api/v1/admin')
  })

  it('answers a generic 500 and logs one error when the database fails', async () => {
    await expectGeneric500WhenTableFails({
      fails: { query: 'selectFrom', table: 'admins' },
      request: { url: '/api/v1/admin' },
    })
  })
})

describe('PATCH /api/v1/admin/update-role/:id', () => {
  const updateRole = (id: string, role: unknown, headers = boss.headers) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/admin/update-role/${id}`, headers, payload: { role } })

  it('gives an admin another role and ends their sessions', async () => {
    await createRole(t.app, 'Editor', (p) => {
      p.blog.create = true
    })
    const member = await signedInAdmin(t.app, 'Member')
    await t.app.db.updateTable('admins').set({ updatedAt: LONG_AGO }).where('id', '=', member.id).execute()
    const response = await updateRole(member.id, 'editor')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Role updated successfully!',
      data: { _id: member.id, username: member.username, role: 'Editor' },
    })
    const row = await adminRow(member.id)
    expect(row!.role).toBe('Editor')
    expect(row!.updatedAt > LONG_AGO).toBe(true)

    expect(await liveSessions(member.id)).toBe(0)
    expect((await me(member)).statusCode).toBe(401)
    // The caller's own session is untouched.
    expect((await me(boss)).statusCode).toBe(200)
    // The next sign-in carries the new rights.
    const token = await login(t.app, member.username, TEST_PASSWORD)
    const own = await t.app.inject({
      url: '/api/v1/permission/by-admin',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(own.json().permission).toMatchObject({ role: 'Editor', permissions: { blog: { create: true } } })
  })

  it('keeps the sessions when the chosen role is the current one', async () => {
    const member = await signedInAdmin(t.app, 'Member')
    const response = await updateRole(member.id, 'Member')
    expect(response.statusCode).toBe(200)
    expect(response.json().data.role).toBe('Member')
    expect((await me(member)).statusCode).toBe(200)
  })

  it('can make an admin superAdmin, whose role is then locked', async () => {
    const member = await signedInAdmin(t.app, 'Member')
    expect((await updateRole(member.id, 'superAdmin')).statusCode).toBe(200)
    expect(await superAdminCount()).toBe(2)
    const back = await updateRole(member.id, 'Member')
    expect(back.statusCode).toBe(403)
    expect(back.json()).toEqual({ success: false, message: ADMIN_MESSAGES.superAdminRoleLocked })
  })

  it('refuses to change the role of another superAdmin with 403 and keeps their sessions', async () => {
    const other = await signedInAdmin(t.app, 'superAdmin')
    const response = await updateRole(other.id, 'Member')
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ success: false, message: ADMIN_MESSAGES.superAdminRoleLocked })
    expect((await adminRow(other.id))!.role).toBe('superAdmin')
    expect((await me(other)).statusCode).toBe(200)
  })

  it("refuses a change of one's own role with 403", async () => {
    const response = await updateRole(boss.id, 'Member')
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ success: false, message: ADMIN_MESSAGES.ownRoleLocked })
    expect((await adminRow(boss.id))!.role).toBe('superAdmin')
  })

  it('always leaves at least one superAdmin', async () => {
    // The only superAdmin cannot step down.
    expect(await superAdminCount()).toBe(1)
    expect((await updateRole(boss.id, 'Member')).statusCode).toBe(403)
    expect(await superAdminCount()).toBe(1)
    // Two superAdmins cannot demote each other either, so neither can leave the other alone.
    const second = await signedInAdmin(t.app, 'superAdmin')
    expect((await updateRole(second.id, 'Member')).statusCode).toBe(403)
    expect((await updateRole(boss.id, 'Member', second.headers)).statusCode).toBe(403)
    expect(await superAdminCount()).toBe(2)
  })

  it('answers 400 for a role that does not exist and changes nothing', async () => {
    const member = await signedInAdmin(t.app, 'Member')
    const response = await updateRole(member.id, 'Wizard')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message: ADMIN_MESSAGES.roleNotFound })
    expect((await adminRow(member.id))!.role).toBe('Member')
    expect((await me(member)).statusCode).toBe(200)
  })

  it('answers 400 when no role is given', async () => {
    const member = await signedInAdmin(t.app, 'Member')
    for (const role of [undefined, '', '  ']) {
      const response = await updateRole(member.id, role)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ success: false, message: 'Role is required' })
    }
  })

  it('answers 404 for an unknown admin', async () => {
    const response = await updateRole(UNKNOWN_ID, 'Member')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ success: false, message: ADMIN_MESSAGES.notFound })
  })

  it('answers 401 without a token and 403 to anyone but a superAdmin', async () => {
    const target = await signedInAdmin(t.app, 'Member')
    await expectSuperAdminOnly(t.app, 'PATCH', `/api/v1/admin/update-role/${target.id}`, {
      role: 'superAdmin',
    })
    expect((await adminRow(target.id))!.role).toBe('Member')
  })
})

describe('PATCH /api/v1/admin/update/:id', () => {
  const update = (admin: TestAdmin, payload: unknown, id = admin.id) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/update/${id}`,
      headers: admin.headers,
      payload: payload as object,
    })

  it('updates the own e-mail, phone and address and ends every session', async () => {
    const member = await signedInAdmin(t.app, 'Member')
    const secondToken = await login(t.app, member.username, TEST_PASSWORD)
    await t.app.db.updateTable('admins').set({ updatedAt: LONG_AGO }).where('id', '=', member.id).execute()
    const response = await update(member, {
      email: 'New.Mail@Example.com',
      contactNumber: '971501234567',
      address: 'Office 4, Dubai',
      currentPassword: TEST_PASSWORD,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      success: true,
      message: ADMIN_MESSAGES.profileUpdated,
      data: {
        _id: member.id,
        email: 'New.Mail@Example.com',
        contactNumber: '971501234567',
        address: 'Office 4, Dubai',
        role: 'Member',
      },
    })
    const row = await adminRow(member.id)
    expect(row).toMatchObject({
      email: 'New.Mail@Example.com',
      emailKey: 'new.mail@example.com',
      contactNumber: '971501234567',
      address: 'Office 4, Dubai',
      role: 'Member',
    })
    expect(row!.updatedAt > LONG_AGO).toBe(true)
    expect(await liveSessions(member.id)).toBe(0)
    expect((await me(member)).statusCode).toBe(401)
    expect(
      (await t.app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${secondToken}` } }))
        .statusCode,
    ).toBe(401)
  })

  it('changes only the fields sent, for any role', async () => {
    await createRole(t.app, 'Editor')
    for (const role of ['Editor', 'superAdmin']) {
      const admin = await signedInAdmin(t.app, role)
      const before = await adminRow(admin.id)
      const response = await update(admin, { address: '  New address  ' })
      expect(response.statusCode).toBe(200)
      expect(await adminRow(admin.id)).toMatchObject({
        ...before,
        address: 'New address',
        updatedAt: expect.any(String),
      })
    }
  })

  it('accepts the own e-mail in another letter case', async () => {
    const member = await signedInAdmin(t.app, 'Member', { email: 'case@example.com' })
    const response = await update(member, { email: 'CASE@example.com', currentPassword: TEST_PASSWORD })
    expect(response.statusCode).toBe(200)
    expect(await adminRow(member.id)).toMatchObject({
      email: 'CASE@example.com',
      emailKey: 'case@example.com',
    })
  })

  it.each([
    [{ role: 'superAdmin' }],
    [{ email: 'valid@example.com', role: 'superAdmin' }],
    [{ email: 'not-valid', role: 'superAdmin' }],
    [{ username: 'renamed' }],
    [{ password: 'N3w!Password' }],
    [{ fullName: 'Someone Else' }],
  ])('refuses %j with 400: only the three profile fields can change', async (payload) => {
    const member = await signedInAdmin(t.app, 'Member')
    const before = await adminRow(member.id)
    const response = await update(member, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message: ADMIN_MESSAGES.profileFieldsOnly })
    expect(await adminRow(member.id)).toEqual(before)
    expect((await me(member)).statusCode).toBe(200)
  })

  it.each([
    [{ email: '' }, 'This field cannot be empty'],
    [{ email: '   ' }, 'This field cannot be empty'],
    [{ email: null }, 'This field cannot be empty'],
    [{ email: 'o<b>@example.com' }, 'Special characters like !, <, >, =, `, &, %, $, etc., are not allowed'],
    [{ email: 'name.example.com' }, 'Please enter a valid email address'],
    [{ email: 'name@example.org' }, 'Email must be in the format {email}'],
    [{ contactNumber: '' }, 'This field cannot be empty'],
    [{ contactNumber: '0300123456' }, 'Phone number must be exactly between 11-15 digits'],
    [{ contactNumber: '0300123456789012' }, 'Phone number must be exactly between 11-15 digits'],
    [{ contactNumber: '0300 1234567' }, 'Phone number must contain only digits'],
    [{ contactNumber: '+923001234567' }, 'Phone number must contain only digits'],
    [{ address: '' }, 'This field cannot be empty'],
    [
      { address: 'Street 1; DROP TABLE' },
      'Special characters like !, <, >, =, `, &, %, $, etc., are not allowed',
    ],
    [{ address: 'x'.repeat(51) }, 'Maximum 50 characters allowed'],
    [{}, 'No changes detected'],
    [{ currentPassword: TEST_PASSWORD }, 'No changes detected'],
    [{ address: 'New address', currentPassword: '' }, ADMINISTRATION_MESSAGES.currentPasswordRequired],
  ])('refuses %j with 400 "%s"', async (payload, message) => {
    const member = await signedInAdmin(t.app, 'Member')
    const before = await adminRow(member.id)
    const response = await update(member, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message })
    expect(await adminRow(member.id)).toEqual(before)
  })

  it('answers 400 "No changes detected" for the values already stored, keeping the sessions', async () => {
    const member = await signedInAdmin(t.app, 'Member')
    const response = await update(member, { email: member.email, address: 'Head office' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message: ADMIN_MESSAGES.noProfileChange })
    expect((await me(member)).statusCode).toBe(200)
  })

  it('refuses an e-mail another admin uses, in any letter case, with 409', async () => {
    const member = await signedInAdmin(t.app, 'Member')
    const response = await update(member, {
      email: boss.email.toUpperCase().replace('.COM', '.com'),
      currentPassword: TEST_PASSWORD,
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      success: false,
      message: ADMIN_MESSAGES.emailTaken,
      errors: { email: ADMIN_MESSAGES.emailTaken },
    })
    expect((await adminRow(member.id))!.email).toBe(member.email)
    expect((await me(member)).statusCode).toBe(200)
  })

  it('refuses a new e-mail without the current password, changing nothing and ending no session', async () => {
    const member = await signedInAdmin(t.app, 'Member')
    const before = await adminRow(member.id)
    const response = await update(member, { email: 'taken.over@example.com', address: 'Elsewhere' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message: ADMINISTRATION_MESSAGES.currentPasswordForEmail,
      errors: { currentPassword: ADMINISTRATION_MESSAGES.currentPasswordForEmail },
    })
    expect(await adminRow(member.id)).toEqual(before)
    expect((await me(member)).statusCode).toBe(200)
    expect(await t.app.db.selectFrom('mailQueue').select('id').execute()).toEqual([])
  })

  it('refuses a wrong current password as the password change does, with or without an e-mail change', async () => {
    const member = await signedInAdmin(t.app, 'Member')
    const before = await adminRow(member.id)
    for (const payload of [
      { email: 'taken.over@example.com', currentPassword: 'Wrong!Passw0rd' },
      { address: 'Elsewhere', currentPassword: 'Wrong!Passw0rd' },
    ]) {
      const response = await update(member, payload)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        success: false,
        message: ADMINISTRATION_MESSAGES.currentPasswordWrong,
        errors: { currentPassword: ADMINISTRATION_MESSAGES.currentPasswordWrong },
      })
    }
    expect(await adminRow(member.id)).toEqual(before)
    expect((await me(member)).statusCode).toBe(200)
  })

  it("counts wrong current passwords in the password change's allowance, so neither adds guesses", async () => {
    const member = await signedInAdmin(t.app, 'Member')
    const changePassword = (currentPassword: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/v1/admin/change-password',
        headers: member.headers,
        payload: { currentPassword, password: 'Fresh!Passw0rd9' },
      })
    for (let i = 0; i < 3; i++) {
      const wrong = await update(member, {
        email: 'taken.over@example.com',
        currentPassword: `Guess${i}!Pass`,
      })
      expect(wrong.statusCode).toBe(400)
    }
    for (let i = 0; i < 2; i++) expect((await changePassword(`Guess${i}!Other`)).statusCode).toBe(400)
    // Five wrong in the window: even the right password waits now, on either form.
    const right = await update(member, { email: 'taken.over@example.com', currentPassword: TEST_PASSWORD })
    expect(right.statusCode).toBe(429)
    expect(right.json()).toEqual({ success: false, message: ADMINISTRATION_MESSAGES.tooManyPasswordAttempts })
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0)
    expect((await changePassword(TEST_PASSWORD)).statusCode).toBe(429)
    expect((await adminRow(member.id))!.email).toBe(member.email)
  })

  it('changes the e-mail with the current password: the old address is told, reset links end', async () => {
    const member = await signedInAdmin(t.app, 'Member', { email: 'jane.owner@example.com' })
    const link = await openResetLink(t.app, member.email)
    const response = await update(member, {
      email: 'thief.mailbox@evil-example.com',
      currentPassword: TEST_PASSWORD,
    })
    expect(response.statusCode).toBe(200)
    expect((await adminRow(member.id))!.email).toBe('thief.mailbox@evil-example.com')

    const notices = await t.app.db
      .selectFrom('mailQueue')
      .selectAll()
      .where('subject', '=', 'The e-mail address of your account was changed')
      .execute()
    expect(notices).toHaveLength(1)
    const [notice] = notices
    expect(notice!.toAddress).toBe('jane.owner@example.com')
    for (const body of [notice!.textBody, notice!.htmlBody!]) {
      expect(body).toContain('th***@ev***.com')
      expect(body).not.toContain('thief.mailbox')
      expect(body).toContain(member.username)
    }

    // A link sent to the old address before the change no longer works.
    const used = await useResetLink(t.app, link, 'Owner!Passw0rd1')
    expect(used.statusCode).toBe(400)
    expect(used.json()).toEqual({ success: false, message: AUTH_MESSAGES.resetTokenInvalid })
    // As before, the change ends every session (docs/security.md#s6): the new address signs in again.
    expect((await me(member)).statusCode).toBe(401)
    expect(await login(t.app, member.username, TEST_PASSWORD)).toEqual(expect.any(String))
  })

  it('sends no notice and keeps reset links when only the phone or address change', async () => {
    const member = await signedInAdmin(t.app, 'Member')
    const link = await openResetLink(t.app, member.email)
    const mails = (await t.app.db.selectFrom('mailQueue').select('id').execute()).length
    expect((await update(member, { address: 'Office 9', currentPassword: TEST_PASSWORD })).statusCode).toBe(
      200,
    )
    expect(await t.app.db.selectFrom('mailQueue').select('id').execute()).toHaveLength(mails)
    expect((await useResetLink(t.app, link, 'Owner!Passw0rd1')).statusCode).toBe(200)
  })

  it("refuses to edit another admin's profile with 403, even for a superAdmin", async () => {
    const member = await signedInAdmin(t.app, 'Member')
    const before = await adminRow(member.id)
    for (const [caller, target] of [
      [boss, member],
      [member, boss],
    ] as const) {
      const response = await update(caller, { address: 'Somewhere else' }, target.id)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ success: false, message: ADMIN_MESSAGES.ownProfileOnly })
    }
    expect(await adminRow(member.id)).toEqual(before)
  })

  it('answers 401 without a token or with a revoked one', async () => {
    const member = await signedInAdmin(t.app, 'Member')
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/update/${member.id}`,
      payload: { address: 'x' },
    })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated })
    expect((await update(member, { address: 'First change' })).statusCode).toBe(200)
    // The session that made the change has ended too.
    const again = await update(member, { address: 'Second change' })
    expect(again.statusCode).toBe(401)
    expect((await adminRow(member.id))!.address).toBe('First change')
  })
})
