import { API_PATHS, fillPath, type Event } from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import { expect, vi } from 'vitest'

import { imageBytes, multipartForm, type Upload } from './uploads.js'

/**
 * What the event write tests share: a fixed clock on the company's calendar, a valid create form,
 * banners of exact sizes and the routes' URLs.
 *
 * Asia/Karachi (the default EVENTS_TZ) is UTC+5 all year: its midnight between 4 and 5 March 2026 is
 * 19:00 UTC on 4 March.
 */
export const TODAY = '2026-03-04'
/** 15:00 in Karachi: the clock can move to midnight there within a session's 12 hours. */
export const AFTERNOON_ON_TODAY = '2026-03-04T10:00:00.000Z'
export const KARACHI_2359_ON_TODAY = '2026-03-04T18:59:00.000Z'
export const KARACHI_0000_TOMORROW = '2026-03-04T19:00:00.000Z'

/** Only `Date` is faked: the database drivers, sharp and Fastify keep their real timers. */
export function clockAt(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(iso))
}

export const eventUrls = {
  list: API_PATHS.event.all,
  active: API_PATHS.event.active,
  create: API_PATHS.event.create,
  update: (id: string) => fillPath(API_PATHS.event.update, { id }),
  status: (id: string) => fillPath(API_PATHS.event.statusChange, { id }),
  delete: (id: string) => fillPath(API_PATHS.event.delete, { id }),
}

/** Every field of the Create Event form, valid on TODAY; a test overrides or drops the one it is about. */
export function eventFields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    title: 'Karachi Cleaning Expo',
    description: 'Live demonstrations of our marble care range.',
    link: 'https://www.example.com/events/karachi-expo',
    location: 'Expo Centre Karachi, University Road, Karachi',
    fromDate: '2026-03-10',
    toDate: '2026-03-12',
    time: '10:00 AM-06:00 PM',
    ...overrides,
  }
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
}

export const jpegBanner = async (): Promise<Upload> => ({
  bytes: await imageBytes('jpeg', 600, 300),
  filename: 'banner.jpg',
  type: 'image/jpeg',
})

/**
 * A real PNG of exactly `bytes` bytes: padding after its last chunk, which every decoder ignores,
 * so a test can sit on either side of the 3,072,000-byte limit.
 */
export async function pngOfSize(bytes: number): Promise<Upload> {
  const png = await imageBytes('png', 400, 200)
  if (png.length > bytes) throw new Error(`a PNG needs at least ${png.length} bytes`)
  return { bytes: Buffer.concat([png, Buffer.alloc(bytes - png.length)]), filename: 'banner.png' }
}

/** The create form as multipart, with a banner unless told `null`. */
export async function createForm(
  fields: Record<string, string> = eventFields(),
  banner: Upload | null | 'default' = 'default',
) {
  const file = banner === 'default' ? await jpegBanner() : banner
  return multipartForm(fields, file ? { banner: file } : {})
}

/** Creates an event through the API; answers it as the API does. */
export async function createdEvent(
  app: FastifyInstance,
  headers: Record<string, string>,
  overrides: Record<string, string | undefined> = {},
): Promise<Event> {
  const response = await app.inject({
    method: 'POST',
    url: eventUrls.create,
    headers,
    payload: await createForm(eventFields(overrides)),
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data as Event
}
