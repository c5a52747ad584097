import { AUTH_MESSAGES, EVENT_MESSAGES } from '@gwp/contracts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../../test/app.js'
import {
  clockAt,
  createForm,
  eventFields,
  eventUrls,
  KARACHI_0000_TOMORROW,
  KARACHI_2359_ON_TODAY,
  AFTERNOON_ON_TODAY,
  pngOfSize,
} from '../../test/event-forms.js'
import { contentVersion, createRole, signedInAdmin, type TestAdmin } from '../../test/factories.js'
import { failWrites } from '../../test/failing-writes.js'
import {
  imageBytes,
  imageFilesExist,
  storedFiles,
  TEXT_FILE_NAMED_PNG,
  type Upload,
} from '../../test/uploads.js'

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

const create = async (
  fields: Record<string, string> = eventFields(),
  banner: Upload | null | 'default' = 'default',
  headers = boss.headers,
) =>
  t.app.inject({ method: 'POST', url: eventUrls.create, headers, payload: await createForm(fields, banner) })

/** A refusal: 400, the message, and the same message under the field it is about. */
async function expectRefused(response: Awaited<ReturnType<typeof create>>, field: string, message: string) {
  expect(response.statusCode, response.body).toBe(400)
  expect(response.json()).toMatchObject({ success: false, message, errors: { [field]: message } })
}

const eventRows = () => t.app.db.selectFrom('events').selectAll().execute()

describe('POST /api/v1/event/create', () => {
  it('creates an active event with its banner and WebP variants, and raises the events version', async () => {
    const before = await contentVersion(t.app, 'events')
    const response = await create(eventFields({ time: '09:30 am - 05:45 pm', extra: 'ignored' }))
    expect(response.statusCode, response.body).toBe(201)
    const { success, message, data } = response.json()
    expect({ success, message }).toEqual({ success: true, message: 'Event created successfully!' })
    expect(data).toMatchObject({
      title: 'Karachi Cleaning Expo',
      description: 'Live demonstrations of our marble care range.',
      link: 'https://www.example.com/events/karachi-expo',
      location: 'Expo Centre Karachi, University Road, Karachi',
      schedule: { fromDate: '2026-03-10', toDate: '2026-03-12' },
      // Stored in the spec's form, whatever spacing and case the form used.
      time: '09:30 AM-05:45 PM',
      additionalDetails: null,
      isActive: true,
      status: 'upcoming',
    })
    expect(data.bannerImage).toMatch(/^uploads\/events\/[0-9a-f-]{36}\.jpg$/)
    expect(imageFilesExist(t.dataDir, data.bannerImage)).toBe(true)
    expect(await contentVersion(t.app, 'events')).toBe(before + 1)

    const listed = await t.app.inject({ url: eventUrls.active })
    expect(listed.json().events.map((event: { _id: string }) => event._id)).toEqual([data._id])
  })

  it('keeps isActive and status its own: a form cannot create a hidden or "past" event', async () => {
    const response = await create({ ...eventFields(), isActive: 'false', status: 'past' })
    expect(response.statusCode).toBe(201)
    expect(response.json().data).toMatchObject({ isActive: true, status: 'upcoming' })
  })

  it('answers 401 without a token and 403 without event.create', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: eventUrls.create,
      payload: await createForm(),
    })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated })

    await createRole(t.app, 'Planner', (p) => Object.assign(p.event, { update: true, statusChange: true }))
    for (const role of ['Member', 'Planner']) {
      const admin = await signedInAdmin(t.app, role)
      const response = await create(eventFields(), 'default', admin.headers)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.forbidden })
    }
    await createRole(t.app, 'Organiser', (p) => Object.assign(p.event, { create: true }))
    const organiser = await signedInAdmin(t.app, 'Organiser')
    expect((await create(eventFields(), 'default', organiser.headers)).statusCode).toBe(201)
    expect(await eventRows()).toHaveLength(1)
  })

  it.each([
    ['title', 'Title is required'],
    ['description', 'Description is required'],
    ['link', 'Link is required'],
    ['location', 'Location is required'],
    ['fromDate', 'From Date is required'],
    ['toDate', 'To Date is required'],
    ['time', 'Time is required'],
  ])('requires %s ("%s"), missing or blank', async (field, message) => {
    await expectRefused(await create(eventFields({ [field]: undefined })), field, message)
    await expectRefused(await create(eventFields({ [field]: '   ' })), field, message)
  })

  it('requires the banner', async () => {
    await expectRefused(await create(eventFields(), null), 'banner', EVENT_MESSAGES.bannerRequired)
    expect(await eventRows()).toEqual([])
  })

  it.each(['<', '>', '/', '{', '}', '[', ']', '(', ')', '$', '%', '@', '|', '`', '~'])(
    'refuses "%s" in the title, description and location',
    async (character) => {
      for (const field of ['title', 'description', 'location']) {
        const response = await create(eventFields({ [field]: `Expo ${character} 2026` }))
        await expectRefused(response, field, 'Special characters are not allowed')
      }
    },
  )

  it('takes 500 characters in a text field and refuses 501 ("Maximum 500 characters allowed")', async () => {
    expect((await create(eventFields({ description: 'a'.repeat(500) }))).statusCode).toBe(201)
    for (const field of ['title', 'description', 'location']) {
      const response = await create(eventFields({ [field]: 'a'.repeat(501) }))
      await expectRefused(response, field, 'Maximum 500 characters allowed')
    }
  })

  it('takes an https:// link only, without special characters', async () => {
    for (const link of ['http://www.example.com', 'www.example.com', 'ftp://example.com']) {
      await expectRefused(await create(eventFields({ link })), 'link', 'Link must start with https://')
    }
    for (const link of [
      'https://www.example.com/<script>',
      'https://www.example.com/a b',
      'https://user@example.com',
      'https://www.example.com/(x)',
    ]) {
      await expectRefused(await create(eventFields({ link })), 'link', 'Special characters are not allowed')
    }
    await expectRefused(await create(eventFields({ link: 'https://' })), 'link', EVENT_MESSAGES.linkInvalid)
    const fine = 'https://www.example.com/events/expo-2026?hall=3&lang=en#stand'
    expect((await create(eventFields({ link: fine }))).json().data.link).toBe(fine)
  })

  it('refuses dates that are not calendar days', async () => {
    for (const fromDate of ['2026-02-30', '10/03/2026', '2026-3-10', 'tomorrow']) {
      await expectRefused(await create(eventFields({ fromDate })), 'fromDate', 'Please choose a valid date')
    }
  })

  it('takes a From Date of tomorrow or later in Karachi, never today', async () => {
    await expectRefused(
      await create(eventFields({ fromDate: '2026-03-04', toDate: '2026-03-05' })),
      'fromDate',
      'From Date must be tomorrow or later.',
    )
    // 23:59 in Karachi: tomorrow is still 5 March.
    clockAt(KARACHI_2359_ON_TODAY)
    expect((await create(eventFields({ fromDate: '2026-03-05', toDate: '2026-03-05' }))).statusCode).toBe(201)
    // From midnight in Karachi (19:00 UTC, still 4 March in UTC) 5 March is today: refused.
    clockAt(KARACHI_0000_TOMORROW)
    await expectRefused(
      await create(eventFields({ fromDate: '2026-03-05', toDate: '2026-03-06' })),
      'fromDate',
      'From Date must be tomorrow or later.',
    )
    expect((await create(eventFields({ fromDate: '2026-03-06', toDate: '2026-03-06' }))).statusCode).toBe(201)
  })

  it('refuses a To Date before the From Date, and takes the same day', async () => {
    await expectRefused(
      await create(eventFields({ fromDate: '2026-03-10', toDate: '2026-03-09' })),
      'toDate',
      'To Date cannot be earlier than From Date.',
    )
    expect((await create(eventFields({ fromDate: '2026-03-10', toDate: '2026-03-10' }))).statusCode).toBe(201)
  })

  it.each([
    '00:30 AM-06:00 PM',
    '13:00 PM-06:00 PM',
    '10:60 AM-06:00 PM',
    '10:00-18:00',
    '10:00 AM',
    '10 AM-6 PM',
  ])('refuses the time "%s"', async (time) => {
    await expectRefused(await create(eventFields({ time })), 'time', EVENT_MESSAGES.timeInvalid)
  })

  it('on a one-day event takes an end one minute after the start, and refuses the same or an earlier end', async () => {
    const oneDay = { fromDate: '2026-03-10', toDate: '2026-03-10' }
    for (const time of ['10:00 AM-10:00 AM', '10:00 AM-09:59 AM', '12:00 PM-12:30 AM', '01:00 PM-11:00 AM']) {
      await expectRefused(
        await create(eventFields({ ...oneDay, time })),
        'time',
        EVENT_MESSAGES.toTimeNotLater,
      )
    }
    for (const time of ['10:00 AM-10:01 AM', '12:00 AM-12:01 AM', '11:59 AM-12:00 PM', '12:59 PM-01:00 PM']) {
      expect((await create(eventFields({ ...oneDay, time }))).statusCode, time).toBe(201)
    }
    // Over several days the hours are each day's: closing earlier than opening is not refused.
    expect((await create(eventFields({ time: '06:00 PM-02:00 AM' }))).statusCode).toBe(201)
  })

  it('takes a PNG or JPEG banner by its bytes, whatever its name says', async () => {
    const gif = { bytes: await imageBytes('gif', 300), filename: 'banner.png', type: 'image/png' }
    const webp = { bytes: await imageBytes('webp', 300), filename: 'banner.jpg', type: 'image/jpeg' }
    for (const banner of [gif, webp, TEXT_FILE_NAMED_PNG]) {
      const response = await create(eventFields(), banner)
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe('Invalid file type. Please select a PNG, JPG, or JPEG file.')
    }
    const png = { bytes: await imageBytes('png', 1000, 1500), filename: 'banner.jpeg', type: 'image/jpeg' }
    const made = await create(eventFields(), png)
    expect(made.json().data.bannerImage).toMatch(/\.png$/)
    expect(storedFiles(t.dataDir, 'events')).toHaveLength(3)
  })

  it('takes a banner of 3,072,000 bytes and refuses one byte more', async () => {
    const largest = await create(eventFields(), await pngOfSize(3_072_000))
    expect(largest.statusCode, largest.body).toBe(201)
    const tooLarge = await create(eventFields(), await pngOfSize(3_072_001))
    expect(tooLarge.statusCode).toBe(400)
    expect(tooLarge.json().message).toBe('File size exceeds 3MB. Please select a smaller image.')
    expect(await eventRows()).toHaveLength(1)
  })

  it('leaves no row, no file and no new version when the write fails', async () => {
    const before = await contentVersion(t.app, 'events')
    const restore = await failWrites(t.app, 'events', 'insert')
    const response = await create()
    await restore()
    expect(response.statusCode).toBe(500)
    expect(await eventRows()).toEqual([])
    expect(storedFiles(t.dataDir, 'events')).toEqual([])
    expect(await contentVersion(t.app, 'events')).toBe(before)
  })
})
