import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'

type Statement = 'insert' | 'update' | 'delete'

let sequence = 0

/**
 * Makes every `statement` on `table` (its SQL name, e.g. `content_versions`) fail in the database
 * itself, until the returned function is called. Unlike a spy on the query builder this reaches
 * statements run inside a transaction, so a test can fail a write after its first statements have
 * run and check that the whole transaction, and the files stored for it, were undone.
 */
export async function failWrites(
  app: FastifyInstance,
  table: string,
  statement: Statement,
): Promise<() => Promise<void>> {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`Unexpected table name: ${table}`)
  const name = sql.raw(`gwp_test_fail_${sequence++}`)
  const on = sql.raw(`BEFORE ${statement.toUpperCase()} ON ${table}`)
  if (app.dialect === 'postgres') {
    await sql`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql
      AS $$ BEGIN RAISE EXCEPTION 'database is down'; END $$`.execute(app.db)
    await sql`CREATE TRIGGER ${name} ${on} FOR EACH ROW EXECUTE FUNCTION ${name}()`.execute(app.db)
    return async () => {
      await sql`DROP TRIGGER ${name} ON ${sql.raw(table)}`.execute(app.db)
      await sql`DROP FUNCTION ${name}()`.execute(app.db)
    }
  }
  await sql`CREATE TRIGGER ${name} ${on} BEGIN SELECT RAISE(ABORT, 'database is down'); END`.execute(app.db)
  return async () => {
    await sql`DROP TRIGGER ${name}`.execute(app.db)
  }
}
