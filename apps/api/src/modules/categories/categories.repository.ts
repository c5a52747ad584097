import { TRANSLATABLE_FIELDS, type Category, type TranslationLanguage } from '@gwp/contracts'
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely'

import type { CategoriesTable, Database } from '../../db/database.js'
import { toCount, type DialectName } from '../../db/dialect.js'
import { jsonSql } from '../../db/json-sql.js'
import { prepareJsonList } from '../../db/prepared-query.js'
import { containsPattern } from '../../db/search.js'
import { translatedSqlFor } from '../../db/translated-sql.js'
import { parseTranslations } from '../../lib/content-translations.js'

const COLUMNS = ['id', 'name', 'description', 'image', 'createdAt', 'updatedAt', 'translations'] as const

type CategoryRow = Pick<Selectable<CategoriesTable>, (typeof COLUMNS)[number]>

const toCategory = (row: CategoryRow): Category => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  image: row.image,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  // Every stored language; the service decides what of it a read answers (content-translations.ts).
  translations: parseTranslations(row.translations),
})

export interface CategoryPageQuery {
  limit: number
  offset: number
  /** Lower-cased text the name must contain, or null for every category. */
  search: string | null
}

/** `%text%` for LIKE, with LIKE's own wildcards (and the escape character) taken literally. */

export function createCategoriesRepository(db: Kysely<Database>, dialect: DialectName) {
  const json = jsonSql(dialect)
  const c = (column: string) => sql.ref(`c.${column}`)
  const tr = translatedSqlFor(dialect)
  const translated = (lang: TranslationLanguage, field: 'name' | 'description') =>
    tr.field(c('translations'), lang, field, c(field))
  /**
   * The JSON text of every category, by name: toCategory's shape, written by the database. In Urdu
   * or Arabic each text is the translation where there is one, English where not, and
   * `untranslated` names the English ones; the order stays the English names' in every language.
   */
  const listIn = (lang: TranslationLanguage | undefined) =>
    prepareJsonList(db, 0, () =>
      db.selectFrom(db.selectFrom('categories').select(COLUMNS).as('c')).select(
        json
          .arrayOf(
            json.object({
              _id: c('id'),
              name: lang ? translated(lang, 'name') : c('name'),
              description: lang ? translated(lang, 'description') : c('description'),
              image: c('image'),
              createdAt: c('createdAt'),
              updatedAt: c('updatedAt'),
              ...(lang
                ? {
                    untranslated: json.embedded(
                      tr.untranslatedText(c('translations'), lang, TRANSLATABLE_FIELDS.category),
                    ),
                  }
                : {}),
            }),
            // By name without regard to case, the same on both databases (SQLite compares bytes,
            // PostgreSQL by collation); the exact name and then the id break ties so the order, and
            // the ETag, are stable.
            [sql`lower(${c('name')})`, c('name'), c('id')],
          )
          .as('data'),
      ),
    )
  const lists = { en: listIn(undefined), ur: listIn('ur'), ar: listIn('ar') }

  /** Categories whose name contains `search` without regard to case (lower() on both sides). */
  const matching = (search: string | null) => {
    const query = db.selectFrom('categories')
    return search === null
      ? query
      : query.where(sql<boolean>`lower(${sql.ref('name')}) like ${containsPattern(search)} escape '\\'`)
  }

  return {
    listJson: (lang?: TranslationLanguage): Promise<string> => lists[lang ?? 'en'](),

    /** One page of the back office's table, in listJson's order, and how many match in all. */
    async listPage({
      limit,
      offset,
      search,
    }: CategoryPageQuery): Promise<{ rows: Category[]; total: number }> {
      const [rows, count] = await Promise.all([
        matching(search)
          .select(COLUMNS)
          .orderBy((eb) => eb.fn('lower', ['name']))
          .orderBy('name')
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute(),
        matching(search)
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow(),
      ])
      return { rows: rows.map(toCategory), total: toCount(count.count) }
    },

    async find(id: string, trx: Kysely<Database> = db): Promise<Category | null> {
      const row = await trx.selectFrom('categories').select(COLUMNS).where('id', '=', id).executeTakeFirst()
      return row ? toCategory(row) : null
    },

    /** Whether another category (not `exceptId`) already has this name, without regard to case. */
    async nameTaken(name: string, exceptId: string | null, trx: Kysely<Database> = db): Promise<boolean> {
      let query = trx
        .selectFrom('categories')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['name']), '=', eb.fn('lower', [eb.val(name)])))
      if (exceptId !== null) query = query.where('id', '<>', exceptId)
      return (await query.limit(1).executeTakeFirst()) !== undefined
    },

    async create(values: Insertable<CategoriesTable>, trx: Kysely<Database> = db): Promise<void> {
      await trx.insertInto('categories').values(values).execute()
    },

    async update(
      id: string,
      values: Updateable<CategoriesTable>,
      trx: Kysely<Database> = db,
    ): Promise<boolean> {
      const result = await trx.updateTable('categories').set(values).where('id', '=', id).executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },

    async delete(id: string, trx: Kysely<Database> = db): Promise<boolean> {
      const result = await trx.deleteFrom('categories').where('id', '=', id).executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },

    /** What still points at the category: its sub-categories and its products (active or not). */
    async countDependents(
      id: string,
      trx: Kysely<Database> = db,
    ): Promise<{ subCategories: number; products: number }> {
      const [subCategories, products] = await Promise.all([
        trx
          .selectFrom('subCategories')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('categoryId', '=', id)
          .executeTakeFirstOrThrow(),
        trx
          .selectFrom('products')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('categoryId', '=', id)
          .executeTakeFirstOrThrow(),
      ])
      return { subCategories: toCount(subCategories.count), products: toCount(products.count) }
    },
  }
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>
