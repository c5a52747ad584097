import {
  isClosedStage,
  offerTitle,
  QUOTATION_MESSAGES,
  SALES_DESK_MESSAGES,
  type DeskNoteBody,
  type DeskPerson,
  type DeskUpdateBody,
  type OfferOutcome,
  type QuotationDetail,
  type QuotationListItem,
  type QuotationStatus,
  type TimelineEntry,
} from '@gwp/contracts'
import type { Kysely } from 'kysely'

import type { Database } from '../../../db/database.js'
import { invalidField, notFound, conflict } from '../../../lib/errors.js'
import { nowIso } from '../../../lib/time.js'
import { toOffer, type OffersRepository } from '../offers/offers.repository.js'
import type { QuotationsRepository } from '../quotations.repository.js'
import { toNote, type DeskRepository, type DeskState } from './desk.repository.js'
import { moveStage, recordStatus } from './stage-moves.js'

export interface DeskServiceDeps {
  db: Kysely<Database>
  quotations: QuotationsRepository
  desk: DeskRepository
  offers: OffersRepository
}

/**
 * The sales desk's work on one quotation (decision record 021): its whole record, the owner, the
 * stages staff set by hand, the follow-up date, internal notes, and the spec's status change with the
 * stage kept in step. Each change and its timeline entry are written in one transaction.
 */
export function createDeskService({ db, quotations, desk, offers }: DeskServiceDeps) {
  async function stateOf(id: string, trx: Kysely<Database>): Promise<DeskState> {
    const state = await desk.state(id, trx)
    if (!state) throw notFound(QUOTATION_MESSAGES.notFound)
    return state
  }

  async function listItem(id: string): Promise<QuotationListItem> {
    const quotation = await quotations.find(id)
    if (!quotation) throw notFound(QUOTATION_MESSAGES.notFound)
    return quotation
  }

  /** The revision the customer can still answer (at most one is sent), whatever drafts follow it. */
  async function openOffer(id: string, trx: Kysely<Database>) {
    return (await offers.listFor(id, trx)).find((row) => row.status === 'sent')
  }

  /** Completing with an open offer: the outcome staff chose is that revision's answer too. */
  async function settleOpenOffer(
    trx: Kysely<Database>,
    state: DeskState,
    outcome: OfferOutcome,
    actor: DeskPerson,
    at: string,
  ): Promise<void> {
    const open = await openOffer(state.id, trx)
    const title = open ? offerTitle(open.number, open.revision) : ''
    if (open) {
      const values =
        outcome === 'lost'
          ? { status: 'withdrawn' as const }
          : { status: outcome, answeredAt: at, answerByStaff: 1, answerName: null }
      if (!(await offers.transition(open.id, 'sent', values, trx))) {
        throw conflict(SALES_DESK_MESSAGES.alreadyAnswered)
      }
    }
    const recorded = open !== undefined && outcome !== 'lost'
    await moveStage(
      desk,
      {
        quotation: state,
        stage: outcome,
        actor,
        at,
        ...(recorded
          ? { kind: `offer-${outcome}` as const, summary: `${title} ${outcome}: recorded by staff` }
          : {}),
      },
      trx,
    )
  }

  return {
    async detail(id: string): Promise<QuotationDetail> {
      const quotation = await listItem(id)
      const [events, rows] = await Promise.all([desk.events(id), offers.listFor(id)])
      const received: TimelineEntry = {
        kind: 'received',
        at: quotation.createdAt,
        actor: null,
        summary: `Request received from ${quotation.fullName}`,
      }
      return {
        ...quotation,
        notes: events.filter((event) => event.kind === 'note').map(toNote),
        offers: rows.map(toOffer),
        timeline: [received, ...events.map(({ kind, at, actor, summary }) => ({ kind, at, actor, summary }))],
      }
    },

    owners: () => desk.owners(),

    /** The signed-in admin as the timeline names them. */
    async actor(adminId: string): Promise<DeskPerson> {
      const person = await desk.person(adminId)
      return { _id: adminId, name: person?.name ?? 'Unknown admin' }
    },

    async update(id: string, body: DeskUpdateBody, actor: DeskPerson): Promise<QuotationListItem> {
      await db.transaction().execute(async (trx) => {
        let state = await stateOf(id, trx)
        const at = nowIso()
        if (body.ownerId !== undefined && body.ownerId !== state.ownerId) {
          const owner = body.ownerId === null ? null : await desk.person(body.ownerId, trx)
          if (body.ownerId !== null && !owner?.isActive) {
            throw invalidField('ownerId', SALES_DESK_MESSAGES.ownerUnknown)
          }
          const before = state.ownerId ? await desk.person(state.ownerId, trx) : null
          await desk.update(id, { ownerId: body.ownerId, updatedAt: at }, trx)
          const summary = owner
            ? `Assigned to ${owner.name}${before ? ` (was ${before.name})` : ''}`
            : `Unassigned${before ? ` (was ${before.name})` : ''}`
          await desk.record({ quotationId: id, kind: 'assigned', actor, summary, at }, trx)
          state = { ...state, ownerId: body.ownerId }
        }
        if (body.stage !== undefined) {
          // Lost by hand completes the quotation as the outcome Lost does: its open offer is withdrawn.
          const open = body.stage === 'lost' ? await openOffer(id, trx) : undefined
          if (open && !(await offers.transition(open.id, 'sent', { status: 'withdrawn' }, trx))) {
            throw conflict(SALES_DESK_MESSAGES.alreadyAnswered)
          }
          state = await moveStage(desk, { quotation: state, stage: body.stage, actor, at }, trx)
        }
        if (body.followUpOn !== undefined && body.followUpOn !== state.followUpOn) {
          await desk.update(id, { followUpOn: body.followUpOn, updatedAt: at }, trx)
          const summary = body.followUpOn ? `Follow-up on ${body.followUpOn}` : 'Follow-up cleared'
          await desk.record({ quotationId: id, kind: 'follow-up', actor, summary, at }, trx)
        }
      })
      return listItem(id)
    },

    async addNote(id: string, { text }: DeskNoteBody, actor: DeskPerson) {
      const at = nowIso()
      await db.transaction().execute(async (trx) => {
        await stateOf(id, trx)
        await desk.record({ quotationId: id, kind: 'note', actor, summary: 'Note', body: text, at }, trx)
      })
      return { author: actor.name, text, createdAt: at }
    },

    /**
     * The spec's Pending/Completed toggle with the desk's rule (decision record 021): completing a
     * quotation whose offer is still open needs the outcome (accepted, declined or lost), which answers
     * that offer and closes the stage; completing without one leaves the stage where it is (settled
     * outside the desk); reopening a closed stage moves it back to Contacted. Asking for the status
     * it already has changes nothing.
     */
    async changeStatus(
      id: string,
      status: QuotationStatus,
      outcome: OfferOutcome | undefined,
      actor: DeskPerson,
    ): Promise<QuotationListItem> {
      // Read first outside the transaction: a quotation already in that status costs no write lock.
      if ((await stateOf(id, db)).status === status) return listItem(id)
      await db.transaction().execute(async (trx) => {
        const state = await stateOf(id, trx)
        if (state.status === status) return
        const at = nowIso()
        if (status === 'pending') {
          if (isClosedStage(state.stage)) {
            await moveStage(desk, { quotation: state, stage: 'contacted', actor, at }, trx)
            return
          }
        } else {
          if (!outcome && (await openOffer(id, trx))) {
            throw conflict(SALES_DESK_MESSAGES.openOfferNeedsOutcome)
          }
          if (outcome) return settleOpenOffer(trx, state, outcome, actor, at)
        }
        await desk.update(id, { status, updatedAt: at }, trx)
        await recordStatus(desk, id, status, actor, at, trx)
      })
      return listItem(id)
    },
  }
}

export type DeskService = ReturnType<typeof createDeskService>
