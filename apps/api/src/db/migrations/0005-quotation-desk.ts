import { emailSearchKey, regionOfPhone } from '@gwp/contracts'
import type { Kysely } from 'kysely'

/**
 * The Quotes table and the quote desk (decision record 009): every page of the table, whatever its filters,
 * search and order, is read from one of four indexes, without touching the table's rows.
 *
 * - `email_key`: contracts' emailSearchKey of the e-mail (lower-cased in JavaScript, as the search
 *   text is), so the search by e-mail is one plain LIKE on both databases.
 * - `region`: pk, ae or other, from contracts' regionOfPhone, stored so the region filter pages
 *   from an index instead of reading every phone number.
 * - Each index leads with the equality filters (status, region or both, or none), then the order
 *   (created_at, id), then email_key. Without a search a page is read in order and stops after its
 *   rows; with one, the search is checked on the index entries alone (a covering scan of small
 *   entries: the table's rows carry messages up to 1,000 characters), and the count reads the same
 *   index. They replace 0001's quotations_created_idx and quotations_status_created_idx, which they
 *   cover (the dashboard's count by status reads quotations_status_idx).
 */

const BATCH = 1000

/** The columns the backfill reads and writes, by their SQL names. */
interface BackfillTables {
  quotations: { id: string; phone_number: string; email: string; email_key: string; region: string }
}

export async function up(schemaDb: Kysely<unknown>): Promise<void> {
  const db = schemaDb as unknown as Kysely<BackfillTables>
  await db.schema
    .alterTable('quotations')
    .addColumn('email_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('quotations')
    .addColumn('region', 'text', (c) => c.notNull().defaultTo('other'))
    .execute()

  // The rows already stored, a batch at a time in id order (the primary key), so a large table
  // never sits in memory. Aliases keep the column names the same with or without CamelCasePlugin.
  let after = ''
  for (;;) {
    const rows = await db
      .selectFrom('quotations')
      .select(['id as key', 'phone_number as phone', 'email as address'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()
    if (rows.length === 0) break
    for (const row of rows) {
      await db
        .updateTable('quotations')
        .set({ email_key: emailSearchKey(row.address), region: regionOfPhone(row.phone) })
        .where('id', '=', row.key)
        .execute()
    }
    after = rows[rows.length - 1]!.key
  }

  await db.schema.dropIndex('quotations_created_idx').execute()
  await db.schema.dropIndex('quotations_status_created_idx').execute()
  const tail = ['created_at', 'id', 'email_key']
  await db.schema.createIndex('quotations_created_idx').on('quotations').columns(tail).execute()
  await db.schema
    .createIndex('quotations_status_idx')
    .on('quotations')
    .columns(['status', ...tail])
    .execute()
  await db.schema
    .createIndex('quotations_region_idx')
    .on('quotations')
    .columns(['region', ...tail])
    .execute()
  await db.schema
    .createIndex('quotations_region_status_idx')
    .on('quotations')
    .columns(['region', 'status', ...tail])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'quotations_region_status_idx',
    'quotations_region_idx',
    'quotations_status_idx',
    'quotations_created_idx',
  ]) {
    await db.schema.dropIndex(index).execute()
  }
  await db.schema
    .createIndex('quotations_status_created_idx')
    .on('quotations')
    .columns(['status', 'created_at'])
    .execute()
  await db.schema.createIndex('quotations_created_idx').on('quotations').column('created_at').execute()
  await db.schema.alterTable('quotations').dropColumn('region').execute()
  await db.schema.alterTable('quotations').dropColumn('email_key').execute()
}
