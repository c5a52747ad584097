import { buildApp } from '../app.js'
import { loadConfig } from '../config.js'
import { demoAdminsNotice, seedIfEmpty } from '../db/seed/index.js'
import { catalogueIsEmpty } from '../db/seed/seed-demo.js'

/** `npm run db:seed`: the start-up demo seed on its own; does nothing unless the catalogue is empty. */
async function main() {
  const config = loadConfig()
  const app = await buildApp({ config, mailWorker: false })
  try {
    if (!config.seedDemo) {
      process.stdout.write(
        'Demo content is off (SEED_DEMO; in production it needs SEED_DEMO=true): nothing seeded.\n',
      )
    } else if (!(await catalogueIsEmpty(app.db))) {
      process.stdout.write('The catalogue already has categories or products: nothing seeded.\n')
    } else {
      const started = performance.now()
      const demoAdmins = await seedIfEmpty(app)
      process.stdout.write(`Demo content seeded in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`)
      // Their random passwords exist nowhere else: this is the one time they are shown.
      if (demoAdmins.length > 0) process.stdout.write(demoAdminsNotice(demoAdmins))
    }
  } finally {
    await app.close()
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
