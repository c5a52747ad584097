import path from 'node:path'

import { loadConfig, type AppConfig } from '../config.js'
import { ensureBuiltInRoles } from '../db/bootstrap.js'
import { openDatabase, type DatabaseHandle } from '../db/dialect.js'
import { migrateToLatest } from '../db/migrate.js'

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
