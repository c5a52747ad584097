import { randomUUID } from 'node:crypto'
import path from 'node:path'

import Database from 'better-sqlite3'

import { dataDir } from './fixtures'

/**
 * Catalogue rows the demo seed lacks: a category with five sub-categories (so the sub-category
 * carousel has more than it shows at once) and one sub-category with 14 active products (three pages),
 * one with 2 and one with none. The API has no product-writing calls yet, so they are written straight
 * into the test server's database; the catalogue's content version is raised in the same transaction,
 * as every API write does, so no cached read outlives them. `remove` deletes them again.
 */
export interface TestCatalog {
  category: { _id: string; name: string }
  /** In the order the page lists them (by name). */
  subCategories: Array<{ _id: string; name: string; productCount: number }>
  /** Newest first per sub-category, as the API lists them. */
  productsBySub: Record<string, Array<{ _id: string; name: string; productCode: string }>>
  remove(): void
}

const SUB_CATEGORIES = [
  { name: 'A Paging Sub', productCount: 14 },
  { name: 'B Pair Sub', productCount: 2 },
  { name: 'C Empty Sub', productCount: 0 },
  { name: 'D Extra Sub', productCount: 1 },
  { name: 'E Extra Sub', productCount: 1 },
]

/** A description that would close the JSON-LD script element if it were not escaped. */
export const HOSTILE_DESCRIPTION = 'Safe on tiles </script><script>window.__pwned = true</script> & marble.'

function open() {
  const db = new Database(path.join(dataDir(), 'gwp.sqlite'), { fileMustExist: true })
  db.pragma('busy_timeout = 5000')
  return db
}

const bumpCatalog = (db: Database.Database) =>
  db
    .prepare(
      `INSERT INTO content_versions (scope, version) VALUES ('catalog', 1)
       ON CONFLICT (scope) DO UPDATE SET version = content_versions.version + 1`,
    )
    .run()

export function createTestCatalog(label: string): TestCatalog {
  const db = open()
  const stamp = Date.now().toString(36)
  // Images of the seed, so the pages show real pictures; deleting these rows leaves the files alone.
  const { image: categoryImage } = db.prepare('SELECT image FROM categories LIMIT 1').get() as {
    image: string
  }
  const { images } = db
    .prepare('SELECT images FROM products WHERE is_active = 1 ORDER BY length(images) DESC LIMIT 1')
    .get() as { images: string }
  const category = { _id: randomUUID(), name: `E2E ${label} ${stamp}` }
  const subCategories = SUB_CATEGORIES.map((sub) => ({ ...sub, _id: randomUUID() }))
  const productsBySub: TestCatalog['productsBySub'] = {}
  const base = Date.parse('2020-01-01T00:00:00.000Z')

  db.transaction(() => {
    const now = new Date().toISOString()
    db.prepare(
      'INSERT INTO categories (id, name, description, image, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(category._id, category.name, 'Products made for the browser tests.', categoryImage, now, now)
    const insertSub = db.prepare(
      `INSERT INTO sub_categories (id, name, description, image, category_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    const insertProduct = db.prepare(
      `INSERT INTO products (id, name, product_code, description, capacity, category_id, sub_category_id,
         colors, images, brand, material, package_quantity, dimension, special_feature, recommended_surface,
         recommended_usage, is_active, created_at, updated_at)
       VALUES (?, ?, ?, ?, '1 L', ?, ?, ?, ?, 'GWP', 'HDPE', 6, '10 x 10 x 20 cm', 'Test', 'Tiles', 'Mop', 1, ?, ?)`,
    )
    subCategories.forEach((sub, s) => {
      insertSub.run(sub._id, sub.name, 'Test sub-category.', categoryImage, category._id, now, now)
      const products = Array.from({ length: sub.productCount }, (_, i) => {
        const number = String(i + 1).padStart(2, '0')
        return {
          _id: randomUUID(),
          name: `${sub.name} Product ${number}`,
          productCode: `E2E${stamp}${s}${number}`.slice(-15),
          // Later products are newer, and the API lists newest first.
          createdAt: new Date(base + i * 60_000).toISOString(),
        }
      })
      for (const product of products) {
        insertProduct.run(
          product._id,
          product.name,
          product.productCode,
          HOSTILE_DESCRIPTION,
          category._id,
          sub._id,
          JSON.stringify([{ id: 2, name: 'Red', hex: '#FF0000' }]),
          images,
          product.createdAt,
          product.createdAt,
        )
      }
      productsBySub[sub._id] = products
        .reverse()
        .map(({ _id, name, productCode }) => ({ _id, name, productCode }))
    })
    bumpCatalog(db)
  })()
  db.close()

  return {
    category,
    subCategories: subCategories.map(({ _id, name, productCount }) => ({ _id, name, productCount })),
    productsBySub,
    remove() {
      const db = open()
      db.transaction(() => {
        db.prepare('DELETE FROM products WHERE category_id = ?').run(category._id)
        db.prepare('DELETE FROM sub_categories WHERE category_id = ?').run(category._id)
        db.prepare('DELETE FROM categories WHERE id = ?').run(category._id)
        bumpCatalog(db)
      })()
      db.close()
    },
  }
}
