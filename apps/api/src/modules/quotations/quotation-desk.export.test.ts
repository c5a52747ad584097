import { AUTH_MESSAGES, QUOTATION_CSV_HEADER } from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../../test/app.js'
import { createCategory, createProduct, signedInAdmin, type TestAdmin } from '../../test/factories.js'
import { EXPORT_BATCH } from './quotation-desk.service.js'
import { insertQuotation, insertQuotations, parseCsv, quotationTime } from '../../test/quotations.js'

const URL = '/api/v1/quotation/export.csv'

let t: TestApp
let member: TestAdmin

beforeAll(async () => {
  t = await buildTestApp()
  member = await signedInAdmin(t.app, 'Member')
  const category = await createCategory(t.app, { name: 'Floor Care' })
  const product = await createProduct(t.app, category.id, { name: 'Spin Mop, "Deluxe"' })
  await insertQuotation(t.app, {
    productId: product.id,
    fullName: 'Zoë Ñúñez',
    phoneNumber: '+971501234567',
    email: 'zoe@example.ae',
    address: 'Dubai, UAE',
    message: 'Two lines:\nfirst, then "second"',
    status: 'completed',
    createdAt: quotationTime(0),
  })
  await insertQuotation(t.app, {
    fullName: 'علی رضا',
    phoneNumber: '03001234567',
    email: 'ali@example.pk',
    address: 'لاہور',
    message: '=HYPERLINK("http://evil.example","click")',
    status: 'pending',
    createdAt: quotationTime(1),
  })
  await insertQuotation(t.app, {
    fullName: '@SUM(A1:A9)',
    phoneNumber: '04001234567',
    email: 'other@example.com',
    message: '-2+3',
    status: 'pending',
    createdAt: quotationTime(2),
  })
})

afterAll(async () => {
  await t.close()
})

async function download(query = '') {
  const response = await t.app.inject({ url: `${URL}${query}`, headers: member.headers })
  expect(response.statusCode, response.body).toBe(200)
  return response
}
const rowsOf = (body: string) => parseCsv(body.replace(/^\uFEFF/, ''))

describe(`GET ${URL}`, () => {
  it('refuses anonymous callers', async () => {
    const response = await t.app.inject({ url: URL })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated })
  })

  it('downloads UTF-8 CSV with a byte-order mark, newest first; accents and Urdu survive', async () => {
    const response = await download()
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="quotations-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    expect(response.body).toContain('\r\n')

    const [header, ...rows] = rowsOf(response.body)
    expect(header).toEqual([...QUOTATION_CSV_HEADER])
    expect(rows).toEqual([
      [
        "'@SUM(A1:A9)",
        '04001234567',
        'other@example.com',
        'Plot 12, Industrial Area',
        "'-2+3",
        '',
        '',
        '',
        'Other',
        'pending',
        quotationTime(2),
      ],
      [
        'علی رضا',
        '03001234567',
        'ali@example.pk',
        'لاہور',
        `'=HYPERLINK("http://evil.example","click")`,
        '',
        '',
        '',
        'Pakistan',
        'pending',
        quotationTime(1),
      ],
      [
        'Zoë Ñúñez',
        '+971501234567',
        'zoe@example.ae',
        'Dubai, UAE',
        'Two lines:\nfirst, then "second"',
        'Spin Mop, "Deluxe"',
        expect.stringMatching(/^GWP-/),
        'Floor Care',
        'UAE',
        'completed',
        quotationTime(0),
      ],
    ])
  })

  it('applies the search, the filters and the order of the table', async () => {
    const names = async (query: string) =>
      rowsOf((await download(query)).body)
        .slice(1)
        .map((row) => row[0])
    expect(await names('?q=EXAMPLE.PK')).toEqual(['علی رضا'])
    expect(await names('?status=completed')).toEqual(['Zoë Ñúñez'])
    expect(await names('?region=other')).toEqual(["'@SUM(A1:A9)"])
    expect(await names('?sort=oldest-pending')).toEqual(['علی رضا', "'@SUM(A1:A9)", 'Zoë Ñúñez'])
    expect(await names('?q=nobody')).toEqual([])
  })

  it('refuses a filter it does not know with 400', async () => {
    const response = await t.app.inject({ url: `${URL}?status=done`, headers: member.headers })
    expect(response.statusCode).toBe(400)
  })
})

describe(`GET ${URL} with more rows than a batch`, () => {
  let big: TestApp

  beforeAll(async () => {
    big = await buildTestApp()
  })
  afterAll(async () => {
    await big.close()
  })

  it('streams every row exactly once, in order, across batches and both runs of the oldest-pending order', async () => {
    const count = EXPORT_BATCH * 2 + 37
    // Every third one completed; several share a millisecond, so the id breaks the ties.
    const ids = await insertQuotations(
      big.app,
      Array.from({ length: count }, (_, i) => ({
        fullName: `Visitor ${i}`,
        status: i % 3 === 0 ? ('completed' as const) : ('pending' as const),
        createdAt: quotationTime(Math.floor(i / 4)),
      })),
    )
    const admin = await signedInAdmin(big.app, 'Member')
    const read = async (query: string) => {
      const response = await big.app.inject({ url: `${URL}${query}`, headers: admin.headers })
      expect(response.statusCode).toBe(200)
      return rowsOf(response.body)
        .slice(1)
        .map((row) => row[0])
    }
    // Oldest first: by time, then by id (UUID v7, random within one millisecond).
    const oldestFirst = ids
      .map((id, i) => ({ id, i, at: quotationTime(Math.floor(i / 4)) }))
      .sort((a, b) => a.at.localeCompare(b.at) || (a.id < b.id ? -1 : 1))
    const names = (list: typeof oldestFirst) => list.map(({ i }) => `Visitor ${i}`)

    expect(await read('')).toEqual(names([...oldestFirst].reverse()))
    const pending = oldestFirst.filter(({ i }) => i % 3 !== 0)
    const completed = oldestFirst.filter(({ i }) => i % 3 === 0)
    expect(await read('?sort=oldest-pending')).toEqual([...names(pending), ...names(completed.reverse())])
  })
})
