import type { Kysely } from 'kysely'

/**
 * When each periodic job last ran, for the whole site: several processes on one database claim a
 * run by moving `last_run_at` forward only if it is old enough, so one of them runs it each interval
 * (plugins/housekeeping.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scheduled_runs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('last_run_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scheduled_runs').execute()
}
