import { z } from 'zod'

import {
  EVENT_FIELD_LABELS,
  EVENT_FORBIDDEN_CHARACTERS,
  EVENT_LIMITS,
  EVENT_LINK_FORBIDDEN_CHARACTERS,
  EVENT_LINK_PREFIX,
  EVENT_MESSAGES,
  formatEventTime,
  isCalendarDate,
  parseEventTime,
} from './event-rules.js'
import { EventSchema } from './events.js'
import { translationsInputSchema } from './translation-schemas.js'

/**
 * The back office's event writes (docs/requirements/exhibitions.md#rules, #calls). The forms are
 * multipart, so every field arrives as text. The schedule rules that need today's date
 * (`scheduleProblems` in event-rules.ts) run in the service and in the form, on top of these.
 */

const required = (label: string) => EVENT_MESSAGES.required(label)

/** Title, description and location: required, at most 500, none of the refused characters. */
export const eventText = (label: string) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .max(EVENT_LIMITS.text, EVENT_MESSAGES.tooLong)
    .refine((value) => !EVENT_FORBIDDEN_CHARACTERS.test(value), EVENT_MESSAGES.specialCharacters)

/** An https:// address with a host, without special characters, at most 500. */
export const eventLink = z
  .string({ error: required(EVENT_FIELD_LABELS.link) })
  .trim()
  .min(1, required(EVENT_FIELD_LABELS.link))
  .max(EVENT_LIMITS.text, EVENT_MESSAGES.tooLong)
  .refine((value) => value.toLowerCase().startsWith(EVENT_LINK_PREFIX), EVENT_MESSAGES.linkPrefix)
  .refine((value) => !EVENT_LINK_FORBIDDEN_CHARACTERS.test(value), EVENT_MESSAGES.specialCharacters)
  .refine((value) => {
    try {
      return new URL(value).hostname.includes('.')
    } catch {
      return false
    }
  }, EVENT_MESSAGES.linkInvalid)

/** A calendar day, `YYYY-MM-DD`. */
export const eventDate = (label: string) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .refine(isCalendarDate, EVENT_MESSAGES.dateInvalid)

/** Start and end joined by a hyphen, each `hh:mm AM` or `hh:mm PM`; stored as `10:00 AM-06:00 PM`. */
export const eventTime = z
  .string({ error: required(EVENT_FIELD_LABELS.time) })
  .trim()
  .min(1, required(EVENT_FIELD_LABELS.time))
  .transform((value, ctx) => {
    const parsed = parseEventTime(value)
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: EVENT_MESSAGES.timeInvalid })
      return z.NEVER
    }
    return formatEventTime(parsed)
  })

/**
 * An event's Urdu and Arabic under the English rules (translations.ts); a form sends it as JSON
 * text. The additional details have no English form field: their translation follows the
 * description's rule.
 */
export const EventTranslationsSchema = translationsInputSchema('event', {
  title: eventText(EVENT_FIELD_LABELS.title),
  description: eventText(EVENT_FIELD_LABELS.description),
  location: eventText(EVENT_FIELD_LABELS.location),
  additionalDetails: eventText(EVENT_FIELD_LABELS.description),
})

const fields = {
  title: eventText(EVENT_FIELD_LABELS.title),
  description: eventText(EVENT_FIELD_LABELS.description),
  link: eventLink,
  location: eventText(EVENT_FIELD_LABELS.location),
  fromDate: eventDate(EVENT_FIELD_LABELS.fromDate),
  toDate: eventDate(EVENT_FIELD_LABELS.toDate),
  time: eventTime,
  translations: EventTranslationsSchema,
}

/**
 * POST /api/v1/event/create (multipart; the file travels as `banner`). Every field is required;
 * `isActive` and `status` are not read (a new event is active; its status is computed,
 * docs/requirements/exhibitions.md#event-status).
 */
export const EventCreateFieldsSchema = z.object({
  ...fields,
  translations: EventTranslationsSchema.optional(),
})
export type EventCreateFields = z.infer<typeof EventCreateFieldsSchema>

/**
 * PUT /api/v1/event/update/:id (multipart): the changed fields, plus `time` and, when replaced, the
 * `banner` file. A `banner` sent as text (the stored address) is not a change and is ignored.
 */
export const EventUpdateFieldsSchema = z.object(fields).partial()
export type EventUpdateFields = z.infer<typeof EventUpdateFieldsSchema>

/** What create, update and status change answer: the spec's message and the event as it now is. */
export const EventSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: EventSchema,
})
export type EventSavedResponse = z.infer<typeof EventSavedResponseSchema>
