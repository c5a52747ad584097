import { AUTH_MESSAGES, EVENT_MESSAGES, type Event } from '@gwp/contracts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../../test/app.js'
import {
  AFTERNOON_ON_TODAY,
  clockAt,
  createdEvent,
  eventUrls,
  jpegBanner,
  KARACHI_0000_TOMORROW,
  pngOfSize,
} from '../../test/event-forms.js'
import {
  contentVersion,
  createEvent,
  createRole,
  signedInAdmin,
  type TestAdmin,
} from '../../test/factories.js'
import { imageBytes, imageFilesExist, multipartForm, storedFiles, type Upload } from '../../test/uploads.js'

let t: TestApp
let boss: TestAdmin
beforeEach(async () => {
  clockAt(AFTERNOON_ON_TODAY)
  t = await buildTestApp()
  boss = await signedInAdmin(t.app, 'superAdmin')
})
afterEach(async () => {
  await t.close()
})

const update = (id: string, fields: Record<string, string>, banner?: Upload, headers = boss.headers) =>
  t.app.inject({
    method: 'PUT',
    url: eventUrls.update(id),
    headers,
    payload: multipartForm(fields, banner ? { banner } : {}),
  })

async function expectRefused(response: Awaited<ReturnType<typeof update>>, field: string, message: string) {
  expect(response.statusCode, response.body).toBe(400)
  expect(response.json()).toMatchObject({ success: false, message, errors: { [field]: message } })
}

/** The spec's client sends the changed fields plus the time (docs/requirements/exhibitions.md#calls). */
const TIME = '10:00 AM-06:00 PM'

describe('PUT /api/v1/event/update/:id', () => {
  let event: Event
  beforeEach(async () => {
    event = await createdEvent(t.app, boss.headers)
  })

  it('writes only the changed fields, answers the event and raises the events version', async () => {
    const before = await contentVersion(t.app, 'events')
    const response = await update(event._id, { time: '11:00 AM-07:30 PM', title: 'Karachi Hygiene Expo' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      success: true,
      message: 'Event updated successfully!',
      data: {
        ...event,
        title: 'Karachi Hygiene Expo',
        time: '11:00 AM-07:30 PM',
        updatedAt: expect.any(String),
      },
    })
    expect(await contentVersion(t.app, 'events')).toBe(before + 1)
    const [shown] = (await t.app.inject({ url: eventUrls.active })).json().events
    expect(shown).toMatchObject({ title: 'Karachi Hygiene Expo', time: '11:00 AM-07:30 PM' })
  })

  it('replaces the banner and removes the old one with its variants', async () => {
    const png = { bytes: await imageBytes('png', 800, 400), filename: 'new.png' }
    const response = await update(event._id, { time: TIME }, png)
    expect(response.statusCode, response.body).toBe(200)
    const { bannerImage } = response.json().data
    expect(bannerImage).toMatch(/\.png$/)
    expect(imageFilesExist(t.dataDir, bannerImage)).toBe(true)
    expect(imageFilesExist(t.dataDir, event.bannerImage)).toBe(false)
    expect(storedFiles(t.dataDir, 'events')).toHaveLength(3)
  })

  it('ignores a banner sent as text (the stored address) and fields it does not change', async () => {
    const response = await update(event._id, {
      banner: event.bannerImage,
      isActive: 'false',
      status: 'past',
      title: 'New title',
      time: TIME,
    })
    expect(response.json().data).toMatchObject({ title: 'New title', isActive: true, status: 'upcoming' })
    expect(imageFilesExist(t.dataDir, event.bannerImage)).toBe(true)
  })

  it('refuses a form that changes nothing ("No changes detected")', async () => {
    const before = await contentVersion(t.app, 'events')
    const sameAgain: Array<Record<string, string>> = [
      { time: TIME },
      { title: ` ${event.title} `, time: '10:00 am - 06:00 pm', fromDate: event.schedule.fromDate },
    ]
    for (const fields of sameAgain) {
      const response = await update(event._id, fields)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ success: false, message: 'No changes detected' })
    }
    expect(await contentVersion(t.app, 'events')).toBe(before)
  })

  it('checks each changed field by the create rules', async () => {
    await expectRefused(await update(event._id, { title: '', time: TIME }), 'title', 'Title is required')
    await expectRefused(
      await update(event._id, { location: 'Hall (3)', time: TIME }),
      'location',
      'Special characters are not allowed',
    )
    await expectRefused(
      await update(event._id, { description: 'a'.repeat(501), time: TIME }),
      'description',
      'Maximum 500 characters allowed',
    )
    await expectRefused(
      await update(event._id, { link: 'http://www.example.com', time: TIME }),
      'link',
      'Link must start with https://',
    )
    await expectRefused(
      await update(event._id, { time: '13:00 PM-06:00 PM' }),
      'time',
      EVENT_MESSAGES.timeInvalid,
    )
    const tooLarge = await update(event._id, { time: TIME }, await pngOfSize(3_072_001))
    expect(tooLarge.json().message).toBe('File size exceeds 3MB. Please select a smaller image.')
  })

  it('takes a changed date of today in Karachi, and refuses yesterday', async () => {
    await expectRefused(
      await update(event._id, { fromDate: '2026-03-03', time: TIME }),
      'fromDate',
      'From Date cannot be earlier than today.',
    )
    const today = await update(event._id, { fromDate: '2026-03-04', time: TIME })
    expect(today.json().data).toMatchObject({ schedule: { fromDate: '2026-03-04' }, status: 'current' })

    // From midnight in Karachi (still 4 March in UTC) 4 March is yesterday.
    clockAt(KARACHI_0000_TOMORROW)
    boss = await signedInAdmin(t.app, 'superAdmin')
    await expectRefused(
      await update(event._id, { toDate: '2026-03-04', time: TIME }),
      'toDate',
      'To Date cannot be earlier than today.',
    )
    expect((await update(event._id, { toDate: '2026-03-05', time: TIME })).statusCode).toBe(200)
  })

  it('refuses a To Date before the From Date, counting the stored dates too', async () => {
    await expectRefused(
      await update(event._id, { toDate: '2026-03-09', time: TIME }),
      'toDate',
      'To Date cannot be earlier than From Date.',
    )
    await expectRefused(
      await update(event._id, { fromDate: '2026-03-13', time: TIME }),
      'toDate',
      'To Date cannot be earlier than From Date.',
    )
  })

  it('on a day made a one-day event, wants the end after the start', async () => {
    await expectRefused(
      await update(event._id, { toDate: '2026-03-10', time: '06:00 PM-10:00 AM' }),
      'time',
      EVENT_MESSAGES.toTimeNotLater,
    )
    // The stored time counts when only the dates change.
    const stored = await update(event._id, { time: '06:00 PM-10:00 AM' })
    expect(stored.statusCode).toBe(200)
    await expectRefused(
      await update(event._id, { toDate: '2026-03-10', time: '06:00 PM-10:00 AM' }),
      'time',
      EVENT_MESSAGES.toTimeNotLater,
    )
    expect((await update(event._id, { toDate: '2026-03-10', time: '10:00 AM-06:00 PM' })).statusCode).toBe(
      200,
    )
  })

  it('lets an event whose days have passed be corrected without moving its dates', async () => {
    const past = await createEvent(t.app, { fromDate: '2025-03-05', toDate: '2025-03-07' })
    const response = await update(past.id, { title: 'Karachi Expo 2025', time: '10:00 AM - 06:00 PM' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data).toMatchObject({ title: 'Karachi Expo 2025', status: 'past' })
  })

  it('answers 404 for an unknown event, and leaves no file behind', async () => {
    const response = await update('01900000-0000-7000-8000-000000000000', { time: TIME }, await jpegBanner())
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ success: false, message: 'Event not found' })
    expect(storedFiles(t.dataDir, 'events')).toHaveLength(3)
  })

  it('answers 401 without a token and 403 without event.update', async () => {
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: eventUrls.update(event._id),
      payload: multipartForm({ title: 'x', time: TIME }),
    })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated })
    await createRole(t.app, 'Creator', (p) => Object.assign(p.event, { create: true, statusChange: true }))
    await createRole(t.app, 'Editor', (p) => Object.assign(p.event, { update: true }))
    for (const [role, status] of [
      ['Member', 403],
      ['Creator', 403],
      ['Editor', 200],
    ] as const) {
      const admin = await signedInAdmin(t.app, role)
      const response = await update(event._id, { title: `By ${role}`, time: TIME }, undefined, admin.headers)
      expect(response.statusCode, role).toBe(status)
    }
  })
})
