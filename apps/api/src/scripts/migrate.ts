// npm run db:migrate: bring the configured database's schema up to date (start does this too).
import { migrateToLatest } from '../db/migrate.js'
import { openForCli } from './cli.js'

const { db, dialect } = await openForCli()
try {
  const applied = await migrateToLatest(db)
  process.stdout.write(
    `${dialect}: ${applied.length ? `applied ${applied.join(', ')}` : 'already up to date'}\n`,
  )
} finally {
  await db.destroy()
}
