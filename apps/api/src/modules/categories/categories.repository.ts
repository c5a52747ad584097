import type { Category } from '@gwp/contracts'
import { sql, type Kysely } from 'kysely'

import type { Database } from '../../db/database.js'
import type { DialectName } from '../../db/dialect.js'
import { jsonSql } from '../../db/json-sql.js'
import { prepareJsonList } from '../../db/prepared-query.js'

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

export function createCategoriesRepository(db: Kysely<Database>, dialect: DialectName) {
  const json = jsonSql(dialect)
  const c = (column: string) => sql.ref(`c.${column}`)
  /** The JSON text of every category, by name: toCategory's shape, written by the database. */
  const listJson = prepareJsonList(db, 0, () =>
    db.selectFrom(db.selectFrom('categories').select(COLUMNS).as('c')).select(
      json
        .arrayOf(
          json.object({
            _id: c('id'),
            name: c('name'),
            description: c('description'),
            image: c('image'),
            createdAt: c('createdAt'),
            updatedAt: c('updatedAt'),
          }),
          // By name without regard to case, the same on both databases (SQLite compares bytes,
          // PostgreSQL by collation); the exact name and then the id break ties so the order, and
          // the ETag, are stable.
          [sql`lower(${c('name')})`, c('name'), c('id')],
        )
        .as('data'),
    ),
  )

  return {
    listJson,

    async find(id: string): Promise<Category | null> {
      const row = await db.selectFrom('categories').select(COLUMNS).where('id', '=', id).executeTakeFirst()
      return row ? toCategory(row) : null
    },
  }
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>
