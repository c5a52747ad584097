import {
  addCalendarDays,
  offerNumber,
  offerPagePath,
  offerTitle,
  OFFER_FIELD_MESSAGES,
  OFFER_LIMITS,
  QUOTATION_MESSAGES,
  SALES_DESK_MESSAGES,
  type DeskPerson,
  type Offer,
  type OfferCreateBody,
} from '@gwp/contracts'
import type { Kysely } from 'kysely'

import type { AppConfig } from '../../../config.js'
import type { Database } from '../../../db/database.js'
import { calendarDateIn } from '../../../lib/calendar.js'
import { conflict, invalidField, notFound } from '../../../lib/errors.js'
import { newId } from '../../../lib/ids.js'
import { nowIso } from '../../../lib/time.js'
import { hashToken, newToken } from '../../../lib/tokens.js'
import type { MailService } from '../../../mail/mail-service.js'
import type { Storage } from '../../../storage/storage.js'
import type { DeskRepository } from '../desk/desk.repository.js'
import { moveStage } from '../desk/stage-moves.js'
import type { QuotationsRepository } from '../quotations.repository.js'
import { readOfferPdf, storeOfferPdf } from './offer-files.js'
import { priceOffer } from './offer-lines.js'
import { customerOfferMail, offerWhatsAppLink } from './offer-mail.js'
import { toOffer, type OfferRow, type OffersRepository } from './offers.repository.js'

export interface OffersServiceDeps {
  db: Kysely<Database>
  quotations: QuotationsRepository
  desk: DeskRepository
  offers: OffersRepository
  storage: Storage
  mail: MailService
  config: Pick<AppConfig, 'publicUrl' | 'eventsTimeZone'>
}

/** What a send answers: the revision, and the customer's link with a WhatsApp message holding it. */
export interface SentOffer {
  offer: Offer
  link: string
  whatsapp: string | null
}

/**
 * Staff's side of priced offers (decision record 021): a revision is priced on the server and drawn
 * as a PDF; a draft can be replaced by the next draft, a sent revision never changes; sending gives
 * the customer a new link (only its hash is stored), replaces the revision the customer held, moves
 * the quotation to Offer sent and, unless told not to, e-mails the PDF and the link.
 */
export function createOffersService({
  db,
  quotations,
  desk,
  offers,
  storage,
  mail,
  config,
}: OffersServiceDeps) {
  const today = () => calendarDateIn(config.eventsTimeZone, new Date())

  async function quotationOf(id: string) {
    const quotation = await quotations.find(id)
    if (!quotation) throw notFound(QUOTATION_MESSAGES.notFound)
    return quotation
  }

  function checkValidity(validUntil: string): void {
    const first = today()
    if (validUntil < first || validUntil > addCalendarDays(first, OFFER_LIMITS.validityDays)) {
      throw invalidField('validUntil', OFFER_FIELD_MESSAGES.validUntil)
    }
  }

  async function productCodes(body: OfferCreateBody): Promise<Map<string, string>> {
    const ids = [...new Set(body.lines.flatMap((line) => (line.productId ? [line.productId] : [])))]
    if (ids.length === 0) return new Map()
    const rows = await db
      .selectFrom('products')
      .select(['id', 'productCode'])
      .where('id', 'in', ids)
      .execute()
    return new Map(rows.map((row) => [row.id, row.productCode]))
  }

  /**
   * Sends `row` (a draft, or a sent revision again) in `trx`: a fresh link, the earlier sent revision
   * replaced, the stage moved, the e-mail queued with the PDF. Returns the link and the row as sent.
   */
  async function sendIn(
    trx: Kysely<Database>,
    row: OfferRow,
    actor: DeskPerson,
    { email, pdf }: { email: boolean; pdf: Buffer },
  ): Promise<{ row: OfferRow; link: string }> {
    const at = nowIso()
    const token = newToken()
    const values = { tokenHash: hashToken(token), sentAt: at, status: 'sent' as const }
    if (!(await offers.transition(row.id, row.status as 'draft' | 'sent', values, trx))) {
      throw conflict(SALES_DESK_MESSAGES.offerNotDraft)
    }
    const revisions = await offers.listFor(row.quotationId, trx)
    // A draft begun before the customer accepted must not reopen a sale that is won.
    if (revisions.some((each) => each.status === 'accepted')) throw conflict(SALES_DESK_MESSAGES.offerClosed)
    for (const earlier of revisions) {
      if (earlier.id !== row.id && earlier.status === 'sent') {
        await offers.transition(earlier.id, 'sent', { status: 'replaced' }, trx)
      }
    }
    const state = (await desk.state(row.quotationId, trx))!
    const title = offerTitle(row.number, row.revision)
    const summary = row.status === 'sent' ? `${title}: new link${email ? ' e-mailed' : ''}` : `${title} sent`
    await moveStage(
      desk,
      { quotation: state, stage: 'offer-sent', actor, at, kind: 'offer-sent', summary },
      trx,
    )
    const sent = { ...row, ...values }
    const link = `${config.publicUrl}${offerPagePath(token)}`
    if (email) {
      const quotation = (await quotations.find(row.quotationId, trx))!
      await mail.enqueue(customerOfferMail(sent, quotation, link, pdf), trx)
    }
    return { row: sent, link }
  }

  return {
    /**
     * Prices and stores a new revision (replacing an unsent draft, which keeps its number and
     * revision), draws its PDF, and with `send` sends it at once.
     */
    async create(
      quotationId: string,
      body: OfferCreateBody,
      actor: DeskPerson,
    ): Promise<SentOffer | { offer: Offer }> {
      const quotation = await quotationOf(quotationId)
      checkValidity(body.validUntil)
      const priced = priceOffer(body, await productCodes(body))
      const id = newId()
      const pdfRef: { key: string | null } = { key: null }
      // The PDF of a draft this one replaces, removed once the replacement is committed.
      let replacedPdf: string | null = null
      try {
        const result = await db.transaction().execute(async (trx) => {
          const [latest] = await offers.listFor(quotationId, trx)
          if (latest?.status === 'accepted') throw conflict(SALES_DESK_MESSAGES.offerClosed)
          let number = latest?.number
          let revision = (latest?.revision ?? 0) + 1
          if (latest?.status === 'draft') {
            revision = latest.revision
            replacedPdf = latest.pdfPath
            await offers.remove(latest.id, trx)
          }
          number ??= offerNumber(
            Number(today().slice(0, 4)),
            await offers.nextNumber(Number(today().slice(0, 4)), trx),
          )
          const at = nowIso()
          const row: OfferRow = {
            id,
            quotationId,
            number,
            revision,
            status: 'draft',
            currency: body.currency,
            lines: JSON.stringify(priced.lines),
            subtotalMinor: priced.subtotalMinor.toString(),
            taxName: priced.taxPoints === null ? null : body.taxName || 'Tax',
            taxPoints: priced.taxPoints,
            taxMinor: priced.taxMinor.toString(),
            totalMinor: priced.totalMinor.toString(),
            validUntil: body.validUntil,
            paymentTerms: body.paymentTerms ?? '',
            deliveryTerms: body.deliveryTerms ?? '',
            terms: body.terms ?? '',
            createdBy: actor.name,
            createdAt: at,
            tokenHash: null,
            pdfPath: null,
            sentAt: null,
            openedAt: null,
            answeredAt: null,
            answerName: null,
            answerPoNumber: null,
            answerReason: null,
            answerIp: null,
            answerByStaff: 0,
          }
          const pdf = await storeOfferPdf(storage, row, quotation)
          pdfRef.key = pdf.key
          row.pdfPath = pdf.key
          await offers.insert(row, trx)
          const title = offerTitle(number, revision)
          await desk.record(
            { quotationId, kind: 'offer-drafted', actor, summary: `${title} priced`, at },
            trx,
          )
          if (!body.send) return { offer: toOffer(row) }
          const sent = await sendIn(trx, row, actor, { email: true, pdf: pdf.bytes })
          return {
            offer: toOffer(sent.row),
            link: sent.link,
            whatsapp: offerWhatsAppLink(sent.row, quotation, sent.link),
          }
        })
        if (replacedPdf) await storage.remove(replacedPdf).catch(() => undefined)
        return result
      } catch (error) {
        // The row never landed: its PDF must not stay behind.
        if (pdfRef.key) await storage.remove(pdfRef.key).catch(() => undefined)
        throw error
      }
    },

    /** Sends a draft, or gives a sent revision a new link (the old one stops working), e-mailing it unless `email` is false. */
    async send(quotationId: string, offerId: string, email: boolean, actor: DeskPerson): Promise<SentOffer> {
      const quotation = await quotationOf(quotationId)
      const row = await offers.find(quotationId, offerId)
      if (!row) throw notFound(SALES_DESK_MESSAGES.offerNotFound)
      if (row.status !== 'draft' && row.status !== 'sent') throw conflict(SALES_DESK_MESSAGES.offerNotDraft)
      if (row.validUntil < today()) throw invalidField('validUntil', OFFER_FIELD_MESSAGES.validUntil)
      const pdf = await readOfferPdf(storage, row, quotation, (key) => offers.setPdfPath(row.id, key))
      const sent = await db.transaction().execute((trx) => sendIn(trx, row, actor, { email, pdf }))
      return {
        offer: toOffer(sent.row),
        link: sent.link,
        whatsapp: offerWhatsAppLink(sent.row, quotation, sent.link),
      }
    },

    /** A revision's PDF for staff, with its file name. */
    async pdf(quotationId: string, offerId: string): Promise<{ bytes: Buffer; row: OfferRow }> {
      const quotation = await quotationOf(quotationId)
      const row = await offers.find(quotationId, offerId)
      if (!row) throw notFound(SALES_DESK_MESSAGES.offerNotFound)
      return {
        bytes: await readOfferPdf(storage, row, quotation, (key) => offers.setPdfPath(row.id, key)),
        row,
      }
    },
  }
}

export type OffersService = ReturnType<typeof createOffersService>
