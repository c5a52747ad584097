import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createAdmin } from '../db/bootstrap.js'
import { CONTENT_SCOPES } from '../db/content-versions.js'
import type { DialectName } from '../db/dialect.js'
import { seedIfEmpty } from '../db/seed/index.js'
import { hashToken } from '../lib/tokens.js'
import {
  allRows,
  appOn,
  archiveBytes,
  archiveManifest,
  filesUnder,
  testDatabase,
  testDialect,
  type TestDatabase,
} from '../test/backups.js'
import { login, signedInAdmin, TEST_PASSWORD, type TestAdmin } from '../test/factories.js'
import { createBackup, type BackupSummary } from './backup.js'
import { ArchiveError, type Row } from './format.js'
import { restoreBackup } from './restore.js'
import { KEPT_TABLES, LEFT_OUT_TABLES, type AnyDb } from './tables.js'

const SETUP_TIMEOUT = 240_000

// Each project restores into its own kind of database. The PostgreSQL run also restores a SQLite
// site's backup: the documented way to move a site that outgrew one machine.
const ROUTES: Array<[DialectName, DialectName]> =
  testDialect() === 'postgres'
    ? [
        ['postgres', 'postgres'],
        ['sqlite', 'postgres'],
      ]
    : [['sqlite', 'sqlite']]

const PUBLIC_READS = [
  '/api/v1/category',
  '/api/v1/sub-category/',
  '/api/v1/product/active-products',
  '/api/v1/blog/active-blogs',
  '/api/v1/event/get-all-active',
  '/api/v1/partner-logo',
  '/api/v1/heading',
]

describe.each(ROUTES)('a backup of a site on %s, restored into an empty %s database', (from, to) => {
  let source: TestDatabase
  let target: TestDatabase
  let sourceApp: FastifyInstance
  let targetApp: FastifyInstance
  let sourceDb: AnyDb
  let targetDb: AnyDb
  let admin: TestAdmin
  let resetToken: string
  let folder: string
  let archive: string
  let backup: BackupSummary

  /** Rows in every table, the left-out ones too, through the API where the API writes them. */
  async function fillEveryTable() {
    admin = await signedInAdmin(sourceApp)
    const wrong = await sourceApp.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: admin.username, password: 'not-the-password' },
    })
    expect(wrong.statusCode).toBe(401)
    const forgot = await sourceApp.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: admin.email },
    })
    expect(forgot.statusCode).toBe(200)
    const product = await sourceApp.db.selectFrom('products').select('id').executeTakeFirstOrThrow()
    const quote = await sourceApp.inject({
      method: 'POST',
      url: '/api/v1/quotation/create',
      payload: {
        product: product.id,
        fullName: 'Ayesha Siddiqui',
        phoneNumber: '03001234567',
        email: 'ayesha@example.com',
        address: 'Plot 12, Industrial Area, Lahore',
        message: 'Please quote 200 pieces.',
      },
    })
    expect(quote.statusCode, quote.body).toBe(201)
    // The sales desk's tables (decision record 021): a draft offer writes its number, its row and
    // its timeline entry; as a draft it sends no e-mail.
    const quotation = await sourceApp.db.selectFrom('quotations').select('id').executeTakeFirstOrThrow()
    const offer = await sourceApp.inject({
      method: 'POST',
      url: `/api/v1/quotation/${quotation.id}/offer`,
      headers: admin.headers,
      payload: {
        currency: 'PKR',
        validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
        lines: [{ productId: product.id, description: 'Spin mop', quantity: 200, unitPrice: '1250.50' }],
      },
    })
    expect(offer.statusCode, offer.body).toBe(201)
    const catalogue = await sourceApp.inject({
      method: 'POST',
      url: '/api/v1/catalog/send-catalog',
      payload: { email: 'buyer@example.com' },
    })
    expect(catalogue.statusCode, catalogue.body).toBe(200)
    const leaver = await createAdmin(sourceApp.db, {
      username: 'leaver',
      password: TEST_PASSWORD,
      role: 'Member',
    })
    const disabled = await sourceApp.inject({
      method: 'PATCH',
      url: `/api/v1/admin/status/${leaver}`,
      headers: admin.headers,
      payload: { isActive: 'false' },
    })
    expect(disabled.statusCode, disabled.body).toBe(200)
    await sourceApp.flushRequestLog()

    const mails = await allRows(sourceDb, 'mail_queue', 'id')
    resetToken = /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(
      mails.map((mail) => String(mail.text_body)).join('\n'),
    )![1]!
  }

  beforeAll(async () => {
    source = await testDatabase(from)
    sourceApp = await appOn(source, { STAFF_EMAIL: 'staff@example.com' })
    sourceDb = sourceApp.db.withoutPlugins()
    await seedIfEmpty(sourceApp)
    await fillEveryTable()

    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gwp-archive-'))
    archive = path.join(folder, 'backups', 'site.tar.gz')
    // Its own connection, as `npm run backup` beside a running server has.
    const reading = source.open()
    backup = await createBackup({
      db: reading.db,
      dialect: reading.dialect,
      dataDir: source.dataDir,
      out: archive,
    })

    target = await testDatabase(to)
    const loading = target.open()
    await restoreBackup({
      db: loading.db,
      dialect: loading.dialect,
      schema: target.schema,
      dataDir: target.dataDir,
      file: archive,
    })
    targetApp = await appOn(target)
    targetDb = targetApp.db.withoutPlugins()
  }, SETUP_TIMEOUT)

  afterAll(async () => {
    await targetApp?.close()
    await sourceApp?.close()
    await target?.close()
    await source?.close()
    if (folder) fs.rmSync(folder, { recursive: true, force: true })
  })

  it('starts from a source with rows in every table, the left-out ones included', async () => {
    for (const { name, key } of [...KEPT_TABLES, ...LEFT_OUT_TABLES.map((t) => ({ ...t, key: 'id' }))]) {
      expect((await allRows(sourceDb, name, key)).length, name).toBeGreaterThan(0)
    }
  })

  it('writes one archive whose manifest names the source, its schema, every table and what is left out', async () => {
    expect(fs.readdirSync(path.dirname(archive))).toEqual(['site.tar.gz'])
    expect(backup.attempts).toBe(1)
    const manifest = archiveManifest(archive)
    expect(manifest).toMatchObject({ format: 'gwp-backup', formatVersion: 1, source: { dialect: from } })
    expect(manifest.migrations).toContain('0001-initial')
    expect(manifest.tables.map((table) => table.name)).toEqual(KEPT_TABLES.map((table) => table.name))
    expect(manifest.tables.find((table) => table.name === 'admins')!.columns).toContain('password_hash')
    expect(manifest.leftOut).toEqual([
      { table: 'sessions', rows: 'all', reason: expect.any(String) },
      { table: 'password_reset_tokens', rows: 'all', reason: expect.any(String) },
      { table: 'login_attempts', rows: 'all', reason: expect.any(String) },
      { table: 'scheduled_runs', rows: 'all', reason: expect.any(String) },
      { table: 'mail_queue', rows: 1, reason: expect.stringContaining('password-reset') },
    ])
    expect(manifest.missingFiles).toEqual([])
    for (const table of manifest.tables) {
      const kept = (await allRows(sourceDb, table.name, 'id')).length
      expect(table.rows, table.name).toBe(table.name === 'mail_queue' ? kept - 1 : kept)
    }
  })

  it('holds no session or reset token, hashed or in clear, and holds the password hashes', async () => {
    const bytes = archiveBytes(archive)
    const sessions = await allRows(sourceDb, 'sessions', 'id')
    const resets = await allRows(sourceDb, 'password_reset_tokens', 'id')
    const secrets = [
      admin.token,
      hashToken(admin.token),
      resetToken,
      hashToken(resetToken),
      ...sessions.map((row) => String(row.token_hash)),
      ...resets.map((row) => String(row.token_hash)),
    ]
    expect(resets.map((row) => row.token_hash)).toContain(hashToken(resetToken))
    for (const secret of secrets) expect(bytes.includes(secret), secret).toBe(false)
    const hashes = await allRows(sourceDb, 'admins', 'id')
    for (const row of hashes) {
      expect(String(row.password_hash)).toMatch(/^\$argon2id\$/)
      expect(bytes.includes(String(row.password_hash))).toBe(true)
    }
  })

  it('restores every row of every kept table as it was, and no row of a left-out one', async () => {
    const reset = (row: Row) => String(row.text_body).includes('/reset-password/')
    for (const { name, key } of KEPT_TABLES) {
      if (name === 'content_versions') continue
      const expected = (await allRows(sourceDb, name, key)).filter(
        (row) => name !== 'mail_queue' || !reset(row),
      )
      expect(await allRows(targetDb, name, key), name).toEqual(expected)
    }
    for (const { name } of LEFT_OUT_TABLES) {
      if (name !== 'scheduled_runs') expect(await allRows(targetDb, name, 'id'), name).toEqual([])
    }
    // The target's own housekeeping run, claimed as its app started: not the source's.
    const runs = async (db: AnyDb) =>
      (await allRows(db, 'scheduled_runs', 'name')).map((row) => row.last_run_at)
    expect(await runs(targetDb)).not.toEqual(await runs(sourceDb))
  })

  it('raises every content version past the source, so no cache serves older content', async () => {
    const versions = async (db: AnyDb) =>
      Object.fromEntries(
        (await allRows(db, 'content_versions', 'scope')).map((row) => [row.scope, Number(row.version)]),
      )
    const before = await versions(sourceDb)
    const after = await versions(targetDb)
    for (const scope of CONTENT_SCOPES) {
      expect(before[scope], scope).toBeGreaterThan(0)
      expect(after[scope], scope).toBe(before[scope]! + 1)
    }
  })

  it('restores every uploaded file and the unsent e-mail attachment byte for byte', async () => {
    const attachment = (await allRows(sourceDb, 'mail_queue', 'id'))
      .filter((row) => row.status === 'pending' && row.attachments)
      .flatMap((row) => (JSON.parse(String(row.attachments)) as Array<{ path: string }>).map((f) => f.path))
    expect(attachment).toHaveLength(1)
    const expected = filesUnder(source.dataDir)
    // Offers' PDFs are not in the archive: they are drawn again from their rows (next test).
    for (const file of expected.keys()) if (file.startsWith('uploads/offers/')) expected.delete(file)
    expected.set(attachment[0]!, fs.readFileSync(path.join(source.dataDir, attachment[0]!)))
    expect(expected.size).toBeGreaterThan(100)
    const restored = filesUnder(target.dataDir, ['uploads', 'catalog'])
    expect([...restored.keys()].sort()).toEqual([...expected.keys()].sort())
    for (const [file, bytes] of expected) {
      expect(restored.get(file)!.equals(bytes), file).toBe(true)
      // In whole seconds of the file's time as a Date, as the archive keeps it: Node rounds `mtimeMs`
      // to the millisecond there, so flooring `mtimeMs` itself differs just before a second's end.
      const seconds = (dataDir: string) =>
        Math.floor(fs.statSync(path.join(dataDir, file)).mtime.getTime() / 1000)
      expect(seconds(target.dataDir), file).toBe(seconds(source.dataDir))
    }
  })

  it('draws an offer’s PDF again from its restored row', async () => {
    const [offer] = await allRows(targetDb, 'offers', 'id')
    const token = await login(targetApp, admin.username, TEST_PASSWORD)
    const pdf = await targetApp.inject({
      url: `/api/v1/quotation/${String(offer!.quotation_id)}/offer/${String(offer!.id)}/pdf`,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('lets admins sign in with their passwords, but not with a session or reset link from before', async () => {
    const token = await login(targetApp, admin.username, TEST_PASSWORD)
    const me = await targetApp.inject({ url: '/api/v1/admin', headers: { authorization: `Bearer ${token}` } })
    expect(me.statusCode).toBe(200)
    const old = await targetApp.inject({ url: '/api/v1/admin', headers: admin.headers })
    expect(old.statusCode).toBe(401)
    const reset = await targetApp.inject({
      method: 'POST',
      url: `/api/v1/auth/reset-password/${resetToken}`,
      payload: { password: 'N3w!Password', confirmPassword: 'N3w!Password' },
    })
    expect(reset.statusCode).toBe(400)
  })

  it('serves the same public content and images', async () => {
    for (const url of PUBLIC_READS) {
      const [before, after] = [await sourceApp.inject({ url }), await targetApp.inject({ url })]
      expect(before.statusCode, url).toBe(200)
      expect(after.statusCode, url).toBe(200)
      // The same body on the same kind of database; across kinds the same JSON, since lists are
      // written as JSON by the database (decision 006) and each spaces it its own way.
      if (from === to) expect(after.body, url).toBe(before.body)
      else expect(after.json(), url).toEqual(before.json())
    }
    const product = await targetApp.db.selectFrom('products').select('images').executeTakeFirstOrThrow()
    const image = (JSON.parse(product.images) as string[])[0]!
    const [before, after] = [
      await sourceApp.inject({ url: `/${image}` }),
      await targetApp.inject({ url: `/${image}` }),
    ]
    expect(after.statusCode).toBe(200)
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true)
  })

  it('refuses to restore into a database that has content, and changes nothing', async () => {
    // Nothing of the requests before may still be waiting to be written.
    await targetApp.flushRequestLog()
    const counts = async () =>
      Promise.all(KEPT_TABLES.map(async ({ name, key }) => (await allRows(targetDb, name, key)).length))
    const before = await counts()
    const loading = target.open()
    const attempt = restoreBackup({
      db: loading.db,
      dialect: loading.dialect,
      schema: target.schema,
      dataDir: target.dataDir,
      file: archive,
    })
    await expect(attempt).rejects.toThrow(ArchiveError)
    await expect(attempt).rejects.toThrow(/^the target database is not empty \(roles, admins, categories, /)
    expect(await counts()).toEqual(before)
  })
})
