// The subject of the catalogue benchmarks: the whole site (API + server-rendered pages) on a
// throwaway database migrated as usual and filled with a catalogue of the size the issue names.
// RESPONSE_CACHE=false in the environment turns the response cache off for the uncached figures.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { buildApp } from '../../apps/api/dist/app.js'
import { loadConfig } from '../../apps/api/dist/config.js'
import { createAdmin } from '../../apps/api/dist/db/bootstrap.js'
import { bumpContentVersion } from '../../apps/api/dist/db/content-versions.js'
import { newId } from '../../apps/api/dist/lib/ids.js'
import { mountWeb } from '../../apps/api/dist/web.js'

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 2_000)
/** Every Nth product inactive, never the first (its page is measured); 0, the default, keeps all active. */
const INACTIVE_EVERY = Number(process.env.BENCH_INACTIVE_EVERY ?? 0)
const CATEGORIES = 10
const SUB_CATEGORIES_PER_CATEGORY = 5

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gwp-bench-'))
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false' })
const app = await buildApp({ config, mailWorker: false })
await mountWeb(app)

const catalog = await fillCatalog(app.db)
await app.listen({ port: 0, host: '127.0.0.1' })

const paths = {
  bySubCategory: `/api/v1/product/active-products-by-sub-category-id/${catalog.subCategoryId}`,
  active: '/api/v1/product/active-products',
  categories: '/api/v1/category',
  productPage: `/product/${catalog.productId}`,
  categoryPage: `/categoryShow/${encodeURIComponent(catalog.categoryName)}?id=${catalog.categoryId}&sub=${catalog.subCategoryId}`,
}
const bytes = {}
for (const [name, url] of Object.entries(paths)) {
  const response = await app.inject({ url })
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`)
  bytes[name] = response.rawPayload.length
}
// A signed-in superAdmin for the back office's reads and writes (admin-tables.mjs).
const password = 'Bench#Passw0rd'
await createAdmin(app.db, { username: 'bench', password })
const signIn = await app.inject({
  method: 'POST',
  url: '/api/v1/auth/login',
  payload: { username: 'bench', password },
})
const adminToken = signIn.json().GWP_Token
console.log(
  JSON.stringify({
    port: app.server.address().port,
    paths,
    bytes,
    adminToken,
    categoryId: catalog.categoryId,
  }),
)

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, async () => {
    await app.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
    process.exit(0)
  })
}

/** Categories, sub-categories and active products with realistic field lengths, in one transaction. */
async function fillCatalog(db) {
  const time = new Date('2026-01-01T00:00:00Z')
  const at = (i) => new Date(time.getTime() + i * 60_000).toISOString()
  const categories = Array.from({ length: CATEGORIES }, (_, i) => {
    const id = newId()
    return {
      id,
      name: `Category ${i + 1}`,
      description: `Everything for ${i + 1}`,
      image: `uploads/categories/${id}.jpg`,
      createdAt: at(i),
      updatedAt: at(i),
    }
  })
  const subCategories = categories.flatMap((category, c) =>
    Array.from({ length: SUB_CATEGORIES_PER_CATEGORY }, (_, s) => {
      const id = newId()
      return {
        id,
        name: `Range ${c + 1}.${s + 1}`,
        description: 'A range of cleaning products for professionals.',
        image: `uploads/sub-categories/${id}.jpg`,
        categoryId: category.id,
        createdAt: at(s),
        updatedAt: at(s),
      }
    }),
  )
  const products = Array.from({ length: PRODUCTS }, (_, i) => {
    const sub = subCategories[i % subCategories.length]
    const id = newId()
    return {
      id,
      name: `Product ${i + 1}`,
      productCode: `GWP-${String(i + 1).padStart(5, '0')}`,
      description:
        'A concentrated cleaner that lifts grease and grime from hard surfaces, safe on tiles and steel, with a fresh scent.',
      capacity: '500 ml',
      categoryId: sub.categoryId,
      subCategoryId: sub.id,
      colors: JSON.stringify([
        { id: 1, name: 'Blue', hex: '#1E88E5' },
        { id: 2, name: 'White', hex: '#FFFFFF' },
      ]),
      images: JSON.stringify([`uploads/products/${id}.jpg`, `uploads/products/${id}-b.jpg`]),
      brand: 'GWP',
      material: 'HDPE plastic',
      packageQuantity: 12,
      dimension: '8 x 8 x 24 cm',
      specialFeature: 'Non-drip nozzle',
      recommendedSurface: 'Tiles, steel, glass',
      recommendedUsage: 'Daily cleaning',
      isActive: INACTIVE_EVERY > 0 && i % INACTIVE_EVERY === INACTIVE_EVERY - 1 ? 0 : 1,
      createdAt: at(i),
      updatedAt: at(i),
    }
  })
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('categories').values(categories).execute()
    await trx.insertInto('subCategories').values(subCategories).execute()
    for (let i = 0; i < products.length; i += 100) {
      await trx
        .insertInto('products')
        .values(products.slice(i, i + 100))
        .execute()
    }
    await bumpContentVersion(trx, 'catalog')
  })
  const sub = subCategories[0]
  const category = categories.find((c) => c.id === sub.categoryId)
  return {
    subCategoryId: sub.id,
    categoryId: category.id,
    categoryName: category.name,
    productId: products[0].id,
  }
}
