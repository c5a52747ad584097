import path from 'node:path'

import fp from 'fastify-plugin'
import type SQLite from 'better-sqlite3'
import type { Kysely } from 'kysely'
import type pg from 'pg'

import type { Database } from '../db/database.js'
import { openDatabase, type DialectName } from '../db/dialect.js'
import { migrateToLatest } from '../db/migrate.js'

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>
    dialect: DialectName
    /** The raw SQLite connection (null on PostgreSQL); see DatabaseHandle.sqlite. */
    sqlite: SQLite.Database | null
    /** PostgreSQL's connection pool (null on SQLite); see DatabaseHandle.pool. */
    dbPool: pg.Pool | null
  }
}

export interface DatabasePluginOptions {
  /** Test runs pass a SQLite file of their own, or ':memory:'. */
  sqliteFile?: string
}

/** Opens the configured database and brings its schema up to date before any route runs. */
export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const { config } = app
    const handle = openDatabase({
      url: config.databaseUrl,
      schema: config.databaseSchema,
      sqliteFile: options.sqliteFile ?? path.join(config.dataDir, 'gwp.sqlite'),
      onIdleError: (err) =>
        app.log.warn({ err }, 'an idle PostgreSQL connection failed; the next query opens another'),
    })
    app.decorate('db', handle.db)
    app.decorate('dialect', handle.dialect)
    app.decorate('sqlite', handle.sqlite)
    app.decorate('dbPool', handle.pool)
    app.addHook('onClose', async () => {
      await handle.db.destroy()
    })
    await migrateToLatest(handle.db, config.databaseSchema)
  },
  { name: 'database', dependencies: ['config'] },
)
