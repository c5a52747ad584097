import { AUTH_MESSAGES, QUOTATION_MESSAGES } from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { newId } from '../../lib/ids.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { expectGeneric500WhenTableFails, expectSuperAdminOnly } from '../../test/expectations.js'
import { createRole, signedInAdmin, type TestAdmin } from '../../test/factories.js'
import { insertQuotation } from '../../test/quotations.js'

const url = (id: string) => `/api/v1/quotation/${id}`

let t: TestApp
let boss: TestAdmin
/** A role holding quotations.statusChange and nothing else. */
let deskClerk: TestAdmin

beforeAll(async () => {
  t = await buildTestApp()
  boss = await signedInAdmin(t.app, 'superAdmin')
  await createRole(t.app, 'Quote Desk', (p) => {
    p.quotations.statusChange = true
  })
  deskClerk = await signedInAdmin(t.app, 'Quote Desk')
})

afterAll(async () => {
  await t.close()
})

const stored = (id: string) =>
  t.app.db.selectFrom('quotations').selectAll().where('id', '=', id).executeTakeFirst()

async function counts() {
  const response = await t.app.inject({ url: '/api/v1/count', headers: boss.headers })
  const { data } = response.json()
  return { pending: data.pendingStatusQuotationCount, completed: data.completedStatusQuotationCount }
}

const patch = (id: string, payload: object, admin: TestAdmin = deskClerk) =>
  t.app.inject({ method: 'PATCH', url: url(id), headers: admin.headers, payload })

describe('PATCH /api/v1/quotation/:id', () => {
  it('moves a quotation from pending to completed and back; the dashboard counts follow', async () => {
    const id = await insertQuotation(t.app, { status: 'pending', fullName: 'Ayesha' })
    const before = await counts()

    const done = await patch(id, { status: 'completed' })
    expect(done.statusCode).toBe(200)
    const body = done.json()
    expect(body).toMatchObject({
      success: true,
      message: QUOTATION_MESSAGES.statusChanged,
      data: { _id: id, fullName: 'Ayesha', status: 'completed', region: 'pk' },
    })
    const row = await stored(id)
    expect(row).toMatchObject({ status: 'completed', updatedAt: body.data.updatedAt })
    expect(row!.updatedAt > row!.createdAt).toBe(true)
    expect(await counts()).toEqual({ pending: before.pending - 1, completed: before.completed + 1 })

    const reopened = await patch(id, { status: 'pending' })
    expect(reopened.statusCode).toBe(200)
    expect(reopened.json().data.status).toBe('pending')
    expect((await stored(id))!.status).toBe('pending')
    expect(await counts()).toEqual(before)
  })

  it('answers the same when the quotation already has that status, and writes nothing', async () => {
    const id = await insertQuotation(t.app, { status: 'completed' })
    const before = await stored(id)
    const response = await patch(id, { status: 'completed' })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({ status: 'completed', updatedAt: before!.updatedAt })
    expect(await stored(id)).toEqual(before)
  })

  it('changes the status only: other fields of the body are dropped', async () => {
    const id = await insertQuotation(t.app, { email: 'kept@example.com' })
    const response = await patch(id, { status: 'completed', email: 'evil@example.com', fullName: 'X' })
    expect(response.statusCode).toBe(200)
    expect(await stored(id)).toMatchObject({ email: 'kept@example.com', status: 'completed' })
    expect((await stored(id))!.fullName).not.toBe('X')
  })

  it.each([[{}], [{ status: 'done' }], [{ status: 'Completed' }], [{ status: true }]])(
    'refuses %j with 400 and the message',
    async (payload) => {
      const id = await insertQuotation(t.app)
      const response = await patch(id, payload)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        success: false,
        message: QUOTATION_MESSAGES.statusInvalid,
        errors: { status: QUOTATION_MESSAGES.statusInvalid },
      })
      expect((await stored(id))!.status).toBe('pending')
    },
  )

  it('answers 404 for an unknown quotation', async () => {
    for (const id of [newId(), 'not-an-id']) {
      const response = await patch(id, { status: 'completed' })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ success: false, message: QUOTATION_MESSAGES.notFound })
    }
  })

  it('needs quotations.statusChange: 401 without a session, 403 for Member and for other rights', async () => {
    const id = await insertQuotation(t.app)
    const anonymous = await t.app.inject({ method: 'PATCH', url: url(id), payload: { status: 'completed' } })
    expect(anonymous.statusCode).toBe(401)
    await createRole(t.app, 'Everything But Quotes', (p) => {
      p.product.statusChange = true
      p.blog.statusChange = true
      p.event.statusChange = true
      p.category.update = true
    })
    for (const role of ['Member', 'Everything But Quotes']) {
      const admin = await signedInAdmin(t.app, role)
      const response = await patch(id, { status: 'completed' }, admin)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.forbidden })
    }
    expect((await stored(id))!.status).toBe('pending')
    // The superAdmin holds every right.
    expect((await patch(id, { status: 'completed' }, boss)).statusCode).toBe(200)
  })

  it('answers a generic 500 and logs one error when the database fails', async () => {
    // The quotation is read before it is changed: that read fails first.
    await expectGeneric500WhenTableFails({
      fails: { query: 'selectFrom', table: 'quotations' },
      request: { method: 'PATCH', url: url(newId()), payload: { status: 'completed' } },
      route: '/api/v1/quotation/:id',
    })
  })
})

describe('DELETE /api/v1/quotation/:id', () => {
  it('deletes the quotation for the superAdmin, with the spec’s message; the counts follow', async () => {
    const id = await insertQuotation(t.app, { status: 'pending' })
    const before = await counts()
    const response = await t.app.inject({ method: 'DELETE', url: url(id), headers: boss.headers })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, message: 'Quote deleted successfully' })
    expect(await stored(id)).toBeUndefined()
    expect(await counts()).toEqual({ ...before, pending: before.pending - 1 })

    const again = await t.app.inject({ method: 'DELETE', url: url(id), headers: boss.headers })
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ success: false, message: QUOTATION_MESSAGES.notFound })
  })

  it('is the superAdmin’s alone, whatever the grid holds', async () => {
    const id = await insertQuotation(t.app)
    await expectSuperAdminOnly(t.app, 'DELETE', url(id))
    const clerk = await t.app.inject({ method: 'DELETE', url: url(id), headers: deskClerk.headers })
    expect(clerk.statusCode).toBe(403)
    expect(await stored(id)).toBeDefined()
  })

  it('answers a generic 500 and logs one error when the database fails', async () => {
    await expectGeneric500WhenTableFails({
      fails: { query: 'deleteFrom', table: 'quotations' },
      request: { method: 'DELETE', url: url(newId()) },
      route: '/api/v1/quotation/:id',
    })
  })
})
