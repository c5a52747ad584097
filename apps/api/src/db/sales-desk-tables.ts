import type { Generated } from 'kysely'

/** The sales desk's tables (migration 0011, decision record 021), kept apart from database.ts for size. */

/** One entry of a quotation's timeline (0011). */
export interface QuotationEventsTable {
  id: string
  quotationId: string
  kind: string
  actorId: string | null
  actor: string | null
  summary: string
  body: string | null
  createdAt: string
}

/**
 * A revision of a quotation's offer (0011). Money columns hold whole minor units as decimal text,
 * the same on both databases, read through BigInt().
 */
export interface OffersTable {
  id: string
  quotationId: string
  number: string
  revision: number
  status: string
  currency: string
  /** JSON: the stored lines (offers/offer-lines.ts). */
  lines: string
  subtotalMinor: string
  taxName: string | null
  taxPoints: number | null
  taxMinor: string
  totalMinor: string
  validUntil: string
  paymentTerms: string
  deliveryTerms: string
  terms: string
  createdBy: string | null
  createdAt: string
  tokenHash: string | null
  pdfPath: string | null
  sentAt: string | null
  openedAt: string | null
  answeredAt: string | null
  answerName: string | null
  answerPoNumber: string | null
  answerReason: string | null
  answerIp: string | null
  answerByStaff: Generated<number>
}

export interface OfferNumbersTable {
  year: number
  last: number
}
