import { allPermissions, AUTH_MESSAGES } from '@gwp/contracts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../../test/app.js'
import { expectGeneric500WhenTableFails } from '../../test/expectations.js'
import { createRole, signedInAdmin, type TestAdmin } from '../../test/factories.js'

let t: TestApp
let boss: TestAdmin
beforeEach(async () => {
  t = await buildTestApp()
  boss = await signedInAdmin(t.app, 'superAdmin', { username: 'boss' })
})
afterEach(async () => {
  await t.close()
})

const storedRow = () => t.app.db.selectFrom('heading').selectAll().execute()

const getHeading = () => t.app.inject({ url: '/api/v1/heading' })

const putHeading = (payload: unknown, headers: Record<string, string> = boss.headers) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/heading/update',
    headers,
    payload: payload as Record<string, unknown>,
  })

describe('GET /api/v1/heading', () => {
  it('answers an empty message to anyone while no heading is set', async () => {
    const response = await getHeading()
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, message: '' })
  })

  it('carries the stored heading in `message`, without a token', async () => {
    await t.app.db
      .insertInto('heading')
      .values({ id: 1, heading: 'Eid holidays: orders ship on Monday', updatedAt: new Date().toISOString() })
      .execute()
    const response = await getHeading()
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, message: 'Eid holidays: orders ship on Monday' })
  })
})

describe('PUT /api/v1/heading/update', () => {
  it('creates row 1 when there is none and answers the new heading', async () => {
    const response = await putHeading({ heading: 'New season: bulk discounts on floor cleaners!' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      success: true,
      message: 'Heading updated successfully!',
      data: { heading: 'New season: bulk discounts on floor cleaners!' },
    })
    const rows = await storedRow()
    expect(rows).toEqual([
      {
        id: 1,
        heading: 'New season: bulk discounts on floor cleaners!',
        updatedAt: expect.any(String),
        translations: '{}',
      },
    ])
    expect(Date.now() - Date.parse(rows[0]!.updatedAt)).toBeLessThan(60_000)
  })

  it('replaces the one stored heading, which GET then returns', async () => {
    await putHeading({ heading: 'First text' })
    const response = await putHeading({ heading: '  Second text, trimmed  ' })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual({ heading: 'Second text, trimmed' })
    const rows = await storedRow()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ id: 1, heading: 'Second text, trimmed' })
    expect((await getHeading()).json()).toEqual({ success: true, message: 'Second text, trimmed' })
  })

  it('accepts exactly 255 characters', async () => {
    const response = await putHeading({ heading: 'a'.repeat(255) })
    expect(response.statusCode).toBe(200)
    expect((await storedRow())[0]!.heading).toHaveLength(255)
  })

  describe('refuses with the spec message and stores nothing', () => {
    const EMPTY = 'This field cannot be empty'
    const SPECIAL = 'Special characters like <, >, =, `, &, %, $, etc., are not allowed.'
    const LONG = "Please don't enter more than 255 characters."

    it.each([
      ['an empty heading', { heading: '' }, EMPTY],
      ['spaces only', { heading: '   ' }, EMPTY],
      ['no heading field', {}, EMPTY],
      ['a heading that is not text', { heading: 42 }, EMPTY],
      ['256 characters', { heading: 'a'.repeat(256) }, LONG],
      ...['<', '>', '=', '`', '&', '%', '$', ';', "'", '"', '[', ']', '{', '}', '(', ')'].map(
        (character) =>
          [`the character ${character}`, { heading: `Sale ${character} today` }, SPECIAL] as [
            string,
            object,
            string,
          ],
      ),
    ])('%s', async (_, payload, message) => {
      const response = await putHeading(payload)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ success: false, message, errors: { heading: message } })
      expect(await storedRow()).toEqual([])
    })
  })

  it('answers 401 without a token or with a revoked one', async () => {
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/heading/update',
      payload: { heading: 'Hi' },
    })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated })

    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: boss.headers })
    const revoked = await putHeading({ heading: 'Hi' })
    expect(revoked.statusCode).toBe(401)
    expect(await storedRow()).toEqual([])
  })

  it('answers 403 to a Member and to an Editor holding every right of the grid', async () => {
    await createRole(t.app, 'Editor', (p) => Object.assign(p, allPermissions()))
    for (const role of ['Member', 'Editor']) {
      const admin = await signedInAdmin(t.app, role)
      const response = await putHeading({ heading: 'Not yours to change' }, admin.headers)
      expect(response.statusCode, role).toBe(403)
      expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.superAdminOnly })
    }
    expect(await storedRow()).toEqual([])
  })

  it('answers a generic 500 and logs one error when the database fails', async () => {
    await expectGeneric500WhenTableFails({
      fails: { query: 'insertInto', table: 'heading' },
      request: { method: 'PUT', url: '/api/v1/heading/update', payload: { heading: 'Will not be stored' } },
    })
  })
})
