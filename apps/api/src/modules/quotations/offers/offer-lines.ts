import {
  formatMinor,
  formatPercent,
  MAX_MINOR,
  OFFER_FIELD_MESSAGES,
  offerTotals,
  parseMoney,
  parsePercent,
  type OfferCreateBody,
  type OfferLine,
} from '@gwp/contracts'

import { invalidField } from '../../../lib/errors.js'

/** A line as the offers table stores it (JSON): exact integers, as text where they may be large. */
export interface StoredLine {
  productId: string | null
  productCode: string | null
  description: string
  quantity: number
  unitMinor: string
  discountPoints: number
  amountMinor: string
}

export interface PricedOffer {
  lines: StoredLine[]
  subtotalMinor: bigint
  taxPoints: number | null
  taxMinor: bigint
  totalMinor: bigint
}

/** The catalogue's code of each product a line names; a name missing from the map does not exist. */
export type ProductCodes = ReadonlyMap<string, string>

/**
 * Prices an offer on the server (decision record 021): every amount from the digits sent, in minor
 * units, each line rounded once and the tax once (contracts' money.ts), so the totals the customer
 * reads are the ones stored. A product a line names must exist; its code is copied onto the line, so
 * the offer still reads right after the catalogue changes.
 */
export function priceOffer(body: OfferCreateBody, codes: ProductCodes): PricedOffer {
  const inputs = body.lines.map((line, index) => {
    if (line.productId !== undefined && !codes.has(line.productId)) {
      throw invalidField(`lines.${index}.productId`, OFFER_FIELD_MESSAGES.product)
    }
    return {
      line,
      quantity: line.quantity,
      // The schema has already checked both parse.
      unitMinor: parseMoney(line.unitPrice)!,
      discountPoints: line.discountPercent === undefined ? 0n : parsePercent(line.discountPercent)!,
    }
  })
  const taxPoints = body.taxPercent === undefined ? null : parsePercent(body.taxPercent)!
  const totals = offerTotals(inputs, taxPoints ?? 0n)
  if (totals.total >= MAX_MINOR) throw invalidField('lines', OFFER_FIELD_MESSAGES.total)
  return {
    lines: inputs.map(({ line, quantity, unitMinor, discountPoints }, index) => ({
      productId: line.productId ?? null,
      productCode: line.productId === undefined ? null : codes.get(line.productId)!,
      description: line.description,
      quantity,
      unitMinor: unitMinor.toString(),
      discountPoints: Number(discountPoints),
      amountMinor: totals.lines[index]!.toString(),
    })),
    subtotalMinor: totals.subtotal,
    taxPoints: taxPoints === null ? null : Number(taxPoints),
    taxMinor: totals.tax,
    totalMinor: totals.total,
  }
}

export function readLines(json: string): StoredLine[] {
  return JSON.parse(json) as StoredLine[]
}

/** A stored line as the API answers it: amounts as exact decimal text. */
export const toOfferLine = (line: StoredLine): OfferLine => ({
  productId: line.productId,
  productCode: line.productCode,
  description: line.description,
  quantity: line.quantity,
  unitPrice: formatMinor(BigInt(line.unitMinor)),
  discountPercent: formatPercent(line.discountPoints),
  amount: formatMinor(BigInt(line.amountMinor)),
})
