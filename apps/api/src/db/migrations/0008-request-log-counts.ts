import type { Kysely } from 'kysely'

/**
 * A request-log row may stand for several identical requests answered in the same second (decision
 * record 013): `count` says how many. Every row written before this stood for one request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('server_logs')
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('server_logs').dropColumn('count').execute()
}
