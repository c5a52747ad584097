import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../../../test/app.js'
import { createCategory, createProduct, signedInAdmin, type TestAdmin } from '../../../test/factories.js'
import { insertSentOffer } from '../../../test/offers.js'
import { insertQuotation } from '../../../test/quotations.js'
import { percentile } from './desk-report.js'

let t: TestApp
let boss: TestAdmin

beforeAll(async () => {
  t = await buildTestApp()
  boss = await signedInAdmin(t.app, 'superAdmin')
})
afterAll(async () => {
  await t.close()
})

const HOUR = 60 * 60_000
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString()

async function decided(stage: string, values: Parameters<typeof insertQuotation>[1] = {}) {
  const id = await insertQuotation(t.app, { createdAt: ago(100), ...values })
  await t.app.db
    .updateTable('quotations')
    .set({ stage, status: 'completed', decidedAt: ago(1), firstReplyAt: ago(90) })
    .where('id', '=', id)
    .execute()
  return id
}

describe('GET /api/v1/quotation/desk-report', () => {
  it('reports time to first reply, win rates and open offers’ value exactly', async () => {
    const category = await createCategory(t.app, { name: 'Floor Care' })
    const product = await createProduct(t.app, category.id)
    await decided('accepted', { productId: product.id, phoneNumber: '03001234567' })
    await decided('declined', { productId: product.id, phoneNumber: '0501234567' })
    await decided('lost', { phoneNumber: '03001234567' })
    // Replied after 2 and 20 hours, besides the three above (10 hours each).
    for (const hours of [2, 20]) {
      const id = await insertQuotation(t.app, { createdAt: ago(100) })
      await t.app.db
        .updateTable('quotations')
        .set({ firstReplyAt: ago(100 - hours), stage: 'contacted' })
        .where('id', '=', id)
        .execute()
    }
    // Received before the report's twelve months: their offers count, their reply times do not.
    const longAgo = { quotation: { createdAt: '2024-01-01T00:00:00.000Z' } }
    const open = await insertSentOffer(t.app, longAgo)
    await insertSentOffer(t.app, longAgo)
    await t.app.db.updateTable('offers').set({ totalMinor: '10' }).where('id', '=', open.offerId).execute()

    const response = await t.app.inject({ url: '/api/v1/quotation/desk-report', headers: boss.headers })
    expect(response.statusCode).toBe(200)
    const { data } = response.json()
    expect(data.firstReply).toEqual({ replied: 5, medianHours: 10, p90Hours: 20 })
    const month = new Date().toISOString().slice(0, 7)
    expect(data.winRateByMonth).toEqual([{ month, accepted: 1, decided: 3 }])
    expect(data.winRateByRegion).toEqual(
      expect.arrayContaining([
        { region: 'Pakistan', accepted: 1, decided: 2 },
        { region: 'UAE', accepted: 0, decided: 1 },
      ]),
    )
    expect(data.winRateByCategory).toEqual([
      { category: 'Floor Care', accepted: 1, decided: 2 },
      { category: 'No product', accepted: 0, decided: 1 },
    ])
    // 12,500.00 + 0.10, summed in minor units.
    expect(data.openOffers).toEqual([{ stage: 'offer-sent', currency: 'PKR', count: 2, total: '12500.10' }])
  })

  it('exports every offer revision as CSV', async () => {
    const response = await t.app.inject({ url: '/api/v1/quotation/offers.csv', headers: boss.headers })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      'Number,Revision,Status,Customer,Email,Currency,Subtotal,Tax,Total,Valid Until,Sent At,Answered At,Owner',
    )
    expect(lines).toHaveLength(3)
    expect(lines[1]).toMatch(/^Q-2026-\d{4},1,sent,Visitor \d+,visitor\d+@example\.com,PKR,12500\.00,0\.00,/)
  })
})

describe('percentile', () => {
  it('reads the nearest rank', () => {
    expect(percentile([], 0.5)).toBeNull()
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2)
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBe(9)
  })
})
