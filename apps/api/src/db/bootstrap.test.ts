import { SERVER_LOG_LIMITS } from '@gwp/contracts'
import { sql, type Kysely } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'

import { newId } from '../lib/ids.js'
import { buildTestApp, type TestApp } from '../test/app.js'
import { login } from '../test/factories.js'
import { freshDatabase } from '../test/site-cluster.js'
import { ensureBuiltInRoles, ensureFirstAdmin } from './bootstrap.js'
import { openDatabase, withCatalogueLock } from './dialect.js'
import { migrateToLatest } from './migrate.js'
import * as requestLogBounds from './migrations/0009-request-log-bounds.js'
import * as scheduledRuns from './migrations/0010-scheduled-runs.js'
import * as salesDesk from './migrations/0011-sales-desk.js'
import * as quotationSearch from './migrations/0012-quotation-search.js'
import * as contentTranslations from './migrations/0013-content-translations.js'
import * as visitorLanguage from './migrations/0014-visitor-language.js'

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

describe('migrations', () => {
  it('are safe to run again on an up-to-date database', async () => {
    t = await buildTestApp()
    expect(await migrateToLatest(t.app.db)).toEqual([])
    await ensureBuiltInRoles(t.app.db)
    const roles = await t.app.db.selectFrom('roles').select('name').orderBy('name').execute()
    expect(roles.map((r) => r.name)).toEqual(['Member', 'superAdmin'])
  })

  // A deployment that names its schema in the URL's search path, not in the configuration, beside
  // other schemas holding Kysely's tables (this file's test app has one): Kysely used to find theirs,
  // skip creating its own and stop with 'relation "kysely_migration_lock" does not exist'.
  it.runIf(process.env.TEST_DB === 'postgres')(
    "creates its bookkeeping in the connection's own schema, whatever other schemas hold",
    async () => {
      t = await buildTestApp()
      const database = await freshDatabase(process.env.TEST_DATABASE_URL!)
      const { db } = openDatabase({ url: database.databaseUrl })
      try {
        const lockTables = () =>
          sql<{ schema: string }>`select table_schema as schema from information_schema.tables
            where table_name = 'kysely_migration_lock'`.execute(db)
        expect((await lockTables()).rows.length).toBeGreaterThan(0)

        expect((await migrateToLatest(db)).length).toBeGreaterThan(0)
        expect((await lockTables()).rows.map((row) => row.schema)).toContain(database.schema)
        expect(await migrateToLatest(db)).toEqual([])
      } finally {
        await db.destroy()
        await database.drop()
      }
    },
  )
})

describe('migration 0009 (request log bounds)', () => {
  it('counts the rows a log already has, and cuts their long routes and user agents', async () => {
    t = await buildTestApp()
    await t.app.flushRequestLog()
    // Back to before 0009: the migrations after it first, as Kysely applies them in order. They drop
    // tables, which other test files' migrations must not be reading at that moment.
    const db = t.app.db as unknown as Kysely<unknown>
    await withCatalogueLock(t.app.db, 'exclusive', async () => {
      const after0008 = [
        visitorLanguage,
        contentTranslations,
        quotationSearch,
        salesDesk,
        scheduledRuns,
        requestLogBounds,
      ]
      for (const migration of after0008) await migration.down(db)
    })
    await t.app.db.deleteFrom('serverLogs').execute()
    await sql`delete from kysely_migration where name in ('0009-request-log-bounds', '0010-scheduled-runs', '0011-sales-desk', '0012-quotation-search', '0013-content-translations', '0014-visitor-language')`.execute(
      t.app.db,
    )
    await t.app.db
      .insertInto('serverLogs')
      .values(
        ['a', 'b', 'c'].map((name) => ({
          id: newId(),
          username: null,
          method: 'GET',
          route: `/api/v1/${name.repeat(400)}`,
          userAgent: name.repeat(600),
          ip: '::1',
          statusCode: 200,
          timestamp: new Date().toISOString(),
          count: 1,
        })),
      )
      .execute()
    expect(await migrateToLatest(t.app.db, t.config.databaseSchema)).toEqual([
      '0009-request-log-bounds',
      '0010-scheduled-runs',
      '0011-sales-desk',
      '0012-quotation-search',
      '0013-content-translations',
      '0014-visitor-language',
    ])
    expect(await t.app.serverLogs.total()).toBe(3)
    const rows = await t.app.db.selectFrom('serverLogs').select(['route', 'userAgent']).execute()
    expect(rows.map((row) => [row.route.length, row.userAgent.length])).toEqual([
      [SERVER_LOG_LIMITS.routeChars, SERVER_LOG_LIMITS.userAgentChars],
      [SERVER_LOG_LIMITS.routeChars, SERVER_LOG_LIMITS.userAgentChars],
      [SERVER_LOG_LIMITS.routeChars, SERVER_LOG_LIMITS.userAgentChars],
    ])
  })
})

describe('first superAdmin (docs/requirements/accounts.md#first-superadmin)', () => {
  it('creates superadmin with a random password that signs in, once', async () => {
    t = await buildTestApp()
    const first = await ensureFirstAdmin(t.app.db, {})
    expect(first.kind).toBe('generated')
    if (first.kind !== 'generated') return
    expect(first.username).toBe('superadmin')
    expect(first.password.length).toBeGreaterThanOrEqual(24)
    const token = await login(t.app, 'superadmin', first.password)
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } })
    expect(me.json().data.role).toBe('superAdmin')
    expect((await ensureFirstAdmin(t.app.db, {})).kind).toBe('exists')
    const again = await ensureFirstAdmin(t.app.db, {})
    expect(again).toEqual({ kind: 'exists' })
  })

  it('creates the admin named by ADMIN_USERNAME and ADMIN_PASSWORD if missing', async () => {
    t = await buildTestApp()
    const env = { username: 'Owner', password: 'Owner!Pass1', email: 'owner@example.com' }
    expect(await ensureFirstAdmin(t.app.db, env)).toEqual({ kind: 'from-environment', username: 'owner' })
    expect(await ensureFirstAdmin(t.app.db, env)).toEqual({ kind: 'exists' })
    await login(t.app, 'owner', 'Owner!Pass1')
    const stored = await t.app.db.selectFrom('admins').select(['username', 'passwordHash']).execute()
    expect(stored).toHaveLength(1)
    expect(stored[0]!.passwordHash).toMatch(/^\$argon2id\$/)
  })
})
