import { sql, type Kysely } from 'kysely'

/**
 * The request log bounded by size as well as age (decision record 016).
 *
 * - `server_logs_total`: one row (id 1) holding how many rows server_logs has, raised and lowered in
 *   the same transaction as every write and prune (request-log/request-log-store.ts), so the Logs
 *   screen's total is read, not counted over millions of rows. No row means none; one is written
 *   here only for a log that has rows already.
 * - `server_logs_time_order_idx` (timestamp, id) replaces the index on timestamp alone: the Logs
 *   screen reads newest first and pruning deletes oldest first, both in exactly this order, so
 *   neither sorts the rows of one timestamp.
 * - Routes and user agents already stored are cut to the lengths new rows keep (SERVER_LOG_LIMITS).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_logs_total')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .execute()
  await sql`insert into server_logs_total (id, row_count)
    select 1, count(*) from server_logs having count(*) > 0`.execute(db)
  await db.schema
    .createIndex('server_logs_time_order_idx')
    .on('server_logs')
    .columns(['timestamp', 'id'])
    .execute()
  await db.schema.dropIndex('server_logs_timestamp_idx').execute()
  await sql`update server_logs set route = substr(route, 1, 256) where length(route) > 256`.execute(db)
  await sql`update server_logs set user_agent = substr(user_agent, 1, 256) where length(user_agent) > 256`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('server_logs_timestamp_idx').on('server_logs').column('timestamp').execute()
  await db.schema.dropIndex('server_logs_time_order_idx').execute()
  await db.schema.dropTable('server_logs_total').execute()
}
