const TEXT = Symbol('serialised JSON text')

interface SerialisedJson {
  readonly [TEXT]: string
}

/**
 * A response body around a list the database already wrote as JSON (db/json-sql.ts): `fields` and,
 * under `key`, the list's text as it is. The route's serializer (lib/response-serializer.ts) sends
 * the text without serialising anything again; in tests it first parses it and checks it against the
 * route's response schema, like every other body.
 *
 * Typed as the body it stands for, so the route still declares one response schema and is
 * type-checked against it.
 */
export function withJsonList<Body>(fields: Record<string, unknown>, key: string, listJson: string): Body {
  const head = JSON.stringify(fields).slice(0, -1)
  const text = `${head}${head.length > 1 ? ',' : ''}${JSON.stringify(key)}:${listJson}}`
  const body: SerialisedJson = { [TEXT]: text }
  return body as Body
}

/** The text of a body made by `withJsonList`, or null for any other value. */
export function serialisedText(data: unknown): string | null {
  return typeof data === 'object' && data !== null && TEXT in data ? (data as SerialisedJson)[TEXT] : null
}
