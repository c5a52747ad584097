import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { appOn, testDatabase, type TestDatabase } from '../test/backups.js'
import { signedInAdmin } from '../test/factories.js'

const run = promisify(execFile)
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url))

/**
 * `npm run backup` and `npm run restore` as an operator runs them: the scripts in a process of their
 * own, configured by DATA_DIR. On SQLite in both projects: the commands take their PostgreSQL
 * database from DATABASE_URL alone, with no schema of their own for a test to isolate.
 */
async function command(script: 'backup' | 'restore', args: string[], dataDir: string) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', `apps/api/src/scripts/${script}.ts`, ...args],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: ROOT } },
    )
    return { code: 0, stdout, stderr }
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

describe('the backup and restore commands', () => {
  let source: TestDatabase
  let folder: string
  let archive: string

  beforeAll(async () => {
    source = await testDatabase('sqlite')
    const app = await appOn(source)
    await signedInAdmin(app)
    await app.close()
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gwp-commands-'))
    archive = path.join(folder, 'nightly', 'gwp.tar.gz')
  })

  afterAll(async () => {
    await source?.close()
    if (folder) fs.rmSync(folder, { recursive: true, force: true })
  })

  it('backs up, restores into an empty DATA_DIR, and refuses the same restore again with one line', async () => {
    const backup = await command('backup', ['--out', archive], source.dataDir)
    expect(backup.stderr).toBe('')
    expect(backup.code).toBe(0)
    expect(backup.stdout).toMatch(
      new RegExp(`^Wrote ${archive} \\(\\d+\\.\\d KB\\) from sqlite in \\d+\\.\\d s\\.\\n`),
    )
    expect(backup.stdout).toContain('left out: sessions, password_reset_tokens, login_attempts')

    const restoredDir = path.join(folder, 'restored')
    const restore = await command('restore', [archive], restoredDir)
    expect(restore.stderr).toBe('')
    expect(restore.code).toBe(0)
    expect(restore.stdout).toContain(`Restored ${archive} (made `)
    expect(restore.stdout).toMatch(/admins 1, /)

    const again = await command('restore', [archive], restoredDir)
    expect(again.code).toBe(1)
    expect(again.stdout).toBe('')
    expect(again.stderr).toBe(
      `Cannot restore ${archive}: the target database is not empty (admins, server_logs, server_logs_total, content_versions have rows): a backup is ` +
        'restored into an empty one only. Point DATABASE_URL at a new PostgreSQL database, or DATA_DIR at a ' +
        'new folder for SQLite.\n',
    )
  }, 60_000)

  it('says how to call them when an argument is missing', async () => {
    const backup = await command('backup', [], source.dataDir)
    expect(backup.code).toBe(2)
    expect(backup.stderr).toMatch(/^Usage: npm run backup -- --out FILE/)
  })
})
