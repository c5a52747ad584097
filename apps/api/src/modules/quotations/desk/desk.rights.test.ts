import { AUTH_MESSAGES } from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../../../test/app.js'
import { createRole, signedInAdmin, type TestAdmin } from '../../../test/factories.js'
import { insertSentOffer, offerBody, type SentOfferFixture } from '../../../test/offers.js'
import { call, storedEvents, storedMails, storedOffers, storedQuotation } from '../../../test/sales-desk.js'

/**
 * Who may work the sales desk (decision record 021): owner, stage, follow-up, notes and offers need
 * quotations.update (quotations.statusChange alone is not enough); every signed-in admin reads a
 * quotation's record and its offers' PDFs.
 */

let t: TestApp
/** quotations.statusChange without quotations.update. */
let statusOnly: TestAdmin
/** quotations.update and nothing else. */
let deskWriter: TestAdmin
let member: TestAdmin

beforeAll(async () => {
  t = await buildTestApp()
  await createRole(t.app, 'Quote Status Only', (p) => {
    p.quotations.statusChange = true
    p.product.update = true
  })
  await createRole(t.app, 'Sales Desk', (p) => {
    p.quotations.update = true
  })
  statusOnly = await signedInAdmin(t.app, 'Quote Status Only')
  deskWriter = await signedInAdmin(t.app, 'Sales Desk')
  member = await signedInAdmin(t.app, 'Member')
})

afterAll(async () => {
  await t.close()
})

/** The desk's four writes on a quotation with a sent offer, as `admin`. */
async function writes(admin: TestAdmin, { quotationId, offerId }: SentOfferFixture) {
  const base = `/api/v1/quotation/${quotationId}`
  const answers = [
    await call(t.app, admin, 'PATCH', `${base}/desk`, { stage: 'contacted', ownerId: admin.id }),
    await call(t.app, admin, 'POST', `${base}/note`, { text: 'Called back' }),
    await call(t.app, admin, 'POST', `${base}/offer`, offerBody()),
    await call(t.app, admin, 'POST', `${base}/offer/${offerId}/send`, { email: true }),
  ]
  return { statuses: answers.map((response) => response.statusCode), answers }
}

const snapshot = async (quotationId: string) => ({
  quotation: await storedQuotation(t.app, quotationId),
  events: await storedEvents(t.app, quotationId),
  offers: await storedOffers(t.app, quotationId),
})

describe('the sales desk’s rights', () => {
  it('refuses owner, stage, note, offer and send with 403 without quotations.update, and stores nothing', async () => {
    for (const admin of [statusOnly, member]) {
      const mails = (await storedMails(t.app)).length
      const fixture = await insertSentOffer(t.app)
      const before = await snapshot(fixture.quotationId)
      const { statuses, answers } = await writes(admin, fixture)
      expect(statuses).toEqual([403, 403, 403, 403])
      for (const response of answers) {
        expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.forbidden })
      }
      expect(await snapshot(fixture.quotationId)).toEqual(before)
      expect(before.quotation).toMatchObject({ stage: 'offer-sent', ownerId: null })
      expect(before.events).toEqual([])
      expect(before.offers.map((offer) => offer.status)).toEqual(['sent'])
      expect(await storedMails(t.app)).toHaveLength(mails)
    }
  })

  it('lets a role holding quotations.update make each of them (2xx)', async () => {
    const fixture = await insertSentOffer(t.app)
    const { quotationId } = fixture
    const { statuses } = await writes(deskWriter, fixture)
    expect(statuses).toEqual([200, 201, 201, 200])
    const stored = await snapshot(quotationId)
    expect(stored.quotation).toMatchObject({ ownerId: deskWriter.id, stage: 'offer-sent' })
    expect(stored.events.map((event) => event.kind)).toEqual([
      'assigned',
      'stage',
      'note',
      'offer-drafted',
      'offer-sent',
    ])
    expect(stored.offers.map((offer) => offer.status)).toEqual(['sent', 'draft'])
  })

  it('lets every signed-in admin read the record and the PDF; nobody signed out', async () => {
    const { quotationId, offerId } = await insertSentOffer(t.app)
    const record = `/api/v1/quotation/${quotationId}`
    const pdf = `${record}/offer/${offerId}/pdf`
    for (const admin of [member, statusOnly, deskWriter]) {
      const detail = await call(t.app, admin, 'GET', record)
      expect(detail.statusCode).toBe(200)
      expect(detail.json().data).toMatchObject({ _id: quotationId, offers: [{ _id: offerId }] })
      const file = await call(t.app, admin, 'GET', pdf)
      expect(file.statusCode).toBe(200)
      expect(file.headers['content-type']).toBe('application/pdf')
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    }
    for (const path of [record, pdf, `${record}/desk`]) {
      const anonymous = await t.app.inject({ method: path.endsWith('desk') ? 'PATCH' : 'GET', url: path })
      expect(anonymous.statusCode).toBe(401)
    }
  })
})
