import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { variantPath } from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { S3Settings } from '../config.js'
import { createS3Storage } from '../storage/s3-storage.js'
import type { Storage } from '../storage/storage.js'
import { appOn, filesUnder, testDatabase, testDialect, type TestDatabase } from '../test/backups.js'
import { signedInAdmin } from '../test/factories.js'
import { bucketEnv, s3ServerForFile } from '../test/s3-server.js'
import { imageBytes, multipartForm } from '../test/uploads.js'
import { createBackup } from './backup.js'
import { ArchiveError } from './format.js'
import { restoreBackup } from './restore.js'

const s3 = s3ServerForFile()
const opened: Array<TestDatabase | FastifyInstance> = []
let folder: string
beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gwp-bucket-backups-'))
})
afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await ('ready' in item ? item.close() : item.close())
})
afterAll(async () => {
  fs.rmSync(folder, { recursive: true, force: true })
})

async function database(dialect = testDialect()): Promise<TestDatabase> {
  const target = await testDatabase(dialect)
  opened.push(target)
  return target
}

async function app(target: TestDatabase, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const started = await appOn(target, env)
  opened.push(started)
  return started
}

/** Restores `archive` into `target`, its uploads into `storage` when given, as `npm run restore` does. */
function restoreInto(target: TestDatabase, archive: string, storage?: Storage) {
  const { db, dialect } = target.open()
  return restoreBackup({
    db,
    dialect,
    schema: target.schema,
    dataDir: target.dataDir,
    storage,
    file: archive,
  })
}

/** A category made through the API, as staff make one: its image and variants go to the store. */
async function addCategory(site: FastifyInstance): Promise<string> {
  const boss = await signedInAdmin(site)
  const response = await site.inject({
    method: 'POST',
    url: '/api/v1/category/create',
    headers: boss.headers,
    payload: multipartForm({ name: 'Mops', description: 'Mops' }, { image: { bytes: await imageBytes() } }),
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data.image as string
}

/** The bucket's objects under the uploads folders, by archive path (`uploads/…`). */
async function filesInBucket(settings: S3Settings): Promise<Map<string, Buffer>> {
  const bucket = createS3Storage(settings)
  const files = new Map<string, Buffer>()
  for (const folder of ['categories', 'hero']) {
    for (const file of await bucket.list(`${folder}/`))
      files.set(`uploads/${file.key}`, (await bucket.read(file.key))!)
  }
  return files
}

const colour = (background: string) =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background } })
    .jpeg()
    .toBuffer()

async function centreRed(body: Buffer): Promise<number> {
  const { data } = await sharp(body)
    .extract({ left: 200, top: 112, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true })
  return data[0]!
}

describe(`backups of a site on ${testDialect()} whose files are in a bucket`, () => {
  it('go from a bucket to DATA_DIR, and into another bucket, with every file and nothing on disk', async () => {
    const sourceBucket = await s3().newBucket({ prefix: 'live/' })
    const source = await database()
    const sourceApp = await app(source, bucketEnv(sourceBucket))
    const image = await addCategory(sourceApp)
    await createS3Storage(sourceBucket).save('hero/slide-1.jpg', await colour('#c81e1e'))
    const archive = path.join(folder, 'from-bucket.tar.gz')
    const summary = await createBackup({
      db: source.open().db,
      dialect: source.dialect,
      dataDir: source.dataDir,
      storage: createS3Storage(sourceBucket),
      out: archive,
    })
    const inSource = await filesInBucket(sourceBucket)
    expect([...inSource.keys()].sort()).toEqual(
      [image, variantPath(image, 400), variantPath(image, 800), 'uploads/hero/slide-1.jpg'].sort(),
    )
    expect(summary.manifest.files.map((file) => file.path).sort()).toEqual([...inSource.keys()].sort())
    expect(filesUnder(source.dataDir).size).toBe(0)

    // Into SQLite and DATA_DIR (from PostgreSQL in the PostgreSQL run): the same bytes, from disk.
    const onDisk = await database('sqlite')
    const restored = await restoreInto(onDisk, archive)
    expect(restored.filesWritten).toBe(4)
    expect(filesUnder(onDisk.dataDir)).toEqual(inSource)
    const diskApp = await app(onDisk)
    expect((await diskApp.inject({ url: `/${variantPath(image, 400)}` })).statusCode).toBe(200)
    expect((await diskApp.inject({ url: '/uploads/hero/slide-1-400.webp' })).statusCode).toBe(200)

    // Into another bucket: the same bytes, served from it, and still nothing on disk.
    const otherBucket = await s3().newBucket()
    const inOther = await database()
    await restoreInto(inOther, archive, createS3Storage(otherBucket))
    expect(await filesInBucket(otherBucket)).toEqual(inSource)
    expect(filesUnder(inOther.dataDir).size).toBe(0)
    const otherApp = await app(inOther, bucketEnv(otherBucket))
    expect((await otherApp.inject({ url: `/${image}` })).statusCode).toBe(200)

    // A second restore into a bucket that already holds other bytes under those names is refused.
    await createS3Storage(otherBucket).save(image.replace(/^uploads\//, ''), Buffer.from('another site'))
    const again = await database()
    await expect(restoreInto(again, archive, createS3Storage(otherBucket))).rejects.toThrow(
      new ArchiveError(
        `the bucket already holds different files under names the backup uses (${image}): restore into an empty bucket (or another S3_PREFIX)`,
      ),
    )
  })

  it('move a site from DATA_DIR into a bucket in one restore, the newest of a slide’s pictures still shown', async () => {
    const source = await database()
    const sourceApp = await app(source)
    const image = await addCategory(sourceApp)
    const hero = path.join(source.dataDir, 'uploads', 'hero')
    fs.mkdirSync(hero, { recursive: true })
    // Two pictures for slide 1: the red one is newer, so it is the one shown (hero-images.ts).
    fs.writeFileSync(
      path.join(hero, 'slide-1.png'),
      await sharp(await colour('#143cc8'))
        .png()
        .toBuffer(),
    )
    fs.writeFileSync(path.join(hero, 'slide-1.jpg'), await colour('#c81e1e'))
    const lastYear = new Date(Date.now() - 365 * 86_400_000)
    fs.utimesSync(path.join(hero, 'slide-1.png'), lastYear, lastYear)
    const archive = path.join(folder, 'from-disk.tar.gz')
    await createBackup({
      db: source.open().db,
      dialect: source.dialect,
      dataDir: source.dataDir,
      out: archive,
    })

    const bucket = await s3().newBucket()
    const target = await database()
    await restoreInto(target, archive, createS3Storage(bucket))
    // The older picture of slide 1 is never shown: it stays out of the bucket, which dates objects itself.
    const expected = filesUnder(source.dataDir)
    expected.delete('uploads/hero/slide-1.png')
    expect(await filesInBucket(bucket)).toEqual(expected)
    expect(filesUnder(target.dataDir).size).toBe(0)
    const moved = await app(target, bucketEnv(bucket))
    expect((await moved.inject({ url: `/${variantPath(image, 800)}` })).statusCode).toBe(200)
    const slide = await moved.inject({ url: '/uploads/hero/slide-1-400.webp' })
    expect(slide.statusCode).toBe(200)
    expect(await centreRed(slide.rawPayload)).toBeGreaterThan(150)
  })
})
