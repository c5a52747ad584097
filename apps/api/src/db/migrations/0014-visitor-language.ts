import type { Kysely } from 'kysely'

/**
 * The visitor's language on enquiries (issue 24; the languages are contracts' LANGUAGES): each
 * quotation and each potential customer records the language the visitor used the site in ('en',
 * 'ur' or 'ar'), so the e-mails they get back (the catalogue, the sales desk's offer) are written
 * in it and staff see it in their lists. Every row stored before was written through the English-only site: 'en'.
 *
 * Independent of 0013 (translations of the catalogue's content): it touches neither its tables nor
 * its columns, so the two apply in either order.
 */
const TABLES = ['quotations', 'potential_customers'] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
      .execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('language').execute()
  }
}
