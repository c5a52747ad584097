import {
  EVENT_FIELD_LABELS,
  EVENT_MESSAGES,
  EventTranslationsSchema,
  eventDate,
  eventLink,
  eventText,
  formatClockTime,
  formatEventTime,
  parseClockTime,
  parseEventTime,
  scheduleProblems,
  type Event,
} from '@gwp/contracts'
import { z } from 'zod'

import { translationInputs, type TranslationInputs } from '#app/features/back-office/lib/translation-values'

/**
 * The Create Event and Update Event forms (docs/requirements/exhibitions.md#states, #rules): the time as two
 * 12-hour pickers.
 */
export interface EventFormValues {
  title: string
  description: string
  link: string
  location: string
  fromDate: string
  toDate: string
  /** `10:00 AM`, or '' until hour, minutes and AM/PM are chosen. */
  fromTime: string
  toTime: string
  /** A new banner; on update the stored one stays unless the admin removes it. */
  banner: File[]
  /** The Urdu and Arabic tabs' fields. */
  translations: TranslationInputs<'event'>
}

export const TEXT_FIELDS = ['title', 'description', 'link', 'location'] as const
const SCHEDULE_FIELDS = ['fromDate', 'toDate', 'fromTime', 'toTime'] as const
const FIELDS = [...TEXT_FIELDS, ...SCHEDULE_FIELDS] as const
type FormField = (typeof FIELDS)[number]

export const EMPTY_EVENT: EventFormValues = {
  title: '',
  description: '',
  link: '',
  location: '',
  fromDate: '',
  toDate: '',
  fromTime: '',
  toTime: '',
  banner: [],
  translations: translationInputs('event'),
}

/** The stored event as the form shows it; a time that does not read as two 12-hour times stays empty. */
export function valuesOf(event: Event): EventFormValues {
  const time = parseEventTime(event.time)
  return {
    title: event.title,
    description: event.description,
    link: event.link,
    location: event.location,
    fromDate: event.schedule.fromDate,
    toDate: event.schedule.toDate,
    fromTime: time ? formatClockTime(time.start) : '',
    toTime: time ? formatClockTime(time.end) : '',
    banner: [],
    translations: translationInputs('event', event.translations),
  }
}

const clockTime = (label: string) =>
  z
    .string()
    .min(1, EVENT_MESSAGES.required(label))
    .refine((value) => parseClockTime(value) !== null, EVENT_MESSAGES.clockInvalid)

/** Each field's rule, from contracts: the same words the API answers with. */
const RULES: Record<FormField, z.ZodType> = {
  title: eventText(EVENT_FIELD_LABELS.title),
  description: eventText(EVENT_FIELD_LABELS.description),
  link: eventLink,
  location: eventText(EVENT_FIELD_LABELS.location),
  fromDate: eventDate(EVENT_FIELD_LABELS.fromDate),
  toDate: eventDate(EVENT_FIELD_LABELS.toDate),
  fromTime: clockTime(EVENT_FIELD_LABELS.fromTime),
  toTime: clockTime(EVENT_FIELD_LABELS.toTime),
}

const joinedTime = (values: Pick<EventFormValues, 'fromTime' | 'toTime'>) =>
  `${values.fromTime}-${values.toTime}`

/** The stored time in the form the form sends, to tell whether the admin changed it. */
const normalisedTime = (time: string) => {
  const parsed = parseEventTime(time)
  return parsed ? formatEventTime(parsed) : time
}

/** What the update form changes: the texts and dates that differ once trimmed, and the time. */
export function changesOf(values: EventFormValues, stored: EventFormValues) {
  const fields: Partial<Record<(typeof TEXT_FIELDS)[number] | 'fromDate' | 'toDate', string>> = {}
  for (const field of [...TEXT_FIELDS, 'fromDate', 'toDate'] as const) {
    if (values[field].trim() !== stored[field]) fields[field] = values[field].trim()
  }
  const timeChanged = normalisedTime(joinedTime(values)) !== normalisedTime(joinedTime(stored))
  return { fields, timeChanged }
}

const isChosenFile = (value: unknown) => typeof File !== 'undefined' && value instanceof File

/**
 * The form's checks. On create every field is checked and a banner is required; the translations
 * always are. On update only what
 * the admin changed is checked (a stored text is the server's business), and the schedule rules run
 * when a date or a time changed, as the API runs them (`scheduleProblems` of contracts). `today` is
 * the server's date in EVENTS_TZ, from the list's answer.
 */
export function eventFormSchema({
  today,
  stored,
  keepStoredBanner,
}: {
  today: string
  stored: EventFormValues | null
  keepStoredBanner: boolean
}) {
  return z
    .object({
      ...Object.fromEntries(FIELDS.map((field) => [field, z.string()])),
      banner: z.array(z.custom<File>(isChosenFile)),
      translations: z.unknown(),
    })
    .superRefine((raw, ctx) => {
      const values = raw as unknown as EventFormValues
      const changes = stored ? changesOf(values, stored) : null
      const changed = (field: FormField) => {
        if (!changes) return true
        if (field === 'fromTime' || field === 'toTime') return changes.timeChanged
        return field in changes.fields
      }
      const failed = new Set<FormField>()
      for (const field of FIELDS) {
        if (!changed(field)) continue
        const result = RULES[field].safeParse(values[field])
        if (result.success) continue
        failed.add(field)
        ctx.addIssue({ code: 'custom', path: [field], message: result.error.issues[0]!.message })
      }
      // Urdu and Arabic, each field optional, by its English field's rule (event-writes.ts).
      const translations = EventTranslationsSchema.safeParse(values.translations)
      for (const issue of translations.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', path: ['translations', ...issue.path], message: issue.message })
      }
      if (!keepStoredBanner && values.banner.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['banner'], message: EVENT_MESSAGES.bannerRequired })
      }

      if (!SCHEDULE_FIELDS.some(changed)) return
      const schedule = { fromDate: values.fromDate, toDate: values.toDate, time: joinedTime(values) }
      const problems = changes
        ? scheduleProblems(schedule, {
            mode: 'update',
            today,
            changed: { fromDate: changed('fromDate'), toDate: changed('toDate') },
          })
        : scheduleProblems(schedule, { mode: 'create', today })
      // Each rule speaks once the fields it reads hold valid values: the From date's own rule at once,
      // To before From once both dates do, the one-day time rule once the times do too.
      const valid = (...fields: FormField[]) => fields.every((field) => !failed.has(field) && values[field])
      const dates = valid('fromDate', 'toDate')
      if (problems.fromDate && valid('fromDate')) {
        ctx.addIssue({ code: 'custom', path: ['fromDate'], message: problems.fromDate })
      }
      if (problems.toDate && dates)
        ctx.addIssue({ code: 'custom', path: ['toDate'], message: problems.toDate })
      // The API names the joined time `time`; on the form it is the To time that is wrong.
      if (problems.time && dates && valid('fromTime', 'toTime')) {
        ctx.addIssue({ code: 'custom', path: ['toTime'], message: problems.time })
      }
    })
}
