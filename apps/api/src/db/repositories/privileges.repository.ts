import { StoredPermissionsSchema, type ListPage, type Role } from '@gwp/contracts'
import type { Insertable, Kysely, Selectable } from 'kysely'

import type { Database, RolesTable } from '../database.js'
import { toCount } from '../dialect.js'
import { lowerContains } from '../search.js'

const COLUMNS = ['id', 'name', 'nameKey', 'permissions', 'isBuiltIn', 'createdAt', 'updatedAt'] as const

export type RoleRecord = Selectable<RolesTable>

/** The API's view of a role: `_id`, the name under `role`, the grid parsed. */
export function toRole(row: RoleRecord): Role {
  return {
    _id: row.id,
    role: row.name,
    permissions: StoredPermissionsSchema.parse(JSON.parse(row.permissions)),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

export function createPrivilegesRepository(db: Kysely<Database>) {
  return {
    /** Ordered by the lower-cased name, so "auditor" and "Editor" sort as a reader expects. */
    async list(trx: Kysely<Database> = db): Promise<RoleRecord[]> {
      return trx.selectFrom('roles').select(COLUMNS).orderBy('nameKey').orderBy('id').execute()
    },

    /** One page of the Privilege table, by name; `search` (lower-cased) anywhere in the name. */
    async listPage({ limit, offset, search }: Pick<ListPage, 'limit' | 'offset' | 'search'>) {
      let rows = db.selectFrom('roles').select(COLUMNS)
      let count = db.selectFrom('roles').select((eb) => eb.fn.countAll().as('count'))
      if (search !== null) {
        rows = rows.where(lowerContains('nameKey', search))
        count = count.where(lowerContains('nameKey', search))
      }
      const [found, total] = await Promise.all([
        rows.orderBy('nameKey').orderBy('id').limit(limit).offset(offset).execute(),
        count.executeTakeFirstOrThrow(),
      ])
      return { rows: found, total: toCount(total.count) }
    },

    async findById(id: string, trx: Kysely<Database> = db): Promise<RoleRecord | null> {
      const row = await trx.selectFrom('roles').select(COLUMNS).where('id', '=', id).executeTakeFirst()
      return row ?? null
    },

    /** Names are unique without regard to case; `name` is matched through its lower-cased key. */
    async findByName(name: string, trx: Kysely<Database> = db): Promise<RoleRecord | null> {
      const row = await trx
        .selectFrom('roles')
        .select(COLUMNS)
        .where('nameKey', '=', name.trim().toLowerCase())
        .executeTakeFirst()
      return row ?? null
    },

    async create(values: Insertable<RolesTable>, trx: Kysely<Database> = db): Promise<void> {
      await trx.insertInto('roles').values(values).execute()
    },

    async update(
      id: string,
      values: Pick<RolesTable, 'name' | 'nameKey' | 'permissions' | 'updatedAt'>,
      trx: Kysely<Database> = db,
    ): Promise<boolean> {
      const result = await trx.updateTable('roles').set(values).where('id', '=', id).executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },

    async delete(id: string, trx: Kysely<Database> = db): Promise<boolean> {
      const result = await trx.deleteFrom('roles').where('id', '=', id).executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },
  }
}

export type PrivilegesRepository = ReturnType<typeof createPrivilegesRepository>
