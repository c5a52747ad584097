import { OFFER_FIELD_MESSAGES as F, SALES_DESK_MESSAGES as M } from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../../../test/app.js'
import { insertSentOffer } from '../../../test/offers.js'
import { storedEvents, storedMails, storedOffer, storedQuotation } from '../../../test/sales-desk.js'

/**
 * The one answer a sent offer takes (decision record 021), however it comes: twice, both ways, at
 * the same moment, or from the page's plain form; and the link's token kept out of the request log.
 */

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ STAFF_EMAIL: 'sales-desk@example.com' })
})

afterAll(async () => {
  await t.close()
})

const answer = (token: string, kind: 'accept' | 'decline', payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/offer/${token}/${kind}`, payload })
const form = (token: string, kind: 'accept' | 'decline', body: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/offer/${token}/${kind}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  })

/** Everything an answer writes: the offer, the quotation, its timeline, and the mail queue. */
const snapshot = async ({ offerId, quotationId }: { offerId: string; quotationId: string }) => ({
  offer: await storedOffer(t.app, offerId),
  quotation: await storedQuotation(t.app, quotationId),
  events: await storedEvents(t.app, quotationId),
  mails: (await storedMails(t.app)).length,
})

describe('the single answer of an offer', () => {
  it('refuses a second acceptance and a decline after an acceptance with 409, changing nothing', async () => {
    const offer = await insertSentOffer(t.app)
    expect((await answer(offer.token, 'accept', { name: 'Ayesha', poNumber: 'PO-1' })).statusCode).toBe(200)
    const before = await snapshot(offer)
    for (const [kind, payload] of [
      ['accept', { name: 'Someone Else', poNumber: 'PO-2' }],
      ['decline', { reason: 'Changed our mind' }],
    ] as const) {
      const response = await answer(offer.token, kind, payload)
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ success: false, message: M.alreadyAnswered })
    }
    expect(await snapshot(offer)).toEqual(before)
    expect(before.offer).toMatchObject({ status: 'accepted', answerName: 'Ayesha', answerPoNumber: 'PO-1' })
  })

  it('refuses an acceptance after a decline with 409', async () => {
    const offer = await insertSentOffer(t.app)
    expect((await answer(offer.token, 'decline', {})).statusCode).toBe(200)
    const before = await snapshot(offer)
    const response = await answer(offer.token, 'accept', { name: 'Ayesha' })
    expect(response.statusCode).toBe(409)
    expect(await snapshot(offer)).toEqual(before)
    expect(before.quotation).toMatchObject({ stage: 'declined', status: 'completed' })
  })

  it('lets exactly one of two acceptances sent at once through', async () => {
    const offer = await insertSentOffer(t.app)
    const mails = (await storedMails(t.app)).length
    const responses = await Promise.all([
      answer(offer.token, 'accept', { name: 'First Tab' }),
      answer(offer.token, 'accept', { name: 'Second Tab' }),
    ])
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409])
    const winner = responses.find((response) => response.statusCode === 200)!.json().data.answer.name
    const stored = await snapshot(offer)
    expect(stored.offer).toMatchObject({ status: 'accepted', answerName: winner })
    expect(stored.events.filter((event) => event.kind === 'offer-accepted')).toHaveLength(1)
    expect(stored.events.filter((event) => event.kind === 'status')).toHaveLength(1)
    expect(stored.mails).toBe(mails + 1)
  })
})

describe('the page’s plain form posts', () => {
  it('answer with a 303 back to the page: ?answered=1 when recorded', async () => {
    const offer = await insertSentOffer(t.app)
    const response = await form(offer.token, 'accept', 'name=Ayesha&poNumber=PO-1')
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe(`/offer/${offer.token}?answered=1`)
    expect(await storedOffer(t.app, offer.offerId)).toMatchObject({
      status: 'accepted',
      answerName: 'Ayesha',
      answerPoNumber: 'PO-1',
    })
    expect(await storedQuotation(t.app, offer.quotationId)).toMatchObject({ stage: 'accepted' })

    const declined = await insertSentOffer(t.app)
    const decline = await form(declined.token, 'decline', 'reason=Too+expensive')
    expect(decline.statusCode).toBe(303)
    expect(decline.headers.location).toBe(`/offer/${declined.token}?answered=1`)
    expect(await storedOffer(t.app, declined.offerId)).toMatchObject({
      status: 'declined',
      answerReason: 'Too expensive',
    })
  })

  it('answer with a 303 to ?error= and the message when refused, changing nothing', async () => {
    const offer = await insertSentOffer(t.app)
    const before = await snapshot(offer)
    const empty = await form(offer.token, 'accept', 'name=&poNumber=PO-1')
    expect(empty.statusCode).toBe(303)
    expect(empty.headers.location).toBe(`/offer/${offer.token}?error=${encodeURIComponent(F.acceptName)}`)
    expect(await snapshot(offer)).toEqual(before)

    expect((await form(offer.token, 'accept', 'name=Ayesha')).statusCode).toBe(303)
    const again = await form(offer.token, 'decline', 'reason=No')
    expect(again.statusCode).toBe(303)
    expect(again.headers.location).toBe(
      `/offer/${offer.token}?error=${encodeURIComponent(M.alreadyAnswered)}`,
    )
    expect((await storedOffer(t.app, offer.offerId)).status).toBe('accepted')
  })

  it('send an Urdu or Arabic page’s form back to that page; any other language to the English one', async () => {
    const arabic = await insertSentOffer(t.app)
    const accepted = await form(arabic.token, 'accept', 'name=Ayesha&language=ar')
    expect(accepted.headers.location).toBe(`/ar/offer/${arabic.token}?answered=1`)
    const refused = await form(arabic.token, 'decline', 'reason=No&language=ur')
    expect(refused.headers.location).toBe(
      `/ur/offer/${arabic.token}?error=${encodeURIComponent(M.alreadyAnswered)}`,
    )

    const other = await insertSentOffer(t.app)
    const odd = await form(other.token, 'accept', 'name=Ayesha&language=https://elsewhere.example')
    expect(odd.headers.location).toBe(`/offer/${other.token}?answered=1`)
  })
})

describe('the request log', () => {
  it('records the customer’s calls under :token, never the token itself', async () => {
    const offer = await insertSentOffer(t.app)
    await t.app.inject({ url: `/api/v1/offer/${offer.token}` })
    await t.app.inject({ url: `/api/v1/offer/${offer.token}/pdf` })
    await answer(offer.token, 'accept', { name: 'Ayesha' })
    await form(offer.token, 'decline', 'reason=No')
    await t.app.flushRequestLog()
    const routes = (await t.app.db.selectFrom('serverLogs').select('route').execute()).map((row) => row.route)
    expect(routes).toEqual(
      expect.arrayContaining([
        '/api/v1/offer/:token',
        '/api/v1/offer/:token/pdf',
        '/api/v1/offer/:token/accept',
        '/api/v1/offer/:token/decline',
      ]),
    )
    expect(routes.join(' ')).not.toContain(offer.token)
  })
})
