import { QUOTATION_MESSAGES, SALES_DESK_MESSAGES as M } from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { newId } from '../../../lib/ids.js'
import { buildTestApp, type TestApp } from '../../../test/app.js'
import { createCategory, createProduct, signedInAdmin, type TestAdmin } from '../../../test/factories.js'
import { offerBody } from '../../../test/offers.js'
import { insertQuotation } from '../../../test/quotations.js'
import { call, storedEvents, storedMails, storedQuotation, tokenOf } from '../../../test/sales-desk.js'

let t: TestApp
let boss: TestAdmin
let bilal: TestAdmin
let zara: TestAdmin

const named = (admin: TestAdmin, fullName: string) =>
  t.app.db.updateTable('admins').set({ fullName }).where('id', '=', admin.id).execute()

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://shop.example.com' })
  boss = await signedInAdmin(t.app, 'superAdmin')
  await named(boss, 'Boss Admin')
  bilal = await signedInAdmin(t.app, 'Member')
  await named(bilal, 'Bilal Owner')
  zara = await signedInAdmin(t.app, 'Member')
  await named(zara, 'Zara Owner')
})

afterAll(async () => {
  await t.close()
})

const url = (id: string, tail = '') => `/api/v1/quotation/${id}${tail}`
const desk = (id: string, payload: object) => call(t.app, boss, 'PATCH', url(id, '/desk'), payload)
const note = (id: string, payload: object) => call(t.app, boss, 'POST', url(id, '/note'), payload)

describe('GET /api/v1/quotation/:id', () => {
  it('answers the whole record: stage, owner, notes, offers and a timeline starting with its arrival', async () => {
    const category = await createCategory(t.app, { name: 'Floor Care' })
    const product = await createProduct(t.app, category.id, { name: 'Spin Mop' })
    const id = await insertQuotation(t.app, { fullName: 'Ayesha Khan', productId: product.id })
    expect((await desk(id, { ownerId: bilal.id })).statusCode).toBe(200)
    expect((await note(id, { text: 'Wants 200 pieces by May' })).statusCode).toBe(201)
    const offer = await call(t.app, boss, 'POST', url(id, '/offer'), offerBody())
    expect(offer.statusCode).toBe(201)

    const response = await call(t.app, bilal, 'GET', url(id))
    expect(response.statusCode).toBe(200)
    const { success, data } = response.json()
    const row = await storedQuotation(t.app, id)
    expect(success).toBe(true)
    expect(data).toMatchObject({
      _id: id,
      fullName: 'Ayesha Khan',
      status: 'pending',
      stage: 'new',
      owner: { _id: bilal.id, name: 'Bilal Owner' },
      followUpOn: null,
      product: { _id: product.id, name: 'Spin Mop', category: { name: 'Floor Care' } },
      notes: [
        {
          _id: expect.any(String),
          author: 'Boss Admin',
          text: 'Wants 200 pieces by May',
          createdAt: expect.any(String),
        },
      ],
    })
    expect(data.offers).toHaveLength(1)
    expect(data.offers[0]).toMatchObject({ _id: offer.json().data._id, status: 'draft', revision: 1 })
    expect(data.timeline).toEqual([
      { kind: 'received', at: row.createdAt, actor: null, summary: 'Request received from Ayesha Khan' },
      { kind: 'assigned', at: expect.any(String), actor: 'Boss Admin', summary: 'Assigned to Bilal Owner' },
      { kind: 'note', at: expect.any(String), actor: 'Boss Admin', summary: 'Note' },
      {
        kind: 'offer-drafted',
        at: expect.any(String),
        actor: 'Boss Admin',
        summary: `${offer.json().data.number} priced`,
      },
    ])
  })

  it('answers 404 for an unknown quotation', async () => {
    for (const id of [newId(), 'x'.repeat(200)]) {
      const response = await call(t.app, boss, 'GET', url(id))
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ success: false, message: QUOTATION_MESSAGES.notFound })
    }
  })
})

describe('GET /api/v1/quotation/owners', () => {
  it('lists the active admins by name, never a disabled one', async () => {
    const gone = await signedInAdmin(t.app, 'Member')
    await t.app.db
      .updateTable('admins')
      .set({ isActive: 0, fullName: 'Aaron Gone' })
      .where('id', '=', gone.id)
      .execute()
    const response = await call(t.app, bilal, 'GET', '/api/v1/quotation/owners')
    expect(response.statusCode).toBe(200)
    const { data } = response.json() as { data: Array<{ _id: string; name: string }> }
    const active = await t.app.db.selectFrom('admins').select('id').where('isActive', '=', 1).execute()
    expect(data.map((owner) => owner._id).sort()).toEqual(active.map((admin) => admin.id).sort())
    expect(data).not.toContainEqual(expect.objectContaining({ _id: gone.id }))
    expect(data).toContainEqual({ _id: zara.id, name: 'Zara Owner' })
    const names = data.map((owner) => owner.name)
    expect(names.indexOf('Bilal Owner')).toBeLessThan(names.indexOf('Zara Owner'))
  })
})

describe('PATCH /api/v1/quotation/:id/desk', () => {
  it('assigns, reassigns and unassigns, each on the timeline with who did it', async () => {
    const id = await insertQuotation(t.app)
    const first = await desk(id, { ownerId: bilal.id })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({
      success: true,
      message: M.assigned,
      data: { _id: id, owner: { _id: bilal.id, name: 'Bilal Owner' } },
    })
    expect((await desk(id, { ownerId: zara.id })).json().data.owner).toEqual({
      _id: zara.id,
      name: 'Zara Owner',
    })
    const none = await desk(id, { ownerId: null })
    expect(none.statusCode).toBe(200)
    expect(none.json()).toMatchObject({ message: M.unassigned, data: { owner: null } })
    expect((await storedQuotation(t.app, id)).ownerId).toBeNull()
    expect(await storedEvents(t.app, id)).toEqual([
      { kind: 'assigned', actor: 'Boss Admin', summary: 'Assigned to Bilal Owner', body: null },
      {
        kind: 'assigned',
        actor: 'Boss Admin',
        summary: 'Assigned to Zara Owner (was Bilal Owner)',
        body: null,
      },
      { kind: 'assigned', actor: 'Boss Admin', summary: 'Unassigned (was Zara Owner)', body: null },
    ])
  })

  it('refuses an unknown or disabled owner with 400 under ownerId, and changes nothing', async () => {
    const disabled = await signedInAdmin(t.app, 'Member')
    await t.app.db.updateTable('admins').set({ isActive: 0 }).where('id', '=', disabled.id).execute()
    const id = await insertQuotation(t.app)
    expect((await desk(id, { ownerId: bilal.id })).statusCode).toBe(200)
    const before = await storedQuotation(t.app, id)
    for (const ownerId of [newId(), disabled.id]) {
      const response = await desk(id, { ownerId })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        success: false,
        message: M.ownerUnknown,
        errors: { ownerId: M.ownerUnknown },
      })
    }
    expect(await storedQuotation(t.app, id)).toEqual(before)
    expect(await storedEvents(t.app, id)).toHaveLength(1)
  })

  it('sets the stages staff may set by hand, keeping the status in step and the first reply fixed', async () => {
    const id = await insertQuotation(t.app)
    for (const stage of ['offer-sent', 'accepted', 'declined', 'expired', 'won']) {
      const refused = await desk(id, { stage })
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toMatchObject({ success: false, errors: { stage: expect.any(String) } })
    }
    expect(await storedQuotation(t.app, id)).toMatchObject({ stage: 'new', firstReplyAt: null })

    const contacted = await desk(id, { stage: 'contacted' })
    expect(contacted.statusCode).toBe(200)
    expect(contacted.json()).toMatchObject({
      message: M.stageChanged,
      data: { stage: 'contacted', status: 'pending' },
    })
    const { firstReplyAt } = await storedQuotation(t.app, id)
    expect(firstReplyAt).not.toBeNull()

    expect((await desk(id, { stage: 'lost' })).json().data).toMatchObject({
      stage: 'lost',
      status: 'completed',
    })
    expect(await storedQuotation(t.app, id)).toMatchObject({
      stage: 'lost',
      status: 'completed',
      firstReplyAt,
    })
    expect((await desk(id, { stage: 'contacted' })).json().data).toMatchObject({
      stage: 'contacted',
      status: 'pending',
    })
    expect((await desk(id, { stage: 'new' })).json().data).toMatchObject({ stage: 'new', status: 'pending' })
    expect((await desk(id, { stage: 'contacted' })).statusCode).toBe(200)
    expect(await storedQuotation(t.app, id)).toMatchObject({
      stage: 'contacted',
      status: 'pending',
      firstReplyAt,
    })
    expect((await storedEvents(t.app, id)).map(({ kind, summary }) => [kind, summary])).toEqual([
      ['stage', 'Stage: New → Contacted'],
      ['stage', 'Stage: Contacted → Lost'],
      ['status', 'Status: Completed'],
      ['stage', 'Stage: Lost → Contacted'],
      ['status', 'Status: Pending'],
      ['stage', 'Stage: Contacted → New'],
      ['stage', 'Stage: New → Contacted'],
    ])
  })

  it('sets and clears the follow-up date, on the timeline; refuses a date that is not one', async () => {
    const id = await insertQuotation(t.app)
    const set = await desk(id, { followUpOn: '2026-12-01' })
    expect(set.statusCode).toBe(200)
    expect(set.json()).toMatchObject({ message: M.followUpSet, data: { followUpOn: '2026-12-01' } })
    expect((await storedQuotation(t.app, id)).followUpOn).toBe('2026-12-01')
    for (const followUpOn of ['2026-02-30', '01/12/2026', '2026-12-1', 20261201]) {
      const refused = await desk(id, { followUpOn })
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toMatchObject({ success: false, errors: { followUpOn: expect.any(String) } })
    }
    expect((await storedQuotation(t.app, id)).followUpOn).toBe('2026-12-01')
    const cleared = await desk(id, { followUpOn: null })
    expect(cleared.json()).toMatchObject({ message: M.followUpCleared, data: { followUpOn: null } })
    expect((await storedQuotation(t.app, id)).followUpOn).toBeNull()
    expect((await storedEvents(t.app, id)).map(({ kind, summary }) => [kind, summary])).toEqual([
      ['follow-up', 'Follow-up on 2026-12-01'],
      ['follow-up', 'Follow-up cleared'],
    ])
    expect((await desk(id, {})).statusCode).toBe(400)
  })

  it('answers 404 for an unknown quotation', async () => {
    const response = await desk(newId(), { stage: 'contacted' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ success: false, message: QUOTATION_MESSAGES.notFound })
  })
})

describe('POST /api/v1/quotation/:id/note', () => {
  it('adds a note (201) that the record lists and no customer-facing answer shows', async () => {
    const id = await insertQuotation(t.app, { email: 'ayesha@example.com' })
    const secret = 'Margin is thin: do not go below 1100'
    const response = await note(id, { text: `  ${secret}  ` })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({
      success: true,
      message: M.noteAdded,
      data: { author: 'Boss Admin', text: secret, createdAt: expect.any(String) },
    })
    expect(await storedEvents(t.app, id)).toEqual([
      { kind: 'note', actor: 'Boss Admin', summary: 'Note', body: secret },
    ])
    expect((await call(t.app, bilal, 'GET', url(id))).json().data.notes).toMatchObject([{ text: secret }])

    const sent = await call(t.app, boss, 'POST', url(id, '/offer'), offerBody({ send: true }))
    expect(sent.statusCode).toBe(201)
    const page = await t.app.inject({ url: `/api/v1/offer/${tokenOf(sent.json().link)}` })
    expect(page.statusCode).toBe(200)
    expect(page.body).not.toContain('Margin is thin')
    const mails = (await storedMails(t.app)).filter((mail) => mail.toAddress === 'ayesha@example.com')
    expect(mails).toHaveLength(1)
    expect(`${mails[0]!.textBody}${mails[0]!.htmlBody}`).not.toContain('Margin is thin')
  })

  it('refuses an empty note with 400 and the contracts’ message, and stores nothing', async () => {
    const id = await insertQuotation(t.app)
    for (const payload of [{ text: '' }, { text: '   ' }, {}]) {
      const response = await note(id, payload)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ success: false, message: M.noteEmpty, errors: { text: M.noteEmpty } })
    }
    expect(await storedEvents(t.app, id)).toEqual([])
    expect((await note(newId(), { text: 'Hello' })).statusCode).toBe(404)
  })
})
