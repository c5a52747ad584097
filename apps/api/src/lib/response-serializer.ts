import fastJson from 'fast-json-stringify'
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { serialisedText } from './serialised-json.js'

type SerializerCompiler = Parameters<typeof zodSerializerCompiler>[0]
type Serializer = (data: unknown) => string

function zodSchemaOf(schema: unknown): z.ZodType | null {
  if (schema instanceof z.ZodType) return schema
  const properties = (schema as { properties?: unknown } | null)?.properties
  return properties instanceof z.ZodType ? properties : null
}

/**
 * Response bodies are written by fast-json-stringify, compiled once per route from the JSON Schema of
 * the route's zod response schema. Like zod's serializer, only declared properties leave the server
 * (a column added to a query never leaks by accident), but without parsing every row of a list
 * first: for a page of 40 products that parse cost more than the query.
 *
 * Schemas JSON Schema cannot express (transforms) keep zod's serializer. In tests (`checkWithZod`),
 * every body is also checked against the zod schema, so a handler that drifts from its schema fails
 * its tests rather than sending something unexpected.
 *
 * A body the database already serialised (lib/serialised-json.ts) is sent as it is, on every route;
 * in tests it is parsed and checked against the schema too.
 */
export function createResponseSerializerCompiler(options: { checkWithZod: boolean }) {
  return (route: SerializerCompiler): Serializer => {
    const serializer = compile(route)
    if (!options.checkWithZod) return sendingSerialisedText(serializer)
    const check = zodSerializerCompiler(route)
    return sendingSerialisedText((data) => {
      check(data)
      return serializer(data)
    }, check)
  }
}

/** Sends a body the database serialised as it is (checked first, in tests); the rest is serialised. */
function sendingSerialisedText(serializer: Serializer, check?: Serializer): Serializer {
  return (data) => {
    const text = serialisedText(data)
    if (text === null) return serializer(data)
    check?.(JSON.parse(text))
    return text
  }
}

function compile(route: SerializerCompiler): Serializer {
  const schema = zodSchemaOf(route.schema)
  if (!schema) return zodSerializerCompiler(route)
  try {
    const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    })
    return fastJson(json as Parameters<typeof fastJson>[0]) as Serializer
  } catch {
    return zodSerializerCompiler(route)
  }
}
