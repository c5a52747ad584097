import type { FastifyInstance } from 'fastify'

// Brings in the type of app.storage (the plugin may not be registered; see below).
import type {} from '../../plugins/storage.js'
import { generatedPassword } from '../../lib/passwords.js'
import { configuredStorage } from '../../storage/configured-storage.js'
import { DEMO_ADMINS } from './content/site.js'
import { catalogueIsEmpty, seedDemo } from './seed-demo.js'

/** A demo admin this seed created, with the password its caller prints once and nobody keeps. */
export interface DemoSignIn {
  username: string
  password: string
  role: string
}

/**
 * Start-up hook (server.ts, apps/api/src/scripts/seed.ts): demo content for a new site. Runs only when demo
 * content is on (config.ts: SEED_DEMO, off in production unless it is true) and the catalogue is
 * empty (no category and no product), so it never touches a live catalogue and a second start adds
 * nothing. Gives back the demo admins it created, each with a random password, for the caller to
 * print once: never through the logger, whose lines are kept.
 */
export async function seedIfEmpty(app: FastifyInstance): Promise<DemoSignIn[]> {
  if (!app.config.seedDemo) return []
  if (!(await catalogueIsEmpty(app.db))) return []

  // The storage plugin's instance when registered; the same store otherwise (test apps, CLI).
  const storage = app.hasDecorator('storage') ? app.storage : configuredStorage(app.config)
  const adminPasswords = { member: generatedPassword(), editor: generatedPassword() }

  const result = await seedDemo(app.db, storage, {
    timeZone: app.config.eventsTimeZone,
    adminPasswords,
  })
  if (!result.seeded) return []
  app.log.info(
    { ...result.counts, images: result.images, durationMs: result.durationMs },
    'seeded the empty catalogue with demo content (SEED_DEMO=false skips it)',
  )
  return result.createdAdmins.map((key) => ({
    username: DEMO_ADMINS[key].username,
    password: adminPasswords[key],
    role: DEMO_ADMINS[key].role,
  }))
}

/** The console text that shows the demo admins' passwords, the only time they are ever shown. */
export function demoAdminsNotice(admins: DemoSignIn[]): string {
  return (
    [
      '',
      '  Demo admins were created for trying the role rules. Sign in at /admin/login with:',
      ...admins.map(
        (admin) => `    username: ${admin.username}  password: ${admin.password}  (${admin.role})`,
      ),
      '  These passwords are shown only now. Demo content is not for a public site: do not set SEED_DEMO=true there.',
      '',
    ].join('\n') + '\n'
  )
}
