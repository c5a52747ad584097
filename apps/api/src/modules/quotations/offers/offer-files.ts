import { randomBytes } from 'node:crypto'

import { offerTitle, type OfferCurrency, type QuotationListItem } from '@gwp/contracts'

import type { Storage } from '../../../storage/storage.js'
import { readLines, toOfferLine } from './offer-lines.js'
import { renderOfferPdf, type OfferDocument } from './offer-pdf.js'
import type { OfferRow } from './offers.repository.js'
import { toOffer } from './offers.repository.js'

/** Where offers' PDFs are kept in the store: never served from /uploads (it serves images only). */
const OFFER_FOLDER = 'offers'

/** What the PDF says about the customer (the request's own details), in the language they asked in. */
type Customer = Pick<QuotationListItem, 'fullName' | 'email' | 'phoneNumber' | 'address' | 'language'>

/** The file name the customer and staff download. */
export const offerFileName = (row: Pick<OfferRow, 'number' | 'revision'>): string =>
  `${offerTitle(row.number, row.revision).replace(/\s+/g, '-')}.pdf`

/** An offer revision as its PDF shows it. */
export function offerDocument(row: OfferRow, customer: Customer): OfferDocument {
  const offer = toOffer(row)
  return {
    title: offer.title,
    issuedOn: row.createdAt.slice(0, 10),
    validUntil: row.validUntil,
    customer: {
      fullName: customer.fullName,
      email: customer.email,
      phoneNumber: customer.phoneNumber,
      address: customer.address,
    },
    currency: row.currency as OfferCurrency,
    lines: readLines(row.lines).map(toOfferLine),
    subtotal: offer.subtotal,
    taxName: offer.taxName,
    taxPercent: offer.taxPercent,
    tax: offer.tax,
    total: offer.total,
    paymentTerms: row.paymentTerms,
    deliveryTerms: row.deliveryTerms,
    terms: row.terms,
  }
}

/**
 * Draws a revision's PDF and keeps it in the store under a name nobody can guess (the offer's id and
 * 128 random bits: a public bucket must not hand out another customer's prices). Returns its key.
 */
export async function storeOfferPdf(
  storage: Storage,
  row: OfferRow,
  customer: Customer,
): Promise<{ key: string; bytes: Buffer }> {
  const bytes = await renderOfferPdf(offerDocument(row, customer), customer.language)
  const key = `${OFFER_FOLDER}/${row.id}-${randomBytes(16).toString('hex')}.pdf`
  await storage.save(key, bytes)
  return { key, bytes }
}

/**
 * A revision's PDF as stored. When the store has none (a backup holds the rows, not the PDFs: they are
 * drawn again from the row, which a sent revision never changes), it is drawn again and kept.
 */
export async function readOfferPdf(
  storage: Storage,
  row: OfferRow,
  customer: Customer,
  remember: (key: string) => Promise<void>,
): Promise<Buffer> {
  const stored = row.pdfPath ? await storage.read(row.pdfPath) : null
  if (stored) return stored
  const { key, bytes } = await storeOfferPdf(storage, row, customer)
  await remember(key)
  return bytes
}
