import type { Kysely } from 'kysely'

import type { Database } from '../database.js'
import { toCount } from '../dialect.js'
import { newId } from '../../lib/ids.js'
import { nowIso } from '../../lib/time.js'

/**
 * kind: 'login' counts sign-ins; 'reset' counts forgot-password requests; 'password' counts
 * password changes per admin; 'quotation' and 'catalog' count the visitor forms per IP
 * (throttles/ip-rate-limit.ts); 'catalog-recipient' counts catalogue e-mails per address.
 */
export type AttemptKind = 'login' | 'reset' | 'password' | 'quotation' | 'catalog' | 'catalog-recipient'

/**
 * Throttling counters kept in the database, so every server process behind a load balancer sees
 * the same counts (an in-memory counter would give each process its own allowance).
 */
export function createAttemptsRepository(db: Kysely<Database>) {
  return {
    /** Returns the attempt's id, so a caller can take back an attempt it refused or that failed. */
    async record(kind: AttemptKind, subject: string, ip: string): Promise<string> {
      const id = newId()
      await db.insertInto('loginAttempts').values({ id, kind, subject, ip, createdAt: nowIso() }).execute()
      return id
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('loginAttempts').where('id', '=', id).execute()
    },

    /** How many attempts, and the oldest one's time, since `since` for this subject or IP. */
    async countSince(kind: AttemptKind, by: 'subject' | 'ip', value: string, since: string) {
      const row = await db
        .selectFrom('loginAttempts')
        .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('createdAt').as('oldest')])
        .where('kind', '=', kind)
        .where(by, '=', value)
        .where('createdAt', '>=', since)
        .executeTakeFirstOrThrow()
      return { count: toCount(row.count), oldest: (row.oldest as string | null) ?? null }
    },

    /** The same for one subject from one IP. */
    async countSinceFromIp(kind: AttemptKind, subject: string, ip: string, since: string) {
      const row = await db
        .selectFrom('loginAttempts')
        .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('createdAt').as('oldest')])
        .where('kind', '=', kind)
        .where('subject', '=', subject)
        .where('ip', '=', ip)
        .where('createdAt', '>=', since)
        .executeTakeFirstOrThrow()
      return { count: toCount(row.count), oldest: (row.oldest as string | null) ?? null }
    },

    async clearSubject(kind: AttemptKind, subject: string): Promise<void> {
      await db.deleteFrom('loginAttempts').where('kind', '=', kind).where('subject', '=', subject).execute()
    },

    async deleteOlderThan(before: string): Promise<void> {
      await db.deleteFrom('loginAttempts').where('createdAt', '<', before).execute()
    },
  }
}

export type AttemptsRepository = ReturnType<typeof createAttemptsRepository>
