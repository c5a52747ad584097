import type { AuditAction, AuditEntry, AuditState } from '@gwp/contracts'
import type { Kysely } from 'kysely'

import type { Database } from '../database.js'
import { toCount } from '../dialect.js'
import { newId } from '../../lib/ids.js'
import { nowIso } from '../../lib/time.js'

/** What a service records: who did it, to what, and the state before and after. */
export interface AuditRecord {
  action: AuditAction
  actor: { id: string; username: string }
  target: { type: 'admin' | 'role'; id: string; name: string }
  before: AuditState | null
  after: AuditState | null
}

const COLUMNS = [
  'id',
  'action',
  'actorName',
  'targetType',
  'targetId',
  'targetName',
  'before',
  'after',
  'createdAt',
] as const

const parseState = (text: string | null): AuditState | null => (text === null ? null : JSON.parse(text))

/**
 * The history of role and state changes. Only `record` writes, always inside the transaction of the
 * change it describes, so a refused or failed change leaves no row; nothing updates or deletes.
 */
export function createAuditHistoryRepository(db: Kysely<Database>) {
  return {
    async record(entry: AuditRecord, trx: Kysely<Database>): Promise<void> {
      await trx
        .insertInto('auditEntries')
        .values({
          id: newId(),
          action: entry.action,
          actorId: entry.actor.id,
          actorName: entry.actor.username,
          targetType: entry.target.type,
          targetId: entry.target.id,
          targetName: entry.target.name,
          before: entry.before === null ? null : JSON.stringify(entry.before),
          after: entry.after === null ? null : JSON.stringify(entry.after),
          createdAt: nowIso(),
        })
        .execute()
    },

    /** Newest first (the id, time-ordered, breaks ties), read from audit_entries_created_id_idx. */
    async listPage({ limit, offset }: { limit: number; offset: number }) {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('auditEntries')
          .select(COLUMNS)
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('auditEntries')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow(),
      ])
      const entries: AuditEntry[] = rows.map((row) => ({
        _id: row.id,
        action: row.action as AuditAction,
        actor: row.actorName,
        targetType: row.targetType as AuditEntry['targetType'],
        targetId: row.targetId,
        targetName: row.targetName,
        before: parseState(row.before),
        after: parseState(row.after),
        createdAt: row.createdAt,
      }))
      return { entries, total: toCount(count.count) }
    },
  }
}

export type AuditHistoryRepository = ReturnType<typeof createAuditHistoryRepository>
