import type { Kysely } from 'kysely'

/**
 * Content in Urdu and Arabic (issue 24; packages/contracts/src/translations.ts). Each translatable
 * table gains `translations`: JSON text `{ "ur": { field: text }, "ar": { field: text } }` holding
 * only the fields translated, '{}' for none. One text column rather than a column per language and
 * field: the fields differ per table, a third language needs no migration, and both databases read
 * it with their JSON functions (db/translated-sql.ts). English stays in the columns it always had.
 */
export const TRANSLATED_TABLES = [
  'categories',
  'sub_categories',
  'products',
  'blogs',
  'events',
  'heading',
  'partner_logos',
] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TRANSLATED_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TRANSLATED_TABLES) {
    await db.schema.alterTable(table).dropColumn('translations').execute()
  }
}
