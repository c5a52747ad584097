import type { SubCategory } from '@gwp/contracts'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/database.js'

const COLUMNS = ['id', 'name', 'description', 'image', 'categoryId', 'createdAt'] as const

type SubCategoryRow = Pick<Database['subCategories'], (typeof COLUMNS)[number]>

const toSubCategory = (row: SubCategoryRow): SubCategory => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  image: row.image,
  category: row.categoryId,
  createdAt: row.createdAt,
})

export function createSubCategoriesRepository(db: Kysely<Database>) {
  const ordered = () =>
    db
      .selectFrom('subCategories')
      .select(COLUMNS)
      // By name without regard to case on both databases; name and id make the order total.
      .orderBy((eb) => eb.fn('lower', ['name']))
      .orderBy('name')
      .orderBy('id')

  return {
    async list(): Promise<SubCategory[]> {
      return (await ordered().execute()).map(toSubCategory)
    },

    /** Narrowed by sub_categories_category_idx (category_id, name). */
    async listByCategory(categoryId: string): Promise<SubCategory[]> {
      return (await ordered().where('categoryId', '=', categoryId).execute()).map(toSubCategory)
    },

    async find(id: string): Promise<SubCategory | null> {
      const row = await db.selectFrom('subCategories').select(COLUMNS).where('id', '=', id).executeTakeFirst()
      return row ? toSubCategory(row) : null
    },
  }
}

export type SubCategoriesRepository = ReturnType<typeof createSubCategoriesRepository>
