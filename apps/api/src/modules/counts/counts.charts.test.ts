import { AUTH_MESSAGES, CHART_WEEKS } from '@gwp/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { newId } from '../../lib/ids.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { expectGeneric500WhenTableFails } from '../../test/expectations.js'
import { signedInAdmin } from '../../test/factories.js'
import { createCustomersRepository } from '../../db/repositories/customers.repository.js'
import { lastWeeks, midnightIn } from './chart-weeks.js'

/**
 * Wednesday 4 March 2026, 17:00 in Karachi (EVENTS_TZ's default, UTC+5). This week began on Monday
 * 2 March at midnight there, 19:00 UTC on Sunday 1 March; the oldest of the 12 weeks on Monday
 * 15 December 2025, 19:00 UTC on the 14th.
 */
const NOW = '2026-03-04T12:00:00.000Z'
const THIS_WEEK = '2026-03-01T19:00:00.000Z'
const OLDEST_WEEK = '2025-12-14T19:00:00.000Z'
const NEXT_WEEK = '2026-03-08T19:00:00.000Z'
const before = (iso: string) => new Date(Date.parse(iso) - 1).toISOString()

let t: TestApp
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(NOW))
  t = await buildTestApp()
})
afterEach(async () => {
  await t.close()
  vi.useRealTimers()
})

async function insertQuotation(status: 'pending' | 'completed', createdAt: string, app = t.app) {
  await app.db
    .insertInto('quotations')
    .values({
      id: newId(),
      productId: null,
      fullName: 'Ayesha Khan',
      phoneNumber: '03001234567',
      email: 'ayesha@example.com',
      address: 'Lahore',
      message: 'Please send a price list.',
      status,
      createdAt,
      updatedAt: createdAt,
    })
    .execute()
}

async function charts(app = t.app) {
  const admin = await signedInAdmin(app, 'Member')
  const response = await app.inject({ url: '/api/v1/count/charts', headers: admin.headers })
  expect(response.statusCode).toBe(200)
  return response.json().data
}

const zeroWeek = (weekStart: string) => ({ weekStart, pending: 0, completed: 0 })

describe('GET /api/v1/count/charts', () => {
  it('answers 12 empty weeks, Mondays in Karachi, and both sources at 0 on an empty database', async () => {
    expect(await charts()).toEqual({
      timeZone: 'Asia/Karachi',
      quotationsByWeek: [
        '2025-12-15',
        '2025-12-22',
        '2025-12-29',
        '2026-01-05',
        '2026-01-12',
        '2026-01-19',
        '2026-01-26',
        '2026-02-02',
        '2026-02-09',
        '2026-02-16',
        '2026-02-23',
        '2026-03-02',
      ].map(zeroWeek),
      customersBySource: [
        { source: 'catalog', count: 0 },
        { source: 'quotation', count: 0 },
      ],
    })
  })

  it('puts each quotation in the week of its day in Karachi, up to the last millisecond', async () => {
    await insertQuotation('pending', THIS_WEEK) // Monday 00:00 in Karachi
    await insertQuotation('completed', THIS_WEEK)
    await insertQuotation('pending', NOW)
    await insertQuotation('completed', before(NEXT_WEEK)) // Sunday 23:59:59.999 in Karachi
    await insertQuotation('pending', before(THIS_WEEK)) // the Sunday before: last week
    await insertQuotation('completed', OLDEST_WEEK)
    await insertQuotation('pending', before(OLDEST_WEEK)) // 13 weeks ago: not shown
    await insertQuotation('pending', NEXT_WEEK) // a clock ahead of ours: not shown either

    const { quotationsByWeek } = await charts()
    expect(quotationsByWeek).toHaveLength(CHART_WEEKS)
    expect(quotationsByWeek[11]).toEqual({ weekStart: '2026-03-02', pending: 2, completed: 2 })
    expect(quotationsByWeek[10]).toEqual({ weekStart: '2026-02-23', pending: 1, completed: 0 })
    expect(quotationsByWeek[0]).toEqual({ weekStart: '2025-12-15', pending: 0, completed: 1 })
    expect(quotationsByWeek.slice(1, 10)).toEqual(
      quotationsByWeek.slice(1, 10).map((w: { weekStart: string }) => zeroWeek(w.weekStart)),
    )
  })

  it('reads the weeks on the calendar EVENTS_TZ names', async () => {
    const utc = await buildTestApp({ EVENTS_TZ: 'UTC' })
    try {
      // Sunday 1 March, 20:00 UTC: already Monday in Karachi, still Sunday in UTC.
      await insertQuotation('pending', '2026-03-01T20:00:00.000Z', utc.app)
      const { timeZone, quotationsByWeek } = await charts(utc.app)
      expect(timeZone).toBe('UTC')
      expect(quotationsByWeek[11]).toEqual(zeroWeek('2026-03-02'))
      expect(quotationsByWeek[10]).toEqual({ weekStart: '2026-02-23', pending: 1, completed: 0 })
    } finally {
      await utc.close()
    }
  })

  it('counts potential customers by the source that brought them first', async () => {
    const customers = createCustomersRepository(t.app.db)
    const at = NOW
    await customers.recordEngagement({ email: 'a@example.com', source: 'catalog', at })
    await customers.recordEngagement({ email: 'A@example.com', source: 'quotation', at })
    await customers.recordEngagement({ email: 'b@example.com', source: 'quotation', at })
    await customers.recordEngagement({ email: 'c@example.com', source: 'quotation', at })

    expect((await charts()).customersBySource).toEqual([
      { source: 'catalog', count: 1 },
      { source: 'quotation', count: 2 },
    ])
  })

  it('answers 401 without a valid token', async () => {
    const response = await t.app.inject({ url: '/api/v1/count/charts' })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated })
  })

  it('answers a generic 500 and logs one error when the database fails', async () => {
    await expectGeneric500WhenTableFails({
      fails: { query: 'selectFrom', table: 'quotations' },
      request: { url: '/api/v1/count/charts' },
    })
  })
})

describe('chart weeks', () => {
  it('finds local midnight across a summer-time change', () => {
    // London moves to BST (UTC+1) on Sunday 29 March 2026 at 01:00.
    expect(midnightIn('Europe/London', '2026-03-23')).toBe('2026-03-23T00:00:00.000Z')
    expect(midnightIn('Europe/London', '2026-03-30')).toBe('2026-03-29T23:00:00.000Z')
    // New York: UTC-5 in winter, UTC-4 from 8 March 2026.
    expect(midnightIn('America/New_York', '2026-03-02')).toBe('2026-03-02T05:00:00.000Z')
    expect(midnightIn('America/New_York', '2026-03-09')).toBe('2026-03-09T04:00:00.000Z')
    expect(midnightIn('Asia/Karachi', '2026-03-02')).toBe(THIS_WEEK)
  })

  it('ends with the week today falls in, on Monday as on Sunday', () => {
    const monday = lastWeeks('Asia/Karachi', new Date(THIS_WEEK), 2)
    expect(monday.weeks.map((w) => w.weekStart)).toEqual(['2026-02-23', '2026-03-02'])
    const sunday = lastWeeks('Asia/Karachi', new Date(before(NEXT_WEEK)), 2)
    expect(sunday.weeks.map((w) => w.weekStart)).toEqual(['2026-02-23', '2026-03-02'])
    expect(sunday.end).toBe(NEXT_WEEK)
  })
})
