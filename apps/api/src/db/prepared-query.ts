import type { Compilable, Kysely } from 'kysely'

const PLACEHOLDER_PREFIX = '\u0000prepared-query-argument:'

/**
 * A query built and compiled once, then run with new arguments. Kysely otherwise rebuilds its
 * immutable query tree, runs the plugins over it and compiles it to SQL on every call: for a public
 * list read that was more CPU than answering from the database (profiled on `GET /category`).
 *
 * `build` receives placeholders instead of its arguments; each compiled parameter that is one of them
 * is replaced by the matching argument at run time, and every other parameter (constants such as
 * `is_active = 1`) is kept. An argument must therefore reach the SQL as a parameter, unchanged: use it
 * in `where`, `limit` and the like, never to choose the query's shape.
 */
export function prepareQuery<DB, Args extends unknown[], Row>(
  db: Kysely<DB>,
  arity: Args['length'],
  build: (...args: Args) => Compilable<Row>,
): (...args: Args) => Promise<Row[]> {
  const placeholders = Array.from({ length: arity }, (_, i) => `${PLACEHOLDER_PREFIX}${i}`)
  const compiled = build(...(placeholders as Args)).compile()
  const slots = compiled.parameters.map((value) =>
    typeof value === 'string' && value.startsWith(PLACEHOLDER_PREFIX)
      ? Number(value.slice(PLACEHOLDER_PREFIX.length))
      : -1,
  )
  const unused = placeholders.filter((_, i) => !slots.includes(i))
  if (unused.length > 0) throw new Error(`prepareQuery: ${unused.length} argument(s) never reach the SQL`)

  return async (...args) => {
    const parameters = compiled.parameters.map((value, i) => (slots[i]! >= 0 ? args[slots[i]!] : value))
    const result = await db.executeQuery<Row>({ ...compiled, parameters })
    return result.rows
  }
}

/**
 * `prepareQuery` for a list read whose one row holds the list's JSON text in `data` (the
 * `arrayOf` aggregate of db/json-sql.ts). An aggregate answers one row even when nothing matches;
 * the '[]' fallback only satisfies the type.
 */
export function prepareJsonList<DB, Args extends unknown[]>(
  db: Kysely<DB>,
  arity: Args['length'],
  build: (...args: Args) => Compilable<{ data: string }>,
): (...args: Args) => Promise<string> {
  const run = prepareQuery(db, arity, build)
  return async (...args) => (await run(...args))[0]?.data ?? '[]'
}
