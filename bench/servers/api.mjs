// The subject: the real API (built output) on a throwaway data folder, with one signed-in admin.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { buildApp } from '../../apps/api/dist/app.js'
import { loadConfig } from '../../apps/api/dist/config.js'
import { createAdmin } from '../../apps/api/dist/db/bootstrap.js'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gwp-bench-'))
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' })
const app = await buildApp({ config, mailWorker: false })
await createAdmin(app.db, { username: 'bench', password: 'Bench!Pass1' })
// The request-log benchmark's baseline: the same server with the log's database writes taken out.
if (process.env.BENCH_SKIP_LOG_WRITES === '1') app.serverLogs.createMany = async () => {}
await app.listen({ port: 0, host: '127.0.0.1' })
const login = await app.inject({
  method: 'POST',
  url: '/api/v1/auth/login',
  payload: { username: 'bench', password: 'Bench!Pass1' },
})
const token = login.json().GWP_Token
const me = await app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } })
console.log(JSON.stringify({ port: app.server.address().port, token, meBytes: me.body.length }))
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, async () => {
    await app.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
    process.exit(0)
  })
}
