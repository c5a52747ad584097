import { allPermissions, AUTH_MESSAGES } from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import { expect, vi } from 'vitest'

import { GENERIC_SERVER_ERROR } from '../plugins/error-envelope.js'
import { buildTestApp } from './app.js'
import { createRole, signedInAdmin } from './factories.js'

/** Anonymous → 401; signed in without the superAdmin role → 403, whatever the grid holds. */
export async function expectSuperAdminOnly(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  const anonymous = await app.inject({ method, url, ...(payload ? { payload } : {}) })
  expect(anonymous.statusCode).toBe(401)
  expect(anonymous.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated })

  const everything = `Everything${Math.random().toString(36).slice(2, 8)}`
  await createRole(app, everything, (p) => Object.assign(p, allPermissions()))
  for (const role of ['Member', everything]) {
    const admin = await signedInAdmin(app, role)
    const response = await app.inject({
      method,
      url,
      headers: admin.headers,
      ...(payload ? { payload } : {}),
    })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.superAdminOnly })
  }
}

type QueryStart = 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom'
/** The SQL statement each query builder entry compiles to. */
const STATEMENT_OF: Record<QueryStart, string> = {
  selectFrom: 'select',
  insertInto: 'insert',
  updateTable: 'update',
  deleteFrom: 'delete',
}

export interface FailingTableCase {
  /** The query builder entry that fails, and for which table; every other query still works. */
  fails: { query: QueryStart; table: string }
  request: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object }
  /** The route pattern the error log names, when the URL fills in parameters (`/x/:id`). */
  route?: string
}

/**
 * A database failure under a route answers the generic 500 (no detail leaks to the client) and logs
 * exactly one error naming the route (docs/architecture.md#tests: a forced 500 per endpoint).
 */
export async function expectGeneric500WhenTableFails({ fails, request, route }: FailingTableCase) {
  const logLines: string[] = []
  const logged = await buildTestApp({}, { logLines })
  try {
    const admin = await signedInAdmin(logged.app, 'superAdmin')
    const db = logged.app.db as unknown as Record<QueryStart, (table: string) => unknown>
    const original = db[fails.query].bind(db)
    vi.spyOn(db, fails.query).mockImplementation((table: string) => {
      if (table === fails.table) throw new Error('database is down')
      return original(table)
    })
    // Queries compiled once at start (db/prepared-query.ts) only pass through executeQuery.
    const kysely = logged.app.db
    const execute = kysely.executeQuery.bind(kysely)
    const quotedTable = `"${fails.table.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}"`
    vi.spyOn(kysely, 'executeQuery').mockImplementation(((query: { sql: string }) => {
      const sql = query.sql.trimStart().toLowerCase()
      if (sql.startsWith(STATEMENT_OF[fails.query]) && sql.includes(quotedTable)) {
        throw new Error('database is down')
      }
      return execute(query as never)
    }) as never)
    const response = await logged.app.inject({
      method: request.method ?? 'GET',
      url: request.url,
      headers: admin.headers,
      ...(request.payload ? { payload: request.payload } : {}),
    })
    vi.restoreAllMocks()
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ success: false, message: GENERIC_SERVER_ERROR })
    expect(response.body).not.toContain('database is down')
    const errors = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 50)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ msg: 'request failed', url: route ?? request.url })
  } finally {
    vi.restoreAllMocks()
    await logged.close()
  }
}

/**
 * An anonymous read, read twice so the second answer comes from the response cache: a write made
 * afterwards must make it stale. Returns the parsed body.
 */
export async function warmedRead(app: FastifyInstance, url: string) {
  const first = await app.inject({ url })
  expect(first.statusCode).toBe(200)
  expect((await app.inject({ url })).body).toBe(first.body)
  return first.json()
}
