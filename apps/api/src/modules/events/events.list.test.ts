import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../plugins/http-cache.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { clockAt, KARACHI_0000_TOMORROW, KARACHI_2359_ON_TODAY } from '../../test/event-forms.js'
import { expectGeneric500WhenTableFails } from '../../test/expectations.js'
import { createEvent, signedInAdmin, type TestAdmin } from '../../test/factories.js'

let t: TestApp
let admin: TestAdmin
beforeEach(async () => {
  clockAt(KARACHI_2359_ON_TODAY)
  t = await buildTestApp()
  // Any signed-in admin sees every event, whatever the role's rights
  // (docs/requirements/api.md#live-content-only).
  admin = await signedInAdmin(t.app, 'Member')
})
afterEach(async () => {
  await t.close()
})

const URL = '/api/v1/event/get-all'
const get = (query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ url: `${URL}${query}`, headers })
const titles = async (query = '', headers: Record<string, string> = admin.headers) =>
  (await get(query, headers)).json().events.map((event: { title: string }) => event.title)

/** On 4 March 2026 in Karachi: one event over, two on today, one tomorrow, one hidden. */
async function aroundToday() {
  await createEvent(t.app, { title: 'Ended 3 March', fromDate: '2026-03-01', toDate: '2026-03-03' })
  await createEvent(t.app, { title: 'Ends 4 March', fromDate: '2026-03-02', toDate: '2026-03-04' })
  await createEvent(t.app, { title: 'Only 4 March', fromDate: '2026-03-04' })
  await createEvent(t.app, { title: 'Starts 5 March', fromDate: '2026-03-05', toDate: '2026-03-06' })
  await createEvent(t.app, {
    title: 'Hidden 5 March',
    fromDate: '2026-03-05',
    toDate: '2026-03-05',
    isActive: false,
  })
}

describe('GET /api/v1/event/get-all', () => {
  it('answers the spec’s plain list: every event for an admin, active ones for anyone else', async () => {
    await aroundToday()
    const plain = await get('', admin.headers)
    expect(plain.statusCode).toBe(200)
    expect(Object.keys(plain.json())).toEqual(['success', 'events'])
    expect(plain.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL)
    // In schedule order, as the Exhibition page lists them.
    expect(await titles()).toEqual([
      'Ended 3 March',
      'Ends 4 March',
      'Only 4 March',
      'Hidden 5 March',
      'Starts 5 March',
    ])
    const anonymous = await get()
    expect(anonymous.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
    expect(await titles('', {})).toEqual(['Ended 3 March', 'Ends 4 March', 'Only 4 March', 'Starts 5 March'])
    // A bad token is no admin.
    expect(await titles('', { authorization: 'Bearer not-a-token' })).not.toContain('Hidden 5 March')
  })

  it('pages latest first, with the pagination and the day the statuses are for', async () => {
    await aroundToday()
    const response = await get('?page=1&limit=2', admin.headers)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 })
    expect(body.today).toBe('2026-03-04')
    expect(
      body.events.map((event: { title: string; status: string }) => [event.title, event.status]),
    ).toEqual([
      ['Starts 5 March', 'upcoming'],
      ['Hidden 5 March', 'upcoming'],
    ])
    expect(await titles('?page=3&limit=2')).toEqual(['Ended 3 March'])
    expect((await get('?page=1', admin.headers)).json().pagination.limit).toBe(10)
  })

  it('filters by active state; visitors get active events whatever they ask for', async () => {
    await aroundToday()
    expect(await titles('?status=inactive')).toEqual(['Hidden 5 March'])
    expect(await titles('?status=active')).toHaveLength(4)
    expect(await titles('?status=inactive', {})).toEqual([
      'Starts 5 March',
      'Only 4 March',
      'Ends 4 March',
      'Ended 3 March',
    ])
    expect((await get('?status=all')).json().pagination.total).toBe(4)
  })

  it('searches titles without regard to case, taking % and _ literally', async () => {
    await aroundToday()
    await createEvent(t.app, { title: '100% Clean_Week', fromDate: '2026-04-01' })
    expect(await titles('?q=MARCH&limit=10')).toHaveLength(5)
    expect(await titles('?q=only')).toEqual(['Only 4 March'])
    expect(await titles('?q=%25')).toEqual(['100% Clean_Week'])
    expect(await titles('?q=_')).toEqual(['100% Clean_Week'])
    expect(await titles('?q=nothing')).toEqual([])
  })

  it('filters by time status in the query, turning at midnight in Karachi', async () => {
    await aroundToday()
    // 23:59 on 4 March in Karachi.
    expect(await titles('?timeStatus=upcoming')).toEqual(['Starts 5 March', 'Hidden 5 March'])
    expect(await titles('?timeStatus=current')).toEqual(['Only 4 March', 'Ends 4 March'])
    expect(await titles('?timeStatus=past')).toEqual(['Ended 3 March'])
    expect(await titles('?timeStatus=all')).toHaveLength(5)

    // 00:00 on 5 March in Karachi, still 19:00 on 4 March in UTC.
    clockAt(KARACHI_0000_TOMORROW)
    expect(await titles('?timeStatus=upcoming')).toEqual([])
    expect(await titles('?timeStatus=current')).toEqual(['Starts 5 March', 'Hidden 5 March'])
    expect(await titles('?timeStatus=past')).toEqual(['Only 4 March', 'Ends 4 March', 'Ended 3 March'])
    const page = (await get('?timeStatus=past&status=active&limit=2&page=2', admin.headers)).json()
    expect(page.today).toBe('2026-03-05')
    expect(page.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 })
    expect(page.events.map((event: { status: string }) => event.status)).toEqual(['past'])
  })

  it('refuses an unknown filter value', async () => {
    for (const query of ['?timeStatus=soon', '?status=hidden', '?page=0']) {
      const response = await get(query, admin.headers)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().success).toBe(false)
    }
  })

  it('answers a generic 500 and logs one error when the database fails', async () => {
    await expectGeneric500WhenTableFails({
      fails: { query: 'selectFrom', table: 'events' },
      request: { url: `${URL}?page=1&timeStatus=upcoming` },
      route: URL,
    })
  })
})
