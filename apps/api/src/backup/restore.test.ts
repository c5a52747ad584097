import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import {
  allRows,
  appOn,
  archiveEntries,
  categoryWithImage,
  filesUnder,
  repack,
  testDatabase,
  type TestDatabase,
} from '../test/backups.js'
import { signedInAdmin } from '../test/factories.js'
import { imageBytes } from '../test/uploads.js'
import { newId } from '../lib/ids.js'
import { createdProduct } from '../test/product-forms.js'
import { createBackup } from './backup.js'
import { ArchiveError, MANIFEST_ENTRY, type Manifest } from './format.js'
import { restoreBackup } from './restore.js'
import { appliedMigrations, KEPT_TABLES, LEFT_OUT_TABLES } from './tables.js'

let source: TestDatabase
let sourceApp: FastifyInstance
let folder: string
/** A sound archive of a small site: an admin, a category and a product with their images. */
let archive: string
const targets: TestDatabase[] = []

beforeAll(async () => {
  source = await testDatabase()
  sourceApp = await appOn(source)
  const admin = await signedInAdmin(sourceApp)
  const category = await categoryWithImage(sourceApp, admin.headers, 'Floor Care')
  await createdProduct(sourceApp, admin.headers, category._id)
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gwp-archive-'))
  archive = path.join(folder, 'site.tar.gz')
  await sourceApp.flushRequestLog()
  const reading = source.open()
  await createBackup({ db: reading.db, dialect: reading.dialect, dataDir: source.dataDir, out: archive })
}, 60_000)

afterEach(async () => {
  for (const target of targets.splice(0)) await target.close()
})

afterAll(async () => {
  await sourceApp?.close()
  await source?.close()
  if (folder) fs.rmSync(folder, { recursive: true, force: true })
})

async function newTarget(): Promise<TestDatabase> {
  const target = await testDatabase()
  targets.push(target)
  return target
}

function restoreInto(target: TestDatabase, file = archive) {
  const { db, dialect } = target.open()
  return restoreBackup({ db, dialect, schema: target.schema, dataDir: target.dataDir, file })
}

/** The archive with its entries changed by `change`, as a new file. */
function altered(change: (entries: Map<string, Buffer>) => void): string {
  const entries = archiveEntries(archive)
  change(entries)
  const file = path.join(folder, `altered-${Math.random().toString(36).slice(2)}.tar.gz`)
  repack(entries, file)
  return file
}

function editManifest(entries: Map<string, Buffer>, edit: (manifest: Manifest) => void) {
  const manifest = JSON.parse(entries.get(MANIFEST_ENTRY)!.toString('utf8')) as Manifest
  edit(manifest)
  entries.delete(MANIFEST_ENTRY)
  entries.set(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest)))
}

/** Nothing in any table (if it has tables at all), and no file under DATA_DIR/uploads. */
async function expectUntouched(target: TestDatabase) {
  const db = target.open().db.withoutPlugins()
  if ((await appliedMigrations(db, target.dialect)).length === 0) {
    expect([...filesUnder(target.dataDir).keys()]).toEqual([])
    return
  }
  for (const { name } of [...KEPT_TABLES, ...LEFT_OUT_TABLES]) {
    expect(await allRows(db, name, 'id'), name).toEqual([])
  }
  expect([...filesUnder(target.dataDir).keys()]).toEqual([])
}

describe('restoreBackup', () => {
  it('loads into a database an app has already started on, whose only rows are the built-in roles', async () => {
    const target = await newTarget()
    await (await appOn(target)).close()
    expect((await allRows(target.open().db.withoutPlugins(), 'roles', 'id')).length).toBe(2)

    const summary = await restoreInto(target)

    const [before, after] = [source.open().db.withoutPlugins(), target.open().db.withoutPlugins()]
    for (const { name, key } of KEPT_TABLES.filter((table) => table.name !== 'content_versions')) {
      expect(await allRows(after, name, key), name).toEqual(await allRows(before, name, key))
    }
    expect(summary.filesWritten).toBe(6)
    expect(summary.filesInPlace).toBe(0)
  })

  it('finds files already in DATA_DIR with the same bytes and leaves them be', async () => {
    const target = await newTarget()
    fs.cpSync(path.join(source.dataDir, 'uploads'), path.join(target.dataDir, 'uploads'), { recursive: true })
    const summary = await restoreInto(target)
    expect(summary).toMatchObject({ filesWritten: 0, filesInPlace: 6 })
  })

  it('refuses a DATA_DIR holding other bytes under a name the backup uses', async () => {
    const target = await newTarget()
    const [name] = [...filesUnder(source.dataDir).keys()]
    fs.mkdirSync(path.dirname(path.join(target.dataDir, name!)), { recursive: true })
    fs.writeFileSync(path.join(target.dataDir, name!), 'another site')
    await expect(restoreInto(target)).rejects.toThrow(
      `DATA_DIR already holds different files under names the backup uses (${name}): restore into a new DATA_DIR`,
    )
  })

  const refusals: Array<[string, () => string, string | RegExp]> = [
    ['a path with no file', () => path.join(folder, 'nothing-here.tar.gz'), /^there is no file /],
    [
      'a file that is not a backup',
      () => {
        const file = path.join(folder, 'notes.txt')
        fs.writeFileSync(file, 'just some notes')
        return file
      },
      'it is not a gzip file, so not a backup',
    ],
    [
      'an archive cut short',
      () => {
        const file = path.join(folder, 'half.tar.gz')
        const bytes = fs.readFileSync(archive)
        fs.writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2)))
        return file
      },
      'the archive ends early: it was cut short',
    ],
    [
      'an archive without its manifest',
      () => altered((entries) => entries.delete(MANIFEST_ENTRY)),
      'it ends without its manifest (manifest.json): it was cut short, or is no backup',
    ],
    [
      'a newer format',
      () =>
        altered((entries) =>
          editManifest(entries, (manifest) => Object.assign(manifest, { formatVersion: 2 })),
        ),
      'it is format version 2, newer than this version of the site reads (1)',
    ],
    [
      'a backup of a newer schema',
      () =>
        altered((entries) => editManifest(entries, (manifest) => manifest.migrations.push('9999-future'))),
      'the backup was made by a newer version of the site (its schema has 9999-future): restore it with that version or a later one',
    ],
    [
      'a backup of an older schema',
      () => altered((entries) => editManifest(entries, (manifest) => manifest.migrations.pop())),
      /^the backup was made by an older version of the site \(it lacks 00\d\d-[a-z-]+\)/,
    ],
    [
      'a file whose bytes differ from its SHA-256 in the manifest',
      () =>
        altered((entries) => {
          const [name, bytes] = [...entries].find(([entry]) => entry.startsWith('files/uploads/products/'))!
          const changed = Buffer.from(bytes)
          changed[changed.length - 1] = changed[changed.length - 1]! ^ 0xff
          entries.set(name, changed)
        }),
      /^uploads\/products\/[^ ]+ is damaged or missing \(size or SHA-256 differs from the manifest\)$/,
    ],
    [
      'a table with a row more than its manifest counts',
      () =>
        altered((entries) => {
          const name = 'tables/categories/000001.jsonl'
          entries.set(name, Buffer.concat([entries.get(name)!, entries.get(name)!]))
        }),
      'categories has 2 rows, its manifest says 1',
    ],
  ]

  for (const [what, file, message] of refusals) {
    it(`refuses ${what}, and writes nothing`, async () => {
      const target = await newTarget()
      const attempt = restoreInto(target, file())
      await expect(attempt).rejects.toThrow(ArchiveError)
      await expect(attempt).rejects.toThrow(message)
      await expectUntouched(target)
    })
  }

  it('refuses a file outside the folders a restore writes to even when the manifest hashes it right', async () => {
    const bytes = Buffer.from('not a database')
    const file = altered((entries) => {
      const manifest = entries.get(MANIFEST_ENTRY)!
      entries.delete(MANIFEST_ENTRY)
      entries.set('files/gwp.sqlite', bytes)
      entries.set(MANIFEST_ENTRY, manifest)
      editManifest(entries, (edited) =>
        edited.files.push({
          path: 'gwp.sqlite',
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
        }),
      )
    })
    const target = await newTarget()
    await expect(restoreInto(target, file)).rejects.toThrow(
      'it holds a file a restore does not write (gwp.sqlite)',
    )
    await expectUntouched(target)
  })

  /** The archive with one more file, listed in its manifest with the right size and SHA-256. */
  const withFile = (name: string, bytes: Buffer) =>
    altered((entries) => {
      const manifest = entries.get(MANIFEST_ENTRY)!
      entries.delete(MANIFEST_ENTRY)
      entries.set(`files/${name}`, bytes)
      entries.set(MANIFEST_ENTRY, manifest)
      editManifest(entries, (edited) =>
        edited.files.push({
          path: name,
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
        }),
      )
    })
  const page = Buffer.from('<!doctype html><script>fetch("/api/v1/admin")</script>')
  const storedName = (extension: string) => `uploads/products/${newId()}.${extension}`

  const contentRefusals: Array<[string, () => Promise<string>, string | RegExp]> = [
    [
      'a page under uploads',
      async () => withFile('uploads/products/welcome.html', page),
      'it holds a file a restore does not write (uploads/products/welcome.html)',
    ],
    [
      'an SVG in place of a hero picture',
      async () => withFile('uploads/hero/slide-1.svg', Buffer.from('<svg><script>alert(1)</script></svg>')),
      'it holds a file a restore does not write (uploads/hero/slide-1.svg)',
    ],
    [
      'a file in a folder the site has no images in',
      async () => withFile(`uploads/scripts/${newId()}.png`, await imageBytes('png')),
      /^it holds a file a restore does not write \(uploads\/scripts\//,
    ],
    [
      'a page under an image’s name',
      async () => withFile(storedName('png'), page),
      /^uploads\/products\/[^ ]+\.png is not the PNG image its name says \(checked as an upload is\)$/,
    ],
    [
      'a JPEG under a PNG’s name',
      async () => withFile(storedName('png'), await imageBytes('jpeg')),
      /^uploads\/products\/[^ ]+\.png is not the PNG image its name says/,
    ],
    [
      'an image whose pixel data is cut short',
      async () => {
        // Noise, which does not compress: the cut falls inside the pixel data, past a sound header.
        const raw = Buffer.alloc(300 * 300 * 3)
        for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24
        const whole = await sharp(raw, { raw: { width: 300, height: 300, channels: 3 } })
          .png()
          .toBuffer()
        return withFile(storedName('png'), whole.subarray(0, Math.floor(whole.length * 0.6)))
      },
      /^uploads\/products\/[^ ]+\.png is not the PNG image its name says/,
    ],
  ]

  for (const [what, file, message] of contentRefusals) {
    it(`refuses ${what}, and writes nothing (docs/decisions/016-request-log-bounds-and-restore-checks.md#finding-4)`, async () => {
      const target = await newTarget()
      const attempt = restoreInto(target, await file())
      await expect(attempt).rejects.toThrow(ArchiveError)
      await expect(attempt).rejects.toThrow(message)
      await expectUntouched(target)
    })
  }

  it('takes the hero pictures and images the site writes, checked the same way', async () => {
    const target = await newTarget()
    const hero = await imageBytes('jpeg')
    const summary = await restoreInto(target, withFile('uploads/hero/slide-2.jpg', hero))
    expect(summary.filesWritten).toBe(7)
    expect(fs.readFileSync(path.join(target.dataDir, 'uploads/hero/slide-2.jpg')).equals(hero)).toBe(true)
  })

  it('rolls every row back and removes the files it wrote when loading fails half-way', async () => {
    const target = await newTarget()
    // A file where the products' image folder belongs: the categories' images are written, the
    // products' cannot be.
    fs.mkdirSync(path.join(target.dataDir, 'uploads'), { recursive: true })
    fs.writeFileSync(path.join(target.dataDir, 'uploads', 'products'), 'in the way')
    await expect(restoreInto(target)).rejects.toThrow(/EEXIST|ENOTDIR/)
    fs.rmSync(path.join(target.dataDir, 'uploads', 'products'))
    await expectUntouched(target)
  })
})
