import {
  INTL_LOCALES,
  displayMoney,
  formatMinor,
  OFFER_STATUS_LABELS,
  parseMoney,
  parsePercent,
  type Language,
  type OfferStatus,
} from '@gwp/contracts'

import { formatCalendarDate } from '#app/utils/dates'

/**
 * How the customer's offer page writes what the API sends as exact text: amounts grouped by
 * thousands ("PKR 12,500.00" in English, as the PDF and the e-mail print them; "12,500.00 PKR" in
 * Arabic) and dates in words ("9 December 2026", so no reader takes the day for the month). Urdu and
 * Arabic go through Intl in their country's locale, always with Latin digits, as both countries print
 * prices.
 */

const locale = (language: Exclude<Language, 'en'>) => INTL_LOCALES[language]

// Intl drops the direction marks it puts around a currency: the amount sits in its own
// left-to-right run on the page (Money), so they would only move it.
const withoutMarks = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '')

/** "PKR 12,500.00" from the API's "12500.00"; text that is not an amount is shown as it came. */
export function offerMoney(currency: string, amount: string, language: Language = 'en'): string {
  const minor = parseMoney(amount)
  if (minor === null) return `${currency} ${amount}`
  if (language === 'en') return displayMoney(currency, minor)
  const format = new Intl.NumberFormat(locale(language), {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    numberingSystem: 'latn',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  // The exact decimal text, not a float: Intl reads a numeric string digit by digit.
  return withoutMarks(format.format(formatMinor(minor) as Intl.StringNumericLiteral))
}

/** A line's quantity, grouped by thousands. */
export function offerQuantity(quantity: number, language: Language = 'en'): string {
  return quantity.toLocaleString(language === 'en' ? 'en-US' : locale(language), { numberingSystem: 'latn' })
}

/** Whether a line's discount ("0", "7.5") takes anything off. */
export const hasDiscount = (percent: string): boolean => (parsePercent(percent) ?? 0n) > 0n

/** "9 December 2026" from a calendar date (`2026-12-09`), never shifted by a time zone. */
export function offerDate(isoDate: string, language: Language = 'en'): string {
  if (language === 'en') return formatCalendarDate(isoDate)
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return isoDate
  return new Intl.DateTimeFormat(locale(language), { ...DAY_IN_WORDS, timeZone: 'UTC' }).format(date)
}

const DAY_IN_WORDS = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  numberingSystem: 'latn',
} as const satisfies Intl.DateTimeFormatOptions

/** "26 November 2026" from an answer's ISO time, in the company's time zone: server and browser agree. */
export function answerDay(iso: string, language: Language = 'en'): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : locale(language), {
    ...DAY_IN_WORDS,
    timeZone: 'Asia/Karachi',
  }).format(date)
}

/** The day an offer was made, as its PDF prints it (the creation time's UTC date). */
export const issuedDay = (createdAt: string): string => createdAt.slice(0, 10)

/**
 * A purchase order number as the answer's sentence shows it: "PO-1" stays as typed, a bare "4512"
 * reads "PO 4512".
 */
export const purchaseOrder = (poNumber: string): string =>
  /^p\.?o\b/i.test(poNumber.trim()) ? poNumber.trim() : `PO ${poNumber.trim()}`

/**
 * The offer's state in the customer's words, as an English message id (shown through t()): a sent
 * offer waits for them.
 */
export const customerStatus = (status: OfferStatus): string =>
  status === 'sent' ? 'Awaiting your answer' : OFFER_STATUS_LABELS[status]
