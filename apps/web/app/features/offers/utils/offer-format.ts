import { displayMoney, OFFER_STATUS_LABELS, parseMoney, parsePercent, type OfferStatus } from '@gwp/contracts'

/**
 * How the customer's offer page writes what the API sends as exact text: amounts grouped by
 * thousands with the currency in front ("PKR 12,500.00", as the PDF and the e-mail print them) and
 * dates in words ("9 December 2026", so no reader takes the day for the month).
 */

/** "PKR 12,500.00" from the API's "12500.00"; text that is not an amount is shown as it came. */
export function offerMoney(currency: string, amount: string): string {
  const minor = parseMoney(amount)
  return minor === null ? `${currency} ${amount}` : displayMoney(currency, minor)
}

/** Whether a line's discount ("0", "7.5") takes anything off. */
export const hasDiscount = (percent: string): boolean => (parsePercent(percent) ?? 0n) > 0n

/** The day something happened, in the company's time zone: the server's text and the browser's agree. */
const ANSWER_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Karachi',
})

/** "26 November 2026" from an answer's ISO time. */
export function answerDay(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : ANSWER_DAY.format(date)
}

/** The day an offer was made, as its PDF prints it (the creation time's UTC date). */
export const issuedDay = (createdAt: string): string => createdAt.slice(0, 10)

/**
 * A purchase order number as the answer's sentence shows it: "PO-1" stays as typed, a bare "4512"
 * reads "PO 4512".
 */
export const purchaseOrder = (poNumber: string): string =>
  /^p\.?o\b/i.test(poNumber.trim()) ? poNumber.trim() : `PO ${poNumber.trim()}`

/** The offer's state in the customer's words: a sent offer waits for them. */
export const customerStatus = (status: OfferStatus): string =>
  status === 'sent' ? 'Awaiting your answer' : OFFER_STATUS_LABELS[status]
