import type { FastifyInstance } from 'fastify'

// Brings in the type of app.storage (the plugin may not be registered; see below).
import type {} from '../../plugins/storage.js'
import { createLocalStorage, uploadsDir } from '../../storage/storage.js'
import { DEMO_ADMINS } from './content/site.js'
import { catalogueIsEmpty, seedDemo } from './seed-demo.js'

/**
 * Start-up hook (server.ts, scripts/seed.ts): demo content for a new site. Runs only when SEED_DEMO
 * is not false and the catalogue is empty (no category and no product), so it never touches a live
 * catalogue and a second start adds nothing.
 */
export async function seedIfEmpty(app: FastifyInstance): Promise<void> {
  if (app.config.seedDemo === false) return
  if (!(await catalogueIsEmpty(app.db))) return

  // The storage plugin's instance when registered; the same local folder otherwise (test apps, CLI).
  const storage = app.hasDecorator('storage')
    ? app.storage
    : createLocalStorage(uploadsDir(app.config.dataDir))
  const memberPassword = process.env[DEMO_ADMINS.member.passwordEnv] || DEMO_ADMINS.member.defaultPassword
  const editorPassword = process.env[DEMO_ADMINS.editor.passwordEnv] || DEMO_ADMINS.editor.defaultPassword

  const result = await seedDemo(app.db, storage, {
    timeZone: app.config.eventsTimeZone,
    memberPassword,
    editorPassword,
  })
  if (!result.seeded) return
  app.log.info(
    { ...result.counts, images: result.images, durationMs: result.durationMs },
    'seeded the empty catalogue with demo content (set SEED_DEMO=false to skip)',
  )
  if (
    result.counts.admins > 0 &&
    (memberPassword === DEMO_ADMINS.member.defaultPassword ||
      editorPassword === DEMO_ADMINS.editor.defaultPassword)
  ) {
    app.log.warn(
      'demo admins "member" and "editor" use their published default passwords: change or delete them before the site goes public',
    )
  }
}
