import type { Kysely } from 'kysely'

/**
 * One counter per area of public content ('catalog', later 'blogs', 'events'). Every write to an
 * area raises its counter; the response cache keys its entries on it, so a write made by any server
 * process sharing the database reaches every process's cache on its next request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_versions')
    .addColumn('scope', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_versions').execute()
}
