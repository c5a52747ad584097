import { addCalendarDays, type QuoteStage } from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../../../test/app.js'
import { signedInAdmin, type TestAdmin } from '../../../test/factories.js'
import { insertQuotation, quotationTime } from '../../../test/quotations.js'
import { companyToday } from '../../../test/sales-desk.js'

/**
 * The Quotes list's sales-desk filters and order (decision record 021): whose quotations, which
 * stage, follow-ups due (today and earlier, on the company's calendar), and by follow-up date.
 */

let t: TestApp
let viewer: TestAdmin
let other: TestAdmin
const ids: Record<string, string> = {}

interface Row {
  owner: 'viewer' | 'other' | null
  stage: QuoteStage
  /** Days from today, or null for no follow-up date. */
  followUp: number | null
}

// Oldest first; a minute apart.
const ROWS: Record<string, Row> = {
  overdue: { owner: 'viewer', stage: 'contacted', followUp: -3 },
  today: { owner: 'other', stage: 'new', followUp: 0 },
  later: { owner: null, stage: 'lost', followUp: 5 },
  undatedNew: { owner: null, stage: 'new', followUp: null },
  undatedSent: { owner: 'viewer', stage: 'offer-sent', followUp: null },
}

beforeAll(async () => {
  t = await buildTestApp()
  viewer = await signedInAdmin(t.app, 'Member')
  other = await signedInAdmin(t.app, 'Member')
  // Someone else's quotation outside the search: every read below must leave it out.
  await insertQuotation(t.app, { email: 'elsewhere@example.com' })
  const today = companyToday(t)
  let minute = 0
  for (const [name, row] of Object.entries(ROWS)) {
    const id = await insertQuotation(t.app, {
      email: `deskfilter-${name.toLowerCase()}@example.com`,
      status: row.stage === 'lost' ? 'completed' : 'pending',
      createdAt: quotationTime(minute++),
    })
    await t.app.db
      .updateTable('quotations')
      .set({
        stage: row.stage,
        ownerId: row.owner === 'viewer' ? viewer.id : row.owner === 'other' ? other.id : null,
        followUpOn: row.followUp === null ? null : addCalendarDays(today, row.followUp),
      })
      .where('id', '=', id)
      .execute()
    ids[name] = id
  }
})

afterAll(async () => {
  await t.close()
})

/** The names of the rows a list read answers, in its order, and its total. */
async function read(query: string, admin: TestAdmin = viewer) {
  const response = await t.app.inject({
    url: `/api/v1/quotation?q=deskfilter&${query}`,
    headers: admin.headers,
  })
  expect(response.statusCode, response.body).toBe(200)
  const body = response.json() as { data: Array<{ _id: string }>; pagination: { total: number } }
  const byId = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]))
  return { names: body.data.map((row) => byId[row._id]), total: body.pagination.total }
}

describe('GET /api/v1/quotation: the sales desk’s filters', () => {
  it('owner=mine answers the reader’s own quotations; owner=unassigned those of nobody', async () => {
    expect(await read('owner=mine')).toEqual({ names: ['undatedSent', 'overdue'], total: 2 })
    expect(await read('owner=mine', other)).toEqual({ names: ['today'], total: 1 })
    expect(await read('owner=unassigned')).toEqual({ names: ['undatedNew', 'later'], total: 2 })
    expect((await read('owner=all')).total).toBe(5)
  })

  it('stage= answers that stage only', async () => {
    expect(await read('stage=new')).toEqual({ names: ['undatedNew', 'today'], total: 2 })
    expect(await read('stage=offer-sent')).toEqual({ names: ['undatedSent'], total: 1 })
    expect(await read('stage=lost&owner=unassigned')).toEqual({ names: ['later'], total: 1 })
    expect(await read('stage=accepted')).toEqual({ names: [], total: 0 })
    const refused = await t.app.inject({ url: '/api/v1/quotation?stage=won', headers: viewer.headers })
    expect(refused.statusCode).toBe(400)
  })

  it('followUp=due answers a date before today and today, never a future one', async () => {
    expect(await read('followUp=due')).toEqual({ names: ['today', 'overdue'], total: 2 })
    expect(await read('followUp=due&owner=mine')).toEqual({ names: ['overdue'], total: 1 })
  })

  it('sort=follow-up answers the earliest date first and the undated ones last', async () => {
    expect(await read('sort=follow-up')).toEqual({
      names: ['overdue', 'today', 'later', 'undatedSent', 'undatedNew'],
      total: 5,
    })
    expect(await read('sort=follow-up&followUp=due')).toEqual({ names: ['overdue', 'today'], total: 2 })
    // A page that starts inside the undated run.
    expect(await read('sort=follow-up&limit=2&page=2')).toEqual({ names: ['later', 'undatedSent'], total: 5 })
    expect(await read('sort=follow-up&limit=2&page=3')).toEqual({ names: ['undatedNew'], total: 5 })
  })
})
