import { ADMIN_MESSAGES, type Admin } from '@gwp/contracts'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/database.js'
import { conflictField, notFound } from '../../lib/errors.js'
import type { AdminsRepository } from '../../db/repositories/admins.repository.js'

/** What the admin services ask before they write: the account exists, its username and e-mail are free. */
export function createAdminChecks(admins: AdminsRepository) {
  async function assertUnique(username: string | null, email: string | null, ownId?: string): Promise<void> {
    if (username !== null && (await admins.usernameExists(username)))
      throw conflictField('username', ADMIN_MESSAGES.usernameTaken)
    if (email !== null) {
      const holder = await admins.findIdByEmail(email)
      if (holder && holder !== ownId) throw conflictField('email', ADMIN_MESSAGES.emailTaken)
    }
  }

  /**
   * The check above and the write race with a concurrent request; the unique keys on username and
   * emailKey refuse the loser's write, and a second check turns that refusal into the same 409.
   */
  async function guardUnique<T>(
    username: string | null,
    email: string | null,
    ownId: string | undefined,
    write: () => Promise<T>,
  ): Promise<T> {
    try {
      return await write()
    } catch (err) {
      await assertUnique(username, email, ownId)
      throw err
    }
  }

  async function requireAdmin(id: string, trx?: Kysely<Database>): Promise<Admin> {
    const admin = await admins.findById(id, trx)
    if (!admin) throw notFound(ADMIN_MESSAGES.notFound)
    return admin
  }

  return { assertUnique, guardUnique, requireAdmin }
}

export type AdminChecks = ReturnType<typeof createAdminChecks>
