import type { SwaggerTransform } from '@fastify/swagger'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { z } from 'zod'

/** A file of an upload form, by its field name. */
export interface UploadFile {
  required: boolean
  /** More than one file under the same name (a product's `images`). */
  maxCount?: number
  description: string
}

/** The parts of an image kind (IMAGE_KINDS of the contracts) an upload form's description uses. */
interface ImageKindRule {
  maxCount: number
  messages: { hint: string }
}

/** An image field of an upload form, described by its kind's rule: one file, or up to `maxCount`. */
export function imageFile(
  kind: ImageKindRule,
  { optional = false, several = false }: { optional?: boolean; several?: boolean } = {},
): UploadFile {
  return {
    required: !optional,
    description: kind.messages.hint,
    ...(several ? { maxCount: kind.maxCount } : {}),
  }
}

/**
 * What a route's schema adds for the API description alone, for what Fastify does not validate
 * itself: Fastify neither validates nor serialises with it, so the route behaves exactly as before.
 */
export interface RouteDocumentation {
  /** A body the handler checks itself with this contract (so a form post can be answered by a redirect). */
  body?: z.ZodType
  /** A multipart form read by the handler (plugins/multipart.ts): its text fields' contract and its files. */
  uploadForm?: { fields?: z.ZodType; files: Record<string, UploadFile> }
  /** A plain HTML form post (`application/x-www-form-urlencoded`) is answered by a 303: where it leads. */
  formPostRedirect?: string
  /** The handler itself answers a current `If-None-Match` with 304 (a route without `httpCache`). */
  answersIfNoneMatch?: boolean
}

declare module 'fastify' {
  interface FastifySchema {
    /** Read by the API description only (openapi/route-documentation.ts). */
    documentation?: RouteDocumentation
  }
}

type TransformInput = Parameters<SwaggerTransform>[0]
type JsonSchema = Record<string, unknown>

/** A contract as JSON Schema, converted exactly as the zod transform converts a validated body. */
function bodyJsonSchema(input: TransformInput, contract: z.ZodType): JsonSchema {
  const { schema } = jsonSchemaTransform({ ...input, schema: { body: contract } })
  return (schema as { body: JsonSchema }).body
}

/** An upload form's fields and files as one multipart object. */
function uploadFormSchema(
  input: TransformInput,
  { fields, files }: NonNullable<RouteDocumentation['uploadForm']>,
): JsonSchema {
  const text = fields ? bodyJsonSchema(input, fields) : { type: 'object' }
  const properties = { ...(text.properties as JsonSchema | undefined) }
  const required = [...((text.required as string[] | undefined) ?? [])]
  for (const [name, file] of Object.entries(files)) {
    const binary = { type: 'string', format: 'binary' }
    properties[name] =
      file.maxCount && file.maxCount > 1
        ? { type: 'array', items: binary, maxItems: file.maxCount, description: file.description }
        : { ...binary, description: file.description }
    if (file.required) required.push(name)
  }
  return { ...text, properties, ...(required.length > 0 ? { required } : {}) }
}

/** The body the document shows for a route whose handler reads it itself; undefined when there is none. */
export function documentedBody(
  input: TransformInput,
  documentation: RouteDocumentation,
): JsonSchema | undefined {
  if (documentation.uploadForm) return uploadFormSchema(input, documentation.uploadForm)
  if (documentation.body) return bodyJsonSchema(input, documentation.body)
  return undefined
}
