import type SQLite from 'better-sqlite3'
import { sql, type Kysely } from 'kysely'

import type { Database } from './database.js'

/**
 * Areas of public content whose anonymous reads the response cache keeps (plugins/http-cache.ts).
 * 'catalog' covers categories, sub-categories, products, their counts and partner logos; 'blogs'
 * the blog posts; 'events' the exhibitions. Server-rendered pages depend on all of them.
 */
export const CONTENT_SCOPES = ['catalog', 'blogs', 'events'] as const
export type ContentScope = (typeof CONTENT_SCOPES)[number]

/**
 * Raises the scope's version. Call it AFTER the write it announces, in the same transaction when
 * there is one: a reader that sees the new version then also sees the new rows. (Bumping first would
 * let a reader cache the old rows under the new version, and nothing would ever evict them.)
 */
export async function bumpContentVersion(db: Kysely<Database>, scope: ContentScope): Promise<void> {
  await db
    .insertInto('contentVersions')
    .values({ scope, version: 1 })
    .onConflict((oc) => oc.column('scope').doUpdateSet({ version: sql`content_versions.version + 1` }))
    .execute()
}

export type ContentVersions = Record<ContentScope, number>

/**
 * Every scope's current version (0 before its first write), read on each cacheable request.
 * On SQLite the read is one prepared statement on the raw connection, synchronous, a few
 * microseconds: it does not queue behind Kysely's connection lock. While a Kysely transaction is open
 * on that connection the read goes through Kysely instead and waits for it: a raw read would see the
 * transaction's uncommitted version, and an answer kept under a version later rolled back would be
 * served as current once another write reached that number. On PostgreSQL it is one indexed query
 * through the pool.
 */
export function createContentVersionsReader(
  db: Kysely<Database>,
  sqlite: SQLite.Database | null,
): () => ContentVersions | Promise<ContentVersions> {
  const toVersions = (rows: Array<{ scope: string; version: number | string }>): ContentVersions => {
    const versions = Object.fromEntries(CONTENT_SCOPES.map((scope) => [scope, 0])) as ContentVersions
    for (const row of rows) {
      if (row.scope in versions) versions[row.scope as ContentScope] = Number(row.version)
    }
    return versions
  }
  type Row = { scope: string; version: number }
  const compiled = db.selectFrom('contentVersions').select(['scope', 'version']).compile()
  const viaKysely = async () => toVersions((await db.executeQuery(compiled)).rows as Row[])
  if (!sqlite) return viaKysely
  const statement = sqlite.prepare('SELECT scope, version FROM content_versions')
  return () => (sqlite.inTransaction ? viaKysely() : toVersions(statement.all() as Row[]))
}
