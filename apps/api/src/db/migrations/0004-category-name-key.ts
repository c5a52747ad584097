import { sql, type Kysely } from 'kysely'

/**
 * Category names are unique without regard to case (the back office refuses "floor care" beside
 * "Floor Care"). The service checks first and answers 409 with its message; this index makes two
 * requests racing with the same name unable to both be written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('categories_name_key_idx')
    .on('categories')
    .unique()
    .expression(sql`lower(name)`)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('categories_name_key_idx').execute()
}
