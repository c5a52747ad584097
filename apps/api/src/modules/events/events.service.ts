import {
  EVENT_MESSAGES,
  paginationOf,
  scheduleProblems,
  type Event,
  type EventCreateFields,
  type EventListPage,
  type EventUpdateFields,
  type Pagination,
} from '@gwp/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'

import { bumpContentVersion } from '../../db/content-versions.js'
import type { Database } from '../../db/database.js'
import {
  ADMIN_VIEW,
  mergeTranslations,
  presentRecord,
  type ReadView,
} from '../../lib/content-translations.js'
import { AppError, badRequest, notFound } from '../../lib/errors.js'
import { newId } from '../../lib/ids.js'
import { nowIso } from '../../lib/time.js'
import { removeImagesAfterCommit, withStoredImages } from '../../storage/images.js'
import type { Storage } from '../../storage/storage.js'
import { IMAGE_RULES } from '../../storage/image-rules.js'
import { changesOf, type EventChanges } from './event-changes.js'
import { calendarDateIn } from '../../lib/calendar.js'
import { eventStatus } from './event-status.js'
import type { EventsRepository, StoredEvent, Visibility } from './events.repository.js'

export interface EventsServiceDeps {
  db: Kysely<Database>
  events: EventsRepository
  storage: Storage
  log: FastifyBaseLogger
  /**
   * EVENTS_TZ: the company's calendar, on which an event's days begin and end
   * (docs/requirements/exhibitions.md#event-status).
   */
  timeZone: string
  /** The clock; tests pass a fixed moment. */
  now?: () => Date
}

export type NewEvent = EventCreateFields & {
  /** The uploaded `banner` file, or undefined when the form carried none. */
  banner: Buffer | undefined
}

export type EventUpdate = EventUpdateFields & { banner?: Buffer | undefined }

/** An empty file part is what a form sends when no file was chosen. */
const fileOrNothing = (file: Buffer | undefined) => (file && file.length > 0 ? file : undefined)

/** A 400 naming every field with a problem; the message is the first one's (the validation envelope). */
function refuseFields(errors: Record<string, string>): void {
  const [first] = Object.values(errors)
  if (first !== undefined) throw new AppError(400, first, {}, errors)
}

/**
 * Events (exhibitions): the public list (docs/requirements/api.md#live-content-only: active events only), the
 * back office's list and its writes (docs/requirements/exhibitions.md#states, #rules, #calls). Every write
 * raises the 'events' content version after the row changed, in the same transaction (ADR 005), so the cached
 * Exhibition page shows it next time. Banners are stored before the transaction and removed again if it
 * fails; a replaced or deleted banner is removed after the commit (docs/security.md#s14).
 */
export function createEventsService({
  db,
  events,
  storage,
  log,
  timeZone,
  now = () => new Date(),
}: EventsServiceDeps) {
  const today = () => calendarDateIn(timeZone, now())
  /** The event with its status on `day`, as `view` answers it (English with an admin's translations when no view is named). */
  const withStatus = (event: StoredEvent, day: string, view: ReadView = ADMIN_VIEW): Event =>
    presentRecord(
      'event',
      { ...event, status: eventStatus(event.schedule, day) },
      event.translations ?? {},
      view,
    )

  /** Reads the event in a transaction, writes what `change` makes of it and raises the version. */
  async function changeEvent(
    id: string,
    change: (row: StoredEvent) => EventChanges,
    trx: Kysely<Database>,
  ): Promise<{ before: StoredEvent; after: StoredEvent }> {
    const row = await events.find(id, trx)
    if (!row) throw notFound(EVENT_MESSAGES.notFound)
    const values = { ...change(row), updatedAt: nowIso() }
    if (!(await events.update(id, values, trx))) throw notFound(EVENT_MESSAGES.notFound)
    await bumpContentVersion(trx, 'events')
    return { before: row, after: (await events.find(id, trx))! }
  }

  return {
    /** The Exhibition page's list: active events, each with its status as of today in EVENTS_TZ. */
    async listActive(view: ReadView): Promise<Event[]> {
      const rows = await events.list({ includeInactive: false })
      const day = today()
      return rows.map((event) => withStatus(event, day, view))
    },

    /** The spec's GET /api/v1/event/get-all: every event an admin may see, active ones for visitors. */
    async list(visibility: Visibility, view: ReadView): Promise<Event[]> {
      const rows = await events.list(visibility)
      const day = today()
      return rows.map((event) => withStatus(event, day, view))
    },

    /**
     * One page of the back office's table, with the day its statuses were computed for. Anonymous
     * callers get active events whatever status they ask for (docs/requirements/api.md#live-content-only).
     */
    async listPage(
      page: EventListPage,
      { includeInactive }: Visibility,
      view: ReadView,
    ): Promise<{ events: Event[]; pagination: Pagination; today: string }> {
      const day = today()
      const status = includeInactive ? page.status : 'active'
      const { rows, total } = await events.listPage({ ...page, status, today: day })
      return {
        events: rows.map((event) => withStatus(event, day, view)),
        pagination: paginationOf(page, total),
        today: day,
      }
    },

    /**
     * A new event, active, with its banner; every field and the banner are required
     * (docs/requirements/exhibitions.md#rules).
     */
    async create({ banner, translations, ...fields }: NewEvent): Promise<Event> {
      const file = fileOrNothing(banner)
      const day = today()
      refuseFields({
        ...scheduleProblems(fields, { mode: 'create', today: day }),
        ...(file ? {} : { banner: EVENT_MESSAGES.bannerRequired }),
      })
      return withStoredImages(storage, [file!], 'events', IMAGE_RULES.eventBanner, async ([stored]) => {
        const id = newId()
        const at = nowIso()
        const row = {
          id,
          title: fields.title,
          description: fields.description,
          link: fields.link,
          location: fields.location,
          fromDate: fields.fromDate,
          toDate: fields.toDate,
          time: fields.time,
          bannerImage: stored!.path,
          additionalDetails: null,
          isActive: 1,
          createdAt: at,
          updatedAt: at,
          translations: mergeTranslations('event', '{}', translations) ?? '{}',
        }
        const created = await db.transaction().execute(async (trx) => {
          await events.create(row, trx)
          await bumpContentVersion(trx, 'events')
          return (await events.find(id, trx))!
        })
        return withStatus(created, day)
      })
    },

    /**
     * Only what differs from the stored event is written; a form that changes nothing (the same
     * texts once trimmed, no new banner) is refused, as the Update Event modal refuses it. The rules
     * are checked against the stored event before the banner is processed, and again in the
     * transaction against the row as it is then.
     */
    async update(id: string, { banner, ...body }: EventUpdate): Promise<Event> {
      const file = fileOrNothing(banner)
      const day = today()
      const checked = (row: StoredEvent): EventChanges => {
        const { values, problems } = changesOf(row, body, day)
        refuseFields(problems)
        if (!file && Object.keys(values).length === 0) throw badRequest(EVENT_MESSAGES.noChanges)
        return values
      }
      const current = await events.find(id)
      if (!current) throw notFound(EVENT_MESSAGES.notFound)
      checked(current)

      const { before, after } = await withStoredImages(
        storage,
        file ? [file] : [],
        'events',
        IMAGE_RULES.eventBanner,
        async ([stored]) =>
          db
            .transaction()
            .execute((trx) =>
              changeEvent(
                id,
                (row) => ({ ...checked(row), ...(stored ? { bannerImage: stored.path } : {}) }),
                trx,
              ),
            ),
      )
      if (file && before.bannerImage !== after.bannerImage) {
        await removeImagesAfterCommit(storage, [before.bannerImage], log)
      }
      return withStatus(after, day)
    },

    /** docs/requirements/exhibitions.md#states: an admin with event.statusChange shows or hides an event. */
    async changeStatus(id: string, isActive: boolean): Promise<Event> {
      const { after } = await db
        .transaction()
        .execute((trx) => changeEvent(id, () => ({ isActive: isActive ? 1 : 0 }), trx))
      return withStatus(after, today())
    },

    /** The row goes first and its banner files after the commit: a failed delete leaves it whole. */
    async delete(id: string): Promise<void> {
      const banner = await db.transaction().execute(async (trx) => {
        const row = await events.find(id, trx)
        if (!row || !(await events.delete(id, trx))) throw notFound(EVENT_MESSAGES.notFound)
        await bumpContentVersion(trx, 'events')
        return row.bannerImage
      })
      await removeImagesAfterCommit(storage, [banner], log)
    },
  }
}

export type EventsService = ReturnType<typeof createEventsService>
