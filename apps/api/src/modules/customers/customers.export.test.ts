import { AUTH_MESSAGES, POTENTIAL_CUSTOMER_CSV_HEADER } from '@gwp/contracts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { newId } from '../../lib/ids.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { expectGeneric500WhenTableFails } from '../../test/expectations.js'
import { signedInAdmin, type TestAdmin } from '../../test/factories.js'
import { createCustomerListRepository, EXPORT_BATCH_ROWS } from './customer-list.repository.js'
import { createCustomersRepository, emailKey } from '../../db/repositories/customers.repository.js'

let t: TestApp
let admin: TestAdmin
beforeEach(async () => {
  t = await buildTestApp()
  admin = await signedInAdmin(t.app, 'Member')
})
afterEach(async () => {
  await t.close()
})

const BOM = '\uFEFF'
const minute = (n: number) => new Date(Date.UTC(2025, 4, 1, 8, 0) + n * 60_000).toISOString()

/** RFC 4180 as Excel writes and reads it: quoted fields may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i++
    } else field += char
  }
  expect(field, 'the file ends with CRLF').toBe('')
  return rows
}

/** `count` customers in one statement per 500, engaged one minute apart (the bulk of an export). */
async function manyCustomers(count: number, prefix = 'bulk') {
  for (let start = 0; start < count; start += 500) {
    const values = Array.from({ length: Math.min(500, count - start) }, (_, i) => {
      const email = `${prefix}${start + i}@example.com`
      // Ids made in one millisecond are in no particular order; these follow their creation times.
      return {
        id: newId(Date.parse(minute(start + i))),
        email,
        emailKey: emailKey(email),
        source: 'catalog',
        visitCount: 1,
        createdAt: minute(start + i),
        engagedAt: minute(start + i),
      }
    })
    await t.app.db.insertInto('potentialCustomers').values(values).execute()
  }
}

const exportCsv = (query = '', headers: Record<string, string> = admin.headers) =>
  t.app.inject({ url: `/api/v1/potential-customer/export.csv${query}`, headers })

describe('GET /api/v1/potential-customer/export.csv', () => {
  it('sends UTF-8 CSV with a byte-order mark that reads back as the stored text', async () => {
    const customers = createCustomersRepository(t.app.db)
    await customers.recordEngagement({ email: 'zoë.müller@example.de', source: 'catalog', at: minute(1) })
    await customers.recordEngagement({ email: 'عائشہ.خان@example.pk', source: 'quotation', at: minute(2) })
    await customers.recordEngagement({
      email: '=HYPERLINK("x")@evil.com',
      source: 'quotation',
      at: minute(3),
    })
    await customers.recordEngagement({ email: '+cmd,x@evil.com', source: 'catalog', at: minute(4) })
    await customers.recordEngagement({ email: 'ZOË.MÜLLER@example.de', source: 'quotation', at: minute(5) })

    const response = await exportCsv()
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="potential-customers-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))

    const text = response.rawPayload.toString('utf8')
    expect(text.startsWith(BOM)).toBe(true)
    const [header, ...rows] = parseCsv(text.slice(1))
    expect(header).toEqual([...POTENTIAL_CUSTOMER_CSV_HEADER])
    // Formula openers are neutralised with an apostrophe. (Order: see the batches test below; ids
    // made in one millisecond have none.)
    expect(rows.sort((a, b) => a[1]!.localeCompare(b[1]!))).toEqual([
      ['عائشہ.خان@example.pk', minute(2), 'quotation', '1', minute(2)],
      ['\'=HYPERLINK("x")@evil.com', minute(3), 'quotation', '1', minute(3)],
      ["'+cmd,x@evil.com", minute(4), 'catalog', '1', minute(4)],
      ['zoë.müller@example.de', minute(5), 'catalog', '2', minute(1)],
    ])
  })

  it('sends the header alone when nobody matches', async () => {
    const response = await exportCsv('?q=nobody')
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe(`${BOM}Email,Engaged At,Source,Visit Count,First Seen\r\n`)
  })

  it('applies the search of the list and writes every match once across several batches', async () => {
    await manyCustomers(EXPORT_BATCH_ROWS * 2 + 5)
    await manyCustomers(7, 'other')

    const all = parseCsv((await exportCsv()).body.slice(1)).slice(1)
    expect(all).toHaveLength(EXPORT_BATCH_ROWS * 2 + 12)
    expect(new Set(all.map((row) => row[0])).size).toBe(all.length)

    // Newest first by when each address was first seen.
    const others = parseCsv((await exportCsv('?q=%20OTHER')).body.slice(1)).slice(1)
    expect(others.map((row) => row[0])).toEqual(
      Array.from({ length: 7 }, (_, i) => `other${6 - i}@example.com`),
    )
  })

  it('keeps each row once while visitors engage during the export', async () => {
    await manyCustomers(EXPORT_BATCH_ROWS + 10)
    const lists = createCustomerListRepository(t.app.db, t.app.dialect)
    const batches = lists.exportBatches(null)
    const first = await batches.next()
    const seen = (first.value ?? []).map((row: { email: string }) => row.email)
    // The oldest address, not yet written, engages again: the table would now show it first.
    await createCustomersRepository(t.app.db).recordEngagement({
      email: 'bulk0@example.com',
      source: 'quotation',
      at: new Date().toISOString(),
    })
    for await (const batch of batches) seen.push(...batch.map((row) => row.email))
    expect(seen).toHaveLength(EXPORT_BATCH_ROWS + 10)
    expect(new Set(seen).size).toBe(seen.length)
  })

  it('answers 401 without a valid token', async () => {
    const response = await exportCsv('', {})
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated })
  })

  it('answers a generic 500, not a cut-off file, when the database fails', async () => {
    await expectGeneric500WhenTableFails({
      fails: { query: 'selectFrom', table: 'potentialCustomers' },
      request: { url: '/api/v1/potential-customer/export.csv' },
    })
  })
})
