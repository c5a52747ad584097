import { AUTH_MESSAGES, IMAGE_KINDS, PRODUCT_MESSAGES, type Product } from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { UPLOAD_MESSAGES } from '../../plugins/multipart.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { createRole, signedInAdmin, type TestAdmin } from '../../test/factories.js'
import { imageBytes, imageFilesExist, largePng, multipartForm, type Upload } from '../../test/uploads.js'
import {
  anonymousReadAfter,
  catalogVersion,
  createdProduct,
  expectGeneric500,
  placements,
  png,
  productFiles,
  productRow,
  productUrl,
  STORED_PRODUCT_IMAGE,
} from '../../test/product-forms.js'

const CHANGE_IMAGE = '/api/v1/product/change-image/:id'
const DELETE_IMAGE = '/api/v1/product/image/:id'
const UNKNOWN = '01900000-0000-7000-8000-000000000000'

let t: TestApp
let boss: TestAdmin
let categoryId: string
beforeAll(async () => {
  t = await buildTestApp()
  boss = await signedInAdmin(t.app, 'superAdmin')
  categoryId = (await placements(t.app)).cleaning.id
})
afterAll(async () => {
  await t.close()
})

const addImage = (id: string, payload: FormData | object, headers: Record<string, string> = boss.headers) =>
  t.app.inject({ method: 'PATCH', url: productUrl(CHANGE_IMAGE, id), headers, payload })

const removeImage = (id: string, payload: object, headers: Record<string, string> = boss.headers) =>
  t.app.inject({ method: 'DELETE', url: productUrl(DELETE_IMAGE, id), headers, payload })

const storedImages = async (id: string) => JSON.parse((await productRow(t.app, id))!.images) as string[]

/** Sends the request and expects the refusal, with the product's images, files and version unchanged. */
async function expectRefused(
  product: Product,
  send: () => Promise<{ statusCode: number; body: string; json: () => unknown }>,
  status: number,
  message: string,
) {
  const [images, files, version] = [
    await storedImages(product._id),
    productFiles(t),
    await catalogVersion(t.app),
  ]
  const response = await send()
  expect(response.statusCode, response.body).toBe(status)
  expect(response.json()).toEqual({ success: false, message })
  expect(await storedImages(product._id)).toEqual(images)
  expect(productFiles(t)).toEqual(files)
  expect(await catalogVersion(t.app)).toBe(version)
}

describe('PATCH /api/v1/product/change-image/:id', () => {
  it('adds one image after the others, answers the product, and visitors see it on their next read', async () => {
    const product = await createdProduct(t.app, boss.headers, categoryId)
    const version = await catalogVersion(t.app)
    let response!: Awaited<ReturnType<typeof addImage>>
    const { after } = await anonymousReadAfter(t.app, `/api/v1/product/${product._id}`, async () => {
      response = await addImage(product._id, multipartForm({}, { images: await png(1008) }))
    })
    expect(response.statusCode, response.body).toBe(200)
    const data = response.json().data as Product
    expect(response.json()).toEqual({
      success: true,
      message: PRODUCT_MESSAGES.imageAdded,
      data: {
        ...product,
        images: [product.images[0], expect.stringMatching(STORED_PRODUCT_IMAGE)],
        updatedAt: data.updatedAt,
      },
    })
    expect(imageFilesExist(t.dataDir, data.images[1]!)).toBe(true)
    expect(await storedImages(product._id)).toEqual(data.images)
    expect(await catalogVersion(t.app)).toBe(version + 1)
    expect(after.json()).toEqual({ success: true, data })
  })

  it('takes a WebP, which the add form refuses, and a JPEG', async () => {
    const product = await createdProduct(t.app, boss.headers, categoryId)
    const webp: Upload = { bytes: await imageBytes('webp', 1000), filename: 'a.webp', type: 'image/webp' }
    const jpeg: Upload = { bytes: await imageBytes('jpeg', 1000), filename: 'a.jpg', type: 'image/jpeg' }
    for (const image of [webp, jpeg]) {
      const response = await addImage(product._id, multipartForm({}, { images: image }))
      expect(response.statusCode, response.body).toBe(200)
    }
    const images = await storedImages(product._id)
    expect(images).toHaveLength(3)
    // The original of a WebP is kept as a JPEG (storage/images.ts); browsers get WebP variants.
    expect(images.slice(1).every((image) => /\.jpg$/.test(image))).toBe(true)
  })

  describe('refuses, storing nothing', () => {
    let product: Product
    beforeAll(async () => {
      product = await createdProduct(t.app, boss.headers, categoryId)
    })
    const svg: Upload = {
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      filename: 'x.svg',
      type: 'image/svg+xml',
    }
    const text: Upload = { bytes: Buffer.from('not an image'), filename: 'x.png' }
    it.each<[string, () => Promise<FormData | object>, string]>([
      ['no file', async () => multipartForm({}), PRODUCT_MESSAGES.selectImage],
      [
        'an empty file',
        async () => multipartForm({}, { images: { bytes: Buffer.alloc(0), filename: '' } }),
        PRODUCT_MESSAGES.selectImage,
      ],
      [
        'a text file named .png',
        async () => multipartForm({}, { images: text }),
        PRODUCT_MESSAGES.editImageType,
      ],
      ['an SVG', async () => multipartForm({}, { images: svg }), PRODUCT_MESSAGES.editImageType],
      [
        'a GIF',
        async () => multipartForm({}, { images: { bytes: await imageBytes('gif', 1000) } }),
        PRODUCT_MESSAGES.editImageType,
      ],
      [
        'a 500×500 PNG',
        async () => multipartForm({}, { images: await png(500) }),
        IMAGE_KINDS.product.messages.dimensions,
      ],
      [
        'a 6 MB file',
        async () => multipartForm({}, { images: { bytes: await largePng(6) } }),
        PRODUCT_MESSAGES.editImageSize,
      ],
      [
        'two files in one call',
        async () => multipartForm({}, { images: [await png(), await png()] }),
        UPLOAD_MESSAGES.tooManyFiles,
      ],
      ['a JSON body', async () => ({ images: 'uploads/products/x.png' }), UPLOAD_MESSAGES.notMultipart],
    ])('%s', async (_, payload, message) => {
      await expectRefused(product, async () => addImage(product._id, await payload()), 400, message)
    })
  })

  it('refuses a 4th image with nothing stored, also when two uploads race for the last place', async () => {
    const full = await createdProduct(t.app, boss.headers, categoryId, 3)
    await expectRefused(
      full,
      async () => addImage(full._id, multipartForm({}, { images: await png() })),
      400,
      PRODUCT_MESSAGES.imageLimit,
    )

    const product = await createdProduct(t.app, boss.headers, categoryId, 2)
    const files = productFiles(t)
    const responses = await Promise.all(
      [1, 2].map(async () => addImage(product._id, multipartForm({}, { images: await png() }))),
    )
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400])
    expect(responses.find((r) => r.statusCode === 400)!.json()).toEqual({
      success: false,
      message: PRODUCT_MESSAGES.imageLimit,
    })
    const images = await storedImages(product._id)
    expect(images).toHaveLength(3)
    // Only the winner's original and two variants were added.
    expect(productFiles(t).filter((file) => !files.includes(file))).toHaveLength(3)
    expect(imageFilesExist(t.dataDir, images[2]!)).toBe(true)
  })

  it('answers 404 to an unknown product, 401 anonymous and 403 without product.update', async () => {
    const product = await createdProduct(t.app, boss.headers, categoryId)
    const form = async () => multipartForm({}, { images: await png() })
    await expectRefused(product, async () => addImage(UNKNOWN, await form()), 404, PRODUCT_MESSAGES.notFound)
    await expectRefused(
      product,
      async () => addImage(product._id, await form(), {}),
      401,
      AUTH_MESSAGES.unauthenticated,
    )
    await createRole(t.app, 'Creator only', (p) => void (p.product.create = true))
    const creator = await signedInAdmin(t.app, 'Creator only')
    await expectRefused(
      product,
      async () => addImage(product._id, await form(), creator.headers),
      403,
      AUTH_MESSAGES.forbidden,
    )
  })

  it('removes the stored image again when the transaction fails', async () => {
    const product = await createdProduct(t.app, boss.headers, categoryId)
    const files = productFiles(t)
    await expectGeneric500(t.app, async () =>
      addImage(product._id, multipartForm({}, { images: await png() })),
    )
    expect(productFiles(t)).toEqual(files)
    expect(await storedImages(product._id)).toEqual(product.images)
  })
})

describe('DELETE /api/v1/product/image/:id', () => {
  it('removes the image and its files, answers the product, and visitors see it on their next read', async () => {
    const product = await createdProduct(t.app, boss.headers, categoryId, 3)
    const [first, second, third] = product.images as [string, string, string]
    const version = await catalogVersion(t.app)
    let response!: Awaited<ReturnType<typeof removeImage>>
    const { after } = await anonymousReadAfter(t.app, `/api/v1/product/${product._id}`, async () => {
      response = await removeImage(product._id, { imagePath: second })
    })
    expect(response.statusCode, response.body).toBe(200)
    const data = response.json().data as Product
    expect(response.json()).toEqual({
      success: true,
      message: PRODUCT_MESSAGES.imageRemoved,
      data: { ...product, images: [first, third], updatedAt: data.updatedAt },
    })
    expect(await storedImages(product._id)).toEqual([first, third])
    expect(imageFilesExist(t.dataDir, second)).toBe(false)
    expect(imageFilesExist(t.dataDir, first)).toBe(true)
    expect(await catalogVersion(t.app)).toBe(version + 1)
    expect(after.json()).toEqual({ success: true, data })
  })

  it('refuses to remove the last image, an image the product does not hold, and a missing path', async () => {
    const product = await createdProduct(t.app, boss.headers, categoryId)
    const other = await createdProduct(t.app, boss.headers, categoryId, 2)
    const remove = (payload: object) => () => removeImage(product._id, payload)
    await expectRefused(
      product,
      remove({ imagePath: product.images[0] }),
      400,
      PRODUCT_MESSAGES.imagesRequired,
    )
    await expectRefused(product, remove({ imagePath: other.images[0] }), 404, PRODUCT_MESSAGES.imageNotFound)
    await expectRefused(
      product,
      remove({ imagePath: 'uploads/../test.sqlite' }),
      404,
      PRODUCT_MESSAGES.imageNotFound,
    )
    const missing = await removeImage(product._id, {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({
      success: false,
      message: PRODUCT_MESSAGES.selectImage,
      errors: { imagePath: PRODUCT_MESSAGES.selectImage },
    })
    expect(imageFilesExist(t.dataDir, product.images[0]!)).toBe(true)
    expect(imageFilesExist(t.dataDir, other.images[0]!)).toBe(true)
  })

  it('answers 404 to an unknown product, 401 anonymous and 403 without product.update', async () => {
    const product = await createdProduct(t.app, boss.headers, categoryId, 2)
    const imagePath = product.images[1]!
    await expectRefused(product, () => removeImage(UNKNOWN, { imagePath }), 404, PRODUCT_MESSAGES.notFound)
    await expectRefused(
      product,
      () => removeImage(product._id, { imagePath }, {}),
      401,
      AUTH_MESSAGES.unauthenticated,
    )
    const member = await signedInAdmin(t.app, 'Member')
    await expectRefused(
      product,
      () => removeImage(product._id, { imagePath }, member.headers),
      403,
      AUTH_MESSAGES.forbidden,
    )
  })

  it('keeps the image files when the transaction fails', async () => {
    const product = await createdProduct(t.app, boss.headers, categoryId, 2)
    await expectGeneric500(t.app, () => removeImage(product._id, { imagePath: product.images[1]! }))
    expect(await storedImages(product._id)).toEqual(product.images)
    expect(imageFilesExist(t.dataDir, product.images[1]!)).toBe(true)
  })
})
