import { AUTH_MESSAGES } from '@gwp/contracts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../../test/app.js'
import { expectGeneric500WhenTableFails } from '../../test/expectations.js'
import { createRole, signedInAdmin, type TestAdmin } from '../../test/factories.js'
import { prefixRange } from './customer-list.repository.js'
import { createCustomersRepository, type CustomerSource } from '../../db/repositories/customers.repository.js'

let t: TestApp
let admin: TestAdmin
beforeEach(async () => {
  t = await buildTestApp()
  admin = await signedInAdmin(t.app, 'Member')
})
afterEach(async () => {
  await t.close()
})

const minute = (n: number) => new Date(Date.UTC(2025, 4, 1, 8, n)).toISOString()

/**
 * Customers as the enquiry forms make them (docs/requirements/enquiries.md#potential-customers); the n-th
 * engaged at minute n.
 */
async function engage(email: string, n: number, source: CustomerSource = 'quotation') {
  await createCustomersRepository(t.app.db).recordEngagement({ email, source, at: minute(n) })
}

const list = (query = '', headers: Record<string, string> = admin.headers) =>
  t.app.inject({ url: `/api/v1/potential-customer${query}`, headers })

const emails = (body: { data: Array<{ email: string }> }) => body.data.map((customer) => customer.email)

describe('GET /api/v1/potential-customer', () => {
  it('answers every potential customer, most recently engaged first, to the plain call', async () => {
    await engage('first@example.com', 1, 'catalog')
    await engage('second@example.com', 2)
    await engage('FIRST@example.com', 3, 'quotation')

    const response = await list()
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toEqual({
      success: true,
      data: [
        {
          _id: expect.any(String),
          email: 'first@example.com',
          source: 'catalog',
          visitCount: 2,
          createdAt: minute(1),
          engagedAt: minute(3),
          language: 'en',
        },
        {
          _id: expect.any(String),
          email: 'second@example.com',
          source: 'quotation',
          visitCount: 1,
          createdAt: minute(2),
          engagedAt: minute(2),
          language: 'en',
        },
      ],
    })
  })

  it('answers an empty list when nobody has asked for anything yet', async () => {
    expect((await list()).json()).toEqual({ success: true, data: [] })
    expect((await list('?page=1&limit=10')).json()).toEqual({
      success: true,
      data: [],
      pagination: { page: 1, limit: 10, total: 0, totalPages: 1 },
    })
  })

  it('answers one page and its pagination with page and limit', async () => {
    for (let n = 1; n <= 25; n++) await engage(`c${n}@example.com`, n)

    const second = (await list('?page=2&limit=10')).json()
    expect(emails(second)).toEqual(Array.from({ length: 10 }, (_, i) => `c${15 - i}@example.com`))
    expect(second.pagination).toEqual({ page: 2, limit: 10, total: 25, totalPages: 3 })

    const last = (await list('?page=3&limit=10')).json()
    expect(emails(last)).toEqual([
      'c5@example.com',
      'c4@example.com',
      'c3@example.com',
      'c2@example.com',
      'c1@example.com',
    ])
    expect((await list('?page=9&limit=10')).json().data).toEqual([])
  })

  it('pages 10 at a time when only a search is given', async () => {
    for (let n = 1; n <= 12; n++) await engage(`sana${n}@example.com`, n)
    const body = (await list('?q=sana')).json()
    expect(body.data).toHaveLength(10)
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2 })
  })

  it('finds the addresses that start with the search, whatever its case, and counts only them', async () => {
    await engage('Ayesha.Khan@Example.com', 1)
    await engage('ayesha@gwp.pk', 2)
    await engage('khan.ayesha@example.com', 3)
    await engage('ayeshb@example.com', 4)
    await engage('bilal@example.com', 5)

    const body = (await list('?q=%20AYESHA%20')).json()
    expect(emails(body)).toEqual(['ayesha@gwp.pk', 'Ayesha.Khan@Example.com'])
    expect(body.pagination.total).toBe(2)
    expect(emails((await list('?q=ayesha.khan@example.com')).json())).toEqual(['Ayesha.Khan@Example.com'])
    expect((await list('?q=example')).json().pagination.total).toBe(0)
  })

  it('pages a search the same whichever way the page is read (walked in order or sorted)', async () => {
    // Matches and others interleaved; early pages of many matches walk the table's order, later ones
    // sort the matches (customer-list.repository.ts), and both must agree with the table's order.
    for (let n = 1; n <= 40; n++)
      await engage(n % 4 === 0 ? `other${n}@example.com` : `sana${n}@example.com`, n)
    const expected = Array.from({ length: 40 }, (_, i) => 40 - i)
      .filter((n) => n % 4 !== 0)
      .map((n) => `sana${n}@example.com`)
    for (const limit of [1, 4]) {
      const seen: string[] = []
      for (let page = 1; page <= Math.ceil(expected.length / limit); page++) {
        const body = (await list(`?q=sana&page=${page}&limit=${limit}`)).json()
        expect(body.pagination.total).toBe(expected.length)
        seen.push(...emails(body))
      }
      expect(seen, `limit ${limit}`).toEqual(expected)
    }
  })

  it('takes %, _ and non-Latin letters in the search literally', async () => {
    await engage('a_b@example.com', 1)
    await engage('axb@example.com', 2)
    await engage('a%b@example.com', 3)
    await engage('عائشہ@example.pk', 4)
    await engage('zoë@example.com', 5)

    expect(emails((await list('?q=a_')).json())).toEqual(['a_b@example.com'])
    expect(emails((await list('?q=a%25')).json())).toEqual(['a%b@example.com'])
    expect(emails((await list('?q=عائ')).json())).toEqual(['عائشہ@example.pk'])
    expect(emails((await list('?q=ZOË')).json())).toEqual(['zoë@example.com'])
  })

  it('refuses a limit outside 1–100 with 400', async () => {
    expect((await list('?page=1&limit=0')).statusCode).toBe(400)
    expect((await list('?page=1&limit=101')).statusCode).toBe(400)
    expect((await list('?page=0')).statusCode).toBe(400)
  })

  it('answers every signed-in admin, whatever the role grants, and 401 to anyone else', async () => {
    await createRole(t.app, 'Nobody')
    for (const role of ['superAdmin', 'Nobody']) {
      const other = await signedInAdmin(t.app, role)
      expect((await list('', other.headers)).statusCode, role).toBe(200)
    }
    const anonymous = await list('', {})
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated })
  })

  it('answers a generic 500 and logs one error when the database fails', async () => {
    await expectGeneric500WhenTableFails({
      fails: { query: 'selectFrom', table: 'potentialCustomers' },
      request: { url: '/api/v1/potential-customer?page=1&q=a' },
      route: '/api/v1/potential-customer',
    })
  })
})

describe('prefixRange', () => {
  it('bounds the keys that start with the text, and only those', () => {
    expect(prefixRange('ab')).toEqual({ from: 'ab', to: 'ac' })
    expect(prefixRange('a@')).toEqual({ from: 'a@', to: 'aA' })
    // A character outside the basic plane is one character, not two halves.
    expect(prefixRange('x😀')).toEqual({ from: 'x😀', to: 'x😁' })
    expect(prefixRange('\uD7FF')).toEqual({ from: '\uD7FF', to: '\uE000' })
  })
})
