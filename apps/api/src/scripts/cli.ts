import path from 'node:path'

import { loadConfig, type AppConfig } from '../config.js'
import { ensureBuiltInRoles } from '../db/bootstrap.js'
import { openDatabase, type DatabaseHandle } from '../db/dialect.js'
import { migrateToLatest } from '../db/migrate.js'
import { createS3Storage } from '../storage/s3-storage.js'
import type { Storage } from '../storage/storage.js'

/** Opens the configured database, migrated and with its built-in roles, for a one-off command. */
export async function openForCli(): Promise<DatabaseHandle & { config: AppConfig }> {
  const config = loadConfig()
  const handle = openDatabase({
    url: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'gwp.sqlite'),
  })
  await migrateToLatest(handle.db)
  await ensureBuiltInRoles(handle.db)
  return { ...handle, config }
}

/** `--name value` pairs from the command line. */
export function parseFlags(argv: string[]): Record<string, string> {
  const flags: Record<string, string> = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (!arg.startsWith('--')) continue
    const [name, inline] = arg.slice(2).split('=', 2)
    flags[name!] = inline ?? argv[++i] ?? ''
  }
  return flags
}

/** The bucket S3_BUCKET names, checked before anything is read or written; undefined without one. */
export async function bucketOf(config: AppConfig): Promise<Storage | undefined> {
  if (!config.s3) return undefined
  const storage = createS3Storage(config.s3)
  await storage.probe()
  return storage
}
