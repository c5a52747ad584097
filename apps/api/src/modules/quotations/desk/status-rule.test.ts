import { QUOTATION_MESSAGES, SALES_DESK_MESSAGES as M } from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../../../test/app.js'
import { signedInAdmin, type TestAdmin } from '../../../test/factories.js'
import { insertSentOffer, offerBody } from '../../../test/offers.js'
import { insertQuotation } from '../../../test/quotations.js'
import { call, storedEvents, storedOffer, storedOffers, storedQuotation } from '../../../test/sales-desk.js'

/**
 * The spec's Pending/Completed toggle with the sales desk's rule (decision record 021): an open offer
 * needs its outcome before the quotation completes; reopening a closed sale moves it back to
 * Contacted; without an offer, the toggle answers exactly as the spec's.
 */

let t: TestApp
let boss: TestAdmin

beforeAll(async () => {
  t = await buildTestApp()
  boss = await signedInAdmin(t.app, 'superAdmin')
  await t.app.db.updateTable('admins').set({ fullName: 'Boss Admin' }).where('id', '=', boss.id).execute()
})

afterAll(async () => {
  await t.close()
})

const patch = (id: string, payload: object) => call(t.app, boss, 'PATCH', `/api/v1/quotation/${id}`, payload)
const page = (token: string) => t.app.inject({ url: `/api/v1/offer/${token}` })

const snapshot = async ({ offerId, quotationId }: { offerId: string; quotationId: string }) => ({
  offer: await storedOffer(t.app, offerId),
  quotation: await storedQuotation(t.app, quotationId),
  events: await storedEvents(t.app, quotationId),
})

describe('PATCH /api/v1/quotation/:id with an open offer', () => {
  it('refuses to complete without the offer’s outcome (409), changing nothing', async () => {
    const offer = await insertSentOffer(t.app)
    const before = await snapshot(offer)
    const response = await patch(offer.quotationId, { status: 'completed' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ success: false, message: M.openOfferNeedsOutcome })
    expect(await snapshot(offer)).toEqual(before)
    expect((await page(offer.token)).json().data.open).toBe(true)
  })

  it('outcome accepted: the offer is accepted by staff, the stage Accepted, the status Completed', async () => {
    const offer = await insertSentOffer(t.app)
    const { number } = await storedOffer(t.app, offer.offerId)
    const response = await patch(offer.quotationId, { status: 'completed', outcome: 'accepted' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      message: QUOTATION_MESSAGES.statusChanged,
      data: { status: 'completed', stage: 'accepted' },
    })
    const stored = await snapshot(offer)
    expect(stored.offer).toMatchObject({
      status: 'accepted',
      answerByStaff: 1,
      answerName: null,
      answerIp: null,
    })
    expect(stored.offer.answeredAt).not.toBeNull()
    expect(stored.quotation).toMatchObject({ stage: 'accepted', status: 'completed' })
    expect(stored.events).toEqual([
      {
        kind: 'offer-accepted',
        actor: 'Boss Admin',
        summary: `${number} accepted: recorded by staff`,
        body: null,
      },
      { kind: 'status', actor: 'Boss Admin', summary: 'Status: Completed', body: null },
    ])
    const detail = await call(t.app, boss, 'GET', `/api/v1/quotation/${offer.quotationId}`)
    expect(detail.json().data.offers[0].answer).toMatchObject({ kind: 'accepted', byStaff: true, name: null })
    // The customer's page shows the answer and takes no other.
    expect((await page(offer.token)).json().data).toMatchObject({ open: false, answer: { byStaff: true } })
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/v1/offer/${offer.token}/decline`,
      payload: {},
    })
    expect(late.statusCode).toBe(409)
  })

  it('outcome declined: the offer is declined by staff, the stage Declined', async () => {
    const offer = await insertSentOffer(t.app)
    const response = await patch(offer.quotationId, { status: 'completed', outcome: 'declined' })
    expect(response.statusCode).toBe(200)
    expect(await snapshot(offer)).toMatchObject({
      offer: { status: 'declined', answerByStaff: 1 },
      quotation: { stage: 'declined', status: 'completed' },
    })
  })

  it('outcome lost: the offer is withdrawn (its link answers 410) and the stage is Lost', async () => {
    const offer = await insertSentOffer(t.app)
    const response = await patch(offer.quotationId, { status: 'completed', outcome: 'lost' })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({ status: 'completed', stage: 'lost' })
    const stored = await snapshot(offer)
    expect(stored.offer).toMatchObject({ status: 'withdrawn', answeredAt: null, answerByStaff: 0 })
    expect(stored.events.map(({ kind, summary }) => [kind, summary])).toEqual([
      ['stage', 'Stage: Offer sent → Lost'],
      ['status', 'Status: Completed'],
    ])
    const link = await page(offer.token)
    expect(link.statusCode).toBe(410)
    expect(link.json()).toEqual({ success: false, message: M.linkWithdrawn })
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/v1/offer/${offer.token}/accept`,
      payload: { name: 'Ayesha' },
    })
    expect(accept.statusCode).toBe(410)
  })
  it('finds the open offer behind a newer draft revision: its outcome is still needed, and settles it', async () => {
    const offer = await insertSentOffer(t.app)
    const draft = await call(t.app, boss, 'POST', `/api/v1/quotation/${offer.quotationId}/offer`, offerBody())
    expect(draft.json().data).toMatchObject({ revision: 2, status: 'draft' })
    const before = await snapshot(offer)
    const refused = await patch(offer.quotationId, { status: 'completed' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ success: false, message: M.openOfferNeedsOutcome })
    expect(await snapshot(offer)).toEqual(before)

    const lost = await patch(offer.quotationId, { status: 'completed', outcome: 'lost' })
    expect(lost.statusCode).toBe(200)
    expect(lost.json().data).toMatchObject({ status: 'completed', stage: 'lost' })
    expect((await storedOffers(t.app, offer.quotationId)).map((row) => [row.revision, row.status])).toEqual([
      [1, 'withdrawn'],
      [2, 'draft'],
    ])
    expect((await page(offer.token)).statusCode).toBe(410)
  })
})

describe('PATCH /api/v1/quotation/:id/desk to Lost with an open offer', () => {
  it('completes the quotation as the outcome Lost does: the offer is withdrawn', async () => {
    const offer = await insertSentOffer(t.app)
    const response = await call(t.app, boss, 'PATCH', `/api/v1/quotation/${offer.quotationId}/desk`, {
      stage: 'lost',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({ stage: 'lost', status: 'completed' })
    expect(await snapshot(offer)).toMatchObject({
      offer: { status: 'withdrawn', answeredAt: null },
      quotation: { stage: 'lost', status: 'completed' },
    })
    const link = await page(offer.token)
    expect(link.statusCode).toBe(410)
    expect(link.json()).toEqual({ success: false, message: M.linkWithdrawn })
  })
})

describe('PATCH /api/v1/quotation/:id without an open offer', () => {
  it('completes a quotation without an offer and leaves its stage where it was', async () => {
    const id = await insertQuotation(t.app)
    const response = await patch(id, { status: 'completed' })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({ status: 'completed', stage: 'new' })
    expect(await storedQuotation(t.app, id)).toMatchObject({
      status: 'completed',
      stage: 'new',
      firstReplyAt: null,
    })
    expect((await storedEvents(t.app, id)).map(({ kind, summary }) => [kind, summary])).toEqual([
      ['status', 'Status: Completed'],
    ])
    // Reopened: the stage never closed, so it stays.
    expect((await patch(id, { status: 'pending' })).json().data).toMatchObject({
      status: 'pending',
      stage: 'new',
    })
  })

  it('reopens a closed stage to Contacted', async () => {
    const offer = await insertSentOffer(t.app)
    expect((await patch(offer.quotationId, { status: 'completed', outcome: 'lost' })).statusCode).toBe(200)
    const response = await patch(offer.quotationId, { status: 'pending' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      message: QUOTATION_MESSAGES.statusChanged,
      data: { status: 'pending', stage: 'contacted' },
    })
    expect(await storedQuotation(t.app, offer.quotationId)).toMatchObject({
      status: 'pending',
      stage: 'contacted',
    })
    expect(
      (await storedEvents(t.app, offer.quotationId)).slice(-2).map(({ kind, summary }) => [kind, summary]),
    ).toEqual([
      ['stage', 'Stage: Lost → Contacted'],
      ['status', 'Status: Pending'],
    ])
    // The withdrawn offer stays withdrawn.
    expect((await storedOffers(t.app, offer.quotationId)).map((row) => row.status)).toEqual(['withdrawn'])
  })

  it('answers the spec’s plain toggles exactly as before', async () => {
    const id = await insertQuotation(t.app, { status: 'pending', fullName: 'Ayesha' })
    for (const status of ['completed', 'pending', 'pending'] as const) {
      const response = await patch(id, { status })
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(Object.keys(body).sort()).toEqual(['data', 'message', 'success'])
      expect(body).toMatchObject({
        success: true,
        message: 'Quotation status updated successfully',
        data: { _id: id, fullName: 'Ayesha', status },
      })
      expect((await storedQuotation(t.app, id)).status).toBe(status)
    }
    // An outcome with nothing open to settle is not needed for a plain reopen.
    expect((await patch(id, { status: 'pending', outcome: 'lost' })).json().data.status).toBe('pending')
  })
})
