import { AUTH_MESSAGES } from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../../test/app.js'
import { expectGeneric500WhenTableFails } from '../../test/expectations.js'
import { createCategory, createProduct, signedInAdmin, type TestAdmin } from '../../test/factories.js'
import { insertQuotation, quotationTime } from '../../test/quotations.js'

const URL = '/api/v1/quotation'

let t: TestApp
let member: TestAdmin
let product: { id: string; name: string; productCode: string }
/** The rows every test reads, by name; created once (the reads change nothing). */
const ids: Record<string, string> = {}

beforeAll(async () => {
  t = await buildTestApp()
  member = await signedInAdmin(t.app, 'Member')
  const category = await createCategory(t.app, { name: 'Floor Care' })
  const created = await createProduct(t.app, category.id, { name: 'Spin Mop Deluxe' })
  const code = await t.app.db
    .selectFrom('products')
    .select('productCode')
    .where('id', '=', created.id)
    .executeTakeFirstOrThrow()
  product = { ...created, productCode: code.productCode }
  const gone = await createProduct(t.app, category.id, { name: 'Old Bucket' })

  // Six quotations, one a minute apart: oldest first here.
  const rows = {
    ayesha: { email: 'Ayesha.Khan@Example.com', phoneNumber: '03001234567', status: 'completed' },
    omar: { email: 'omar@mail.ae', phoneNumber: '0501234567', status: 'pending' },
    percent: { email: 'sales%team@example.com', phoneNumber: '+44 20 7946 0958', status: 'pending' },
    under: { email: 'first_last@example.com', phoneNumber: '+971501234567', status: 'completed' },
    bilal: { email: 'bilal@example.com', phoneNumber: '+923331234567', status: 'pending' },
    zoe: { email: 'zoe@example.fr', phoneNumber: '04001234567', status: 'completed' },
  } as const
  let minute = 0
  for (const [name, values] of Object.entries(rows)) {
    ids[name] = await insertQuotation(t.app, {
      ...values,
      fullName: name,
      productId: name === 'zoe' ? gone.id : created.id,
      createdAt: quotationTime(minute++),
    })
  }
  // A product deleted after it was asked about leaves the quotation without one (set null).
  await t.app.db.deleteFrom('products').where('id', '=', gone.id).execute()
})

afterAll(async () => {
  await t.close()
})

const get = async (query = '') => {
  const response = await t.app.inject({ url: `${URL}${query}`, headers: member.headers })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}
const names = (body: { data: Array<{ fullName: string }> }) => body.data.map((q) => q.fullName)

describe(`GET ${URL}`, () => {
  it('refuses anonymous callers', async () => {
    const response = await t.app.inject({ url: URL })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated })
  })

  it('answers the spec’s plain call with every quotation, newest first, each with its product and region', async () => {
    const body = await get()
    expect(body.pagination).toBeUndefined()
    expect(names(body)).toEqual(['zoe', 'bilal', 'under', 'percent', 'omar', 'ayesha'])
    expect(body.data.find((q: { fullName: string }) => q.fullName === 'ayesha')).toEqual({
      _id: ids.ayesha,
      fullName: 'ayesha',
      phoneNumber: '03001234567',
      email: 'Ayesha.Khan@Example.com',
      address: 'Plot 12, Industrial Area',
      message: 'Please quote 200 pieces.',
      status: 'completed',
      language: 'en',
      region: 'pk',
      // Completed by the spec's toggle, with no offer: the desk's stage is left where it was.
      stage: 'new',
      owner: null,
      followUpOn: null,
      product: {
        _id: product.id,
        id: product.id,
        name: 'Spin Mop Deluxe',
        productCode: product.productCode,
        category: { name: 'Floor Care' },
      },
      createdAt: quotationTime(0),
      updatedAt: quotationTime(0),
    })
    expect(body.data[0]).toMatchObject({ fullName: 'zoe', product: null, region: 'other' })
  })

  it('reads the region from each phone number', async () => {
    const body = await get()
    const regions = Object.fromEntries(
      body.data.map((q: { fullName: string; region: string }) => [q.fullName, q.region]),
    )
    expect(regions).toEqual({
      ayesha: 'pk',
      omar: 'ae',
      percent: 'other',
      under: 'ae',
      bilal: 'pk',
      zoe: 'other',
    })
  })

  it('pages 10 at a time by default, with a pagination object', async () => {
    const body = await get('?page=1')
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 6, totalPages: 1 })
    expect(names(body)).toHaveLength(6)
  })

  it('answers any page asked for, and an empty page past the end', async () => {
    const second = await get('?page=2&limit=4')
    expect(names(second)).toEqual(['omar', 'ayesha'])
    expect(second.pagination).toEqual({ page: 2, limit: 4, total: 6, totalPages: 2 })
    const past = await get('?page=9&limit=4')
    expect(past.data).toEqual([])
    expect(past.pagination.total).toBe(6)
  })

  it('searches anywhere in the e-mail address, without regard to case', async () => {
    expect(names(await get('?q=KHAN@'))).toEqual(['ayesha'])
    expect(names(await get('?q=example.com'))).toEqual(['bilal', 'under', 'percent', 'ayesha'])
    expect(names(await get('?q=%20%20mail.AE%20'))).toEqual(['omar'])
    expect((await get('?q=nobody')).pagination.total).toBe(0)
  })

  it('matches % and _ in the search literally', async () => {
    expect(names(await get('?q=%25'))).toEqual(['percent'])
    expect(names(await get('?q=_'))).toEqual(['under'])
  })

  it('filters by status', async () => {
    expect(names(await get('?status=pending'))).toEqual(['bilal', 'percent', 'omar'])
    expect(names(await get('?status=completed'))).toEqual(['zoe', 'under', 'ayesha'])
    expect(names(await get('?status=all'))).toHaveLength(6)
  })

  it('filters by region, alone and with the status and a search', async () => {
    expect(names(await get('?region=pk'))).toEqual(['bilal', 'ayesha'])
    expect(names(await get('?region=ae'))).toEqual(['under', 'omar'])
    expect(names(await get('?region=other'))).toEqual(['zoe', 'percent'])
    expect(names(await get('?region=ae&status=pending'))).toEqual(['omar'])
    expect(names(await get('?region=pk&q=example&status=completed'))).toEqual(['ayesha'])
  })

  it('sorts oldest pending first: the pending ones by their wait, then the completed ones newest first', async () => {
    const body = await get('?sort=oldest-pending')
    expect(names(body)).toEqual(['omar', 'percent', 'bilal', 'zoe', 'under', 'ayesha'])
    expect(body.pagination.total).toBe(6)
    // A page that straddles the two runs, and one inside the second.
    expect(names(await get('?sort=oldest-pending&limit=2&page=2'))).toEqual(['bilal', 'zoe'])
    expect(names(await get('?sort=oldest-pending&limit=2&page=3'))).toEqual(['under', 'ayesha'])
    expect(names(await get('?sort=oldest-pending&status=pending'))).toEqual(['omar', 'percent', 'bilal'])
    expect(names(await get('?sort=oldest-pending&status=completed'))).toEqual(['zoe', 'under', 'ayesha'])
    expect(names(await get('?sort=oldest-pending&q=example.com'))).toEqual([
      'percent',
      'bilal',
      'under',
      'ayesha',
    ])
  })

  it.each([
    ['?status=active', 'status'],
    ['?region=uk', 'region'],
    ['?sort=name', 'sort'],
    ['?page=0', 'page'],
    ['?limit=101', 'limit'],
    [`?q=${'x'.repeat(101)}`, 'q'],
  ])('refuses %s with 400', async (query, field) => {
    const response = await t.app.inject({ url: `${URL}${query}`, headers: member.headers })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors ?? {})).toEqual([field])
  })
})

describe(`GET ${URL} when the database fails`, () => {
  it('answers a generic 500 and logs one error', async () => {
    await expectGeneric500WhenTableFails({
      fails: { query: 'selectFrom', table: 'quotations' },
      request: { url: `${URL}?page=1` },
      route: URL,
    })
  })
})
