import { OFFER_FIELD_MESSAGES as F } from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { newId } from '../../../lib/ids.js'
import { buildTestApp, type TestApp } from '../../../test/app.js'
import { signedInAdmin, type TestAdmin } from '../../../test/factories.js'
import { offerBody } from '../../../test/offers.js'
import { insertQuotation } from '../../../test/quotations.js'
import { createOffer, offerLine, storedEvents, storedOffers } from '../../../test/sales-desk.js'

/**
 * An offer's money (decision record 021, contracts' money.ts): amounts read from their digits, each
 * line rounded once and the tax once, half away from zero; what cannot be priced exactly is refused.
 */

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

describe('POST /api/v1/quotation/:id/offer: the sums', () => {
  it.each([
    [
      '3 × 19.99 less 10 %',
      [line({ quantity: 3, unitPrice: '19.99', discountPercent: 10 })],
      undefined,
      ['53.97'],
      '53.97',
      '0.00',
      '53.97',
    ],
    [
      'the same price as a JSON number',
      [line({ quantity: 3, unitPrice: 19.99, discountPercent: '10' })],
      undefined,
      ['53.97'],
      '53.97',
      '0.00',
      '53.97',
    ],
    [
      '18 % tax on 53.97',
      [line({ quantity: 3, unitPrice: '19.99', discountPercent: 10 })],
      '18',
      ['53.97'],
      '53.97',
      '9.71',
      '63.68',
    ],
    [
      '0.1 + 0.2 as numbers',
      [line({ unitPrice: 0.1 }), line({ unitPrice: 0.2 })],
      undefined,
      ['0.10', '0.20'],
      '0.30',
      '0.00',
      '0.30',
    ],
    [
      '0.1 + 0.2 as text',
      [line({ unitPrice: '0.1' }), line({ unitPrice: '0.20' })],
      undefined,
      ['0.10', '0.20'],
      '0.30',
      '0.00',
      '0.30',
    ],
    // 25 × 18 % = 4.5 minor units: half away from zero is 5 (half to even would say 4).
    ['tax rounding half away from zero', [line({ unitPrice: '0.25' })], 18, ['0.25'], '0.25', '0.05', '0.30'],
    // 5 less 50 % = 2.5 minor units: the line rounds once, to 3.
    [
      'a line rounding half away from zero',
      [line({ unitPrice: '0.05', discountPercent: 50 })],
      undefined,
      ['0.03'],
      '0.03',
      '0.00',
      '0.03',
    ],
    [
      '7.5 % tax on 1,000,000 × 9,999.99',
      [line({ quantity: 1_000_000, unitPrice: '9999.99' })],
      '7.5',
      ['9999990000.00'],
      '9999990000.00',
      '749999250.00',
      '10749989250.00',
    ],
  ])('prices %s exactly', async (_name, lines, taxPercent, amounts, subtotal, tax, total) => {
    const id = await insertQuotation(t.app)
    const response = await create(
      id,
      offerBody({ lines, ...(taxPercent === undefined ? {} : { taxPercent }) }),
    )
    expect(response.statusCode, response.body).toBe(201)
    const { data } = response.json()
    expect(data.lines.map((l: { amount: string }) => l.amount)).toEqual(amounts)
    expect({ subtotal: data.subtotal, tax: data.tax, total: data.total }).toEqual({ subtotal, tax, total })
    const [row] = await storedOffers(t.app, id)
    const minor = (amount: string) => amount.replace('.', '').replace(/^0+(?=\d)/, '')
    expect(String(row!.subtotalMinor)).toBe(minor(subtotal))
    expect(String(row!.taxMinor)).toBe(minor(tax))
    expect(String(row!.totalMinor)).toBe(minor(total))
  })

  it.each([
    ['a price with 3 decimals', { lines: [line({ unitPrice: '19.999' })] }, 'lines.0.unitPrice', F.unitPrice],
    [
      'a price as a number with 3 decimals',
      { lines: [line({ unitPrice: 19.999 })] },
      'lines.0.unitPrice',
      F.unitPrice,
    ],
    ['a negative price', { lines: [line({ unitPrice: -5 })] }, 'lines.0.unitPrice', F.unitPrice],
    ['a negative price as text', { lines: [line({ unitPrice: '-5' })] }, 'lines.0.unitPrice', F.unitPrice],
    ['a price in exponent form', { lines: [line({ unitPrice: '1e3' })] }, 'lines.0.unitPrice', F.unitPrice],
    ['quantity 0', { lines: [line({ unitPrice: '1', quantity: 0 })] }, 'lines.0.quantity', F.quantity],
    ['quantity 1.5', { lines: [line({ unitPrice: '1', quantity: 1.5 })] }, 'lines.0.quantity', F.quantity],
    [
      'a discount over 100',
      { lines: [line({ unitPrice: '1', discountPercent: 101 })] },
      'lines.0.discountPercent',
      F.discountPercent,
    ],
    [
      'a discount of 100.01',
      { lines: [line({ unitPrice: '1', discountPercent: '100.01' })] },
      'lines.0.discountPercent',
      F.discountPercent,
    ],
    ['a tax over 100', { taxPercent: 150 }, 'taxPercent', F.taxPercent],
    ['no lines', { lines: [] }, 'lines', F.lines],
    ['an unknown currency', { currency: 'EUR' }, 'currency', F.currency],
    [
      'a total too large to price',
      { lines: [line({ quantity: 1_000_000, unitPrice: '9999999999999.99' })] },
      'lines',
      F.total,
    ],
    [
      'an unknown product',
      { lines: [line({ unitPrice: '1', productId: newId() })] },
      'lines.0.productId',
      F.product,
    ],
  ])('refuses %s with 400 and stores nothing', async (_name, overrides, field, message) => {
    const id = await insertQuotation(t.app)
    const response = await create(id, offerBody(overrides))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message, errors: { [field]: message } })
    expect(await storedOffers(t.app, id)).toEqual([])
    expect(await storedEvents(t.app, id)).toEqual([])
  })
})
