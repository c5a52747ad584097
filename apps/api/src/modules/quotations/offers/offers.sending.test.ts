import { addCalendarDays, OFFER_FIELD_MESSAGES as F, SALES_DESK_MESSAGES as M } from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { newId } from '../../../lib/ids.js'
import { hashToken } from '../../../lib/tokens.js'
import { buildTestApp, type TestApp } from '../../../test/app.js'
import { signedInAdmin, type TestAdmin } from '../../../test/factories.js'
import { offerBody } from '../../../test/offers.js'
import { insertQuotation, type QuotationFixture } from '../../../test/quotations.js'
import {
  call,
  companyToday,
  storedEvents,
  storedMails,
  storedOffer,
  storedOffers,
  storedQuotation,
  tokenOf,
} from '../../../test/sales-desk.js'

/**
 * Sending an offer (decision record 021): the customer's link (only its hash stored), the e-mail with
 * the PDF, the WhatsApp message, the stage, revisions that replace the one the customer held, and a
 * sent revision's link given again.
 */

const PUBLIC_URL = 'https://shop.example.com'
const LINK = new RegExp(`^${PUBLIC_URL.replace(/\./g, '\\.')}/offer/[A-Za-z0-9_-]{43}$`)

let t: TestApp
let boss: TestAdmin
let customers = 0

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL })
  boss = await signedInAdmin(t.app, 'superAdmin')
})

afterAll(async () => {
  await t.close()
})

/** A quotation from a customer of its own, whose e-mails a test can count. */
async function quotation(values: QuotationFixture = {}) {
  const email = `customer${customers++}@example.com`
  return { id: await insertQuotation(t.app, { email, ...values }), email }
}

const create = (quotationId: string, payload: object) =>
  call(t.app, boss, 'POST', `/api/v1/quotation/${quotationId}/offer`, payload)
const send = (quotationId: string, offerId: string, payload: object = {}) =>
  call(t.app, boss, 'POST', `/api/v1/quotation/${quotationId}/offer/${offerId}/send`, payload)
const page = (link: string) => t.app.inject({ url: `/api/v1/offer/${tokenOf(link)}` })
const mailsTo = async (email: string) => (await storedMails(t.app)).filter((mail) => mail.toAddress === email)

describe('sending an offer', () => {
  it('e-mails the PDF and the link, answers the link and a WhatsApp message, and moves the stage', async () => {
    const { id, email } = await quotation({ fullName: 'Ayesha Khan', status: 'completed' })
    await t.app.db.updateTable('quotations').set({ stage: 'lost' }).where('id', '=', id).execute()
    const response = await create(id, offerBody({ send: true }))
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body).toMatchObject({
      success: true,
      message: M.offerSent,
      data: { status: 'sent', revision: 1, sentAt: expect.any(String), total: '12500.00' },
      link: expect.stringMatching(LINK),
    })
    const { number } = body.data
    const token = tokenOf(body.link)
    expect(body.whatsapp).toMatch(/^https:\/\/wa\.me\/923001234567\?text=/)
    const message = decodeURIComponent(body.whatsapp.split('?text=')[1])
    expect(message).toContain('Dear Ayesha Khan')
    expect(message).toContain(body.link)
    expect(message).toContain('PKR 12,500.00')

    expect(await storedOffer(t.app, body.data._id)).toMatchObject({
      status: 'sent',
      tokenHash: hashToken(token),
      sentAt: body.data.sentAt,
    })
    const stored = await storedQuotation(t.app, id)
    expect(stored).toMatchObject({ stage: 'offer-sent', status: 'pending' })
    expect(stored.firstReplyAt).not.toBeNull()
    expect((await storedEvents(t.app, id)).map(({ kind, summary }) => [kind, summary])).toEqual([
      ['offer-drafted', `${number} priced`],
      ['offer-sent', `${number} sent`],
      ['status', 'Status: Pending'],
    ])

    const mails = await mailsTo(email)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail!.subject).toContain(number)
    expect(mail!.textBody).toContain(body.link)
    expect(mail!.htmlBody).toContain(body.link)
    const attachments = JSON.parse(mail!.attachments!) as Array<{ filename: string; content: string }>
    expect(attachments).toEqual([{ filename: `${number}.pdf`, content: expect.any(String) }])
    expect(Buffer.from(attachments[0]!.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-')

    const customer = await page(body.link)
    expect(customer.statusCode).toBe(200)
    expect(customer.json().data).toMatchObject({ number, status: 'sent', open: true })
  })

  it.each([
    ['0501234567', 'https://wa.me/971501234567?text='],
    ['+44 20 7946 0958', 'https://wa.me/442079460958?text='],
    ['04001234567', null],
  ])('answers the WhatsApp link of %s', async (phoneNumber, start) => {
    const { id } = await quotation({ phoneNumber })
    const { whatsapp } = (await create(id, offerBody({ send: true }))).json()
    if (start === null) expect(whatsapp).toBeNull()
    else expect(whatsapp.startsWith(start)).toBe(true)
  })

  it('sends a new revision under the same number; the link the customer held then answers 410', async () => {
    const { id, email } = await quotation()
    const first = (await create(id, offerBody({ send: true }))).json()
    // A draft revision leaves the sent one working until it is sent itself.
    const draft = (
      await create(id, offerBody({ lines: [{ description: 'Mop', quantity: 2, unitPrice: '500' }] }))
    ).json().data
    expect(draft).toMatchObject({ number: first.data.number, revision: 2, status: 'draft' })
    expect((await page(first.link)).statusCode).toBe(200)

    const second = await send(id, draft._id)
    expect(second.statusCode).toBe(200)
    expect(second.json()).toMatchObject({
      message: M.offerSent,
      data: { _id: draft._id, number: first.data.number, revision: 2, title: `${first.data.number} rev 2` },
      link: expect.stringMatching(LINK),
    })
    expect((await storedOffers(t.app, id)).map((row) => [row.revision, row.status])).toEqual([
      [1, 'replaced'],
      [2, 'sent'],
    ])
    const old = await page(first.link)
    expect(old.statusCode).toBe(410)
    expect(old.json()).toEqual({ success: false, message: M.linkReplaced })
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/v1/offer/${tokenOf(first.link)}/accept`,
      payload: { name: 'Ayesha' },
    })
    expect(accept.statusCode).toBe(410)
    expect((await page(second.json().link)).json().data).toMatchObject({ revision: 2, total: '1000.00' })
    expect(await mailsTo(email)).toHaveLength(2)
    expect((await storedEvents(t.app, id)).map((event) => event.kind)).toEqual([
      'offer-drafted',
      'offer-sent',
      'offer-drafted',
      // The page read while the draft waited, then the new revision's page: one opening each.
      'offer-opened',
      'offer-sent',
      'offer-opened',
    ])
  })

  it('gives a sent revision a new link: the old one stops working; email:false queues no mail', async () => {
    const { id, email } = await quotation()
    const first = (await create(id, offerBody({ send: true }))).json()
    const { _id: offerId, number } = first.data

    const again = await send(id, offerId)
    expect(again.statusCode).toBe(200)
    const second = again.json().link as string
    expect(second).toMatch(LINK)
    expect(second).not.toBe(first.link)
    expect(await mailsTo(email)).toHaveLength(2)

    const quiet = await send(id, offerId, { email: false })
    expect(quiet.statusCode).toBe(200)
    const third = quiet.json().link as string
    expect(await mailsTo(email)).toHaveLength(2)

    for (const link of [first.link, second]) {
      const old = await page(link)
      expect(old.statusCode).toBe(404)
      expect(old.json()).toEqual({ success: false, message: M.linkNotFound })
    }
    expect((await page(third)).statusCode).toBe(200)
    expect(await storedOffer(t.app, offerId)).toMatchObject({
      status: 'sent',
      tokenHash: hashToken(tokenOf(third)),
    })
    expect((await storedEvents(t.app, id)).map(({ kind, summary }) => [kind, summary])).toEqual([
      ['offer-drafted', `${number} priced`],
      ['offer-sent', `${number} sent`],
      ['offer-sent', `${number}: new link e-mailed`],
      ['offer-sent', `${number}: new link`],
      ['offer-opened', `${number} opened by the customer`],
    ])
  })

  it('refuses to send a revision that is no longer open, past its validity, or unknown', async () => {
    const { id } = await quotation()
    const first = (await create(id, offerBody({ send: true }))).json().data
    await create(id, offerBody({ send: true }))
    const replaced = await send(id, first._id)
    expect(replaced.statusCode).toBe(409)
    expect(replaced.json()).toEqual({ success: false, message: M.offerNotDraft })

    const { id: other } = await quotation()
    const draft = (await create(other, offerBody())).json().data
    const yesterday = addCalendarDays(companyToday(t), -1)
    await t.app.db.updateTable('offers').set({ validUntil: yesterday }).where('id', '=', draft._id).execute()
    const late = await send(other, draft._id)
    expect(late.statusCode).toBe(400)
    expect(late.json()).toEqual({
      success: false,
      message: F.validUntil,
      errors: { validUntil: F.validUntil },
    })
    expect(await storedOffer(t.app, draft._id)).toMatchObject({ status: 'draft', tokenHash: null })

    for (const [quotationId, offerId] of [
      [other, newId()],
      [id, draft._id],
    ]) {
      const missing = await send(quotationId!, offerId!)
      expect(missing.statusCode).toBe(404)
      expect(missing.json()).toEqual({ success: false, message: M.offerNotFound })
    }
  })
})
