import type { SwaggerTransform } from '@fastify/swagger'
import type { FastifySchema } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

import type { Access } from '../plugins/auth.js'
import { OPERATION_EXAMPLES, valuesOf, type Example } from './examples.js'
import { documentedBody } from './route-documentation.js'
import {
  accessNote,
  REFUSAL_MEANINGS,
  refusalExamples,
  standardRefusals,
  type RouteSchemaShape,
} from './standard-answers.js'

/** The one security scheme: the back office sends `Authorization: Bearer <token>` from the login. */
export const BEARER_SCHEME = 'bearerAuth'

/** Only the partner API is described: pages, files, robots and the balancers' probes are not. */
const DESCRIBED_PATHS = /^\/api\/v1\//

type JsonSchema = Record<string, unknown>

/** A route's answer that is a file (CSV, PDF), described from the media type its schema `produces`. */
function fileAnswer(mediaType: string): JsonSchema {
  const description = mediaType === 'text/csv' ? 'The rows as CSV, sent as a download.' : 'The PDF.'
  const schema = mediaType === 'text/csv' ? { type: 'string' } : { type: 'string', format: 'binary' }
  return { description, content: { [mediaType]: { schema } } }
}

const SUCCESS_MEANINGS: Record<string, string> = {
  200: 'Done: the answer.',
  201: 'Created: the new record.',
  303: 'A plain HTML form post, answered or refused: back to the page.',
  304: 'Not modified: the ETag sent in `If-None-Match` is still current.',
}

/** Each answer with its meaning, and the refusals' examples; file answers replace their 200. */
function describeAnswers(
  response: Record<string, JsonSchema>,
  rule: Access,
  produces: readonly string[] | undefined,
  examples: Record<string, Example[]>,
): Record<string, JsonSchema> {
  const guardExamples = refusalExamples(rule)
  const described: Record<string, JsonSchema> = {}
  for (const [status, schema] of Object.entries(response)) {
    const meaning = REFUSAL_MEANINGS[Number(status)] ?? SUCCESS_MEANINGS[status] ?? 'The answer.'
    const own = examples[status]
    const statusExamples = own ? valuesOf(own) : guardExamples[Number(status)]
    described[status] = {
      ...schema,
      description: meaning,
      ...(statusExamples ? { examples: statusExamples } : {}),
      ...(status === '429' ? { headers: { 'retry-after': RETRY_AFTER } } : {}),
    }
  }
  // A file keeps the headers of its answer (the catalogue PDF's ETag).
  for (const mediaType of produces ?? []) described['200'] = { ...described['200'], ...fileAnswer(mediaType) }
  return described
}

/** No body: the swagger plugin shows a `null` type as an answer without content. */
const NO_CONTENT = { type: 'null' }

const RETRY_AFTER = { type: 'integer', minimum: 1, description: 'Seconds until the next request is allowed.' }
const ETAG = { type: 'string', description: 'The version of this answer, for a later `If-None-Match`.' }

/** The answers the route gives beyond its declared ones: 304 from a cache check, 303 to a form post. */
function answersBeyondSchema(
  input: Parameters<SwaggerTransform>[0],
  answers: Record<string, JsonSchema>,
  formPostRedirect: string | undefined,
): Record<string, JsonSchema> {
  const withExtra = { ...answers }
  // The http-cache plugin, or the handler itself, answers a current If-None-Match with 304 and no body.
  const { httpCache } = input.route.config ?? {}
  if (httpCache || input.schema?.documentation?.answersIfNoneMatch) {
    withExtra['200'] = { ...withExtra['200'], headers: { etag: ETAG } }
    withExtra['304'] = { ...NO_CONTENT, headers: { etag: ETAG } }
  }
  if (formPostRedirect) {
    withExtra['303'] = {
      ...NO_CONTENT,
      headers: { location: { type: 'string', description: formPostRedirect } },
    }
  }
  return withExtra
}

/**
 * Wraps the zod → JSON Schema transform: keeps the partner API only, and gives each operation what
 * follows from its route's declared access and schema, so no route repeats it: its security, the
 * refusals its guard and validation give (with their meaning), the bodies its handler reads itself
 * (route-documentation.ts), and the examples of examples.ts. The route's own schema is never
 * changed: Fastify keeps validating and serialising with it.
 */
export const describeOperation: SwaggerTransform = (input) => {
  if (!DESCRIBED_PATHS.test(input.url)) return { schema: { hide: true }, url: input.url }
  const rule = input.route.config?.access
  if (!rule) throw new Error(`${input.url} declares no access rule`)
  const { documentation = {}, ...schema } = (input.schema ?? {}) as FastifySchema & RouteSchemaShape
  const withRefusals = {
    ...schema,
    response: { ...standardRefusals(rule, schema, documentation), ...schema.response },
  }
  const transformed = jsonSchemaTransform({ ...input, schema: withRefusals })
  const described = transformed.schema as JsonSchema & RouteSchemaShape & FastifySchema
  if (described.hide) return transformed
  const examples = OPERATION_EXAMPLES[String(schema.operationId)] ?? {}
  const { produces: _fileTypes, ...rest } = described
  const body = (described.body as JsonSchema | undefined) ?? documentedBody(input, documentation)
  const answers = answersBeyondSchema(
    input,
    { ...(described.response as Record<string, JsonSchema> | undefined) },
    documentation.formPostRedirect,
  )
  return {
    url: transformed.url,
    schema: {
      ...rest,
      description: [schema.description, accessNote(rule)].filter(Boolean).join('\n\n'),
      security: rule.kind === 'public' ? [] : [{ [BEARER_SCHEME]: [] }],
      ...(body ? { body: examples.body ? { ...body, examples: valuesOf(examples.body) } : body } : {}),
      response: describeAnswers(answers, rule, schema.produces, examples.answers ?? {}),
    },
  }
}
