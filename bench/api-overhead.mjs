// What our request plumbing costs: GET /api/v1/auth/me (token lookup, access guard, request log
// buffered off the request path, response schema) against bare Fastify returning as many bytes.
import { fileURLToPath } from 'node:url'

import { compare, startServer } from './lib.mjs'

const here = (file) => fileURLToPath(new URL(file, import.meta.url))

export async function run() {
  const api = await startServer(here('./servers/api.mjs'))
  const bare = await startServer(here('./servers/bare-fastify.mjs'), { BODY_BYTES: String(api.meBytes) })
  try {
    return await compare(
      'GET /api/v1/auth/me (signed in, logged) vs bare Fastify',
      { server: bare, path: '/fixed' },
      { server: api, path: '/api/v1/auth/me', headers: { authorization: `Bearer ${api.token}` } },
    )
  } finally {
    api.stop()
    bare.stop()
  }
}
