import { INTL_LOCALES, type Language } from '@gwp/contracts'

/**
 * The day a post was published, as people write it ("12 March 2025", "12 مارس 2025"). Formatted on
 * the server, in the company's time zone: the date does not depend on where the server or the reader
 * is, and the server-rendered text and the hydrated page always agree. Latin digits in every
 * language, as the site prints numbers everywhere.
 */
const formats = new Map<Language, Intl.DateTimeFormat>()

function publishedFormat(language: Language): Intl.DateTimeFormat {
  let format = formats.get(language)
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Karachi',
      numberingSystem: 'latn',
    })
    formats.set(language, format)
  }
  return format
}

export function formatPublishedDate(iso: string, language: Language = 'en'): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : publishedFormat(language).format(date)
}
