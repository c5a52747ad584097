// The whole site as `npm start` serves it (API + web app), on a free port, without demo content.
import { buildApp } from '../../apps/api/dist/app.js'
import { loadConfig } from '../../apps/api/dist/config.js'
import { mountWeb } from '../../apps/api/dist/web.js'

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', SEED_DEMO: 'false' })
const app = await buildApp({ config, mailWorker: false })
await mountWeb(app)
await app.listen({ port: 0, host: '127.0.0.1' })
console.log(JSON.stringify({ port: app.server.address().port }))
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, async () => {
    await app.close()
    process.exit(0)
  })
}
