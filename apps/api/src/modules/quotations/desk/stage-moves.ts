import {
  isClosedStage,
  QUOTE_STAGE_LABELS,
  statusOfStage,
  type DeskPerson,
  type QuoteStage,
  type TimelineKind,
} from '@gwp/contracts'
import type { Kysely } from 'kysely'

import type { Database } from '../../../db/database.js'
import type { DeskRepository, DeskState } from './desk.repository.js'

const STATUS_LABELS = { pending: 'Pending', completed: 'Completed' } as const

export interface StageMove {
  quotation: DeskState
  stage: QuoteStage
  /** The admin who moved it, or null for the customer or the site. */
  actor: DeskPerson | null
  at: string
  /** The timeline's kind for this move, when it is more than a stage change (an offer's answer). */
  kind?: TimelineKind
  /** What the timeline says; "Stage: A → B" when not given. */
  summary?: string
}

/**
 * Moves a quotation to a stage, in the caller's transaction, with the rule of decision record 021:
 * a closed stage (Accepted, Declined, Expired, Lost) makes the spec's status Completed and an open one
 * makes it Pending; leaving New for the first time is the first reply. The move and its status change
 * go on the timeline. A move to the stage it has changes nothing.
 */
export async function moveStage(
  desk: DeskRepository,
  { quotation, stage, actor, at, kind, summary }: StageMove,
  trx: Kysely<Database>,
): Promise<DeskState> {
  if (quotation.stage === stage && kind === undefined) return quotation
  const status = statusOfStage(stage)
  const firstReplyAt = quotation.firstReplyAt ?? (stage === 'new' ? null : at)
  // A move between two closed stages keeps its decision time; reopening clears it.
  const decidedAt = isClosedStage(stage) ? (isClosedStage(quotation.stage) ? quotation.decidedAt : at) : null
  await desk.update(quotation.id, { stage, status, firstReplyAt, decidedAt, updatedAt: at }, trx)
  await desk.record(
    {
      quotationId: quotation.id,
      kind: kind ?? 'stage',
      actor,
      summary: summary ?? `Stage: ${QUOTE_STAGE_LABELS[quotation.stage]} → ${QUOTE_STAGE_LABELS[stage]}`,
      at,
    },
    trx,
  )
  if (status !== quotation.status) await recordStatus(desk, quotation.id, status, actor, at, trx)
  return { ...quotation, stage, status, firstReplyAt, decidedAt }
}

/** The spec's status change, as the timeline shows it. */
export async function recordStatus(
  desk: DeskRepository,
  quotationId: string,
  status: 'pending' | 'completed',
  actor: DeskPerson | null,
  at: string,
  trx: Kysely<Database>,
): Promise<void> {
  await desk.record(
    { quotationId, kind: 'status', actor, summary: `Status: ${STATUS_LABELS[status]}`, at },
    trx,
  )
}
