import type { Kysely } from 'kysely'

import type { Database, MailRow } from '../db/database.js'

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed'

export interface NewQueuedMail {
  id: string
  toAddress: string
  subject: string
  textBody: string
  htmlBody: string | null
  attachments: string | null
  createdAt: string
}

export function createMailQueueRepository(db: Kysely<Database>) {
  return {
    async create(mail: NewQueuedMail, trx: Kysely<Database> = db): Promise<void> {
      await trx
        .insertInto('mailQueue')
        .values({
          ...mail,
          status: 'pending' satisfies MailStatus,
          attempts: 0,
          nextAttemptAt: mail.createdAt,
          lockedUntil: null,
          lastError: null,
          sentAt: null,
        })
        .execute()
    },

    /** Ids of rows that may be claimed now: due pending rows, and rows whose sender's lock ran out. */
    async listClaimable(now: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('mailQueue')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('nextAttemptAt', '<=', now)]),
            eb.and([eb('status', '=', 'sending'), eb('lockedUntil', '<', now)]),
          ]),
        )
        .orderBy('nextAttemptAt')
        .limit(limit)
        .execute()
      return rows.map((row) => row.id)
    },

    /**
     * Takes one row for this process until `lockedUntil`. The conditions are checked again inside the
     * UPDATE, so when several processes race for a row exactly one of them sees an updated row.
     */
    async claim(id: string, now: string, lockedUntil: string): Promise<MailRow | null> {
      const result = await db
        .updateTable('mailQueue')
        .set({ status: 'sending' satisfies MailStatus, lockedUntil })
        .where('id', '=', id)
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('nextAttemptAt', '<=', now)]),
            eb.and([eb('status', '=', 'sending'), eb('lockedUntil', '<', now)]),
          ]),
        )
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) !== 1) return null
      const row = await db.selectFrom('mailQueue').selectAll().where('id', '=', id).executeTakeFirst()
      return row ?? null
    },

    /** False when the lock was lost meanwhile (another process reclaimed the row). */
    async markSent(id: string, lockedUntil: string, sentAt: string): Promise<boolean> {
      const result = await db
        .updateTable('mailQueue')
        // A sent message's body is no longer needed, and may hold a live secret (a reset link). Nor
        // are its attachments: an offer's PDF travels inside the row.
        .set({
          status: 'sent' satisfies MailStatus,
          sentAt,
          lockedUntil: null,
          lastError: null,
          textBody: '',
          htmlBody: null,
          attachments: null,
        })
        .where('id', '=', id)
        .where('status', '=', 'sending')
        .where('lockedUntil', '=', lockedUntil)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    async markFailedAttempt(
      id: string,
      lockedUntil: string,
      values: { status: 'pending' | 'failed'; attempts: number; lastError: string; nextAttemptAt: string },
    ): Promise<boolean> {
      const result = await db
        .updateTable('mailQueue')
        .set({ ...values, lockedUntil: null })
        .where('id', '=', id)
        .where('status', '=', 'sending')
        .where('lockedUntil', '=', lockedUntil)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },
  }
}

export type MailQueueRepository = ReturnType<typeof createMailQueueRepository>
