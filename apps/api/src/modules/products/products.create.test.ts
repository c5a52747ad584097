import {
  AUTH_MESSAGES,
  IMAGE_KINDS,
  CATALOG_MESSAGES,
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES,
  type Product,
} from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { UPLOAD_MESSAGES } from '../../plugins/multipart.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { createRole, signedInAdmin, type TestAdmin } from '../../test/factories.js'
import { imageBytes, imageFilesExist, largePng, multipartForm, type Upload } from '../../test/uploads.js'
import {
  anonymousReadAfter,
  catalogVersion,
  createUrl,
  expectGeneric500,
  placements,
  png,
  productCount,
  productFields,
  productFiles,
  productRow,
  STORED_PRODUCT_IMAGE,
  uniqueCode,
} from '../../test/product-forms.js'

let t: TestApp
let boss: TestAdmin
let places: Awaited<ReturnType<typeof placements>>
beforeAll(async () => {
  t = await buildTestApp()
  boss = await signedInAdmin(t.app, 'superAdmin')
  places = await placements(t.app)
})
afterAll(async () => {
  await t.close()
})

const post = (payload: FormData | object, headers: Record<string, string> = boss.headers) =>
  t.app.inject({ method: 'POST', url: createUrl, headers, payload })

/** Sends the form and expects a 400 (or `status`) with `body`, and nothing written or stored. */
async function expectRefused(
  payload: FormData | object,
  body: object,
  status = 400,
  headers: Record<string, string> = boss.headers,
) {
  const [rows, files, version] = [await productCount(t.app), productFiles(t), await catalogVersion(t.app)]
  const response = await post(payload, headers)
  expect(response.statusCode, response.body).toBe(status)
  expect(response.json()).toEqual({ success: false, ...body })
  expect(await productCount(t.app)).toBe(rows)
  expect(productFiles(t)).toEqual(files)
  expect(await catalogVersion(t.app)).toBe(version)
}

describe('POST /api/v1/product/create', () => {
  it('creates an active product with its images, answers 201 with it, and visitors see it at once', async () => {
    const version = await catalogVersion(t.app)
    const fields = productFields(places.cleaning.id, {
      name: '  Spin Mop  ',
      subCategory: places.mops.id,
      description: 'D'.repeat(PRODUCT_LIMITS.description),
      packageQuantity: '1000',
    })
    const jpeg: Upload = { bytes: await imageBytes('jpeg', 1010), filename: 'b.jpg', type: 'image/jpeg' }
    let response!: Awaited<ReturnType<typeof post>>
    const { before, after } = await anonymousReadAfter(t.app, '/api/v1/product/active-products', async () => {
      response = await post(multipartForm(fields, { images: [await png(), jpeg, await png(1005)] }))
    })

    expect(response.statusCode, response.body).toBe(201)
    const body = response.json()
    expect(body).toEqual({
      success: true,
      message: PRODUCT_MESSAGES.created,
      data: {
        _id: expect.any(String),
        name: 'Spin Mop',
        images: [
          expect.stringMatching(/\.png$/),
          expect.stringMatching(/\.jpg$/),
          expect.stringMatching(/\.png$/),
        ],
        capacity: null,
        description: fields.description,
        productCode: fields.productCode,
        brand: 'GWP',
        material: 'Plastic',
        packageQuantity: 1000,
        dimension: '10 x 10 x 25 cm',
        specialFeature: 'Ergonomic grip',
        recommendedSurface: 'Tiles',
        recommendedUsage: 'Daily cleaning of tiled floors',
        // In the palette's order, as the palette names them.
        colors: [
          JSON.stringify([
            { id: 1, name: 'White', hex: '#FFFFFF' },
            { id: 4, name: 'Blue', hex: '#0000FF' },
          ]),
        ],
        category: { _id: places.cleaning.id, name: 'Cleaning' },
        subCategory: places.mops.id,
        isActive: true,
        createdAt: expect.any(String),
        updatedAt: body.data.createdAt,
      },
    })
    const product = body.data as Product
    for (const image of product.images) {
      expect(image).toMatch(STORED_PRODUCT_IMAGE)
      expect(imageFilesExist(t.dataDir, image), image).toBe(true)
    }
    expect(await productRow(t.app, product._id)).toEqual({
      id: product._id,
      name: 'Spin Mop',
      productCode: fields.productCode,
      description: fields.description,
      capacity: null,
      categoryId: places.cleaning.id,
      subCategoryId: places.mops.id,
      colors: product.colors[0],
      images: JSON.stringify(product.images),
      brand: 'GWP',
      material: 'Plastic',
      packageQuantity: 1000,
      dimension: '10 x 10 x 25 cm',
      specialFeature: 'Ergonomic grip',
      recommendedSurface: 'Tiles',
      recommendedUsage: 'Daily cleaning of tiled floors',
      isActive: 1,
      createdAt: product.createdAt,
      updatedAt: product.createdAt,
      translations: '{}',
    })
    expect(await catalogVersion(t.app)).toBe(version + 1)
    expect(after.body).not.toBe(before)
    expect((after.json() as { data: Product[] }).data[0]).toEqual(product)
    const single = await t.app.inject({ url: `/api/v1/product/${product._id}` })
    expect(single.json()).toEqual({ success: true, data: product })
  })

  it('takes a product without a sub-category, and a package quantity of 1', async () => {
    const response = await post(
      multipartForm(productFields(places.kitchen.id, { subCategory: '', packageQuantity: '1' }), {
        images: await png(),
      }),
    )
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().data).toMatchObject({
      subCategory: null,
      packageQuantity: 1,
      images: [expect.any(String)],
    })
  })

  describe('refuses a field against the add form rules, storing nothing', () => {
    const tooLong = (field: keyof typeof PRODUCT_LIMITS, n: number) =>
      [`${field} of ${n + 1} characters`, field, 'x'.repeat(n + 1), PRODUCT_MESSAGES.lessThan(n)] as const
    const textFields = [
      'name',
      'description',
      'productCode',
      'brand',
      'material',
      'dimension',
      'specialFeature',
      'recommendedSurface',
      'recommendedUsage',
    ] as const
    const cases: Array<readonly [string, string, string | null, string]> = [
      ...['category', ...textFields, 'packageQuantity'].map(
        (field) => [`no ${field}`, field, null, PRODUCT_MESSAGES.required] as const,
      ),
      ['a name of spaces', 'name', '   ', PRODUCT_MESSAGES.required],
      ['an empty package quantity', 'packageQuantity', '', PRODUCT_MESSAGES.required],
      ...textFields.map((field) => tooLong(field, PRODUCT_LIMITS[field])),
      ['package quantity 0', 'packageQuantity', '0', PRODUCT_MESSAGES.atLeastNumber(1)],
      ['package quantity 1001', 'packageQuantity', '1001', PRODUCT_MESSAGES.atMostNumber(1000)],
      ['package quantity "abc"', 'packageQuantity', 'abc', PRODUCT_MESSAGES.notNumber],
      ['package quantity 2.5', 'packageQuantity', '2.5', PRODUCT_MESSAGES.notWholeNumber],
      ['no colours', 'colors', null, PRODUCT_MESSAGES.colorsRequired],
      ['an empty colour list', 'colors', '[]', PRODUCT_MESSAGES.colorsRequired],
      ['colours that are not JSON', 'colors', 'Blue', PRODUCT_MESSAGES.colorsRequired],
      [
        'a colour not in the palette',
        'colors',
        '[{"id":99,"name":"Mauve","hex":"#E0B0FF"}]',
        PRODUCT_MESSAGES.colorUnknown,
      ],
    ]

    it.each(cases)('%s', async (_, field, value, message) => {
      const fields = productFields(places.cleaning.id)
      if (value === null) delete fields[field]
      else fields[field] = value
      await expectRefused(multipartForm(fields, { images: await png() }), {
        message,
        errors: { [field]: message },
      })
    })
  })

  describe('refuses images by their content and count, storing nothing', () => {
    const text: Upload = { bytes: Buffer.from('just some text, not an image at all'), filename: 'fake.png' }
    const svg: Upload = {
      bytes: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"><script>alert(1)</script></svg>',
      ),
      filename: 'logo.svg',
      type: 'image/svg+xml',
    }
    const cases: Array<[string, () => Promise<Upload[]>, string]> = [
      ['no image', async () => [], PRODUCT_MESSAGES.imagesRequired],
      [
        'an empty file',
        async () => [{ bytes: Buffer.alloc(0), filename: '' }],
        PRODUCT_MESSAGES.imagesRequired,
      ],
      ['a text file named .png', async () => [text], IMAGE_KINDS.product.messages.type],
      ['an SVG', async () => [svg], IMAGE_KINDS.product.messages.type],
      [
        'a WebP (the add form takes PNG and JPEG)',
        async () => [{ bytes: await imageBytes('webp', 1000) }],
        IMAGE_KINDS.product.messages.type,
      ],
      ['a 500×500 PNG', async () => [await png(500)], IMAGE_KINDS.product.messages.dimensions],
      ['a 1011×1011 PNG', async () => [await png(1011)], IMAGE_KINDS.product.messages.dimensions],
      ['a 6 MB file', async () => [{ bytes: await largePng(6) }], IMAGE_KINDS.product.messages.size],
      ['a good image, then an SVG', async () => [await png(), svg], IMAGE_KINDS.product.messages.type],
      [
        'a 4th image',
        async () => [await png(), await png(), await png(), await png()],
        PRODUCT_MESSAGES.imageLimit,
      ],
    ]

    it.each(cases)('%s', async (_, images, message) => {
      await expectRefused(multipartForm(productFields(places.cleaning.id), { images: await images() }), {
        message,
      })
    })

    it('a JSON body', async () => {
      await expectRefused(productFields(places.cleaning.id), { message: UPLOAD_MESSAGES.notMultipart })
    })
  })

  describe('refuses a placement or code the catalogue does not allow', () => {
    it('an unknown category', async () => {
      const message = CATALOG_MESSAGES.categoryNotFound
      const fields = productFields('01900000-0000-7000-8000-000000000000')
      await expectRefused(multipartForm(fields, { images: await png() }), {
        message,
        errors: { category: message },
      })
    })

    it.each([
      ['of another category', () => places.sinks.id],
      ['that does not exist', () => '01900000-0000-7000-8000-000000000000'],
    ])('a sub-category %s', async (_, subCategory) => {
      const message = PRODUCT_MESSAGES.subCategoryMismatch
      const fields = productFields(places.cleaning.id, { subCategory: subCategory() })
      await expectRefused(multipartForm(fields, { images: await png() }), {
        message,
        errors: { subCategory: message },
      })
    })

    it('a product code already taken, whatever its case (409)', async () => {
      const code = uniqueCode()
      const first = await post(
        multipartForm(productFields(places.cleaning.id, { productCode: code }), { images: await png() }),
      )
      expect(first.statusCode).toBe(201)
      const message = PRODUCT_MESSAGES.codeTaken
      const fields = productFields(places.kitchen.id, { productCode: ` ${code.toLowerCase()} ` })
      await expectRefused(
        multipartForm(fields, { images: await png() }),
        { message, errors: { productCode: message } },
        409,
      )
    })
  })

  it('answers 401 anonymous and 403 without product.create (product.update is not enough)', async () => {
    const form = async () => multipartForm(productFields(places.cleaning.id), { images: await png() })
    const anonymous = await post(await form(), {})
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated })

    await createRole(t.app, 'Product editor', (p) => void (p.product.update = true))
    await createRole(t.app, 'Product creator', (p) => void (p.product.create = true))
    for (const role of ['Member', 'Product editor']) {
      const admin = await signedInAdmin(t.app, role)
      await expectRefused(await form(), { message: AUTH_MESSAGES.forbidden }, 403, admin.headers)
    }
    const creator = await signedInAdmin(t.app, 'Product creator')
    expect((await post(await form(), creator.headers)).statusCode).toBe(201)
  })

  it('removes the stored images again when the transaction fails (500, no row, no file)', async () => {
    const [rows, files] = [await productCount(t.app), productFiles(t)]
    await expectGeneric500(t.app, async () =>
      post(multipartForm(productFields(places.cleaning.id), { images: [await png(), await png()] })),
    )
    expect(await productCount(t.app)).toBe(rows)
    expect(productFiles(t)).toEqual(files)
  })
})
