import { API_PATHS, fillPath, variantPath } from '@gwp/contracts'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'

import { loadConfig, type S3Settings } from '../config.js'
import { buildTestApp, type TestApp } from '../test/app.js'
import { signedInAdmin } from '../test/factories.js'
import { createdProduct, productRow, productUrl } from '../test/product-forms.js'
import { bucketEnv, s3ServerForFile } from '../test/s3-server.js'
import { imageBytes, multipartForm } from '../test/uploads.js'

const s3 = s3ServerForFile()
let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

/**
 * A bucket whose files visitors fetch straight from the store: s3rver answers an anonymous GET of
 * `<endpoint>/<bucket>/<key>`, as a public bucket or a CDN in front of one does.
 */
async function publicBucketSite() {
  const settings: S3Settings = await s3().newBucket({ prefix: 'gwp/' })
  const publicUrl = `${settings.endpoint}/${settings.bucket}`
  // A trailing slash, as an operator may well write it.
  t = await buildTestApp({ ...bucketEnv(settings), S3_PUBLIC_URL: `${publicUrl}/` })
  return { app: t.app, boss: await signedInAdmin(t.app), publicUrl: `${publicUrl}/gwp/` }
}

describe('image addresses with a public bucket address (S3_PUBLIC_URL)', () => {
  it('answers with addresses in the bucket that visitors can fetch, and takes them back as the stored ones', async () => {
    const { app, boss, publicUrl } = await publicBucketSite()
    const category = await app.inject({
      method: 'POST',
      url: API_PATHS.category.create,
      headers: boss.headers,
      payload: multipartForm({ name: 'Mops', description: 'Mops' }, { image: { bytes: await imageBytes() } }),
    })
    expect(category.statusCode, category.body).toBe(201)
    const categoryId = category.json().data._id as string
    expect(category.json().data.image).toMatch(new RegExp(`^${publicUrl}categories/[0-9a-f-]{36}\\.png$`))

    const product = await createdProduct(app, boss.headers, categoryId, 2)
    for (const image of product.images) expect(image.startsWith(`${publicUrl}products/`), image).toBe(true)
    // The address and its variants are the bucket's objects themselves, fetched with no credentials.
    const original = await fetch(product.images[0]!)
    expect(original.status).toBe(200)
    const variant = await fetch(variantPath(product.images[0]!, 400))
    expect(variant.status).toBe(200)
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(400)

    // The public reads, cached or not, and lists the database writes as JSON, carry them too; the
    // database keeps the stored addresses.
    for (let read = 0; read < 2; read++) {
      const one = await app.inject({ url: fillPath(API_PATHS.product.one, { id: product._id }) })
      expect(one.json().data.images).toEqual(product.images)
      const categories = await app.inject({ url: API_PATHS.category.list })
      expect(categories.statusCode, categories.body).toBe(200)
      expect(categories.json().data).toContainEqual(
        expect.objectContaining({ _id: categoryId, image: category.json().data.image }),
      )
      const listed = await app.inject({
        url: fillPath(API_PATHS.product.activeByCategory, { id: categoryId }),
      })
      expect(listed.statusCode, listed.body).toBe(200)
      expect(listed.body).toContain(JSON.stringify(product.images[0]))
      expect(listed.body).not.toContain('"uploads/')
    }
    const stored = JSON.parse((await productRow(app, product._id))!.images) as string[]
    expect(stored).toEqual(product.images.map((image) => image.replace(publicUrl, 'uploads/')))

    // The back office sends back what it was given: reordered, then one deleted.
    const reordered = [...product.images].reverse()
    const update = await app.inject({
      method: 'PATCH',
      url: productUrl(API_PATHS.product.update, product._id),
      headers: boss.headers,
      payload: { images: reordered },
    })
    expect(update.statusCode, update.body).toBe(200)
    expect(update.json().data.images).toEqual(reordered)
    expect(JSON.parse((await productRow(app, product._id))!.images)).toEqual([...stored].reverse())
    const removed = await app.inject({
      method: 'DELETE',
      url: productUrl(API_PATHS.product.deleteImage, product._id),
      headers: boss.headers,
      payload: { imagePath: reordered[0] },
    })
    expect(removed.statusCode, removed.body).toBe(200)
    expect(JSON.parse((await productRow(app, product._id))!.images)).toEqual([stored[0]])
    expect((await fetch(reordered[0]!)).status).toBe(404)
  })

  it('lets pages load images from that address, and from nowhere else new', async () => {
    const { app } = await publicBucketSite()
    const page = await app.inject({ url: '/no-such-page' })
    const csp = String(page.headers['content-security-policy'])
    expect(csp).toContain(`img-src 'self' data: blob: ${new URL(s3().endpoint).origin}`)
    expect(csp).toContain("connect-src 'self';")
  })

  it('is refused without a bucket or when it is not an http(s) address, saying why', () => {
    expect(() => loadConfig({ S3_PUBLIC_URL: 'https://cdn.example.com' })).toThrow(
      'S3_PUBLIC_URL: needs S3_BUCKET',
    )
    expect(() => loadConfig({ S3_BUCKET: 'site-files', S3_PUBLIC_URL: 'ftp://cdn.example.com' })).toThrow(
      'S3_PUBLIC_URL',
    )
    expect(
      loadConfig({ S3_BUCKET: 'site-files', S3_PUBLIC_URL: 'https://cdn.example.com//' }).s3?.publicUrl,
    ).toBe('https://cdn.example.com')
  })
})
