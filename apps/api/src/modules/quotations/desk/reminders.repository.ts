import type { Kysely } from 'kysely'

import type { Database } from '../../../db/database.js'

/** A quotation a reminder names: who asked, for what, since when, and whose it is. */
export interface ReminderItem {
  id: string
  fullName: string
  createdAt: string
  ownerId: string | null
  /** The follow-up date, or the offer's last valid day. */
  date: string | null
  /** The offer's title parts, for an expiring offer. */
  number: string | null
  revision: number | null
}

/**
 * The daily reminder's reads (decision record 021): requests still waiting for a first reply,
 * follow-ups due, and sent offers about to expire, each with the quotation's owner.
 */
export function createRemindersRepository(db: Kysely<Database>) {
  const quotations = () =>
    db
      .selectFrom('quotations')
      .select(['quotations.id', 'quotations.fullName', 'quotations.createdAt', 'quotations.ownerId'])

  return {
    /** Still New, received before `before`. */
    async waitingForReply(before: string): Promise<ReminderItem[]> {
      const rows = await quotations()
        .where('quotations.stage', '=', 'new')
        .where('quotations.status', '=', 'pending')
        .where('quotations.createdAt', '<', before)
        .orderBy('quotations.createdAt')
        .execute()
      return rows.map((row) => ({ ...row, date: null, number: null, revision: null }))
    },

    /** Pending with a follow-up date of `today` or earlier. */
    async followUpsDue(today: string): Promise<ReminderItem[]> {
      const rows = await quotations()
        .select('quotations.followUpOn')
        .where('quotations.followUpOn', '<=', today)
        .where('quotations.status', '=', 'pending')
        .orderBy('quotations.followUpOn')
        .execute()
      return rows.map(({ followUpOn, ...row }) => ({
        ...row,
        date: followUpOn,
        number: null,
        revision: null,
      }))
    },

    /** Sent offers whose last valid day falls from `today` to `last`. */
    async offersExpiring(today: string, last: string): Promise<ReminderItem[]> {
      const rows = await quotations()
        .innerJoin('offers', 'offers.quotationId', 'quotations.id')
        .select(['offers.validUntil', 'offers.number', 'offers.revision'])
        .where('offers.status', '=', 'sent')
        .where('offers.validUntil', '>=', today)
        .where('offers.validUntil', '<=', last)
        .orderBy('offers.validUntil')
        .execute()
      return rows.map(({ validUntil, ...row }) => ({ ...row, date: validUntil }))
    },

    /** The e-mail addresses of active admins, by id. */
    async ownerAddresses(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .selectFrom('admins')
        .select(['id', 'email'])
        .where('id', 'in', ids)
        .where('isActive', '=', 1)
        .execute()
      return new Map(rows.map((row) => [row.id, row.email]))
    },
  }
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>
