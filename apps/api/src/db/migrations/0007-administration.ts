import type { Kysely } from 'kysely'

/**
 * Administration a company with staff turnover can trust (decision record 010).
 *
 * - `admins.is_active`: a superAdmin disables a colleague who leaves. 1 for every existing admin.
 * - `audit_entries`: who changed an admin's role or state, or a role's grid, and when, with the state
 *   before and after as JSON text. Written in the transaction of the change it records; the API has
 *   no route that edits or deletes it. Read newest first, a page at a time, from its index.
 */
// Migrations must not depend on the app's evolving types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('admins')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()

  await db.schema
    .createTable('audit_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('target_name', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('audit_entries_created_id_idx')
    .on('audit_entries')
    .columns(['created_at', 'id'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_entries').execute()
  await db.schema.alterTable('admins').dropColumn('is_active').execute()
}
