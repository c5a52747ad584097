import {
  displayMoney,
  OFFER_CURRENCIES,
  parseMoney,
  QUOTE_STAGES,
  type DeskReport,
  type OfferCurrency,
} from '@gwp/contracts'

/** How the sales figures write hours, months, win rates and money. Pure, so the tests read them directly. */

/** Past two days a count of hours stops reading well: "72 h" is less clear than "3 days". */
const HOURS_BEFORE_DAYS = 48

/** One decimal at most, without a trailing ".0": 4.5, 20, 3.2. */
const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toLocaleString('en-US')

/**
 * "4.5 h", "20 h", "3.2 days"; "—" when nothing has been answered yet. Under an hour in minutes:
 * "0.3 h" makes people do sums. The API rounds to a tenth of an hour, so 0 means under 3 minutes.
 */
export function formatHours(hours: number | null): string {
  if (hours === null) return '—'
  if (hours === 0) return 'Under 3 min'
  if (hours < 1) return `${Math.round(hours * 60)} min`
  if (hours < HOURS_BEFORE_DAYS) return `${oneDecimal(hours)} h`
  return `${oneDecimal(hours / 24)} days`
}

/** "Mar 2026" for "2026-03": a calendar month, never shifted by the viewer's zone. */
export function formatMonth(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return month
  return date.toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' })
}

/** Accepted ÷ decided as a whole percentage ("67%"), or null when nothing was decided. */
export function winRate(accepted: number, decided: number): string | null {
  if (decided <= 0) return null
  return `${Math.round((accepted / decided) * 100)}%`
}

/** Whole units and two decimals, as the API writes a sum however large ("12500.10"). */
const LONG_DECIMAL = /^(\d+)\.(\d{2})$/

/**
 * Minor units of the API's exact decimal text, read from its digits (parseMoney), never through
 * parseFloat. parseMoney stops at 13 digits, the most one price may have; a sum of many offers can
 * pass that, so such a total is read digit for digit too. Null for anything else.
 */
export function minorOf(total: string): bigint | null {
  const minor = parseMoney(total)
  if (minor !== null) return minor
  const long = LONG_DECIMAL.exec(total)
  return long ? BigInt(long[1]! + long[2]!) : null
}

/** "PKR 12,500.10"; a text that is not an amount is shown as sent rather than breaking the dashboard. */
export function moneyText(currency: string, total: string): string {
  const minor = minorOf(total)
  return minor === null ? `${currency} ${total}` : displayMoney(currency, minor)
}

export type OpenOfferRow = DeskReport['openOffers'][number]

/** The open offers in the sale's order (New → Offer sent), then by currency as offers list them. */
export function sortOpenOffers(rows: readonly OpenOfferRow[]): OpenOfferRow[] {
  return [...rows].sort(
    (a, b) =>
      QUOTE_STAGES.indexOf(a.stage) - QUOTE_STAGES.indexOf(b.stage) ||
      OFFER_CURRENCIES.indexOf(a.currency) - OFFER_CURRENCIES.indexOf(b.currency),
  )
}

export interface CurrencyTotal {
  currency: OfferCurrency
  count: number
  /** How many stage rows the total adds up: with one, the total only repeats that row. */
  rows: number
  /**
   * Minor units, summed exactly: amounts in different currencies are never added together. Null when
   * one of the sums was not an amount: a total that left it out would be wrong without saying so.
   */
  minor: bigint | null
}

/** All open offers per currency, summed in minor units (BigInt) so the total is exact. */
export function totalsByCurrency(rows: readonly OpenOfferRow[]): CurrencyTotal[] {
  return OFFER_CURRENCIES.flatMap((currency) => {
    const own = rows.filter((row) => row.currency === currency)
    if (own.length === 0) return []
    return [
      {
        currency,
        count: own.reduce((sum, row) => sum + row.count, 0),
        rows: own.length,
        minor: own.reduce<bigint | null>((sum, row) => {
          const minor = minorOf(row.total)
          return sum === null || minor === null ? null : sum + minor
        }, 0n),
      },
    ]
  })
}

/** True when the report holds nothing at all: no reply, no decided sale, no open offer. */
export const isEmptyReport = (report: DeskReport) =>
  report.firstReply.replied === 0 && report.winRateByMonth.length === 0 && report.openOffers.length === 0
