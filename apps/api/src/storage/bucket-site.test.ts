import fs from 'node:fs'
import path from 'node:path'

import { variantPath } from '@gwp/contracts'
import sharp from 'sharp'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { BUCKET_RELIST_MS } from '../modules/hero/index.js'
import { buildTestApp, type TestApp } from '../test/app.js'
import { signedInAdmin } from '../test/factories.js'
import { bucketEnv, s3ServerForFile, startS3Server } from '../test/s3-server.js'
import { imageBytes, multipartForm } from '../test/uploads.js'
import { createS3Storage } from './s3-storage.js'

const s3 = s3ServerForFile()
let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

/** Every file under DATA_DIR/uploads, which must stay empty while a bucket holds the files. */
function filesOnDisk(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads')
  return fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true }) as string[]) : []
}

describe('a site whose files live in a bucket (S3_BUCKET)', () => {
  it('stores an uploaded image and its variants in the bucket, none on disk, and serves them with the disk’s headers', async () => {
    const settings = await s3().newBucket({ prefix: 'gwp/' })
    t = await buildTestApp(bucketEnv(settings))
    const boss = await signedInAdmin(t.app)
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/category/create',
      headers: boss.headers,
      payload: multipartForm({ name: 'Mops', description: 'Mops' }, { image: { bytes: await imageBytes() } }),
    })
    expect(created.statusCode, created.body).toBe(201)
    const image = created.json().data.image as string
    const bucket = createS3Storage(settings)
    const files = [image, variantPath(image, 400), variantPath(image, 800)]
    for (const file of files) expect(await bucket.exists(file.replace(/^uploads\//, '')), file).toBe(true)
    expect(filesOnDisk(t.dataDir)).toEqual([])

    const served = await t.app.inject({ url: `/${variantPath(image, 400)}` })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(String(served.headers['content-security-policy'])).toContain('sandbox')
    expect((await sharp(served.rawPayload).metadata()).width).toBe(400)
    const etag = String(served.headers.etag)
    const again = await t.app.inject({
      url: `/${variantPath(image, 400)}`,
      headers: { 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload).toHaveLength(0)

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/category/delete/${created.json().data._id}`,
      headers: boss.headers,
    })
    expect(deleted.statusCode, deleted.body).toBe(200)
    for (const file of files) expect(await bucket.exists(file.replace(/^uploads\//, '')), file).toBe(false)
    expect((await t.app.inject({ url: `/${image}` })).statusCode).toBe(404)
  })

  it('serves only the image types it writes, whatever else is in the bucket', async () => {
    const settings = await s3().newBucket()
    const bucket = createS3Storage(settings)
    await bucket.save('products/planted.html', Buffer.from('<script>alert(1)</script>'))
    await bucket.save('planted.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))
    t = await buildTestApp(bucketEnv(settings))
    for (const url of [
      '/uploads/products/planted.html',
      '/uploads/planted.svg',
      '/uploads/products/none.png',
    ]) {
      const response = await t.app.inject({ url })
      expect(response.statusCode, url).toBe(404)
      expect(response.body, url).not.toContain('<script>')
      expect(String(response.headers['content-security-policy']), url).toContain('sandbox')
    }
  })

  it('does not start on a bucket it cannot use, saying why in one line', async () => {
    const settings = await s3().newBucket()
    await expect(buildTestApp({ ...bucketEnv(settings), S3_BUCKET: 'gwp-missing-bucket' })).rejects.toThrow(
      `S3_BUCKET "gwp-missing-bucket" at ${s3().endpoint} cannot be used: no such bucket`,
    )
    await expect(buildTestApp({ ...bucketEnv(settings), S3_ENDPOINT: 'http://127.0.0.1:9' })).rejects.toThrow(
      `at http://127.0.0.1:9 cannot be used:`,
    )
  })

  it('answers a clean 5xx while the store is away, and serves again once it is back', async () => {
    const away = await startS3Server()
    const settings = await away.newBucket()
    t = await buildTestApp(bucketEnv(settings))
    await createS3Storage(settings).save('products/a.png', await imageBytes())
    expect((await t.app.inject({ url: '/uploads/products/a.png' })).statusCode).toBe(200)

    await away.stop()
    const down = await t.app.inject({ url: '/uploads/products/a.png' })
    expect(down.statusCode).toBeGreaterThanOrEqual(500)
    expect(down.json()).toMatchObject({ success: false })
    expect(down.body).not.toContain(settings.endpoint!)
    // An upload meanwhile fails whole: a 5xx, and no category naming images that are not there.
    const boss = await signedInAdmin(t.app)
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/category/create',
      headers: boss.headers,
      payload: multipartForm(
        { name: 'Brooms', description: 'Brooms' },
        { image: { bytes: await imageBytes() } },
      ),
    })
    expect(upload.statusCode).toBeGreaterThanOrEqual(500)
    expect(
      await t.app.db.selectFrom('categories').select('id').where('name', '=', 'Brooms').execute(),
    ).toEqual([])

    await away.restart()
    expect((await t.app.inject({ url: '/uploads/products/a.png' })).statusCode).toBe(200)
    await away.close()
  })

  it('writes the demo content and the default hero pictures into the bucket', async () => {
    const settings = await s3().newBucket()
    t = await buildTestApp({ ...bucketEnv(settings), SEED_DEMO: 'true' })
    const { seedIfEmpty } = await import('../db/seed/index.js')
    await seedIfEmpty(t.app)
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    expect((await t.app.inject({ url: '/uploads/hero/slide-1-400.webp' })).statusCode).toBe(200)
    const bucket = createS3Storage(settings)
    expect((await bucket.list('hero/')).map((file) => file.key).sort()).toEqual([
      'hero/slide-1.jpg',
      'hero/slide-2.jpg',
      'hero/slide-3.jpg',
      'hero/slide-4.jpg',
    ])
    expect((await bucket.list('products/')).length).toBeGreaterThan(0)
    expect(filesOnDisk(t.dataDir)).toEqual([])
  })

  it('shows a hero picture replaced in the bucket within half a minute, without a restart', async () => {
    const settings = await s3().newBucket()
    const bucket = createS3Storage(settings)
    const picture = (background: string) =>
      sharp({ create: { width: 1600, height: 900, channels: 3, background } })
        .jpeg()
        .toBuffer()
    await bucket.save('hero/slide-1.jpg', await picture('#c81e1e'))
    t = await buildTestApp(bucketEnv(settings))
    const first = await t.app.inject({ url: '/uploads/hero/slide-1-400.webp' })
    expect(first.statusCode).toBe(200)

    await bucket.save('hero/slide-1.jpg', await picture('#143cc8'))
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + BUCKET_RELIST_MS })
    const replaced = await t.app.inject({ url: '/uploads/hero/slide-1-400.webp' })
    expect(replaced.statusCode).toBe(200)
    expect(replaced.headers.etag).not.toBe(first.headers.etag)
    expect(BUCKET_RELIST_MS).toBeLessThanOrEqual(60_000)
  })
})
