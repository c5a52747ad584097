import type { Category } from '@gwp/contracts'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/database.js'

const COLUMNS = ['id', 'name', 'description', 'image', 'createdAt', 'updatedAt'] as const

type CategoryRow = Pick<Database['categories'], (typeof COLUMNS)[number]>

const toCategory = (row: CategoryRow): Category => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  image: row.image,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
})

export function createCategoriesRepository(db: Kysely<Database>) {
  return {
    /**
     * By name without regard to case, the same on both databases (SQLite compares bytes, PostgreSQL
     * by collation); the exact name and then the id break ties so the order, and the ETag, are stable.
     */
    async list(): Promise<Category[]> {
      const rows = await db
        .selectFrom('categories')
        .select(COLUMNS)
        .orderBy((eb) => eb.fn('lower', ['name']))
        .orderBy('name')
        .orderBy('id')
        .execute()
      return rows.map(toCategory)
    },

    async find(id: string): Promise<Category | null> {
      const row = await db.selectFrom('categories').select(COLUMNS).where('id', '=', id).executeTakeFirst()
      return row ? toCategory(row) : null
    },
  }
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>
