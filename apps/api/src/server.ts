import { buildApp } from './app.js'
import { loadConfig } from './config.js'
import { ensureFirstAdmin } from './db/bootstrap.js'
import { withFirstStartLock } from './db/first-start-lock.js'
import { demoAdminsNotice, seedIfEmpty } from './db/seed/index.js'
import { terminalLogOptions } from './lib/log-output.js'
import { mountWeb } from './web.js'

/** Boot order: config → app (migrations) → first admin and demo content, once → web app → listen. */
async function main() {
  const config = loadConfig()
  const app = await buildApp({ config, logger: terminalLogOptions() })

  // Once for the site, however many processes start on an empty database together.
  const { first, demoAdmins } = await withFirstStartLock(app.db, app.dialect, async () => ({
    first: await ensureFirstAdmin(app.db, config.admin),
    demoAdmins: await seedIfEmpty(app),
  }))
  if (first.kind === 'generated') {
    // Straight to the console, never through the logger: log files must not hold a password.
    process.stdout.write(
      [
        '',
        '  No admin existed, so one was created. Sign in at /admin/login with:',
        `    username: ${first.username}`,
        `    password: ${first.password}`,
        '  This password is shown only now. Change it with "Forget Password" or set ADMIN_USERNAME/ADMIN_PASSWORD.',
        '',
      ].join('\n') + '\n',
    )
  } else if (first.kind === 'from-environment') {
    app.log.info({ username: first.username }, 'created the superAdmin named by ADMIN_USERNAME')
  }

  // Like the superAdmin's password above: straight to the console, shown this once, never logged.
  if (demoAdmins.length > 0) process.stdout.write(demoAdminsNotice(demoAdmins))
  await mountWeb(app)

  const close = async (signal: string) => {
    // Not ready from now on; a balancer that polls /api/ready stops sending requests within
    // SHUTDOWN_DELAY, and then the server stops taking new ones and finishes those it has.
    app.draining = true
    app.log.info({ signal, delaySeconds: config.shutdownDelaySeconds }, 'shutting down')
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDelaySeconds * 1_000))
    await app.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void close('SIGINT'))
  process.once('SIGTERM', () => void close('SIGTERM'))

  await app.listen({ port: config.port, host: config.host })
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
