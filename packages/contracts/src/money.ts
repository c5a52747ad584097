/**
 * Exact money for the sales desk's offers (decision record 021): amounts are whole minor units (paisa,
 * fils, cents) held in BigInt while they are multiplied, percentages are whole basis points, and the
 * only rounding is half away from zero once per line and once for the tax. Nothing goes through a
 * binary float: a price typed as `19.99` is read from its digits, never as 19.99 × 100. Zod-free, so
 * the offer builder shows the same totals the server stores.
 */

/** The currencies an offer can be priced in; each has two decimals. */
export const OFFER_CURRENCIES = ['PKR', 'AED', 'USD'] as const
export type OfferCurrency = (typeof OFFER_CURRENCIES)[number]

const MINOR_DIGITS = 2
const MINOR_PER_UNIT = 10n ** BigInt(MINOR_DIGITS)
const BASIS_POINTS = 10_000n

/** Above this an amount stops being exact as a JSON number: no line or total may reach it. */
export const MAX_MINOR = 10n ** 15n

/** `1250`, `1250.5`, `1250.50`, `0.99`: digits with at most two decimals, no sign, no exponent. */
const DECIMAL = /^(\d{1,13})(?:\.(\d{1,2}))?$/
/** A percentage: 0 to 100 with at most two decimals. */
const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/

/**
 * A JSON number or string as its decimal text. JSON numbers print as their shortest exact decimal
 * (`19.99` stays "19.99"), so reading the text is exact where multiplying the number is not.
 */
function decimalText(value: number | string): string {
  if (typeof value === 'string') return value.trim()
  return Number.isFinite(value) ? String(value) : ''
}

/** Minor units of a price such as `1250.5` or "1250.50"; null when it is not such an amount. */
export function parseMoney(value: number | string): bigint | null {
  const match = DECIMAL.exec(decimalText(value))
  if (!match) return null
  const fraction = (match[2] ?? '').padEnd(MINOR_DIGITS, '0')
  return BigInt(match[1]!) * MINOR_PER_UNIT + BigInt(fraction)
}

/** Basis points of a percentage such as `18`, `7.5` or "12.25" (0–100); null otherwise. */
export function parsePercent(value: number | string): bigint | null {
  const match = PERCENT.exec(decimalText(value))
  if (!match) return null
  const points = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
  return points <= BASIS_POINTS ? points : null
}

/** `numerator / denominator` rounded half away from zero (both positive here). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n)
}

/** "1250.50" from 125050: the exact decimal text the API answers with. */
export function formatMinor(minor: bigint | number): string {
  const value = BigInt(minor)
  const sign = value < 0n ? '-' : ''
  const magnitude = value < 0n ? -value : value
  const units = magnitude / MINOR_PER_UNIT
  const fraction = (magnitude % MINOR_PER_UNIT).toString().padStart(MINOR_DIGITS, '0')
  return `${sign}${units}.${fraction}`
}

/** "18" from 1800 basis points, "7.5" from 750: a percentage as people write it. */
export function formatPercent(points: bigint | number): string {
  const value = BigInt(points)
  const whole = value / 100n
  const fraction = (value % 100n).toString().padStart(2, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : `${whole}`
}

/** "PKR 1,250.50": an amount for people (the PDF, the e-mail, the page), grouped by thousands. */
export function displayMoney(currency: string, minor: bigint | number): string {
  const [units, fraction] = formatMinor(minor).split('.') as [string, string]
  return `${currency} ${units.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`
}

export interface PricedLineInput {
  quantity: number
  unitMinor: bigint
  discountPoints: bigint
}

/** A line's amount: quantity × unit price less its discount, rounded once to the minor unit. */
export function lineAmount({ quantity, unitMinor, discountPoints }: PricedLineInput): bigint {
  const gross = BigInt(quantity) * unitMinor
  return divideRounded(gross * (BASIS_POINTS - discountPoints), BASIS_POINTS)
}

export interface OfferTotals {
  /** Each line's amount, in the lines' order. */
  lines: bigint[]
  subtotal: bigint
  tax: bigint
  total: bigint
}

/** The offer's sums: the lines, their subtotal, the tax on it (rounded once) and the total. */
export function offerTotals(lines: readonly PricedLineInput[], taxPoints: bigint): OfferTotals {
  const amounts = lines.map(lineAmount)
  const subtotal = amounts.reduce((sum, amount) => sum + amount, 0n)
  const tax = divideRounded(subtotal * taxPoints, BASIS_POINTS)
  return { lines: amounts, subtotal, tax, total: subtotal + tax }
}
