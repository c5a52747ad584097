import { API_PATHS, fillPath, type Product } from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import { expect, vi } from 'vitest'

import { GENERIC_SERVER_ERROR } from '../plugins/error-envelope.js'

import type { TestApp } from './app.js'
import { createCategory, createSubCategory, type CategoryFixture } from './factories.js'
import { imageBytes, multipartForm, storedFiles, type Upload } from './uploads.js'

/** What the product write tests share: a valid add form, the stored rows and files, the versions. */

export const STORED_PRODUCT_IMAGE = /^uploads\/products\/[0-9a-f-]{36}\.(png|jpg)$/

let sequence = 0
/** A product code no other test uses (at most 15 characters). */
export const uniqueCode = () => `C${Date.now().toString(36).slice(-6)}${(sequence++).toString(36)}`

/** Every field of the add form, valid; a test overrides or drops the one it is about. */
export function productFields(
  categoryId: string,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    category: categoryId,
    name: 'Spin Mop',
    description: 'A mop for every floor',
    colors: JSON.stringify([
      { id: 4, name: 'Blue', hex: '#0000FF' },
      { id: 1, name: 'White', hex: '#FFFFFF' },
    ]),
    productCode: uniqueCode(),
    brand: 'GWP',
    material: 'Plastic',
    packageQuantity: '12',
    dimension: '10 x 10 x 25 cm',
    specialFeature: 'Ergonomic grip',
    recommendedSurface: 'Tiles',
    recommendedUsage: 'Daily cleaning of tiled floors',
    ...overrides,
  }
}

export const png = async (side = 1000): Promise<Upload> => ({ bytes: await imageBytes('png', side) })

export const createUrl = API_PATHS.product.create
export const productUrl = (path: string, id: string) => fillPath(path, { id })

/** Creates a product through the API with `images` real PNGs; answers it as the API does. */
export async function createdProduct(
  app: FastifyInstance,
  headers: Record<string, string>,
  categoryId: string,
  images = 1,
  overrides: Record<string, string> = {},
): Promise<Product> {
  const files = await Promise.all(Array.from({ length: images }, () => png()))
  const response = await app.inject({
    method: 'POST',
    url: createUrl,
    headers,
    payload: multipartForm(productFields(categoryId, overrides), { images: files }),
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data as Product
}

export const productRow = (app: FastifyInstance, id: string) =>
  app.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst()

export const productCount = async (app: FastifyInstance) =>
  Number(
    (
      await app.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

export async function catalogVersion(app: FastifyInstance): Promise<number> {
  const row = await app.db
    .selectFrom('contentVersions')
    .select('version')
    .where('scope', '=', 'catalog')
    .executeTakeFirst()
  return Number(row?.version ?? 0)
}

/** Files under uploads/products; tests sharing an app compare before and after. */
export const productFiles = (t: TestApp) => storedFiles(t.dataDir, 'products')

/** Two categories, the first with a sub-category, and a sub-category of the second. */
export async function placements(app: FastifyInstance): Promise<{
  cleaning: CategoryFixture
  kitchen: CategoryFixture
  mops: CategoryFixture
  sinks: CategoryFixture
}> {
  const cleaning = await createCategory(app, { name: 'Cleaning' })
  const kitchen = await createCategory(app, { name: 'Kitchen' })
  const mops = await createSubCategory(app, cleaning.id, { name: 'Mops' })
  const sinks = await createSubCategory(app, kitchen.id, { name: 'Sinks' })
  return { cleaning, kitchen, mops, sinks }
}

/**
 * Reads `url` anonymously twice (the second answer comes from the response cache), runs `write`, and
 * answers the next anonymous read: a write must make the cached answer stale at once.
 */
export async function anonymousReadAfter(
  app: FastifyInstance,
  url: string,
  write: () => Promise<void>,
): Promise<{ before: string; after: { statusCode: number; body: string; json: () => unknown } }> {
  const first = await app.inject({ url })
  const cached = await app.inject({ url })
  expect(cached.body).toBe(first.body)
  await write()
  return { before: first.body, after: await app.inject({ url }) }
}

/**
 * The write's transaction fails: a generic 500 with no detail. (expectGeneric500WhenTableFails
 * cannot reach queries made inside a transaction, which is where every product write reads.)
 */
export async function expectGeneric500(
  app: FastifyInstance,
  request: () => Promise<{ statusCode: number; body: string; json: () => unknown }>,
) {
  vi.spyOn(app.db, 'transaction').mockImplementation(() => {
    throw new Error('database is down')
  })
  try {
    const response = await request()
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ success: false, message: GENERIC_SERVER_ERROR })
    expect(response.body).not.toContain('database is down')
  } finally {
    vi.restoreAllMocks()
  }
}
