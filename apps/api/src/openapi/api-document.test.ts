import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { beforeAll, describe, expect, it } from 'vitest'

import { operationsOf, readApiDocument, type ApiDocument } from '../test/api-document.js'
import { OPERATION_EXAMPLES } from './examples.js'

const ROOT = path.resolve(import.meta.dirname, '../../../..')
const REDOCLY = path.join(ROOT, 'node_modules/.bin/redocly')

interface LintProblem {
  ruleId: string
  severity: string
  message: string
  location: Array<{ pointer: string }>
}

/** Redocly's recommended ruleset, as redocly.yaml configures it, over the document. */
async function lint(document: ApiDocument): Promise<{ problems: LintProblem[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gwp-openapi-'))
  const file = path.join(dir, 'openapi.json')
  fs.writeFileSync(file, JSON.stringify(document))
  try {
    const args = ['lint', '--config', path.join(ROOT, 'redocly.yaml'), '--format=json', file]
    // The CLI exits 1 when it finds a problem; its report is on stdout either way.
    const { stdout } = await promisify(execFile)(REDOCLY, args, { cwd: ROOT, timeout: 60_000 }).catch(
      (error: { stdout?: string }) => {
        if (!error.stdout) throw error
        return { stdout: error.stdout }
      },
    )
    return JSON.parse(stdout) as { problems: LintProblem[] }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/
/** Fastify's router answers a longer path parameter itself, with 414. */
const MAX_PARAM_LENGTH = 200

describe('the API description (docs/decisions/024-api-description.md)', () => {
  let document: ApiDocument
  beforeAll(async () => {
    document = await readApiDocument()
  })

  it('gives every operation a unique camelCase operationId, a summary, declared tags and its security', () => {
    const operations = operationsOf(document)
    const declaredTags = new Set(document.tags.map((tag) => tag.name))
    const seen = new Map<string, string>()
    for (const operation of operations) {
      const where = `${operation.method.toUpperCase()} ${operation.path}`
      expect(operation.operationId, where).toMatch(CAMEL_CASE)
      expect(seen.get(operation.operationId!), `${where} reuses an operationId`).toBeUndefined()
      seen.set(operation.operationId!, where)
      expect(operation.summary?.trim(), where).toBeTruthy()
      expect(operation.tags?.length, where).toBeGreaterThan(0)
      for (const tag of operation.tags ?? []) expect(declaredTags.has(tag), `${where}: tag ${tag}`).toBe(true)
      expect(operation.security, where).toBeDefined()
    }
    expect(operations.length).toBeGreaterThan(80)
  })

  it('describes the API only: no page, file, robots, probe or docs route', () => {
    for (const url of Object.keys(document.paths)) expect(url).toMatch(/^\/api\/v1\//)
    expect(document.servers).toEqual([{ url: 'https://www.gwp.pk', description: 'This site' }])
  })

  it('asks for the bearer token exactly where the route declares a guard', () => {
    const byOperation = new Map(operationsOf(document).map((op) => [`${op.method} ${op.path}`, op]))
    const login = byOperation.get('post /api/v1/auth/login')
    expect(login?.security).toEqual([])
    expect(login?.responses['401']?.description).toMatch(/^Not signed in/)
    const deleteCategory = byOperation.get('delete /api/v1/category/delete/{id}')
    expect(deleteCategory?.security).toEqual([{ bearerAuth: [] }])
    expect(Object.keys(deleteCategory?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '403', '404']),
    )
  })

  it('quotes examples that the contracts accept, under operations that exist', () => {
    const operationIds = new Set(operationsOf(document).map((operation) => operation.operationId))
    for (const [operationId, examples] of Object.entries(OPERATION_EXAMPLES)) {
      expect(operationIds.has(operationId), operationId).toBe(true)
      const all = [...(examples.body ?? []), ...Object.values(examples.answers ?? {}).flat()]
      for (const { schema, value } of all) {
        const parsed = schema.safeParse(value)
        expect(parsed.error?.issues ?? [], `${operationId}: ${JSON.stringify(value)}`).toEqual([])
      }
    }
  })

  it('gives a 400 only where a body, a query or a path parameter stricter than the router is read', () => {
    const stricterThanRouter = (schema: Record<string, unknown> = {}) =>
      Object.keys(schema).some((keyword) => !['type', 'minLength', 'maxLength'].includes(keyword)) ||
      Number(schema.maxLength ?? MAX_PARAM_LENGTH) < MAX_PARAM_LENGTH
    for (const operation of operationsOf(document)) {
      if (!operation.responses['400']) continue
      const parameters = operation.parameters ?? []
      const read =
        operation.requestBody !== undefined ||
        parameters.some((parameter) => parameter.in === 'query') ||
        parameters.some((parameter) => parameter.in === 'path' && stricterThanRouter(parameter.schema))
      expect(read, `${operation.method.toUpperCase()} ${operation.path}`).toBe(true)
    }
  })

  it("describes every body it takes: typed enquiry fields, upload forms, the offer page's form posts", () => {
    const byId = new Map(operationsOf(document).map((operation) => [operation.operationId, operation]))
    const quotation = byId.get('createQuotation')?.requestBody?.content['application/json']?.schema
    for (const [field, schema] of Object.entries(quotation?.properties ?? {})) {
      expect(schema.type, `createQuotation ${field}`).toBe('string')
    }
    expect(quotation?.properties?.website?.maxLength).toBe(0)
    for (const operation of operationsOf(document)) {
      for (const [mediaType, { schema }] of Object.entries(operation.requestBody?.content ?? {})) {
        const where = `${operation.operationId} ${mediaType}`
        expect(Object.keys(schema?.properties ?? {}).length, where).toBeGreaterThan(0)
      }
    }
    const accept = byId.get('acceptOffer')
    expect(Object.keys(accept?.requestBody?.content ?? {})).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ])
    expect(accept?.responses['303']?.headers).toHaveProperty('location')
    expect(byId.get('getCataloguePdf')?.responses['304']?.headers).toHaveProperty('etag')
  })

  it("passes Redocly's recommended ruleset with no error and no warning", { timeout: 90_000 }, async () => {
    const { problems } = await lint(document)
    const report = problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`,
    )
    expect(report).toEqual([])
  })
})
