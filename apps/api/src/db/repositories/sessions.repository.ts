import type { Kysely } from 'kysely'

import type { Database } from '../database.js'
import { newId } from '../../lib/ids.js'
import { nowIso } from '../../lib/time.js'

export interface SessionAdmin {
  sessionId: string
  expiresAt: string
  revokedAt: string | null
  id: string
  username: string
  roleId: string
  role: string
  permissions: string
  isActive: number
}

export function createSessionsRepository(db: Kysely<Database>) {
  return {
    async create(adminId: string, tokenHash: string, expiresAt: string): Promise<void> {
      await db
        .insertInto('sessions')
        .values({ id: newId(), adminId, tokenHash, createdAt: nowIso(), expiresAt, revokedAt: null })
        .execute()
    },

    /** The session behind a token hash, with its admin and role; null when there is none. */
    async findByTokenHash(tokenHash: string): Promise<SessionAdmin | null> {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('admins', 'admins.id', 'sessions.adminId')
        .innerJoin('roles', 'roles.id', 'admins.roleId')
        .select([
          'sessions.id as sessionId',
          'sessions.expiresAt',
          'sessions.revokedAt',
          'admins.id',
          'admins.username',
          'admins.roleId',
          'roles.name as role',
          'roles.permissions',
          'admins.isActive',
        ])
        .where('sessions.tokenHash', '=', tokenHash)
        .executeTakeFirst()
      return row ?? null
    },

    async revoke(sessionId: string): Promise<void> {
      await db.updateTable('sessions').set({ revokedAt: nowIso() }).where('id', '=', sessionId).execute()
    },

    /**
     * Ends every live session of an admin (password reset, role change, profile change, disabling),
     * or every one but `exceptSessionId` (a password change keeps the session that made it).
     */
    async revokeAllForAdmin(
      adminId: string,
      trx: Kysely<Database> = db,
      exceptSessionId?: string,
    ): Promise<void> {
      let query = trx
        .updateTable('sessions')
        .set({ revokedAt: nowIso() })
        .where('adminId', '=', adminId)
        .where('revokedAt', 'is', null)
      if (exceptSessionId) query = query.where('id', '<>', exceptSessionId)
      await query.execute()
    },

    /** Expired and revoked sessions are kept a day for the log trail, then dropped. */
    async deleteStale(before: string): Promise<void> {
      await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expiresAt', '<', before), eb('revokedAt', '<', before)]))
        .execute()
    },
  }
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>
