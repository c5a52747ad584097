// npm run backup -- --out FILE: the database and the uploaded files (from DATA_DIR or the bucket) in one
// archive (docs/security.md#s26).
import fs from 'node:fs'
import path from 'node:path'

import { createBackup } from '../backup/backup.js'
import { backupReport, failureText } from '../backup/report.js'
import { loadConfig } from '../config.js'
import { openDatabase } from '../db/dialect.js'
import { bucketOf, parseFlags } from './cli.js'

const flags = parseFlags(process.argv.slice(2))
if (!flags.out) {
  console.error('Usage: npm run backup -- --out FILE   (for example --out backups/gwp-$(date +%F).tar.gz)')
  process.exit(2)
}

async function main(out: string): Promise<void> {
  const config = loadConfig()
  const sqliteFile = path.join(config.dataDir, 'gwp.sqlite')
  // Opening a SQLite file that is not there would create an empty one.
  if (!config.databaseUrl && !fs.existsSync(sqliteFile)) {
    throw Object.assign(
      new Error(`there is no database at ${sqliteFile}: set DATA_DIR as the server has it`),
      {
        code: 'ENOENT',
      },
    )
  }
  const storage = await bucketOf(config)
  const { db, dialect } = openDatabase({ url: config.databaseUrl, sqliteFile })
  try {
    const summary = await createBackup({ db, dialect, dataDir: config.dataDir, storage, out })
    process.stdout.write(backupReport(summary))
  } finally {
    await db.destroy()
  }
}

// npm runs root scripts from the repository root; INIT_CWD is where the command was typed.
main(path.resolve(process.env.INIT_CWD ?? process.cwd(), flags.out)).catch((err: unknown) => {
  console.error(failureText('Backup failed', err))
  process.exitCode = 1
})
