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
 * How soon a write made through another connection (another server process on the same SQLite file,
 * or a script) is seen. Reading the versions takes SQLite's file locks, three system calls that cost
 * more than the rest of a cached answer's work; this process's own writes are seen at once (below).
 */
export const OTHER_CONNECTIONS_SEEN_WITHIN_MS = 1

/**
 * Every scope's current version (0 before its first write), read on each cacheable request.
 *
 * On SQLite the read is one prepared statement on the raw connection, synchronous: it does not queue
 * behind Kysely's connection lock, and it answers one string, parsed only when it changed. It runs
 * again whenever this connection has changed anything since the last read (`total_changes()`, which
 * touches no file), so every write this process makes is seen by its very next request; otherwise at
 * most every OTHER_CONNECTIONS_SEEN_WITHIN_MS. While a Kysely transaction is open on that connection
 * the read goes through Kysely instead and waits for it: a raw read would see the transaction's
 * uncommitted version, and an answer kept under a version later rolled back would be served as
 * current once another write reached that number.
 *
 * On PostgreSQL it is one indexed query through the pool, every time.
 *
 * While no version changes, every read answers the same object, so what callers work out from it
 * (the fast lane's validity strings) can be kept until it does.
 */
export function createContentVersionsReader(
  db: Kysely<Database>,
  sqlite: SQLite.Database | null,
  now: () => number = performance.now.bind(performance),
): () => ContentVersions | Promise<ContentVersions> {
  const zeros = () => Object.fromEntries(CONTENT_SCOPES.map((scope) => [scope, 0])) as ContentVersions
  let last = zeros()
  const unchanged = (versions: ContentVersions) =>
    CONTENT_SCOPES.every((scope) => versions[scope] === last[scope])
  const toVersions = (rows: ReadonlyArray<{ scope: string; version: number | string }>): ContentVersions => {
    const versions = zeros()
    for (const row of rows) {
      if (row.scope in versions) versions[row.scope as ContentScope] = Number(row.version)
    }
    if (!unchanged(versions)) last = versions
    return last
  }
  type Row = { scope: string; version: number }
  const compiled = db.selectFrom('contentVersions').select(['scope', 'version']).compile()
  const viaKysely = async () => toVersions((await db.executeQuery(compiled)).rows as Row[])
  if (!sqlite) return viaKysely

  // 'catalog=12,blogs=3': one string to compare with the last one read, parsed only when it differs.
  const statement = sqlite
    .prepare("SELECT group_concat(scope || '=' || version, ',') FROM content_versions")
    .pluck()
  const changes = sqlite.prepare('SELECT total_changes()').pluck()
  let lastText: string | null | undefined
  let lastChanges = -1
  let lastReadAt = -Infinity
  const parsed = (text: string | null) =>
    toVersions(
      (text ? text.split(',') : []).map((pair) => {
        const [scope = '', version = '0'] = pair.split('=')
        return { scope, version }
      }),
    )
  return () => {
    if (sqlite.inTransaction) {
      // What was kept no longer goes with `last` once Kysely's read has replaced it.
      lastText = undefined
      lastChanges = -1
      return viaKysely()
    }
    const at = now()
    const ownChanges = changes.get() as number
    if (ownChanges === lastChanges && at - lastReadAt < OTHER_CONNECTIONS_SEEN_WITHIN_MS) return last
    lastChanges = ownChanges
    lastReadAt = at
    const text = statement.get() as string | null
    if (text !== lastText) {
      lastText = text
      return parsed(text)
    }
    return last
  }
}
