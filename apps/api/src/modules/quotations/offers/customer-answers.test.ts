import { addCalendarDays, OFFER_FIELD_MESSAGES as F, SALES_DESK_MESSAGES as M } from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { newToken } from '../../../lib/tokens.js'
import { buildTestApp, type TestApp } from '../../../test/app.js'
import { signedInAdmin } from '../../../test/factories.js'
import { insertSentOffer } from '../../../test/offers.js'
import {
  companyToday,
  storedEvents,
  storedMails,
  storedOffer,
  storedQuotation,
} from '../../../test/sales-desk.js'

/**
 * The customer's side of an offer (decision record 021): the page behind the link, what it keeps
 * from staff, the opening, the refusals of a link that no longer works, and the one answer.
 */

const STAFF_EMAIL = 'sales-desk@example.com'
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ STAFF_EMAIL })
})

afterAll(async () => {
  await t.close()
})

const view = (token: string, userAgent = BROWSER) =>
  t.app.inject({ url: `/api/v1/offer/${token}`, headers: { 'user-agent': userAgent } })
const answer = (token: string, kind: 'accept' | 'decline', payload: object, app = t.app) =>
  app.inject({ method: 'POST', url: `/api/v1/offer/${token}/${kind}`, payload, remoteAddress: '203.0.113.9' })
const mailsTo = async (to: string) => (await storedMails(t.app)).filter((mail) => mail.toAddress === to)

describe('GET /api/v1/offer/:token', () => {
  it('shows the offer to the link’s holder, without staff’s fields, on a page nothing keeps', async () => {
    const { token, offerId } = await insertSentOffer(t.app, {
      quotation: { fullName: 'Ayesha Khan', email: 'ayesha@example.com' },
    })
    const response = await view(token)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toContain('no-store')
    expect(response.headers['x-robots-tag']).toContain('noindex')
    expect(response.headers['referrer-policy']).toBe('no-referrer')
    const { success, data } = response.json()
    expect(success).toBe(true)
    expect(data).toMatchObject({
      status: 'sent',
      open: true,
      answer: null,
      total: '12500.00',
      customer: { fullName: 'Ayesha Khan', email: 'ayesha@example.com', address: expect.any(String) },
    })
    for (const staffOnly of ['_id', 'quotationId', 'createdBy', 'openedAt', 'ip', 'notes', 'timeline']) {
      expect(data).not.toHaveProperty(staffOnly)
    }
    expect(response.body).not.toContain(offerId)

    const pdf = await t.app.inject({ url: `/api/v1/offer/${token}/pdf` })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['cache-control']).toContain('no-store')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('records the first opening once, and never a link preview’s fetch', async () => {
    const { token, quotationId, offerId } = await insertSentOffer(t.app)
    for (const agent of ['WhatsApp/2.23.20.0 A', 'facebookexternalhit/1.1', 'Slackbot-LinkExpanding 1.0']) {
      expect((await view(token, agent)).statusCode).toBe(200)
    }
    expect((await storedOffer(t.app, offerId)).openedAt).toBeNull()
    expect(await storedEvents(t.app, quotationId)).toEqual([])

    for (let i = 0; i < 3; i++) expect((await view(token)).statusCode).toBe(200)
    const opened = (await storedEvents(t.app, quotationId)).filter((event) => event.kind === 'offer-opened')
    expect(opened).toHaveLength(1)
    expect(opened[0]).toMatchObject({
      actor: null,
      summary: expect.stringMatching(/opened by the customer$/),
    })
    const { openedAt } = await storedOffer(t.app, offerId)
    expect(openedAt).not.toBeNull()
    await view(token)
    expect((await storedOffer(t.app, offerId)).openedAt).toBe(openedAt)
  })

  it('answers 404 with the envelope for a token that names no offer', async () => {
    for (const token of [newToken(), 'short', 'x'.repeat(43)]) {
      const response = await view(token)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ success: false, message: M.linkNotFound })
    }
  })

  it('answers 410 for an offer past its validity date, and takes no answer', async () => {
    const yesterday = addCalendarDays(companyToday(t), -1)
    const { token, offerId, quotationId } = await insertSentOffer(t.app, { validUntil: yesterday })
    const before = await storedOffer(t.app, offerId)
    for (const response of [
      await view(token),
      await answer(token, 'accept', { name: 'Ayesha' }),
      await answer(token, 'decline', {}),
    ]) {
      expect(response.statusCode).toBe(410)
      expect(response.json()).toEqual({ success: false, message: M.linkExpired })
    }
    expect(await storedOffer(t.app, offerId)).toEqual(before)
    expect(await storedQuotation(t.app, quotationId)).toMatchObject({
      stage: 'offer-sent',
      status: 'pending',
    })
    // Its last valid day is still valid.
    const lastDay = await insertSentOffer(t.app, { validUntil: companyToday(t) })
    expect((await view(lastDay.token)).statusCode).toBe(200)
  })
})

describe('POST /api/v1/offer/:token/accept and /decline', () => {
  it('records an acceptance with its time and IP, closes the sale, and tells the owner', async () => {
    const owner = await signedInAdmin(t.app, 'Member')
    const { token, offerId, quotationId } = await insertSentOffer(t.app, {
      quotation: { fullName: 'Ayesha Khan' },
    })
    await t.app.db
      .updateTable('quotations')
      .set({ ownerId: owner.id })
      .where('id', '=', quotationId)
      .execute()
    const { number } = await storedOffer(t.app, offerId)
    const response = await answer(token, 'accept', { name: '  Ayesha Khan ', poNumber: 'PO-1' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      success: true,
      message: M.accepted,
      data: {
        status: 'accepted',
        open: false,
        answer: { kind: 'accepted', name: 'Ayesha Khan', poNumber: 'PO-1', reason: null, byStaff: false },
      },
    })
    expect(response.json().data.answer).not.toHaveProperty('ip')
    const stored = await storedOffer(t.app, offerId)
    expect(stored).toMatchObject({
      status: 'accepted',
      answerName: 'Ayesha Khan',
      answerPoNumber: 'PO-1',
      answerIp: '203.0.113.9',
      answerByStaff: 0,
    })
    expect(Math.abs(Date.parse(stored.answeredAt!) - Date.now())).toBeLessThan(10_000)
    expect(await storedQuotation(t.app, quotationId)).toMatchObject({
      stage: 'accepted',
      status: 'completed',
    })
    expect(await storedEvents(t.app, quotationId)).toEqual([
      {
        kind: 'offer-accepted',
        actor: null,
        summary: `${number} accepted by Ayesha Khan (PO PO-1)`,
        body: null,
      },
      { kind: 'status', actor: null, summary: 'Status: Completed', body: null },
    ])
    const notices = await mailsTo(owner.email)
    expect(notices).toHaveLength(1)
    expect(notices[0]!.subject).toBe(`Ayesha Khan accepted quotation ${number}`)
    expect(notices[0]!.textBody).toContain('Purchase order: PO-1')
    // The page still shows the offer, with its answer.
    expect((await view(token)).json().data).toMatchObject({ open: false, answer: { kind: 'accepted' } })
  })

  it('records a decline with its reason', async () => {
    const { token, offerId, quotationId } = await insertSentOffer(t.app)
    const before = (await mailsTo(STAFF_EMAIL)).length
    const response = await answer(token, 'decline', { reason: 'Too expensive' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      message: M.declined,
      data: { status: 'declined', answer: { kind: 'declined', name: null, reason: 'Too expensive' } },
    })
    expect(await storedOffer(t.app, offerId)).toMatchObject({
      status: 'declined',
      answerReason: 'Too expensive',
    })
    expect(await storedQuotation(t.app, quotationId)).toMatchObject({
      stage: 'declined',
      status: 'completed',
    })
    expect((await storedEvents(t.app, quotationId))[0]).toMatchObject({
      kind: 'offer-declined',
      summary: expect.stringMatching(/ declined: Too expensive$/),
    })
    const notices = await mailsTo(STAFF_EMAIL)
    expect(notices).toHaveLength(before + 1)
    expect(notices.at(-1)!.textBody).toContain('Reason: Too expensive')
  })

  it('tells STAFF_EMAIL when the owner is disabled or there is none, and nobody when neither', async () => {
    const disabled = await signedInAdmin(t.app, 'Member')
    await t.app.db.updateTable('admins').set({ isActive: 0 }).where('id', '=', disabled.id).execute()
    const withOwner = await insertSentOffer(t.app)
    await t.app.db
      .updateTable('quotations')
      .set({ ownerId: disabled.id })
      .where('id', '=', withOwner.quotationId)
      .execute()
    const unowned = await insertSentOffer(t.app)
    const before = (await mailsTo(STAFF_EMAIL)).length
    expect((await answer(withOwner.token, 'accept', { name: 'Ayesha' })).statusCode).toBe(200)
    expect((await answer(unowned.token, 'decline', {})).statusCode).toBe(200)
    expect(await mailsTo(STAFF_EMAIL)).toHaveLength(before + 2)
    expect(await mailsTo(disabled.email)).toEqual([])

    const quiet = await buildTestApp()
    try {
      const offer = await insertSentOffer(quiet.app)
      expect((await answer(offer.token, 'accept', { name: 'Ayesha' }, quiet.app)).statusCode).toBe(200)
      expect(await storedMails(quiet.app)).toEqual([])
      expect(await storedQuotation(quiet.app, offer.quotationId)).toMatchObject({ stage: 'accepted' })
    } finally {
      await quiet.close()
    }
  })

  it('refuses an acceptance without a name (400) and changes nothing', async () => {
    const { token, offerId } = await insertSentOffer(t.app)
    const before = await storedOffer(t.app, offerId)
    for (const payload of [{}, { name: '   ' }]) {
      const response = await answer(token, 'accept', payload)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        success: false,
        message: F.acceptName,
        errors: { name: F.acceptName },
      })
    }
    expect(await storedOffer(t.app, offerId)).toEqual(before)
  })
})
