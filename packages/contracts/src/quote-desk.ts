/**
 * The quote desk (decision record 009, beyond the requirements): where a quotation came from, how long it has
 * waited and the one-click replies, plus the Quotes section's words and list options. Zod-free on purpose:
 * the API stores the region with these functions and the back office shows the same answers, so a
 * rule is written once and the screen never pulls the schemas in for a label.
 */

import { QUOTE_STAGES } from './sales-desk.js'

/** Where a quotation came from, read from its phone number. */
export const QUOTE_REGIONS = ['pk', 'ae', 'other'] as const
export type QuoteRegion = (typeof QUOTE_REGIONS)[number]

export const QUOTE_REGION_LABELS: Record<QuoteRegion, string> = {
  pk: 'Pakistan',
  ae: 'UAE',
  other: 'Other',
}

/** The Quotes table's filters and order (`?status=&region=&sort=`); the first of each is the default. */
export const QUOTATION_STATUS_FILTERS = ['all', 'pending', 'completed'] as const
export type QuotationStatusFilter = (typeof QUOTATION_STATUS_FILTERS)[number]

export const QUOTATION_REGION_FILTERS = ['all', ...QUOTE_REGIONS] as const
export type QuotationRegionFilter = (typeof QUOTATION_REGION_FILTERS)[number]

/** The sales desk's filters (decision record 021): whose quotations, which stage, follow-ups due. */
export const QUOTATION_OWNER_FILTERS = ['all', 'mine', 'unassigned'] as const
export type QuotationOwnerFilter = (typeof QUOTATION_OWNER_FILTERS)[number]

export const QUOTATION_STAGE_FILTERS = ['all', ...QUOTE_STAGES] as const
export type QuotationStageFilter = (typeof QUOTATION_STAGE_FILTERS)[number]

/** `due`: a follow-up date of today or earlier (overdue included). */
export const QUOTATION_FOLLOW_UP_FILTERS = ['all', 'due'] as const
export type QuotationFollowUpFilter = (typeof QUOTATION_FOLLOW_UP_FILTERS)[number]

/**
 * `newest`: newest first (the spec's table). `oldest-pending`: the desk's morning view, pending
 * quotations oldest first (the longest wait on top), then the completed ones newest first.
 * `follow-up`: the earliest follow-up date first, then those without one, newest first.
 */
export const QUOTATION_SORTS = ['newest', 'oldest-pending', 'follow-up'] as const
export type QuotationSort = (typeof QUOTATION_SORTS)[number]

export const QUOTATION_MESSAGES = {
  deleted: 'Quote deleted successfully',
  deleteFailed: 'Failed to delete quote',
  confirmDelete: 'Do you really want to delete this quote?',
  statusChanged: 'Quotation status updated successfully',
  statusFailed: 'Failed to update quotation status',
  statusInvalid: 'Status must be pending or completed',
  notFound: 'Quotation not found',
  /** The modal's fallback for a field with nothing in it, or a product since deleted. */
  missing: 'N/A',
  exportFailed: 'Failed to export quotations',
  detailsFailed: 'Failed to load the product details',
} as const

/**
 * An e-mail address as the Quotes search compares it, stored beside each quotation (its
 * `email_key`): the search text is lower-cased the same way, so one plain LIKE finds it.
 */
export const emailSearchKey = (email: string): string => email.trim().toLowerCase()

/**
 * The number as dialled from abroad: spaces, dashes, dots and brackets dropped, a leading `00`
 * read as `+`. Anything else (letters, a stray `+`) is kept, so it matches no rule below.
 */
function compactPhone(phone: string): string {
  const compact = phone.trim().replace(/[\s\-.()]/g, '')
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact
}

/**
 * Pakistan for `03…` or `+92…`, UAE for `05…` or `+971…`, Other for anything else. The public form
 * takes 11 digits (`03001234567`); the international forms cover numbers typed elsewhere.
 */
export function regionOfPhone(phone: string): QuoteRegion {
  const compact = compactPhone(phone)
  if (compact.startsWith('+92') || compact.startsWith('03')) return 'pk'
  if (compact.startsWith('+971') || compact.startsWith('05')) return 'ae'
  return 'other'
}

// E.164: at most 15 digits with the country code; fewer than 8 is no phone number anywhere.
const INTERNATIONAL_DIGITS = /^\d{8,15}$/

/**
 * The number in international form, digits only, as wa.me wants it: `03001234567` → `923001234567`,
 * `0501234567` → `971501234567`, `+44 20 7946 0958` → `442079460958`. Null when the country cannot
 * be told (a national number of neither country) or what is left is not a phone number.
 */
export function internationalNumber(phone: string): string | null {
  const compact = compactPhone(phone)
  let digits: string
  if (compact.startsWith('+')) digits = compact.slice(1)
  else if (compact.startsWith('03')) digits = `92${compact.slice(1)}`
  else if (compact.startsWith('05')) digits = `971${compact.slice(1)}`
  else return null
  return INTERNATIONAL_DIGITS.test(digits) ? digits : null
}

/** What a reply is about: the visitor and the product asked for (null once it was deleted). */
export interface QuoteReplyTarget {
  fullName: string
  email: string
  phoneNumber: string
  product: { name: string } | null
}

const replySubject = (quote: QuoteReplyTarget) =>
  quote.product ? `Your quotation request: ${quote.product.name}` : 'Your quotation request'

const replyGreeting = (quote: QuoteReplyTarget) =>
  `Dear ${quote.fullName},\n\nThank you for your quotation request${
    quote.product ? ` for ${quote.product.name}` : ''
  }.`

/**
 * A `mailto:` link to the visitor with a subject naming the product. The address is percent-encoded
 * (its `@` kept readable): the form accepts `?`, `&` and `,` in an address, and unencoded they would
 * add recipients or headers to the reply (docs/security.md#s22).
 */
export function replyByEmailLink(quote: QuoteReplyTarget): string {
  const address = encodeURIComponent(quote.email).replaceAll('%40', '@')
  const subject = encodeURIComponent(replySubject(quote))
  return `mailto:${address}?subject=${subject}&body=${encodeURIComponent(replyGreeting(quote))}`
}

/** `https://wa.me/<international number>` with the greeting typed in; null when no number fits. */
export function replyByWhatsAppLink(quote: QuoteReplyTarget): string | null {
  const number = internationalNumber(quote.phoneNumber)
  if (number === null) return null
  return `https://wa.me/${number}?text=${encodeURIComponent(replyGreeting(quote))}`
}

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`

/**
 * How long a quotation has waited, in its largest whole unit: "3 days", "5 hours", "1 minute",
 * "just now" under a minute (and for a time slightly ahead of this clock).
 */
export function waitedFor(createdAt: string, now: number = Date.now()): string {
  const elapsed = now - Date.parse(createdAt)
  if (!Number.isFinite(elapsed) || elapsed < MINUTE_MS) return 'just now'
  if (elapsed < HOUR_MS) return count(Math.floor(elapsed / MINUTE_MS), 'minute')
  if (elapsed < DAY_MS) return count(Math.floor(elapsed / HOUR_MS), 'hour')
  return count(Math.floor(elapsed / DAY_MS), 'day')
}
