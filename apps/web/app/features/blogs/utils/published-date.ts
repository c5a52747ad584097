/**
 * The day a post was published, as people write it ("12 March 2025"). Formatted on the server, in the
 * company's time zone: the date does not depend on where the server or the reader is, and the
 * server-rendered text and the hydrated page always agree.
 */
const PUBLISHED_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Karachi',
})

export function formatPublishedDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : PUBLISHED_DATE.format(date)
}
