import { allPermissions, AUTH_MESSAGES } from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'

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
