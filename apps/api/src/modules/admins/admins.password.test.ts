import { ADMINISTRATION_MESSAGES, AUTH_MESSAGES, PASSWORD_CHANGE_THROTTLE } from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../../test/app.js'
import { login, signedInAdmin, TEST_PASSWORD } from '../../test/factories.js'
import { openResetLink, useResetLink } from '../../test/reset-links.js'

/** Beyond the spec: an admin changes their own password from the Profile modal. */

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

const NEW_PASSWORD = 'Fresh!Passw0rd9'

const change = (admin: { headers: Record<string, string> }, payload: object, ip = '10.9.0.1') =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/v1/admin/change-password',
    headers: admin.headers,
    payload,
    remoteAddress: ip,
  })

const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/v1/auth/me', headers })

const hashOf = async (id: string) =>
  (await t.app.db.selectFrom('admins').select('passwordHash').where('id', '=', id).executeTakeFirstOrThrow())
    .passwordHash

describe('PATCH /api/v1/admin/change-password', () => {
  it('sets the new password and ends every other session, keeping the one that asked', async () => {
    const admin = await signedInAdmin(t.app, 'Member')
    const otherDevice = { authorization: `Bearer ${await login(t.app, admin.username, TEST_PASSWORD)}` }
    expect((await me(otherDevice)).statusCode).toBe(200)

    const response = await change(admin, {
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, message: ADMINISTRATION_MESSAGES.passwordChanged })

    expect((await me(admin.headers)).statusCode).toBe(200)
    const ended = await me(otherDevice)
    expect(ended.statusCode).toBe(401)
    expect(ended.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated })
    await expect(login(t.app, admin.username, TEST_PASSWORD)).rejects.toThrow('login failed: 401')
    expect(await login(t.app, admin.username, NEW_PASSWORD)).toEqual(expect.any(String))
  })

  it('ends the reset links sent before it, so an old e-mail cannot undo the change', async () => {
    const admin = await signedInAdmin(t.app, 'Member')
    const link = await openResetLink(t.app, admin.email)
    const response = await change(admin, { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD })
    expect(response.statusCode).toBe(200)
    const used = await useResetLink(t.app, link, 'Thief!Passw0rd1')
    expect(used.statusCode).toBe(400)
    expect(used.json()).toEqual({ success: false, message: AUTH_MESSAGES.resetTokenInvalid })
    expect(await login(t.app, admin.username, NEW_PASSWORD)).toEqual(expect.any(String))
  })

  it('refuses a wrong current password under its field, changing nothing', async () => {
    const admin = await signedInAdmin(t.app, 'Member')
    const before = await hashOf(admin.id)
    const response = await change(admin, { currentPassword: 'Wrong!Passw0rd', password: NEW_PASSWORD })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message: ADMINISTRATION_MESSAGES.currentPasswordWrong,
      errors: { currentPassword: ADMINISTRATION_MESSAGES.currentPasswordWrong },
    })
    expect(await hashOf(admin.id)).toBe(before)
    expect((await me(admin.headers)).statusCode).toBe(200)
  })

  it.each([
    [{ password: NEW_PASSWORD }, 'currentPassword', ADMINISTRATION_MESSAGES.currentPasswordRequired],
    [
      { currentPassword: TEST_PASSWORD, password: 'short1A' },
      'password',
      'Password must be at least 8 characters',
    ],
    [
      { currentPassword: TEST_PASSWORD, password: 'alllowercase1' },
      'password',
      'Password must contain at least one uppercase letter, one lowercase letter and one digit',
    ],
    [
      { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, confirmPassword: 'Other!Passw0rd' },
      'confirmPassword',
      AUTH_MESSAGES.passwordsDoNotMatch,
    ],
    [
      { currentPassword: TEST_PASSWORD, password: TEST_PASSWORD },
      'password',
      ADMINISTRATION_MESSAGES.samePassword,
    ],
  ])('refuses %j with 400 "%s: %s"', async (payload, field, message) => {
    const admin = await signedInAdmin(t.app, 'Member')
    const before = await hashOf(admin.id)
    const response = await change(admin, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message, errors: { [field]: message } })
    expect(await hashOf(admin.id)).toBe(before)
  })

  it('allows five wrong current passwords in the window, then waits even for the right one', async () => {
    const admin = await signedInAdmin(t.app, 'Member')
    for (let i = 0; i < PASSWORD_CHANGE_THROTTLE.maxFailuresPerAdmin; i++) {
      const wrong = await change(admin, { currentPassword: 'Wrong!Passw0rd', password: NEW_PASSWORD })
      expect(wrong.statusCode).toBe(400)
    }
    const right = await change(admin, { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD })
    expect(right.statusCode).toBe(429)
    expect(right.json()).toEqual({ success: false, message: ADMINISTRATION_MESSAGES.tooManyPasswordAttempts })
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0)
    await expect(login(t.app, admin.username, NEW_PASSWORD)).rejects.toThrow('login failed: 401')
  })

  it('lets no more guesses through than the allowance when they race', async () => {
    const admin = await signedInAdmin(t.app, 'Member')
    const allowance = PASSWORD_CHANGE_THROTTLE.maxFailuresPerAdmin
    // Each attempt is counted before its password is checked, so racing cannot squeeze more guesses
    // through than the allowance (checking first would let every racer see the same free slot).
    const responses = await Promise.all(
      Array.from({ length: allowance + 5 }, () =>
        change(admin, { currentPassword: 'Wrong!Passw0rd', password: NEW_PASSWORD }),
      ),
    )
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(allowance)
    expect(statuses.filter((status) => status !== 400).every((status) => status === 429)).toBe(true)
  })

  it('does not count a right current password against the allowance', async () => {
    const admin = await signedInAdmin(t.app, 'Member')
    let password = TEST_PASSWORD
    for (let i = 0; i < PASSWORD_CHANGE_THROTTLE.maxFailuresPerAdmin + 1; i++) {
      const next = `Round${i}!Passw0rd`
      const response = await change(admin, { currentPassword: password, password: next }, `10.9.1.${i}`)
      expect(response.statusCode).toBe(200)
      password = next
    }
  })

  it('answers 401 without a valid session', async () => {
    const anonymous: Array<Record<string, string>> = [{}, { authorization: 'Bearer not-a-token' }]
    for (const headers of anonymous) {
      const response = await change({ headers }, { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated })
    }
  })
})
