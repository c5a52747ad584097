import {
  addCalendarDays,
  OFFER_FIELD_MESSAGES as F,
  QUOTATION_MESSAGES,
  SALES_DESK_MESSAGES as M,
} from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { newId } from '../../../lib/ids.js'
import { buildTestApp, type TestApp } from '../../../test/app.js'
import { createCategory, createProduct, signedInAdmin, type TestAdmin } from '../../../test/factories.js'
import { insertSentOffer, offerBody } from '../../../test/offers.js'
import { pdfPages } from '../../../test/pdf-text.js'
import { insertQuotation } from '../../../test/quotations.js'
import {
  call,
  companyToday,
  createOffer,
  offerLine,
  storedEvents,
  storedMails,
  storedOffers,
  storedQuotation,
} from '../../../test/sales-desk.js'

/** Pricing a revision (decision record 021): the answer, the exact sums, and what is refused. */

let t: TestApp
let boss: TestAdmin

beforeAll(async () => {
  t = await buildTestApp()
  boss = await signedInAdmin(t.app, 'superAdmin')
})

afterAll(async () => {
  await t.close()
})

const create = (quotationId: string, payload: object) => createOffer(t.app, boss, quotationId, payload)
const line = offerLine

describe('POST /api/v1/quotation/:id/offer', () => {
  it('stores a draft and answers 201 with its number, revision, total, currency, validity and status', async () => {
    const id = await insertQuotation(t.app)
    const validUntil = addCalendarDays(companyToday(t), 30)
    const response = await create(
      id,
      offerBody({ validUntil, currency: 'AED', paymentTerms: '50 % advance' }),
    )
    expect(response.statusCode).toBe(201)
    const body = response.json()
    const year = companyToday(t).slice(0, 4)
    expect(body).toMatchObject({
      success: true,
      message: M.offerSaved,
      data: {
        _id: expect.any(String),
        quotationId: id,
        number: expect.stringMatching(new RegExp(`^Q-${year}-\\d{4}$`)),
        revision: 1,
        status: 'draft',
        currency: 'AED',
        validUntil,
        subtotal: '12500.00',
        tax: '0.00',
        taxName: null,
        total: '12500.00',
        paymentTerms: '50 % advance',
        createdBy: boss.username,
        sentAt: null,
        answer: null,
      },
    })
    expect(body.link).toBeUndefined()
    expect(body.data.title).toBe(body.data.number)
    const [row] = await storedOffers(t.app, id)
    expect(row).toMatchObject({
      id: body.data._id,
      number: body.data.number,
      status: 'draft',
      tokenHash: null,
    })
    expect(String(row!.totalMinor)).toBe('1250000')
    expect(row!.pdfPath).toMatch(/^offers\//)
    // A draft is nobody's business but staff's: no e-mail, no stage change.
    expect(await storedMails(t.app)).toEqual([])
    expect(await storedQuotation(t.app, id)).toMatchObject({
      stage: 'new',
      status: 'pending',
      firstReplyAt: null,
    })
    expect(await storedEvents(t.app, id)).toEqual([
      { kind: 'offer-drafted', actor: boss.username, summary: `${body.data.number} priced`, body: null },
    ])
  })

  it('takes a validity from today to 365 days ahead and refuses one outside (400 under validUntil)', async () => {
    const today = companyToday(t)
    for (const validUntil of [
      addCalendarDays(today, -1),
      addCalendarDays(today, 366),
      '2026-02-30',
      'soon',
    ]) {
      const id = await insertQuotation(t.app)
      const response = await create(id, offerBody({ validUntil }))
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        success: false,
        message: F.validUntil,
        errors: { validUntil: F.validUntil },
      })
      expect(await storedOffers(t.app, id)).toEqual([])
    }
    for (const validUntil of [today, addCalendarDays(today, 365)]) {
      const response = await create(await insertQuotation(t.app), offerBody({ validUntil }))
      expect(response.statusCode).toBe(201)
      expect(response.json().data.validUntil).toBe(validUntil)
    }
  })

  it('copies a known product’s code onto its line', async () => {
    const category = await createCategory(t.app)
    const product = await createProduct(t.app, category.id)
    const { productCode } = await t.app.db
      .selectFrom('products')
      .select('productCode')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow()
    const id = await insertQuotation(t.app)
    const response = await create(
      id,
      offerBody({ lines: [line({ unitPrice: '10', productId: product.id }), line({ unitPrice: '5' })] }),
    )
    expect(response.statusCode).toBe(201)
    expect(response.json().data.lines).toEqual([
      {
        productId: product.id,
        productCode,
        description: 'Floor cleaner, 5 L',
        quantity: 1,
        unitPrice: '10.00',
        discountPercent: '0',
        amount: '10.00',
      },
      {
        productId: null,
        productCode: null,
        description: 'Floor cleaner, 5 L',
        quantity: 1,
        unitPrice: '5.00',
        discountPercent: '0',
        amount: '5.00',
      },
    ])
    // The code stays with the offer when the catalogue changes.
    await t.app.db
      .updateTable('products')
      .set({ productCode: 'RENAMED-1' })
      .where('id', '=', product.id)
      .execute()
    const detail = await call(t.app, boss, 'GET', `/api/v1/quotation/${id}`)
    expect(detail.json().data.offers[0].lines[0].productCode).toBe(productCode)
  })

  it('replaces a draft with the next draft, keeping its number and revision', async () => {
    const id = await insertQuotation(t.app)
    const first = (await create(id, offerBody())).json().data
    const second = await create(id, offerBody({ lines: [line({ unitPrice: '99.5', quantity: 2 })] }))
    expect(second.statusCode).toBe(201)
    expect(second.json().data).toMatchObject({
      number: first.number,
      revision: 1,
      status: 'draft',
      total: '199.00',
    })
    expect(second.json().data._id).not.toBe(first._id)
    const rows = await storedOffers(t.app, id)
    expect(rows.map((row) => [row.id, row.revision, String(row.totalMinor)])).toEqual([
      [second.json().data._id, 1, '19900'],
    ])
  })

  it('answers 404 for an unknown quotation', async () => {
    const response = await create(newId(), offerBody())
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ success: false, message: QUOTATION_MESSAGES.notFound })
  })

  it('numbers series from one yearly sequence that only goes up and never repeats, even when offers race', async () => {
    const sequenceOf = (number: string) => Number(number.slice('Q-2026-'.length))
    const numbers: string[] = []
    for (let i = 0; i < 3; i++) {
      numbers.push((await create(await insertQuotation(t.app), offerBody())).json().data.number)
    }
    const racing = await Promise.all([1, 2, 3, 4].map(() => insertQuotation(t.app)))
    const raced = await Promise.all(racing.map((id) => create(id, offerBody())))
    expect(raced.map((response) => response.statusCode)).toEqual([201, 201, 201, 201])
    const all = [...numbers, ...raced.map((response) => response.json().data.number as string)]
    expect(new Set(all).size).toBe(all.length)
    const sequences = all.map(sequenceOf)
    expect(sequences.slice(0, 3)).toEqual([...sequences.slice(0, 3)].sort((a, b) => a - b))
    expect(sequences[1]).toBe(sequences[0]! + 1)
    expect(Math.min(...sequences.slice(3))).toBeGreaterThan(sequences[2]!)
    // A new revision keeps its series' number and takes none from the sequence.
    const id = racing[0]!
    const [draft] = await storedOffers(t.app, id)
    const sent = await call(t.app, boss, 'POST', `/api/v1/quotation/${id}/offer/${draft!.id}/send`, {
      email: false,
    })
    expect(sent.statusCode).toBe(200)
    const revision = await create(id, offerBody())
    expect(revision.json().data).toMatchObject({ number: draft!.number, revision: 2 })
    const year = Number(companyToday(t).slice(0, 4))
    const counter = await t.app.db
      .selectFrom('offerNumbers')
      .select('last')
      .where('year', '=', year)
      .executeTakeFirstOrThrow()
    expect(Number(counter.last)).toBe(Math.max(...sequences))
  })

  it('refuses a new offer once the latest revision was accepted (409), and stores nothing', async () => {
    const { quotationId, token } = await insertSentOffer(t.app)
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/offer/${token}/accept`,
      payload: { name: 'Ayesha Khan' },
    })
    expect(accepted.statusCode).toBe(200)
    const before = await storedOffers(t.app, quotationId)
    const response = await create(quotationId, offerBody())
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ success: false, message: M.offerClosed })
    expect(await storedOffers(t.app, quotationId)).toEqual(before)
    expect(before.map((row) => row.status)).toEqual(['accepted'])
  })

  it('answers a revision’s PDF with its title, customer and total', async () => {
    const id = await insertQuotation(t.app, { fullName: 'Ayesha Khan' })
    const { data } = (await create(id, offerBody({ taxPercent: '18', taxName: 'GST' }))).json()
    expect(data.total).toBe('14750.00')
    const response = await call(t.app, boss, 'GET', `/api/v1/quotation/${id}/offer/${data._id}/pdf`)
    expect(response.statusCode).toBe(200)
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${data.number}.pdf"`,
    })
    expect(response.headers['cache-control']).toContain('no-store')
    const text = (await pdfPages(response.rawPayload)).join('\n')
    expect(text).toContain(data.title)
    expect(text).toContain('Ayesha Khan')
    expect(text).toContain('Total PKR 14,750.00')
    // Another quotation's offer, or none at all, is not found.
    const elsewhere = await insertQuotation(t.app)
    for (const path of [`${elsewhere}/offer/${data._id}`, `${id}/offer/${newId()}`]) {
      const missing = await call(t.app, boss, 'GET', `/api/v1/quotation/${path}/pdf`)
      expect(missing.statusCode).toBe(404)
      expect(missing.json()).toEqual({ success: false, message: M.offerNotFound })
    }
  })
})
