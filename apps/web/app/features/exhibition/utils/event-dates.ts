import { INTL_LOCALES, type Language } from '@gwp/contracts'

/**
 * An event's days are calendar dates (`YYYY-MM-DD`), the same for every visitor: they are read and
 * formatted in UTC, so no browser's or server's time zone moves them by a day. English keeps the
 * spec's US-style dates; Urdu and Arabic write month and weekday names in their language, with Latin
 * digits as the rest of the site prints numbers.
 */

function calendarDate(isoDate: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  if (!match) return null
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return Number.isNaN(date.getTime()) ? null : date
}

const FORMATS = {
  day: { day: '2-digit' },
  month: { month: 'short' },
  weekday: { weekday: 'long' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

type FormatName = keyof typeof FORMATS

// Built once per language and format: the schedule formats every card on each render.
const formatters = new Map<string, Intl.DateTimeFormat>()

function format(language: Language, name: FormatName, date: Date): string {
  const key = `${language}:${name}`
  let formatter = formatters.get(key)
  if (!formatter) {
    const locale = language === 'en' ? 'en-US' : INTL_LOCALES[language]
    formatter = new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      numberingSystem: 'latn',
      ...FORMATS[name],
    })
    formatters.set(key, formatter)
  }
  return formatter.format(date)
}

export interface CardDate {
  /** Two digits: `05`. */
  day: string
  /** `Mar` */
  month: string
  /** `Thursday` */
  weekday: string
}

/** The day, short month and weekday a card shows for its first day; null for a malformed date. */
export function cardDate(isoDate: string, language: Language = 'en'): CardDate | null {
  const date = calendarDate(isoDate)
  if (!date) return null
  return {
    day: format(language, 'day', date),
    month: format(language, 'month', date),
    weekday: format(language, 'weekday', date),
  }
}

/** `March 5, 2026` (`5 مارس 2026` in Arabic); a malformed date as it was stored. */
export function longDate(isoDate: string, language: Language = 'en'): string {
  const date = calendarDate(isoDate)
  return date ? format(language, 'long', date) : isoDate
}

/** `March 3, 2026 - March 5, 2026`: the whole schedule, both days written out. */
export function longDateRange(fromDate: string, toDate: string, language: Language = 'en'): string {
  return `${longDate(fromDate, language)} - ${longDate(toDate, language)}`
}
