import {
  formatEventTime,
  parseEventTime,
  scheduleProblems,
  type EventUpdateFields,
  type ScheduleProblems,
} from '@gwp/contracts'
import type { Updateable } from 'kysely'

import type { EventsTable } from '../../db/database.js'
import { mergeTranslations } from '../../lib/content-translations.js'
import type { StoredEvent } from './events.repository.js'

export type EventChanges = Updateable<EventsTable>

const TEXT_FIELDS = ['title', 'description', 'link', 'location'] as const

/** A stored time in the form the forms send (older rows may have spaces around the hyphen). */
function normalisedTime(time: string): string {
  const parsed = parseEventTime(time)
  return parsed ? formatEventTime(parsed) : time
}

/**
 * What an update form changes in the stored event, and what the schedule rules say about the result
 * (docs/requirements/exhibitions.md#rules: a changed date not before today, To date not before From date, a
 * one-day event's end after its start). The rules are checked only when a date or the time changed, so an
 * event whose days have passed can still have its title corrected.
 */
export function changesOf(
  row: StoredEvent,
  body: EventUpdateFields,
  today: string,
): { values: EventChanges; problems: ScheduleProblems } {
  const values: EventChanges = {}
  for (const field of TEXT_FIELDS) {
    const value = body[field]
    if (value !== undefined && value !== row[field]) values[field] = value
  }
  if (body.fromDate !== undefined && body.fromDate !== row.schedule.fromDate) values.fromDate = body.fromDate
  if (body.toDate !== undefined && body.toDate !== row.schedule.toDate) values.toDate = body.toDate
  if (body.time !== undefined && body.time !== normalisedTime(row.time)) values.time = body.time
  const translations = mergeTranslations('event', JSON.stringify(row.translations ?? {}), body.translations)
  if (translations !== null) values.translations = translations

  const changed = { fromDate: values.fromDate !== undefined, toDate: values.toDate !== undefined }
  if (!changed.fromDate && !changed.toDate && values.time === undefined) return { values, problems: {} }
  const schedule = {
    fromDate: values.fromDate ?? row.schedule.fromDate,
    toDate: values.toDate ?? row.schedule.toDate,
    time: values.time ?? row.time,
  }
  return { values, problems: scheduleProblems(schedule, { mode: 'update', today, changed }) }
}
