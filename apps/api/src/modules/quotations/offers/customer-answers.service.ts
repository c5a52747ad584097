import {
  offerTitle,
  SALES_DESK_MESSAGES,
  type OfferAcceptBody,
  type OfferDeclineBody,
  type PublicOffer,
  type QuotationListItem,
} from '@gwp/contracts'
import type { Kysely } from 'kysely'

import type { AppConfig } from '../../../config.js'
import type { Database } from '../../../db/database.js'
import { calendarDateIn } from '../../../lib/calendar.js'
import { conflict, gone, notFound } from '../../../lib/errors.js'
import { nowIso } from '../../../lib/time.js'
import { hashToken } from '../../../lib/tokens.js'
import type { MailService } from '../../../mail/mail-service.js'
import type { Storage } from '../../../storage/storage.js'
import type { DeskRepository } from '../desk/desk.repository.js'
import { moveStage } from '../desk/stage-moves.js'
import type { QuotationsRepository } from '../quotations.repository.js'
import { offerFileName, readOfferPdf } from './offer-files.js'
import { answerNoticeMail, type AnswerNotice } from './offer-mail.js'
import { toOffer, type OfferRow, type OffersRepository } from './offers.repository.js'

export interface CustomerAnswersDeps {
  db: Kysely<Database>
  quotations: QuotationsRepository
  desk: DeskRepository
  offers: OffersRepository
  storage: Storage
  mail: MailService
  config: Pick<AppConfig, 'publicUrl' | 'eventsTimeZone' | 'staffEmail'>
}

/** The token is 43 URL-safe characters (lib/tokens.ts); anything else is not worth a query. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/

/**
 * The customer's side of an offer (decision record 021): the page behind the link, its PDF, and the
 * one answer a sent revision takes. A link that never existed is a 404; one whose revision was
 * replaced, withdrawn or has passed its validity date is a 410 that says which. An answered revision
 * still shows, with its answer, and takes no second one.
 */
export function createCustomerAnswers({
  db,
  quotations,
  desk,
  offers,
  storage,
  mail,
  config,
}: CustomerAnswersDeps) {
  const today = () => calendarDateIn(config.eventsTimeZone, new Date())

  /** The revision a link names, or the refusal its state calls for. */
  async function offerOf(token: string): Promise<{ row: OfferRow; quotation: QuotationListItem }> {
    const row = TOKEN.test(token) ? await offers.byTokenHash(hashToken(token)) : null
    const quotation = row ? await quotations.find(row.quotationId) : null
    if (!row || !quotation) throw notFound(SALES_DESK_MESSAGES.linkNotFound)
    if (row.status === 'replaced') throw gone(SALES_DESK_MESSAGES.linkReplaced)
    if (row.status === 'withdrawn') throw gone(SALES_DESK_MESSAGES.linkWithdrawn)
    if (row.status === 'expired' || (row.status === 'sent' && row.validUntil < today())) {
      throw gone(SALES_DESK_MESSAGES.linkExpired)
    }
    return { row, quotation }
  }

  function toPublic(row: OfferRow, quotation: QuotationListItem): PublicOffer {
    // What staff see of the offer and the customer does not: who priced it, when it was opened, the IP.
    const {
      _id: _offerId,
      quotationId: _quotation,
      createdBy: _by,
      openedAt: _opened,
      answer,
      ...terms
    } = toOffer(row)
    return {
      ...terms,
      customer: { fullName: quotation.fullName, email: quotation.email, address: quotation.address },
      answer: answer && {
        kind: answer.kind,
        at: answer.at,
        name: answer.name,
        poNumber: answer.poNumber,
        reason: answer.reason,
        byStaff: answer.byStaff,
      },
      open: row.status === 'sent',
    }
  }

  async function answer(token: string, notice: AnswerNotice, ip: string): Promise<PublicOffer> {
    const { row, quotation } = await offerOf(token)
    if (row.status !== 'sent') throw conflict(SALES_DESK_MESSAGES.alreadyAnswered)
    const at = nowIso()
    const values = {
      status: notice.kind,
      answeredAt: at,
      answerName: notice.name,
      answerPoNumber: notice.poNumber,
      answerReason: notice.reason,
      answerIp: ip,
      answerByStaff: 0,
    }
    const answered = await db.transaction().execute(async (trx) => {
      // Two clicks, two tabs or two processes: the first write wins, the others hear "already answered".
      if (!(await offers.transition(row.id, 'sent', values, trx)))
        throw conflict(SALES_DESK_MESSAGES.alreadyAnswered)
      const state = (await desk.state(row.quotationId, trx))!
      const title = offerTitle(row.number, row.revision)
      const summary =
        notice.kind === 'accepted'
          ? `${title} accepted by ${notice.name}${notice.poNumber ? ` (PO ${notice.poNumber})` : ''}`
          : `${title} declined${notice.reason ? `: ${notice.reason}` : ''}`
      await moveStage(
        desk,
        { quotation: state, stage: notice.kind, actor: null, at, kind: `offer-${notice.kind}`, summary },
        trx,
      )
      const owner = state.ownerId ? await desk.person(state.ownerId, trx) : null
      const to = owner?.isActive ? owner.email : config.staffEmail
      if (to) {
        const backOffice = `${config.publicUrl}/admin?section=quotes&quote=${encodeURIComponent(row.quotationId)}`
        await mail.enqueue(answerNoticeMail(to, row, quotation, notice, backOffice), trx)
      }
      return { ...row, ...values }
    })
    return toPublic(answered, quotation)
  }

  return {
    /** The offer as the page shows it; the first opening by a person goes on the timeline. */
    async view(token: string, { recordOpening }: { recordOpening: boolean }): Promise<PublicOffer> {
      const { row, quotation } = await offerOf(token)
      if (recordOpening && row.openedAt === null) {
        const at = nowIso()
        if (await offers.markOpened(row.id, at)) {
          await desk.record(
            {
              quotationId: row.quotationId,
              kind: 'offer-opened',
              actor: null,
              summary: `${offerTitle(row.number, row.revision)} opened by the customer`,
              at,
            },
            db,
          )
        }
      }
      return toPublic(row, quotation)
    },

    async pdf(token: string): Promise<{ bytes: Buffer; fileName: string }> {
      const { row, quotation } = await offerOf(token)
      const bytes = await readOfferPdf(storage, row, quotation, (key) => offers.setPdfPath(row.id, key))
      return { bytes, fileName: offerFileName(row) }
    },

    accept: (token: string, body: OfferAcceptBody, ip: string) =>
      answer(token, { kind: 'accepted', name: body.name, poNumber: body.poNumber || null, reason: null }, ip),

    decline: (token: string, body: OfferDeclineBody, ip: string) =>
      answer(token, { kind: 'declined', name: null, poNumber: null, reason: body.reason || null }, ip),
  }
}

export type CustomerAnswers = ReturnType<typeof createCustomerAnswers>
