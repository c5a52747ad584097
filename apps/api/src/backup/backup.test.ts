import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { imageFiles } from '../storage/images.js'
import { appOn, testDatabase, type TestDatabase } from '../test/backups.js'
import { createCategory } from '../test/factories.js'
import { createBackup } from './backup.js'
import { ArchiveError } from './format.js'
import { backupReport, failureText } from './report.js'

let source: TestDatabase
let app: FastifyInstance | null
let folder: string

beforeEach(async () => {
  source = await testDatabase()
  app = null
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gwp-archive-'))
})

afterEach(async () => {
  await app?.close()
  await source.close()
  fs.rmSync(folder, { recursive: true, force: true })
})

function backUp(out = path.join(folder, 'site.tar.gz')) {
  const { db, dialect } = source.open()
  return createBackup({ db, dialect, dataDir: source.dataDir, out })
}

describe('createBackup', () => {
  it('writes the archive, and the partial file before it, readable by the owner alone (docs/decisions/016-request-log-bounds-and-restore-checks.md#finding-11)', async () => {
    app = await appOn(source)
    // Rows enough, read one a batch, that the partial file is there for many turns of the loop below.
    for (let i = 0; i < 100; i++) await createCategory(app)
    const modes = new Set<number>()
    let done = false
    const watching = (async () => {
      while (!done) {
        for (const name of fs.readdirSync(folder).filter((file) => file.endsWith('.partial'))) {
          // Gone since it was listed (renamed into place): nothing to read.
          const stat = fs.statSync(path.join(folder, name), { throwIfNoEntry: false })
          if (stat) modes.add(stat.mode & 0o777)
        }
        await new Promise((resolve) => setImmediate(resolve))
      }
    })()
    const { db, dialect } = source.open()
    const summary = await createBackup({
      db,
      dialect,
      dataDir: source.dataDir,
      out: path.join(folder, 'site.tar.gz'),
      batchRows: 1,
    }).finally(() => (done = true))
    await watching
    expect(fs.statSync(summary.file).mode & 0o777).toBe(0o600)
    expect(modes.size).toBeGreaterThan(0)
    expect([...modes]).toEqual([0o600])
  })

  it('lists files the database names but DATA_DIR lacks, after a second snapshot finds them missing too', async () => {
    app = await appOn(source)
    // The factory names an image it never stores: a site whose file was lost.
    const category = await createCategory(app)
    const image = (await app.db.selectFrom('categories').select('image').executeTakeFirstOrThrow()).image

    const summary = await backUp()

    expect(category.id).toBeTruthy()
    expect(summary.attempts).toBe(2)
    expect(summary.manifest.missingFiles).toEqual(imageFiles(image).sort())
    expect(backupReport(summary)).toContain(
      `warning: 3 files the database names are missing from DATA_DIR (listed in the manifest as missingFiles), e.g. ${imageFiles(image).sort()[0]}`,
    )
  })

  it('refuses a database with a table it does not know, and leaves the previous archive in place', async () => {
    app = await appOn(source)
    await sql`create table later_feature (id text primary key)`.execute(app.db)
    const out = path.join(folder, 'site.tar.gz')
    fs.writeFileSync(out, 'yesterday')

    const attempt = backUp(out)

    await expect(attempt).rejects.toThrow(ArchiveError)
    await expect(attempt).rejects.toThrow(
      'the database has tables this version of the site does not know (later_feature): back it up with the version that runs on it',
    )
    expect(fs.readdirSync(folder)).toEqual(['site.tar.gz'])
    expect(fs.readFileSync(out, 'utf8')).toBe('yesterday')
  })

  it('refuses a database that was never migrated', async () => {
    await expect(backUp()).rejects.toThrow(
      'the database has no tables yet: start the site (or run npm run db:migrate) first',
    )
    expect(fs.readdirSync(folder)).toEqual([])
  })
})

describe('failureText', () => {
  it('says an expected failure in one line, and shows the stack of anything else', () => {
    expect(failureText('Backup failed', new ArchiveError('the archive ends early: it was cut short'))).toBe(
      'Backup failed: the archive ends early: it was cut short.',
    )
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    expect(failureText('Backup failed', refused)).toBe('Backup failed: connect ECONNREFUSED 127.0.0.1:5432.')
    const bug = new TypeError('x is undefined')
    expect(failureText('Backup failed', bug)).toContain('TypeError: x is undefined\n    at ')
  })
})
