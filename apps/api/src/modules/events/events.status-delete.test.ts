import { AUTH_MESSAGES, PRODUCT_MESSAGES, type Event } from '@gwp/contracts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../../test/app.js'
import { AFTERNOON_ON_TODAY, clockAt, createdEvent, eventUrls } from '../../test/event-forms.js'
import { expectSuperAdminOnly } from '../../test/expectations.js'
import { contentVersion, createRole, signedInAdmin, type TestAdmin } from '../../test/factories.js'
import { failWrites } from '../../test/failing-writes.js'
import { imageFilesExist, storedFiles } from '../../test/uploads.js'

let t: TestApp
let boss: TestAdmin
let event: Event
beforeEach(async () => {
  clockAt(AFTERNOON_ON_TODAY)
  t = await buildTestApp()
  boss = await signedInAdmin(t.app, 'superAdmin')
  event = await createdEvent(t.app, boss.headers)
})
afterEach(async () => {
  await t.close()
})

const UNKNOWN_ID = '01900000-0000-7000-8000-000000000000'

const setActive = (id: string, isActive: unknown, headers = boss.headers) =>
  t.app.inject({ method: 'PATCH', url: eventUrls.status(id), headers, payload: { isActive } })

const publicTitles = async () =>
  (await t.app.inject({ url: eventUrls.active })).json().events.map((shown: Event) => shown.title)
const anonymousAll = async () =>
  (await t.app.inject({ url: eventUrls.list })).json().events.map((shown: Event) => shown.title)

describe('PATCH /api/v1/event/status-change/:id', () => {
  it('hides an event from visitors with "false" and shows it again with "true"', async () => {
    const before = await contentVersion(t.app, 'events')
    const hidden = await setActive(event._id, 'false')
    expect(hidden.statusCode, hidden.body).toBe(200)
    expect(hidden.json()).toEqual({
      success: true,
      message: 'Event status updated successfully',
      data: { ...event, isActive: false, updatedAt: expect.any(String) },
    })
    expect(await contentVersion(t.app, 'events')).toBe(before + 1)
    expect(await publicTitles()).toEqual([])
    expect(await anonymousAll()).toEqual([])

    expect((await setActive(event._id, 'true')).json().data.isActive).toBe(true)
    expect(await publicTitles()).toEqual([event.title])
    expect(await anonymousAll()).toEqual([event.title])
  })

  it('refuses anything but true or false', async () => {
    for (const value of ['yes', '', 1, undefined]) {
      const response = await setActive(event._id, value)
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe(PRODUCT_MESSAGES.isActiveInvalid)
    }
  })

  it('answers 404 for an unknown event', async () => {
    const response = await setActive(UNKNOWN_ID, 'false')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ success: false, message: 'Event not found' })
  })

  it('answers 401 without a token and 403 without event.statusChange', async () => {
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: eventUrls.status(event._id),
      payload: { isActive: 'false' },
    })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated })
    await createRole(t.app, 'Writer', (p) => Object.assign(p.event, { create: true, update: true }))
    await createRole(t.app, 'Curator', (p) => Object.assign(p.event, { statusChange: true }))
    for (const [role, status] of [
      ['Member', 403],
      ['Writer', 403],
      ['Curator', 200],
    ] as const) {
      const admin = await signedInAdmin(t.app, role)
      expect((await setActive(event._id, 'false', admin.headers)).statusCode, role).toBe(status)
    }
  })
})

describe('DELETE /api/v1/event/:id', () => {
  const remove = (id: string) =>
    t.app.inject({ method: 'DELETE', url: eventUrls.delete(id), headers: boss.headers })

  it('removes the event and its banner files, and raises the events version', async () => {
    expect(imageFilesExist(t.dataDir, event.bannerImage)).toBe(true)
    const before = await contentVersion(t.app, 'events')
    const response = await remove(event._id)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, message: 'exhibition deleted successfully' })
    expect(await t.app.db.selectFrom('events').select('id').execute()).toEqual([])
    expect(storedFiles(t.dataDir, 'events')).toEqual([])
    expect(await contentVersion(t.app, 'events')).toBe(before + 1)
    expect(await publicTitles()).toEqual([])
  })

  it('answers 404 for an unknown or already deleted event', async () => {
    await remove(event._id)
    for (const id of [event._id, UNKNOWN_ID]) {
      const response = await remove(id)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ success: false, message: 'Event not found' })
    }
  })

  it('is the superAdmin’s alone: 401 anonymous, 403 for any other role', async () => {
    await expectSuperAdminOnly(t.app, 'DELETE', eventUrls.delete(event._id))
    expect(await publicTitles()).toEqual([event.title])
  })

  it('keeps the event and its files when the delete fails', async () => {
    const restore = await failWrites(t.app, 'events', 'delete')
    const response = await remove(event._id)
    await restore()
    expect(response.statusCode).toBe(500)
    expect(imageFilesExist(t.dataDir, event.bannerImage)).toBe(true)
    expect(await publicTitles()).toEqual([event.title])
  })
})
