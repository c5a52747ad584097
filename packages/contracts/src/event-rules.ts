import { IMAGE_KINDS } from './image-kinds.js'

/**
 * The back office's event (exhibition) rules (docs/requirements/exhibitions.md#states, #rules, #errors,
 * #limits): limits, refused characters, the 12-hour time form, the schedule checks and every message, word
 * for word where the spec gives one. Zod-free: the schemas of event-writes.ts are built from these, and the
 * forms run the same checks.
 */

export const EVENT_LIMITS = {
  /**
   * Every text field (docs/requirements/exhibitions.md#limits); the banner's rules are
   * IMAGE_KINDS.eventBanner.
   */
  text: 500,
} as const

/** Title, description and location refuse these (docs/requirements/exhibitions.md#rules). */
export const EVENT_FORBIDDEN_CHARACTERS = /[<>/{}[\]()$%@|`~]/

/**
 * The link refuses the same characters except the slash and the percent sign, which a web address
 * is made of, and also spaces, quotes and backslashes, which none contains.
 */
export const EVENT_LINK_FORBIDDEN_CHARACTERS = /[<>{}[\]()$@|`~\s"'\\^]/

export const EVENT_LINK_PREFIX = 'https://'

/** The labels the fields carry on the forms, and in the messages written for this project. */
export const EVENT_FIELD_LABELS = {
  title: 'Title',
  description: 'Description',
  link: 'Link',
  location: 'Location',
  fromDate: 'From Date',
  toDate: 'To Date',
  fromTime: 'From Time',
  toTime: 'To Time',
  time: 'Time',
  banner: 'Banner',
} as const
export type EventFieldLabel = keyof typeof EVENT_FIELD_LABELS

export const EVENT_MESSAGES = {
  // The spec's words (docs/requirements/exhibitions.md#rules, #errors).
  specialCharacters: 'Special characters are not allowed',
  tooLong: `Maximum ${EVENT_LIMITS.text} characters allowed`,
  toDateBeforeFromDate: 'To Date cannot be earlier than From Date.',
  bannerType: IMAGE_KINDS.eventBanner.messages.type,
  bannerSize: IMAGE_KINDS.eventBanner.messages.size,
  created: 'Event created successfully!',
  updated: 'Event updated successfully!',
  deleted: 'exhibition deleted successfully',
  createFailed: 'Failed to create event',
  createError: 'Error creating event',
  updateError: 'Error updating event',
  updateFailed: 'Failed to update event',
  deleteFailed: 'Failed to delete category',
  noData: 'No data',

  // Ours, where the spec gives no words, in the same style.
  required: (label: string) => `${label} is required`,
  linkPrefix: 'Link must start with https://',
  linkInvalid: 'Please enter a valid link, e.g. https://www.example.com',
  dateInvalid: 'Please choose a valid date',
  fromDateNotTomorrow: 'From Date must be tomorrow or later.',
  dateBeforeToday: (label: string) => `${label} cannot be earlier than today.`,
  timeInvalid: 'Time must be a start and an end time in the form 10:00 AM-06:00 PM',
  clockInvalid: 'Choose the hour (01-12), the minutes (00-59) and AM or PM',
  toTimeNotLater: 'To Time must be later than From Time on the same day.',
  bannerRequired: 'Banner image is required',
  noChanges: 'No changes detected',
  notFound: 'Event not found',
  statusChanged: 'Event status updated successfully',
  statusFailed: 'Failed to update event status',
  fetchFailed: 'Failed to fetch events',
  confirmDelete: 'Do you really want to delete this exhibition?',
} as const

/** How long the event flows' toasts stay (docs/requirements/exhibitions.md#limits). */
export const EVENT_TOAST_AUTO_CLOSE_MS = 3000

// ---- The 12-hour clock (docs/requirements/exhibitions.md#limits: 12 hours, 60 minutes, AM/PM) ----

export const CLOCK_HOURS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'))
export const CLOCK_MINUTES = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'))
export const MERIDIEMS = ['AM', 'PM'] as const
export type Meridiem = (typeof MERIDIEMS)[number]

/** One time of day as the picker holds it: `{ hour: '10', minute: '00', meridiem: 'AM' }`. */
export interface ClockTime {
  hour: string
  minute: string
  meridiem: Meridiem
}

const CLOCK = /^(0[1-9]|1[0-2]):([0-5]\d)\s?([AaPp][Mm])$/

/** `10:00 AM` (also `10:00am`) → its parts; null when the hour, minutes or AM/PM are out of range. */
export function parseClockTime(text: string): ClockTime | null {
  const match = CLOCK.exec(text.trim())
  if (!match) return null
  return { hour: match[1]!, minute: match[2]!, meridiem: match[3]!.toUpperCase() as Meridiem }
}

/** `10:00 AM`: the form the spec stores and shows. */
export const formatClockTime = ({ hour, minute, meridiem }: ClockTime) => `${hour}:${minute} ${meridiem}`

/** Minutes since midnight: 12:00 AM is 0, 12:00 PM is 720. */
export function minutesOfDay({ hour, minute, meridiem }: ClockTime): number {
  const h = Number(hour) % 12
  return (meridiem === 'PM' ? h + 12 : h) * 60 + Number(minute)
}

/** An event's `time`: start and end joined by a hyphen (`10:00 AM-06:00 PM`). */
export interface EventTime {
  start: ClockTime
  end: ClockTime
}

/**
 * `10:00 AM-06:00 PM` → start and end; spaces around the hyphen are allowed (`10:00 AM - 06:00 PM`,
 * the demo data's form). Null when either side is not a 12-hour time.
 */
export function parseEventTime(text: string): EventTime | null {
  const parts = text.split('-')
  if (parts.length !== 2) return null
  const start = parseClockTime(parts[0]!)
  const end = parseClockTime(parts[1]!)
  return start && end ? { start, end } : null
}

/** The stored form: `10:00 AM-06:00 PM`. */
export const formatEventTime = ({ start, end }: EventTime) =>
  `${formatClockTime(start)}-${formatClockTime(end)}`

// ---- Calendar dates and the schedule ----

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar day written `YYYY-MM-DD` (2026-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text)
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === text
}

/** The calendar day `days` after `date` (both `YYYY-MM-DD`), across months and years. */
export function addCalendarDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

export interface EventSchedule {
  fromDate: string
  toDate: string
  /** `10:00 AM-06:00 PM`; a time that does not parse is the field rules' business, not this check's. */
  time: string
}

/**
 * What the schedule rules need to know besides the schedule: today on the company's calendar
 * (EVENTS_TZ), and on an update which dates the admin changed.
 */
export type ScheduleCheck =
  | { mode: 'create'; today: string }
  | { mode: 'update'; today: string; changed: { fromDate: boolean; toDate: boolean } }

export type ScheduleProblems = Partial<Record<'fromDate' | 'toDate' | 'time', string>>

/**
 * docs/requirements/exhibitions.md#rules: From date tomorrow or later on create; a changed date not before
 * today on update; To date not before From date; on a one-day event the end later than the start. Dates are
 * `YYYY-MM-DD`, so comparing the texts compares the days. Returns each field's first problem.
 */
export function scheduleProblems(schedule: EventSchedule, check: ScheduleCheck): ScheduleProblems {
  const problems: ScheduleProblems = {}
  const { fromDate, toDate, time } = schedule
  if (check.mode === 'create') {
    if (fromDate < addCalendarDays(check.today, 1)) problems.fromDate = EVENT_MESSAGES.fromDateNotTomorrow
  } else {
    if (check.changed.fromDate && fromDate < check.today) {
      problems.fromDate = EVENT_MESSAGES.dateBeforeToday(EVENT_FIELD_LABELS.fromDate)
    }
    if (check.changed.toDate && toDate < check.today) {
      problems.toDate = EVENT_MESSAGES.dateBeforeToday(EVENT_FIELD_LABELS.toDate)
    }
  }
  if (!problems.toDate && toDate < fromDate) problems.toDate = EVENT_MESSAGES.toDateBeforeFromDate
  const hours = parseEventTime(time)
  if (hours && fromDate === toDate && minutesOfDay(hours.end) <= minutesOfDay(hours.start)) {
    problems.time = EVENT_MESSAGES.toTimeNotLater
  }
  return problems
}
