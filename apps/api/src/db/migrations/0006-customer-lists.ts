import { PostgresAdapter, sql, type Kysely } from 'kysely'

/**
 * The potential customers' table, search, export and chart, on 100,000 rows.
 *
 * - `potential_customers_engaged_id_idx` (engaged_at, id, email_key) replaces the engaged_at index of
 *   0001: the table is read most recently engaged first with the id breaking ties, a page at a time,
 *   straight from it (backwards) instead of sorting every row. A search that matches many addresses
 *   walks it too, checking email_key in the index itself and stopping once the page is full.
 * - The search finds addresses that start with the text, as a range of email_key (lower-cased). On
 *   SQLite the unique index on email_key (0001) compares bytes and serves that range. PostgreSQL's
 *   unique index sorts by the database's collation, under which the addresses starting with a text
 *   are not one range (en_US ignores dots, for one), so it gets an index in byte order ("C").
 * - `potential_customers_source_idx`: the dashboard's customers-by-source chart counts from it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('potential_customers_engaged_idx').execute()
  await db.schema
    .createIndex('potential_customers_engaged_id_idx')
    .on('potential_customers')
    .columns(['engaged_at', 'id', 'email_key'])
    .execute()
  await db.schema
    .createIndex('potential_customers_source_idx')
    .on('potential_customers')
    .column('source')
    .execute()
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema
      .createIndex('potential_customers_email_prefix_idx')
      .on('potential_customers')
      .expression(sql`email_key collate "C"`)
      .execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('potential_customers_email_prefix_idx').ifExists().execute()
  await db.schema.dropIndex('potential_customers_source_idx').execute()
  await db.schema.dropIndex('potential_customers_engaged_id_idx').execute()
  await db.schema
    .createIndex('potential_customers_engaged_idx')
    .on('potential_customers')
    .column('engaged_at')
    .execute()
}
