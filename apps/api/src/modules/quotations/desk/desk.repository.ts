import type { DeskNote, DeskPerson, QuoteStage, TimelineKind } from '@gwp/contracts'
import type { Kysely } from 'kysely'

import type { Database } from '../../../db/database.js'
import { newId } from '../../../lib/ids.js'

/** One thing that happened to a quotation, as the timeline stores it. */
export interface NewDeskEvent {
  quotationId: string
  kind: TimelineKind
  /** The admin who did it, or null for the site itself or the customer. */
  actor: DeskPerson | null
  summary: string
  /** A note's text. */
  body?: string
  at: string
}

export interface StoredDeskEvent {
  kind: TimelineKind
  actor: string | null
  summary: string
  body: string | null
  at: string
  id: string
}

/** The sales desk's columns of a quotation, as the rules read them. */
export interface DeskState {
  id: string
  status: string
  stage: QuoteStage
  ownerId: string | null
  followUpOn: string | null
  firstReplyAt: string | null
  decidedAt: string | null
  createdAt: string
}

/**
 * The sales desk's reads and writes on quotations and their timeline (decision record 021). Every
 * write takes the caller's transaction, so a change and its timeline entry are one.
 */
export function createDeskRepository(db: Kysely<Database>) {
  return {
    async state(id: string, trx: Kysely<Database> = db): Promise<DeskState | null> {
      if (id.length > 100) return null
      const row = await trx
        .selectFrom('quotations')
        .select(['id', 'status', 'stage', 'ownerId', 'followUpOn', 'firstReplyAt', 'decidedAt', 'createdAt'])
        .where('id', '=', id)
        .executeTakeFirst()
      return row ? { ...row, stage: row.stage as QuoteStage } : null
    },

    async update(
      id: string,
      values: Partial<
        Pick<DeskState, 'status' | 'stage' | 'ownerId' | 'followUpOn' | 'firstReplyAt' | 'decidedAt'>
      > & {
        updatedAt: string
      },
      trx: Kysely<Database>,
    ): Promise<void> {
      await trx.updateTable('quotations').set(values).where('id', '=', id).execute()
    },

    async record(event: NewDeskEvent, trx: Kysely<Database>): Promise<void> {
      await trx
        .insertInto('quotationEvents')
        .values({
          id: newId(),
          quotationId: event.quotationId,
          kind: event.kind,
          actorId: event.actor?._id ?? null,
          actor: event.actor?.name ?? null,
          summary: event.summary,
          body: event.body ?? null,
          createdAt: event.at,
        })
        .execute()
    },

    /** Everything recorded for a quotation, oldest first. */
    async events(quotationId: string): Promise<StoredDeskEvent[]> {
      const rows = await db
        .selectFrom('quotationEvents')
        .select(['id', 'kind', 'actor', 'summary', 'body', 'createdAt'])
        .where('quotationId', '=', quotationId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute()
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind as TimelineKind,
        actor: row.actor,
        summary: row.summary,
        body: row.body,
        at: row.createdAt,
      }))
    },

    /** The admins a quotation can be given to: every active account, by name. */
    async owners(): Promise<DeskPerson[]> {
      const rows = await db
        .selectFrom('admins')
        .select(['id', 'fullName'])
        .where('isActive', '=', 1)
        .orderBy('fullName')
        .execute()
      return rows.map((row) => ({ _id: row.id, name: row.fullName }))
    },

    /** An admin by id, active or not (a name for the timeline); null when there is none. */
    async person(
      id: string,
      trx: Kysely<Database> = db,
    ): Promise<(DeskPerson & { isActive: boolean; email: string }) | null> {
      if (id.length > 100) return null
      const row = await trx
        .selectFrom('admins')
        .select(['id', 'fullName', 'isActive', 'email'])
        .where('id', '=', id)
        .executeTakeFirst()
      return row
        ? { _id: row.id, name: row.fullName, isActive: Number(row.isActive) === 1, email: row.email }
        : null
    },
  }
}

export type DeskRepository = ReturnType<typeof createDeskRepository>

/** A stored note event as the quotation's notes list shows it. */
export const toNote = (event: StoredDeskEvent): DeskNote => ({
  _id: event.id,
  author: event.actor ?? '',
  text: event.body ?? '',
  createdAt: event.at,
})
