// What the request log costs: the same signed-in GET /api/v1/auth/me on two copies of the real API,
// one writing every request to server_logs (in batches, off the request path) and one not writing.
import { fileURLToPath } from 'node:url'

import { compare, startServer } from './lib.mjs'

const api = fileURLToPath(new URL('./servers/api.mjs', import.meta.url))

export async function run() {
  const withoutWrites = await startServer(api, { BENCH_SKIP_LOG_WRITES: '1' })
  const withWrites = await startServer(api)
  const me = (server) => ({
    server,
    path: '/api/v1/auth/me',
    headers: { authorization: `Bearer ${server.token}` },
  })
  try {
    return await compare('request log on vs off (same route)', me(withoutWrites), me(withWrites))
  } finally {
    withoutWrites.stop()
    withWrites.stop()
  }
}
