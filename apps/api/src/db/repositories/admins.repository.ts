import { SUPER_ADMIN_ROLE, type Admin, type ListPage } from '@gwp/contracts'
import { sql, type Kysely, type RawBuilder, type Selectable, type SqlBool } from 'kysely'

import type { AdminsTable, Database, NewAdmin } from '../database.js'
import { toCount } from '../dialect.js'
import { lowerContains } from '../search.js'

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
  'admins.isActive',
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
    isActive: Number(row.isActive) === 1,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

/** User Management's filters: the search anywhere in username, full name or e-mail, and the state. */
function filters({ search, status }: Pick<ListPage, 'search' | 'status'>): Array<RawBuilder<SqlBool>> {
  const conditions: Array<RawBuilder<SqlBool>> = []
  if (search !== null) {
    const [username, fullName, email] = ['admins.username', 'admins.fullName', 'admins.emailKey'].map(
      (column) => lowerContains(column, search),
    )
    conditions.push(sql<SqlBool>`(${username} or ${fullName} or ${email})`)
  }
  if (status !== 'all') {
    conditions.push(sql<SqlBool>`${sql.ref('admins.isActive')} = ${status === 'active' ? 1 : 0}`)
  }
  return conditions
}

export function createAdminsRepository(db: Kysely<Database>) {
  const withRole = (trx: Kysely<Database> = db) =>
    trx.selectFrom('admins').innerJoin('roles', 'roles.id', 'admins.roleId').select(PUBLIC_COLUMNS)

  return {
    async findById(id: string, trx?: Kysely<Database>): Promise<Admin | null> {
      const row = await withRole(trx).where('admins.id', '=', id).executeTakeFirst()
      return row ? toAdmin(row) : null
    },

    /** One of the two methods that read the password hash: sign-in needs it, and whether it may. */
    async findCredentialsByUsername(username: string) {
      const row = await db
        .selectFrom('admins')
        .select(['id', 'passwordHash', 'isActive'])
        .where('username', '=', username)
        .executeTakeFirst()
      return row ? { id: row.id, passwordHash: row.passwordHash, isActive: Number(row.isActive) === 1 } : null
    },

    /** The other: a password change checks the current password first. */
    async findPasswordHash(id: string): Promise<string | null> {
      const row = await db.selectFrom('admins').select('passwordHash').where('id', '=', id).executeTakeFirst()
      return row?.passwordHash ?? null
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
      const rows = await withRole().orderBy('admins.createdAt', 'desc').orderBy('admins.id', 'desc').execute()
      return rows.map(toAdmin)
    },

    /**
     * One page of User Management, newest first: `search` (lower-cased) anywhere in the username,
     * full name or e-mail, and the state filter. Staff lists are small, so a scan is cheap.
     */
    async listPage(page: Pick<ListPage, 'limit' | 'offset' | 'search' | 'status'>) {
      let rows = withRole()
      let count = db.selectFrom('admins').select((eb) => eb.fn.countAll().as('count'))
      for (const condition of filters(page)) {
        rows = rows.where(condition)
        count = count.where(condition)
      }
      const [found, total] = await Promise.all([
        rows
          .orderBy('admins.createdAt', 'desc')
          .orderBy('admins.id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        count.executeTakeFirstOrThrow(),
      ])
      return { rows: found.map(toAdmin), total: toCount(total.count) }
    },

    /** Active superAdmins other than `exceptId`: the last one may never be disabled. */
    async countOtherActiveSuperAdmins(exceptId: string, trx: Kysely<Database> = db): Promise<number> {
      const row = await trx
        .selectFrom('admins')
        .innerJoin('roles', 'roles.id', 'admins.roleId')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('roles.nameKey', '=', SUPER_ADMIN_ROLE.toLowerCase())
        .where('admins.isActive', '=', 1)
        .where('admins.id', '<>', exceptId)
        .executeTakeFirstOrThrow()
      return toCount(row.count)
    },

    async create(values: NewAdmin, trx: Kysely<Database> = db): Promise<void> {
      await trx.insertInto('admins').values(values).execute()
    },

    async update(
      id: string,
      values: Partial<
        Pick<
          NewAdmin,
          | 'email'
          | 'emailKey'
          | 'contactNumber'
          | 'address'
          | 'roleId'
          | 'passwordHash'
          | 'isActive'
          | 'updatedAt'
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
