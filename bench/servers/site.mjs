// The whole site as `npm start` serves it (API + web app), on a free port; demo content only with
// SEED_DEMO=true.
import { buildApp } from '../../apps/api/dist/app.js'
import { loadConfig } from '../../apps/api/dist/config.js'
import { seedIfEmpty } from '../../apps/api/dist/db/seed/index.js'
import { mountWeb } from '../../apps/api/dist/web.js'

const config = loadConfig({ SEED_DEMO: 'false', ...process.env, LOG_LEVEL: 'warn' })
const app = await buildApp({ config, mailWorker: false })
await seedIfEmpty(app)
await mountWeb(app)
await app.listen({ port: 0, host: '127.0.0.1' })
console.log(JSON.stringify({ port: app.server.address().port }))
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, async () => {
    await app.close()
    process.exit(0)
  })
}
