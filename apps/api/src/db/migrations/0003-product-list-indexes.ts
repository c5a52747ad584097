import { sql, type Kysely } from 'kysely'

/**
 * The back office's product table and product writes.
 *
 * - `products_created_idx`: the paged list with every status ("Show All") is read newest first
 *   (created_at, then id) straight from this index, a page at a time, instead of sorting every row.
 *   The Active and Inactive filters use products_active_created_idx (0001).
 * - `products_code_key_idx`: product codes are unique without regard to case; the create and update
 *   checks look the lower-cased code up here, and two requests racing with "ab-1" and "AB-1" cannot
 *   both be written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('products_created_idx').on('products').columns(['created_at', 'id']).execute()
  await db.schema
    .createIndex('products_code_key_idx')
    .on('products')
    .unique()
    .expression(sql`lower(product_code)`)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('products_code_key_idx').execute()
  await db.schema.dropIndex('products_created_idx').execute()
}
