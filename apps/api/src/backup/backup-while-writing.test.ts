import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import type { Database } from '../db/database.js'
import { imageFiles } from '../storage/images.js'
import {
  appOn,
  archivedRows,
  archiveEntries,
  categoryWithImage,
  pausingConnection,
  testDatabase,
  type TestDatabase,
} from '../test/backups.js'
import { contentVersion, signedInAdmin, type TestAdmin } from '../test/factories.js'
import { createdProduct } from '../test/product-forms.js'
import { createBackup } from './backup.js'
import type { Manifest } from './format.js'
import { restoreBackup } from './restore.js'

// Small pages, so the products are read in several statements and the site writes between them.
const BATCH_ROWS = 2
const PRODUCTS = 6

let source: TestDatabase
let app: FastifyInstance
let admin: TestAdmin
let categoryId: string
let folder: string
let reader: Kysely<Database> | null
const closing: Array<() => Promise<unknown>> = []

beforeEach(async () => {
  source = await testDatabase()
  app = await appOn(source)
  admin = await signedInAdmin(app)
  categoryId = (await categoryWithImage(app, admin.headers, 'Floor Care'))._id
  for (let i = 0; i < PRODUCTS; i++) await createdProduct(app, admin.headers, categoryId)
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gwp-archive-'))
  reader = null
}, 60_000)

afterEach(async () => {
  await reader?.destroy()
  for (const close of closing.splice(0).reverse()) await close()
  await app.close()
  await source.close()
  fs.rmSync(folder, { recursive: true, force: true })
})

const productIds = async () =>
  (await app.db.selectFrom('products').select('id').orderBy('id').execute()).map((row) => row.id)

const deleteProduct = async (id: string) => {
  const response = await app.inject({
    method: 'DELETE',
    url: `/api/v1/product/delete/${id}`,
    headers: admin.headers,
  })
  expect(response.statusCode, response.body).toBe(200)
}

/** A backup whose reads of the products table are each followed by `write`, until it returns false. */
async function backupWhile(write: () => Promise<boolean>) {
  let writing = true
  reader = pausingConnection(source, async (sql) => {
    if (writing && /from "products"/.test(sql)) writing = await write()
  })
  const out = path.join(folder, 'site.tar.gz')
  const summary = await createBackup({
    db: reader,
    dialect: source.dialect,
    dataDir: source.dataDir,
    out,
    batchRows: BATCH_ROWS,
  })
  return { summary, entries: archiveEntries(out), out }
}

/** Every image file the archived products name is in the archive, with the bytes the manifest hashed. */
function expectFilesOfRows(entries: Map<string, Buffer>, manifest: Manifest) {
  const named = archivedRows(entries, 'products').flatMap((row) =>
    (JSON.parse(String(row.images)) as string[]).flatMap(imageFiles),
  )
  expect(named.length).toBeGreaterThan(0)
  for (const file of named) {
    const bytes = entries.get(`files/${file}`)
    expect(bytes, file).toBeDefined()
    const listed = manifest.files.find((entry) => entry.path === file)
    expect(listed?.sha256, file).toBe(createHash('sha256').update(bytes!).digest('hex'))
  }
}

describe('a backup taken while the site writes', () => {
  it('holds the database as it was when it began: no product created between its reads, a content version that agrees', async () => {
    const before = await productIds()
    const version = await contentVersion(app, 'catalog')
    let created = 0
    const { summary, entries } = await backupWhile(async () => {
      await createdProduct(app, admin.headers, categoryId)
      return ++created < 4
    })

    expect(created).toBe(4)
    expect((await productIds()).length).toBe(PRODUCTS + created)
    expect(summary.attempts).toBe(1)
    const archived = archivedRows(entries, 'products').map((row) => String(row.id))
    expect(archived.sort()).toEqual([...before].sort())
    const versions = archivedRows(entries, 'content_versions')
    expect(versions.find((row) => row.scope === 'catalog')?.version).toBe(version)
    expect(summary.manifest.tables.find((table) => table.name === 'products')?.rows).toBe(PRODUCTS)
    expectFilesOfRows(entries, summary.manifest)
  })

  it('takes the snapshot again when products it read are deleted, and then its rows and files agree', async () => {
    const [first, second] = await productIds()
    const deletions = [first!, second!]
    const { summary, entries, out } = await backupWhile(async () => {
      await deleteProduct(deletions.shift()!)
      return deletions.length > 0
    })

    expect(deletions).toEqual([])
    expect(summary.attempts).toBe(2)
    expect(summary.manifest.missingFiles).toEqual([])
    const archived = archivedRows(entries, 'products').map((row) => String(row.id))
    expect(archived.sort()).toEqual((await productIds()).sort())
    expectFilesOfRows(entries, summary.manifest)

    // And restored, the site has every image its products name.
    const target = await testDatabase()
    closing.push(() => target.close())
    const loading = target.open()
    await restoreBackup({
      db: loading.db,
      dialect: loading.dialect,
      schema: target.schema,
      dataDir: target.dataDir,
      file: out,
    })
    const rows = await loading.db.selectFrom('products').select('images').execute()
    expect(rows).toHaveLength(PRODUCTS - 2)
    for (const row of rows) {
      for (const file of (JSON.parse(row.images) as string[]).flatMap(imageFiles)) {
        expect(fs.existsSync(path.join(target.dataDir, file)), file).toBe(true)
      }
    }
  })
})
