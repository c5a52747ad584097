import type { Kysely } from 'kysely'

import type { Storage } from '../../storage/storage.js'
import { bumpContentVersion } from '../content-versions.js'
import type { Database } from '../database.js'
import { toCount } from '../dialect.js'
import { buildRows } from './build-rows.js'
import type { DemoAdminKey } from './content/site.js'
import { imageWriter } from './image-writer.js'
import { insertRows } from './insert-rows.js'
import type { SeedOptions, SeedResult, Sections } from './seed-options.js'

// sharp runs on libuv's pool (4 threads by default) with one libvips thread per image here, and each
// stored image is three encodes; four images in flight keep two cores busy while files are written.
// Measured: about 6 s for the whole seed on an idle 2-core machine, against 11 s with two at a time.
const IMAGE_CONCURRENCY = 4

/** Demo content is for an empty catalogue only: no category and no product. */
export async function catalogueIsEmpty(db: Kysely<Database>): Promise<boolean> {
  const [categories, products] = await Promise.all([
    db
      .selectFrom('categories')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return toCount(categories.n) === 0 && toCount(products.n) === 0
}

/**
 * Fills an empty catalogue with demo content. Images are written first, then every row goes in one
 * transaction; if that fails, or another process seeded meanwhile, the images are removed again.
 * Sections that already hold data (blogs, events, partners, enquiries, heading, demo admins) are left
 * alone, so this never duplicates what an admin created before emptying the catalogue.
 */
export async function seedDemo(
  db: Kysely<Database>,
  storage: Storage,
  options: SeedOptions,
): Promise<SeedResult> {
  const started = performance.now()
  const now = options.now ?? new Date()
  const counts = zeroCounts()
  const createdAdmins: DemoAdminKey[] = []
  const result = (seeded: boolean, images: number): SeedResult => ({
    seeded,
    counts: seeded ? counts : zeroCounts(),
    createdAdmins: seeded ? createdAdmins : [],
    images: seeded ? images : 0,
    durationMs: Math.round(performance.now() - started),
  })
  if (!(await catalogueIsEmpty(db))) return result(false, 0)

  const sections = await emptySections(db)
  const images = imageWriter(storage, options.concurrency ?? IMAGE_CONCURRENCY)

  try {
    const rows = await buildRows(images.store, now, options.timeZone, sections)
    await images.settled()
    const seeded = await db.transaction().execute(async (trx) => {
      // Re-checked inside the transaction. Two processes starting on one new database at the same
      // moment still seed once: the unique product codes make the second transaction fail and roll back.
      if (!(await catalogueIsEmpty(trx))) return false
      await insertRows(trx, rows, sections, options, counts, createdAdmins)
      // A server already running on this database must stop serving its cached empty catalogue.
      await bumpContentVersion(trx, 'catalog')
      await bumpContentVersion(trx, 'blogs')
      await bumpContentVersion(trx, 'events')
      return true
    })
    if (!seeded) await images.removeAll()
    return result(seeded, images.count())
  } catch (err) {
    await images.settled()
    await images.removeAll()
    throw err
  }
}

function zeroCounts(): SeedResult['counts'] {
  return {
    categories: 0,
    subCategories: 0,
    products: 0,
    blogs: 0,
    events: 0,
    partnerLogos: 0,
    quotations: 0,
    potentialCustomers: 0,
    admins: 0,
  }
}

async function emptySections(db: Kysely<Database>): Promise<Sections> {
  const isEmpty = async (table: 'blogs' | 'events' | 'partnerLogos' | 'quotations' | 'potentialCustomers') =>
    toCount(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ) === 0
  const [blogs, events, partners, quotations, customers] = await Promise.all([
    isEmpty('blogs'),
    isEmpty('events'),
    isEmpty('partnerLogos'),
    isEmpty('quotations'),
    isEmpty('potentialCustomers'),
  ])
  return { blogs, events, partners, enquiries: quotations && customers }
}
