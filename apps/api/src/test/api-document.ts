import { buildTestApp } from './app.js'

/** The address the document's tests serve it under: a real site's, as Redocly wants one. */
export const DOCUMENT_PUBLIC_URL = 'https://www.gwp.pk'

/** The parts of a JSON Schema the document's tests read. */
export interface JsonSchemaObject {
  type?: string
  properties?: Record<string, JsonSchemaObject>
  required?: string[]
  [keyword: string]: unknown
}

export interface ApiOperation {
  method: string
  path: string
  operationId?: string
  summary?: string
  tags?: string[]
  security?: Array<Record<string, string[]>>
  parameters?: Array<{ in: string; name: string; schema?: Record<string, unknown> }>
  requestBody?: { content: Record<string, { example?: unknown; schema?: JsonSchemaObject }> }
  responses: Record<
    string,
    { description: string; content?: Record<string, unknown>; headers?: Record<string, unknown> }
  >
}

export interface ApiDocument {
  servers: Array<{ url: string }>
  tags: Array<{ name: string; description?: string }>
  paths: Record<string, Record<string, Omit<ApiOperation, 'method' | 'path'>>>
}

/** The OpenAPI document as /api/docs/json serves it to anyone when API_DOCS is on. */
export async function readApiDocument(): Promise<ApiDocument> {
  const t = await buildTestApp({ API_DOCS: 'true', PUBLIC_URL: DOCUMENT_PUBLIC_URL })
  try {
    const response = await t.app.inject({ url: '/api/docs/json' })
    if (response.statusCode !== 200) throw new Error(`/api/docs/json answered ${response.statusCode}`)
    return response.json<ApiDocument>()
  } finally {
    await t.close()
  }
}

/** Every operation of the document, with its method and path. */
export const operationsOf = (document: ApiDocument): ApiOperation[] =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ ...operation, method, path })),
  )
