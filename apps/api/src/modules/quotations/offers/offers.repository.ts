import {
  formatMinor,
  formatPercent,
  offerTitle,
  type Offer,
  type OfferCurrency,
  type OfferStatus,
} from '@gwp/contracts'
import type { Insertable, Kysely, Selectable } from 'kysely'

import type { Database } from '../../../db/database.js'
import type { OffersTable } from '../../../db/sales-desk-tables.js'
import { readLines, toOfferLine } from './offer-lines.js'

export type OfferRow = Selectable<OffersTable>
export type NewOfferRow = Insertable<OffersTable>

/** The parts of an offer the customer's answer writes. */
export interface OfferAnswerValues {
  status: 'accepted' | 'declined'
  answeredAt: string
  answerName: string | null
  answerPoNumber: string | null
  answerReason: string | null
  answerIp: string | null
  answerByStaff: number
}

const minor = (value: OfferRow['totalMinor']): bigint => BigInt(value)

/** An offer row as the back office reads it. */
export function toOffer(row: OfferRow): Offer {
  return {
    _id: row.id,
    quotationId: row.quotationId,
    number: row.number,
    revision: row.revision,
    title: offerTitle(row.number, row.revision),
    status: row.status as OfferStatus,
    currency: row.currency as OfferCurrency,
    lines: readLines(row.lines).map(toOfferLine),
    subtotal: formatMinor(minor(row.subtotalMinor)),
    taxName: row.taxPoints === null ? null : (row.taxName ?? 'Tax'),
    taxPercent: row.taxPoints === null ? null : formatPercent(row.taxPoints),
    tax: formatMinor(minor(row.taxMinor)),
    total: formatMinor(minor(row.totalMinor)),
    validUntil: row.validUntil,
    paymentTerms: row.paymentTerms,
    deliveryTerms: row.deliveryTerms,
    terms: row.terms,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
    sentAt: row.sentAt,
    openedAt: row.openedAt,
    answer:
      row.answeredAt === null || (row.status !== 'accepted' && row.status !== 'declined')
        ? null
        : {
            kind: row.status,
            at: row.answeredAt,
            name: row.answerName,
            poNumber: row.answerPoNumber,
            reason: row.answerReason,
            byStaff: Number(row.answerByStaff) === 1,
            ip: row.answerIp,
          },
  }
}

/**
 * The offers table (0011): each revision of a quotation's offer. Writes that decide something (an
 * answer, a replacement, an expiry) say which status they expect to find, so two processes or two
 * clicks can never both win.
 */
export function createOffersRepository(db: Kysely<Database>) {
  return {
    /** The next number of `year`, raised in the caller's transaction (one per series of revisions). */
    async nextNumber(year: number, trx: Kysely<Database>): Promise<number> {
      const row = await trx
        .insertInto('offerNumbers')
        .values({ year, last: 1 })
        .onConflict((oc) =>
          oc.column('year').doUpdateSet((eb) => ({ last: eb('offerNumbers.last', '+', 1) })),
        )
        .returning('last')
        .executeTakeFirstOrThrow()
      return Number(row.last)
    },

    async insert(row: NewOfferRow, trx: Kysely<Database>): Promise<void> {
      await trx.insertInto('offers').values(row).execute()
    },

    async remove(id: string, trx: Kysely<Database>): Promise<void> {
      await trx.deleteFrom('offers').where('id', '=', id).execute()
    },

    /** Every revision of a quotation, newest first. */
    async listFor(quotationId: string, trx: Kysely<Database> = db): Promise<OfferRow[]> {
      return trx
        .selectFrom('offers')
        .selectAll()
        .where('quotationId', '=', quotationId)
        .orderBy('revision', 'desc')
        .execute()
    },

    async find(quotationId: string, offerId: string, trx: Kysely<Database> = db): Promise<OfferRow | null> {
      if (offerId.length > 100) return null
      const row = await trx
        .selectFrom('offers')
        .selectAll()
        .where('id', '=', offerId)
        .where('quotationId', '=', quotationId)
        .executeTakeFirst()
      return row ?? null
    },

    async byTokenHash(tokenHash: string, trx: Kysely<Database> = db): Promise<OfferRow | null> {
      const row = await trx
        .selectFrom('offers')
        .selectAll()
        .where('tokenHash', '=', tokenHash)
        .executeTakeFirst()
      return row ?? null
    },

    /** Sets `values` when the offer is still in `from`; false when it was not (someone was first). */
    async transition(
      id: string,
      from: OfferStatus,
      values: Partial<Omit<NewOfferRow, 'id' | 'quotationId'>>,
      trx: Kysely<Database>,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('offers')
        .set(values)
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    /** Records the first opening of the customer's page; false when it was already recorded. */
    async markOpened(id: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('offers')
        .set({ openedAt: at })
        .where('id', '=', id)
        .where('openedAt', 'is', null)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    /** Sent offers whose last valid day is before `today`. */
    async sentPastValidity(today: string): Promise<OfferRow[]> {
      return db
        .selectFrom('offers')
        .selectAll()
        .where('status', '=', 'sent')
        .where('validUntil', '<', today)
        .execute()
    },

    async setPdfPath(id: string, pdfPath: string): Promise<void> {
      await db.updateTable('offers').set({ pdfPath }).where('id', '=', id).execute()
    },
  }
}

export type OffersRepository = ReturnType<typeof createOffersRepository>
