import { sql, type Kysely } from 'kysely'

import type { Database } from './database.js'

/**
 * Areas of public content whose anonymous reads the response cache keeps (plugins/http-cache.ts).
 * 'catalog' covers categories, sub-categories, products, their counts and partner logos; 'blogs'
 * the blog posts.
 */
export const CONTENT_SCOPES = ['catalog', 'blogs'] as const
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

/** The scope's current version; 0 before its first write. */
export function createContentVersionReader(db: Kysely<Database>) {
  // Compiled once: this runs on every cacheable request, so skip the query builder's per-call work.
  const compiled = new Map(
    CONTENT_SCOPES.map((scope) => [
      scope,
      db.selectFrom('contentVersions').select('version').where('scope', '=', scope).compile(),
    ]),
  )
  return async (scope: ContentScope): Promise<number> => {
    const result = await db.executeQuery(compiled.get(scope)!)
    return Number((result.rows[0] as { version?: number } | undefined)?.version ?? 0)
  }
}
