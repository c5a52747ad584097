import type { Event, EventTimeFilter, StatusFilter } from '@gwp/contracts'
import {
  sql,
  type Insertable,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type Updateable,
} from 'kysely'

import type { Database, EventsTable } from '../../db/database.js'
import { toCount } from '../../db/dialect.js'
import { parseTranslations } from '../../lib/content-translations.js'
import { containsPattern } from '../../db/search.js'

/**
 * Which rows a read may return: anonymous callers get active events only
 * (docs/requirements/api.md#live-content-only).
 */
export interface Visibility {
  includeInactive: boolean
}

/** An event as stored: everything the API returns except its status, which depends on the day. */
export type StoredEvent = Omit<Event, 'status'>

const EVENT_COLUMNS = [
  'id',
  'title',
  'description',
  'link',
  'location',
  'fromDate',
  'toDate',
  'time',
  'bannerImage',
  'additionalDetails',
  'isActive',
  'createdAt',
  'updatedAt',
  'translations',
] as const

type EventRow = Pick<Selectable<EventsTable>, (typeof EVENT_COLUMNS)[number]>

function toStoredEvent(row: EventRow): StoredEvent {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    link: row.link,
    location: row.location,
    schedule: { fromDate: row.fromDate, toDate: row.toDate },
    time: row.time,
    bannerImage: row.bannerImage,
    additionalDetails: row.additionalDetails,
    isActive: Number(row.isActive) === 1,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    // Every stored language; the service decides what of it a read answers (content-translations.ts).
    translations: parseTranslations(row.translations),
  }
}

export interface EventPageQuery {
  limit: number
  offset: number
  /** Lower-cased text the title must contain, or null for every event. */
  search: string | null
  status: StatusFilter
  timeStatus: EventTimeFilter
  /** Today on the company's calendar (EVENTS_TZ), for the time-status filter. */
  today: string
}

/** `%text%` for LIKE, with LIKE's own wildcards (and the escape character) taken literally. */

type EventsQuery = SelectQueryBuilder<Database, 'events', object>

/**
 * The time-status filter in SQL, so a page holds the right rows
 * (docs/requirements/exhibitions.md#event-status: upcoming before the first day, past after the last, current
 * in between, both days included). Dates are `YYYY-MM-DD` text, so comparing the texts compares the days.
 */
function whereTime(query: EventsQuery, timeStatus: EventTimeFilter, today: string): EventsQuery {
  switch (timeStatus) {
    case 'upcoming':
      return query.where('fromDate', '>', today)
    case 'past':
      return query.where('toDate', '<', today)
    case 'current':
      return query.where('fromDate', '<=', today).where('toDate', '>=', today)
    case 'all':
      return query
  }
}

export function createEventsRepository(db: Kysely<Database>) {
  const matching = ({ search, status, timeStatus, today }: Omit<EventPageQuery, 'limit' | 'offset'>) => {
    let query: EventsQuery = db.selectFrom('events')
    if (status !== 'all') query = query.where('isActive', '=', status === 'active' ? 1 : 0)
    query = whereTime(query, timeStatus, today)
    if (search !== null) {
      query = query.where(
        sql<boolean>`lower(${sql.ref('title')}) like ${containsPattern(search)} escape '\\'`,
      )
    }
    return query
  }

  return {
    /**
     * In schedule order, first day first, read in order from events_active_from_idx when only active
     * ones are wanted; the last day and then the id (UUID v7) break ties, so the order, and the ETag,
     * never change between two reads of the same rows.
     */
    async list({ includeInactive }: Visibility): Promise<StoredEvent[]> {
      let query = db.selectFrom('events').select(EVENT_COLUMNS)
      if (!includeInactive) query = query.where('isActive', '=', 1)
      const rows = await query.orderBy('fromDate').orderBy('toDate').orderBy('id').execute()
      return rows.map(toStoredEvent)
    },

    /**
     * One page of the back office's table, latest schedule first (what staff are planning is on
     * page 1), and how many match in all.
     */
    async listPage({
      limit,
      offset,
      ...filters
    }: EventPageQuery): Promise<{ rows: StoredEvent[]; total: number }> {
      const [rows, count] = await Promise.all([
        matching(filters)
          .select(EVENT_COLUMNS)
          .orderBy('fromDate', 'desc')
          .orderBy('toDate', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        matching(filters)
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow(),
      ])
      return { rows: rows.map(toStoredEvent), total: toCount(count.count) }
    },

    async find(id: string, trx: Kysely<Database> = db): Promise<StoredEvent | null> {
      const row = await trx.selectFrom('events').select(EVENT_COLUMNS).where('id', '=', id).executeTakeFirst()
      return row ? toStoredEvent(row) : null
    },

    async create(values: Insertable<EventsTable>, trx: Kysely<Database> = db): Promise<void> {
      await trx.insertInto('events').values(values).execute()
    },

    async update(id: string, values: Updateable<EventsTable>, trx: Kysely<Database> = db): Promise<boolean> {
      const result = await trx.updateTable('events').set(values).where('id', '=', id).executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },

    async delete(id: string, trx: Kysely<Database> = db): Promise<boolean> {
      const result = await trx.deleteFrom('events').where('id', '=', id).executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },
  }
}

export type EventsRepository = ReturnType<typeof createEventsRepository>
