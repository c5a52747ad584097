import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { PUBLIC_CACHE_CONTROL } from '../../plugins/http-cache.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { expectGeneric500WhenTableFails } from '../../test/expectations.js'
import { catalogTime, createEvent, signedInAdmin } from '../../test/factories.js'

let t: TestApp
beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(async () => {
  await t.close()
})

const URL = '/api/v1/event/get-all-active'
const get = (headers: Record<string, string> = {}, app = t.app) => app.inject({ url: URL, headers })

type Listed = { _id: string; title: string; status: string }
const listed = async (app = t.app) => (await get({}, app)).json().events as Listed[]
const statuses = async (app = t.app) =>
  Object.fromEntries((await listed(app)).map((event) => [event.title, event.status]))

/**
 * Only `Date` is faked: the database drivers and Fastify keep their real timers. Asia/Karachi (the
 * default EVENTS_TZ) is UTC+5, so its midnight between 4 and 5 March 2026 is 19:00 UTC on 4 March.
 */
function clockAt(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(iso))
}
const KARACHI_2359_ON_4_MARCH = '2026-03-04T18:59:00.000Z'
const KARACHI_0000_ON_5_MARCH = '2026-03-04T19:00:00.000Z'

describe('GET /api/v1/event/get-all-active', () => {
  it('answers an empty list on an empty database', async () => {
    const response = await get()
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, events: [] })
  })

  it('answers every field of an event, additionalDetails null when there are none', async () => {
    const expo = await createEvent(t.app, {
      title: 'Lahore Home and Hygiene Fair',
      description: 'Live demonstrations of our marble care range.',
      location: 'Expo Centre Lahore, Johar Town, Lahore',
      fromDate: '2020-03-05',
      toDate: '2020-03-07',
      time: '11:00 AM-09:00 PM',
      link: 'https://www.example.com/events/lahore-fair',
      additionalDetails: 'Hall 1, Stand A7.',
      createdAt: catalogTime(5),
    })
    const plain = await createEvent(t.app, { fromDate: '2020-04-01', additionalDetails: null })

    const response = await get()
    expect(response.statusCode).toBe(200)
    const { success, events } = response.json()
    expect(success).toBe(true)
    expect(events).toHaveLength(2)
    expect(events[0]).toEqual({
      _id: expo.id,
      title: 'Lahore Home and Hygiene Fair',
      description: 'Live demonstrations of our marble care range.',
      link: 'https://www.example.com/events/lahore-fair',
      location: 'Expo Centre Lahore, Johar Town, Lahore',
      schedule: { fromDate: '2020-03-05', toDate: '2020-03-07' },
      time: '11:00 AM-09:00 PM',
      bannerImage: `uploads/events/${expo.id}.jpg`,
      additionalDetails: 'Hall 1, Stand A7.',
      isActive: true,
      status: 'past',
      createdAt: catalogTime(5),
      updatedAt: catalogTime(5),
    })
    expect(events[1]).toMatchObject({ _id: plain.id, additionalDetails: null })
    expect(Object.keys(events[1])).toContain('additionalDetails')
  })

  it('leaves inactive events out, for visitors and for signed-in admins alike', async () => {
    await createEvent(t.app, { title: 'Confirmed', fromDate: '2020-01-01' })
    await createEvent(t.app, { title: 'Not yet confirmed', fromDate: '2099-01-01', isActive: false })
    await createEvent(t.app, {
      title: 'Cancelled',
      fromDate: '2000-01-01',
      toDate: '2100-01-01',
      isActive: false,
    })
    const admin = await signedInAdmin(t.app)
    for (const headers of [{}, admin.headers]) {
      const response = await get(headers)
      expect(response.statusCode).toBe(200)
      expect(response.json().events.map((event: Listed) => event.title)).toEqual(['Confirmed'])
    }
  })

  it('lists events by first day, then last day, then id, however they were stored', async () => {
    const made = []
    for (const [title, fromDate, toDate] of [
      ['Autumn', '2026-10-01', '2026-10-03'],
      ['Spring long', '2026-03-05', '2026-03-09'],
      ['Winter', '2025-12-30', '2026-01-02'],
      ['Spring short', '2026-03-05', '2026-03-06'],
      ['Spring twin', '2026-03-05', '2026-03-06'],
    ] as const) {
      made.push(await createEvent(t.app, { title, fromDate, toDate }))
    }
    const twins = made.filter((event) => event.title.startsWith('Spring ') && event.title !== 'Spring long')
    const twinOrder = twins.sort((a, b) => (a.id < b.id ? -1 : 1)).map((event) => event.title)
    expect((await listed()).map((event) => event.title)).toEqual([
      'Winter',
      ...twinOrder,
      'Spring long',
      'Autumn',
    ])
  })

  it('marks events past, current and upcoming from the schedule, both days included', async () => {
    await createEvent(t.app, { title: 'Long ago', fromDate: '2019-05-01', toDate: '2019-05-03' })
    await createEvent(t.app, { title: 'Far ahead', fromDate: '2099-05-01', toDate: '2099-05-03' })
    await createEvent(t.app, { title: 'Around now', fromDate: '2000-01-01', toDate: '2100-12-31' })
    expect(await statuses()).toEqual({ 'Long ago': 'past', 'Far ahead': 'upcoming', 'Around now': 'current' })
  })

  it('turns the statuses at midnight in Karachi (EVENTS_TZ), not at midnight UTC', async () => {
    await createEvent(t.app, { title: 'Ends 4 March', fromDate: '2026-03-01', toDate: '2026-03-04' })
    await createEvent(t.app, { title: 'Starts 5 March', fromDate: '2026-03-05', toDate: '2026-03-06' })
    await createEvent(t.app, { title: 'Only 4 March', fromDate: '2026-03-04' })
    await createEvent(t.app, { title: 'Only 5 March', fromDate: '2026-03-05' })

    clockAt(KARACHI_2359_ON_4_MARCH)
    expect(await statuses()).toEqual({
      'Ends 4 March': 'current',
      'Starts 5 March': 'upcoming',
      'Only 4 March': 'current',
      'Only 5 March': 'upcoming',
    })

    clockAt(KARACHI_0000_ON_5_MARCH)
    expect(await statuses()).toEqual({
      'Ends 4 March': 'past',
      'Starts 5 March': 'current',
      'Only 4 March': 'past',
      'Only 5 March': 'current',
    })
  })

  it('reads the day on the calendar EVENTS_TZ names', async () => {
    const utc = await buildTestApp({ EVENTS_TZ: 'UTC' })
    try {
      await createEvent(utc.app, { title: 'Ends 4 March', fromDate: '2026-03-01', toDate: '2026-03-04' })
      await createEvent(utc.app, { title: 'Starts 5 March', fromDate: '2026-03-05', toDate: '2026-03-06' })
      // Midnight in Karachi is still 19:00 on 4 March in UTC.
      clockAt(KARACHI_0000_ON_5_MARCH)
      expect(await statuses(utc.app)).toEqual({ 'Ends 4 March': 'current', 'Starts 5 March': 'upcoming' })
      clockAt('2026-03-05T00:00:00.000Z')
      expect(await statuses(utc.app)).toEqual({ 'Ends 4 March': 'past', 'Starts 5 March': 'current' })
    } finally {
      await utc.close()
    }
  })

  it('answers a strong ETag and a public Cache-Control, and 304 while nothing changed', async () => {
    await createEvent(t.app, { fromDate: '2020-01-01' })
    const response = await get()
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/)
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
    const again = await get({ 'if-none-match': response.headers.etag! })
    expect(again.statusCode).toBe(304)
  })

  it('gives a new ETag when a new day changes a status, with no write in between', async () => {
    await createEvent(t.app, { fromDate: '2026-03-05', toDate: '2026-03-06' })
    clockAt(KARACHI_2359_ON_4_MARCH)
    const before = await get()
    expect(before.json().events[0].status).toBe('upcoming')

    clockAt(KARACHI_0000_ON_5_MARCH)
    const after = await get({ 'if-none-match': before.headers.etag! })
    expect(after.statusCode).toBe(200)
    expect(after.json().events[0].status).toBe('current')
    expect(after.headers.etag).not.toBe(before.headers.etag)
  })

  it('answers a generic 500 and logs one error when the database fails', async () => {
    await expectGeneric500WhenTableFails({
      fails: { query: 'selectFrom', table: 'events' },
      request: { url: URL },
    })
  })
})
