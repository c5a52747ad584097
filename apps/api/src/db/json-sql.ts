import { sql, type Expression, type RawBuilder } from 'kysely'

import type { DialectName } from './dialect.js'

type Value = Expression<unknown>

/**
 * JSON made by the database. A list read asks for one text value, the JSON array of its rows,
 * instead of every column of every row: for a page of 40 products, turning 760 column values into
 * JavaScript strings cost more than the query, and the rows were then assembled and serialised
 * again. The server sends the text as the database wrote it.
 *
 * The same calls produce SQLite's json_* functions or PostgreSQL's json_build_*; both write text
 * columns as JSON strings, integers as numbers and NULL as null. (PostgreSQL's text has a space
 * after each colon and comma; it is the same JSON.)
 */
export interface JsonSql {
  /** An object of the given keys, in this order. */
  object(fields: Record<string, Value>): RawBuilder<unknown>
  /** A column that holds JSON text, embedded as the JSON value it is (not as a string). */
  embedded(jsonText: Value): RawBuilder<unknown>
  /** A condition as JSON true or false. */
  bool(condition: Value): RawBuilder<unknown>
  /** An array of the given values. */
  array(values: Value[]): RawBuilder<unknown>
  /** Aggregate: the JSON text of the array of every row's `element`, in `orderBy` order; '[]' for no rows. */
  arrayOf(element: Value, orderBy: Value[]): RawBuilder<string>
}

const keyed = (fields: Record<string, Value>) =>
  sql.join(Object.entries(fields).map(([key, value]) => sql`${sql.lit(key)}, ${value}`))

const sqliteJson: JsonSql = {
  object: (fields) => sql`json_object(${keyed(fields)})`,
  embedded: (jsonText) => sql`json(${jsonText})`,
  bool: (condition) => sql`json(CASE WHEN ${condition} THEN 'true' ELSE 'false' END)`,
  array: (values) => sql`json_array(${sql.join(values)})`,
  arrayOf: (element, orderBy) => sql<string>`json_group_array(${element} ORDER BY ${sql.join(orderBy)})`,
}

const postgresJson: JsonSql = {
  object: (fields) => sql`json_build_object(${keyed(fields)})`,
  embedded: (jsonText) => sql`(${jsonText})::json`,
  bool: (condition) => sql`(${condition})`,
  array: (values) => sql`json_build_array(${sql.join(values)})`,
  arrayOf: (element, orderBy) =>
    sql<string>`coalesce(json_agg(${element} ORDER BY ${sql.join(orderBy)})::text, '[]')`,
}

export function jsonSql(dialect: DialectName): JsonSql {
  return dialect === 'postgres' ? postgresJson : sqliteJson
}
