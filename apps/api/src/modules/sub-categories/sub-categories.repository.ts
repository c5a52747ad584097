import type { SubCategory } from '@gwp/contracts'
import type { Insertable, Kysely, Selectable } from 'kysely'

import type { Database, SubCategoriesTable } from '../../db/database.js'
import { toCount } from '../../db/dialect.js'
import { parseTranslations } from '../../lib/content-translations.js'

const COLUMNS = ['id', 'name', 'description', 'image', 'categoryId', 'createdAt', 'translations'] as const

type SubCategoryRow = Pick<Selectable<SubCategoriesTable>, (typeof COLUMNS)[number]>

const toSubCategory = (row: SubCategoryRow): SubCategory => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  image: row.image,
  category: row.categoryId,
  createdAt: row.createdAt,
  // Every stored language; the service decides what of it a read answers (content-translations.ts).
  translations: parseTranslations(row.translations),
})

/** The columns a sub-category's edit may change. */
export interface SubCategoryUpdate {
  name?: string
  description?: string
  image?: string
  /** JSON text of every language's translations (content-translations.ts). */
  translations?: string
  updatedAt: string
}

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

    async find(id: string, trx: Kysely<Database> = db): Promise<SubCategory | null> {
      const row = await trx
        .selectFrom('subCategories')
        .select(COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst()
      return row ? toSubCategory(row) : null
    },

    /** Whether the parent category a new sub-category names exists. */
    async categoryExists(categoryId: string, trx: Kysely<Database> = db): Promise<boolean> {
      const row = await trx
        .selectFrom('categories')
        .select('id')
        .where('id', '=', categoryId)
        .executeTakeFirst()
      return row !== undefined
    },

    async create(values: Insertable<SubCategoriesTable>, trx: Kysely<Database> = db): Promise<void> {
      await trx.insertInto('subCategories').values(values).execute()
    },

    async update(id: string, values: SubCategoryUpdate, trx: Kysely<Database> = db): Promise<boolean> {
      const result = await trx
        .updateTable('subCategories')
        .set(values)
        .where('id', '=', id)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },

    async delete(id: string, trx: Kysely<Database> = db): Promise<boolean> {
      const result = await trx.deleteFrom('subCategories').where('id', '=', id).executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },

    /** Products filed under the sub-category, active or not (products_sub_category_active_idx). */
    async countProducts(id: string, trx: Kysely<Database> = db): Promise<number> {
      const row = await trx
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('subCategoryId', '=', id)
        .executeTakeFirstOrThrow()
      return toCount(row.count)
    },
  }
}

export type SubCategoriesRepository = ReturnType<typeof createSubCategoriesRepository>
