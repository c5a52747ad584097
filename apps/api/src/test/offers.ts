import { addCalendarDays } from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'

import { newId } from '../lib/ids.js'
import { nowIso } from '../lib/time.js'
import { hashToken, newToken } from '../lib/tokens.js'
import { insertQuotation, type QuotationFixture } from './quotations.js'

/**
 * Sales-desk fixtures (decision record 021): a quotation with a sent offer straight into the tables,
 * its link token known to the test, for the customer's calls and the authorization matrix.
 */

export interface SentOfferFixture {
  quotationId: string
  offerId: string
  token: string
}

const today = () => new Date().toISOString().slice(0, 10)

let sequence = 0

export async function insertSentOffer(
  app: FastifyInstance,
  {
    quotation = {},
    validUntil = addCalendarDays(today(), 14),
    status = 'sent',
  }: { quotation?: QuotationFixture; validUntil?: string; status?: string } = {},
): Promise<SentOfferFixture> {
  const quotationId = await insertQuotation(app, quotation)
  const token = newToken()
  const offerId = newId()
  const at = nowIso()
  await app.db
    .updateTable('quotations')
    .set({ stage: 'offer-sent', firstReplyAt: at })
    .where('id', '=', quotationId)
    .execute()
  await app.db
    .insertInto('offers')
    .values({
      id: offerId,
      quotationId,
      number: `Q-2026-${String(9000 + sequence++).padStart(4, '0')}`,
      revision: 1,
      status,
      currency: 'PKR',
      lines: JSON.stringify([
        {
          productId: null,
          productCode: null,
          description: 'Floor cleaner, 5 L',
          quantity: 10,
          unitMinor: '125000',
          discountPoints: 0,
          amountMinor: '1250000',
        },
      ]),
      subtotalMinor: '1250000',
      taxName: null,
      taxPoints: null,
      taxMinor: '0',
      totalMinor: '1250000',
      validUntil,
      paymentTerms: '',
      deliveryTerms: '',
      terms: '',
      createdBy: 'Sales',
      createdAt: at,
      tokenHash: hashToken(token),
      pdfPath: null,
      sentAt: at,
      openedAt: null,
      answeredAt: null,
      answerName: null,
      answerPoNumber: null,
      answerReason: null,
      answerIp: null,
    })
    .execute()
  return { quotationId, offerId, token }
}

/** A priced offer's body, as the back office sends it. */
export const offerBody = (overrides: Record<string, unknown> = {}) => ({
  currency: 'PKR',
  validUntil: addCalendarDays(today(), 14),
  lines: [{ description: 'Floor cleaner, 5 L', quantity: 10, unitPrice: '1250' }],
  ...overrides,
})
