import { sql, type RawBuilder, type SqlBool } from 'kysely'

/** A LIKE pattern that finds `text` anywhere, its own `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`

/**
 * `lower(column) like '%text%'` on both databases: `search` is already lower-cased (listPageOf).
 * The back office's searches of small tables (admins, roles, blogs, events, categories) use it.
 */
export const lowerContains = (column: string, search: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${containsPattern(search)} escape '\\'`
