import type { Kysely } from 'kysely'

import type { Database } from '../database.js'
import { newId } from '../../lib/ids.js'
import { nowIso } from '../../lib/time.js'

export interface ResetTokenRow {
  id: string
  adminId: string
  expiresAt: string
  usedAt: string | null
}

/** Reset tokens are stored only as their SHA-256 hash (docs/security.md#s8). */
export function createPasswordResetRepository(db: Kysely<Database>) {
  return {
    async create(
      adminId: string,
      tokenHash: string,
      expiresAt: string,
      trx: Kysely<Database> = db,
    ): Promise<void> {
      await trx
        .insertInto('passwordResetTokens')
        .values({ id: newId(), adminId, tokenHash, createdAt: nowIso(), expiresAt, usedAt: null })
        .execute()
    },

    async findByTokenHash(tokenHash: string, trx: Kysely<Database> = db): Promise<ResetTokenRow | null> {
      const row = await trx
        .selectFrom('passwordResetTokens')
        .select(['id', 'adminId', 'expiresAt', 'usedAt'])
        .where('tokenHash', '=', tokenHash)
        .executeTakeFirst()
      return row ?? null
    },

    /**
     * Uses up one live token. Conditional, so of two requests racing with the same token only one
     * gets true.
     */
    async markUsed(id: string, now: string, trx: Kysely<Database> = db): Promise<boolean> {
      const result = await trx
        .updateTable('passwordResetTokens')
        .set({ usedAt: now })
        .where('id', '=', id)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    /** Once a password is reset, links sent earlier must stop working too. */
    async markAllUsedForAdmin(adminId: string, now: string, trx: Kysely<Database> = db): Promise<void> {
      await trx
        .updateTable('passwordResetTokens')
        .set({ usedAt: now })
        .where('adminId', '=', adminId)
        .where('usedAt', 'is', null)
        .execute()
    },

    /** Links used or expired before `before`: they open nothing any more (housekeeping). */
    async deleteStale(before: string): Promise<void> {
      await db
        .deleteFrom('passwordResetTokens')
        .where((eb) => eb.or([eb('expiresAt', '<', before), eb('usedAt', '<', before)]))
        .execute()
    },
  }
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>
