// npm run restore -- FILE: a backup loaded into the empty database and DATA_DIR (or bucket) the server
// would use.
import fs from 'node:fs'
import path from 'node:path'

import { ArchiveError } from '../backup/format.js'
import { failureText, restoreReport } from '../backup/report.js'
import { restoreBackup } from '../backup/restore.js'
import { loadConfig } from '../config.js'
import { bucketOf } from './cli.js'
import { openDatabase } from '../db/dialect.js'

const [file, ...rest] = process.argv.slice(2)
if (!file || file.startsWith('--') || rest.length > 0) {
  console.error(
    'Usage: npm run restore -- FILE   (into the empty database named by DATABASE_URL or DATA_DIR)',
  )
  process.exit(2)
}

async function main(archive: string): Promise<void> {
  // Before the database is opened: a SQLite file that is not there yet would be created.
  if (!fs.existsSync(archive)) throw new ArchiveError(`there is no file ${archive}`)
  const config = loadConfig()
  const storage = await bucketOf(config)
  const sqliteFile = path.join(config.dataDir, 'gwp.sqlite')
  const { db, dialect } = openDatabase({ url: config.databaseUrl, sqliteFile })
  const database = dialect === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `SQLite (${sqliteFile})`
  const target = config.s3 ? `${database}, files in bucket ${config.s3.bucket}` : database
  try {
    const summary = await restoreBackup({ db, dialect, dataDir: config.dataDir, storage, file: archive })
    process.stdout.write(restoreReport(archive, target, summary))
  } finally {
    await db.destroy()
  }
}

// npm runs root scripts from the repository root; INIT_CWD is where the command was typed.
const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), file)
main(archive).catch((err: unknown) => {
  console.error(failureText(`Cannot restore ${archive}`, err))
  process.exitCode = 1
})
