import type { Event } from '@gwp/contracts'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/database.js'

/** Which rows a read may return: anonymous callers get active events only (decision 7). */
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
] as const

type EventRow = Pick<Database['events'], (typeof EVENT_COLUMNS)[number]>

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
  }
}

export function createEventsRepository(db: Kysely<Database>) {
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
  }
}

export type EventsRepository = ReturnType<typeof createEventsRepository>
