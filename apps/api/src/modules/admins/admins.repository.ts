import type { Admin } from '@gwp/contracts'
import type { Kysely, Selectable } from 'kysely'

import type { AdminsTable, Database, NewAdmin } from '../../db/database.js'

const PUBLIC_COLUMNS = [
  'admins.id',
  'admins.username',
  'admins.fullName',
  'admins.email',
  'admins.contactNumber',
  'admins.address',
  'admins.gender',
  'admins.dateOfBirth',
  'admins.roleId',
  'admins.createdAt',
  'admins.updatedAt',
  'roles.name as role',
] as const

type AdminWithRole = Omit<Selectable<AdminsTable>, 'passwordHash' | 'emailKey'> & { role: string }

/** The API's view of an admin: `_id`, role by name, never the password hash. */
export function toAdmin(row: AdminWithRole): Admin {
  return {
    _id: row.id,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    contactNumber: row.contactNumber,
    address: row.address,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    role: row.role,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

export function createAdminsRepository(db: Kysely<Database>) {
  const withRole = (trx: Kysely<Database> = db) =>
    trx.selectFrom('admins').innerJoin('roles', 'roles.id', 'admins.roleId').select(PUBLIC_COLUMNS)

  return {
    async findById(id: string, trx?: Kysely<Database>): Promise<Admin | null> {
      const row = await withRole(trx).where('admins.id', '=', id).executeTakeFirst()
      return row ? toAdmin(row) : null
    },

    /** The only method that reads the password hash: sign-in needs it. */
    async findCredentialsByUsername(username: string) {
      const row = await db
        .selectFrom('admins')
        .select(['id', 'passwordHash'])
        .where('username', '=', username)
        .executeTakeFirst()
      return row ?? null
    },

    async findIdByEmail(email: string): Promise<string | null> {
      const row = await db
        .selectFrom('admins')
        .select('id')
        .where('emailKey', '=', email.toLowerCase())
        .executeTakeFirst()
      return row?.id ?? null
    },

    async usernameExists(username: string): Promise<boolean> {
      const row = await db
        .selectFrom('admins')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirst()
      return row !== undefined
    },

    async list(): Promise<Admin[]> {
      const rows = await withRole().orderBy('admins.createdAt', 'desc').execute()
      return rows.map(toAdmin)
    },

    async create(values: NewAdmin, trx: Kysely<Database> = db): Promise<void> {
      await trx.insertInto('admins').values(values).execute()
    },

    async update(
      id: string,
      values: Partial<
        Pick<
          NewAdmin,
          'email' | 'emailKey' | 'contactNumber' | 'address' | 'roleId' | 'passwordHash' | 'updatedAt'
        >
      >,
      trx: Kysely<Database> = db,
    ): Promise<boolean> {
      const result = await trx.updateTable('admins').set(values).where('id', '=', id).executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },

    async countWithRole(roleId: string): Promise<number> {
      const row = await db
        .selectFrom('admins')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('roleId', '=', roleId)
        .executeTakeFirstOrThrow()
      return Number(row.count)
    },
  }
}

export type AdminsRepository = ReturnType<typeof createAdminsRepository>
