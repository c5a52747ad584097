import { COLOR_PALETTE } from '@gwp/contracts'
import type { Insertable, Kysely, Transaction } from 'kysely'

import { newId } from '../../lib/ids.js'
import { removeImage, storeImage, type ImageFolder } from '../../storage/images.js'
import type { Storage } from '../../storage/storage.js'
import { createAdmin } from '../bootstrap.js'
import { bumpContentVersion } from '../content-versions.js'
import type { Database, ProductsTable } from '../database.js'
import { toCount } from '../dialect.js'
import { BLOGS } from './content/blogs.js'
import { CATEGORIES } from './content/categories.js'
import { EVENTS } from './content/events.js'
import { PRODUCTS } from './content/products.js'
import {
  CATALOG_REQUESTS,
  DEMO_ADMINS,
  EDITOR_ROLE,
  editorPermissions,
  HEADING,
  PARTNERS,
  QUOTATIONS,
} from './content/site.js'
import { bannerSvg, logoSvg, mix, productSvg, renderPng, tileSvg } from './images.js'

export interface SeedOptions {
  /** EVENTS_TZ: event dates are placed around today in this zone. */
  timeZone: string
  memberPassword: string
  editorPassword: string
  /** The moment the seed treats as now (tests). */
  now?: Date
  /** Images rendered and stored at once. */
  concurrency?: number
}

export interface SeedResult {
  seeded: boolean
  counts: {
    categories: number
    subCategories: number
    products: number
    blogs: number
    events: number
    partnerLogos: number
    quotations: number
    potentialCustomers: number
    admins: number
  }
  images: number
  durationMs: number
}

const DAY_MS = 86_400_000

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
  const result = (seeded: boolean, images: number): SeedResult => ({
    seeded,
    counts: seeded ? counts : zeroCounts(),
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
      await insertRows(trx, rows, sections, options, counts)
      // A server already running on this database must stop serving its cached empty catalogue.
      await bumpContentVersion(trx, 'catalog')
      await bumpContentVersion(trx, 'blogs')
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

interface Sections {
  blogs: boolean
  events: boolean
  partners: boolean
  enquiries: boolean
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

type StoreFn = (folder: ImageFolder, svg: string) => Promise<string>

/** Renders and stores images with a small concurrency, remembering every path it wrote. */
function imageWriter(storage: Storage, concurrency: number) {
  const written: string[] = []
  const all: Promise<unknown>[] = []
  let active = 0
  let failed = false
  const waiting: Array<() => void> = []
  const acquire = async () => {
    if (active < concurrency) active++
    else await new Promise<void>((resolve) => waiting.push(resolve))
  }
  // A finished task hands its slot straight to the next waiting one, so the limit always holds.
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else active--
  }
  const store: StoreFn = (folder, svg) => {
    const task = (async () => {
      await acquire()
      try {
        // After one failure the seed is lost anyway: queued images are not rendered.
        if (failed) throw new Error('demo seed aborted')
        const stored = await storeImage(storage, await renderPng(svg), folder)
        written.push(stored.path)
        return stored.path
      } catch (err) {
        failed = true
        throw err
      } finally {
        release()
      }
    })()
    all.push(task)
    return task
  }
  return {
    store,
    count: () => written.length,
    /** Waits for every started image, so a clean-up never races a write still in flight. */
    settled: async () => {
      await Promise.allSettled(all)
    },
    removeAll: async () => {
      await Promise.allSettled(written.map((p) => removeImage(storage, p)))
    },
  }
}

interface Rows {
  categories: Array<Insertable<Database['categories']>>
  subCategories: Array<Insertable<Database['subCategories']>>
  products: Array<Insertable<ProductsTable>>
  blogs: Array<Omit<Insertable<Database['blogs']>, 'authorId'>>
  events: Array<Insertable<Database['events']>>
  partnerLogos: Array<Insertable<Database['partnerLogos']>>
}

async function buildRows(store: StoreFn, now: Date, timeZone: string, sections: Sections): Promise<Rows> {
  // Creation times one second apart in list order, so "newest first" lists have a stable order.
  const nowMs = now.getTime()
  const total = CATEGORIES.length + CATEGORIES.flatMap((c) => c.subCategories).length + PRODUCTS.length
  let tick = 0
  const nextStamp = () => {
    const ms = nowMs - (total - tick++) * 1000
    return { id: newId(ms), at: new Date(ms).toISOString() }
  }

  // Ids and times are fixed before any image starts, so list order does not depend on which image
  // happens to finish first.
  const placed = CATEGORIES.map((category) => ({
    category,
    stamp: nextStamp(),
    subs: category.subCategories.map((sub, i) => ({
      sub,
      stamp: nextStamp(),
      // Neighbouring sub-categories get visibly different shades of their category's colour.
      color: mix(category.color, i % 2 === 0 ? '#000000' : '#FFFFFF', 0.18 + 0.06 * i),
    })),
  }))
  const categoryByKey = new Map<string, { categoryId: string; subCategoryId: string; color: string }>()
  for (const { category, stamp, subs } of placed) {
    for (const { sub, stamp: subStamp } of subs) {
      categoryByKey.set(sub.key, { categoryId: stamp.id, subCategoryId: subStamp.id, color: category.color })
    }
  }

  const categoryJobs = placed.map(async ({ category, stamp }) => {
    const image = await store(
      'categories',
      tileSvg({
        title: category.name,
        subtitle: 'GWP Cleaning Products',
        color: category.color,
        width: 1000,
        height: 1000,
      }),
    )
    return {
      id: stamp.id,
      name: category.name,
      description: category.description,
      image,
      createdAt: stamp.at,
      updatedAt: stamp.at,
    }
  })
  const subCategoryJobs = placed.flatMap(({ category, stamp, subs }) =>
    subs.map(async ({ sub, stamp: subStamp, color }) => {
      const image = await store(
        'sub-categories',
        tileSvg({ title: sub.name, subtitle: category.name, color, width: 1000, height: 1000 }),
      )
      return {
        id: subStamp.id,
        name: sub.name,
        description: sub.description,
        image,
        categoryId: stamp.id,
        createdAt: subStamp.at,
        updatedAt: subStamp.at,
      }
    }),
  )

  const productJobs = PRODUCTS.map(async (product) => {
    const stamp = nextStamp()
    const place = categoryByKey.get(product.subCategory)
    if (!place)
      throw new Error(`Seed product ${product.code} names an unknown sub-category ${product.subCategory}`)
    const colors = product.colors.map((name) => {
      const color = COLOR_PALETTE.find((c) => c.name === name)
      if (!color) throw new Error(`Seed product ${product.code} names an unknown colour ${name}`)
      return { id: color.id, name: color.name, hex: color.hex }
    })
    const images = await Promise.all(
      Array.from({ length: product.images }, (_, view) =>
        store(
          'products',
          productSvg({
            name: product.name,
            code: product.code,
            capacity: product.capacity,
            background: place.color,
            color: colors[0]!.hex,
            shape: product.shape,
            view,
          }),
        ),
      ),
    )
    return {
      id: stamp.id,
      name: product.name,
      productCode: product.code,
      description: product.description,
      capacity: product.capacity,
      categoryId: place.categoryId,
      subCategoryId: place.subCategoryId,
      colors: JSON.stringify(colors),
      images: JSON.stringify(images),
      brand: product.brand,
      material: product.material,
      packageQuantity: product.packageQuantity,
      dimension: product.dimension,
      specialFeature: product.specialFeature,
      recommendedSurface: product.recommendedSurface,
      recommendedUsage: product.recommendedUsage,
      isActive: product.inactive ? 0 : 1,
      createdAt: stamp.at,
      updatedAt: stamp.at,
    }
  })

  const blogJobs = sections.blogs
    ? BLOGS.map(async (blog, i) => {
        // Published daysAgo days before the seed, so the list shows a believable history.
        const ms = nowMs - blog.daysAgo * DAY_MS - i * 60_000
        const at = new Date(ms).toISOString()
        const image = await store(
          'blogs',
          tileSvg({
            title: blog.title,
            subtitle: 'GWP Blog',
            color: BLOG_COLORS[i % BLOG_COLORS.length]!,
            width: 1200,
            height: 800,
          }),
        )
        return {
          id: newId(ms),
          title: blog.title,
          content: blog.content,
          image,
          isActive: blog.inactive ? 0 : 1,
          createdAt: at,
          updatedAt: at,
        }
      })
    : []

  const today = todayIn(timeZone, now)
  const eventJobs = sections.events
    ? EVENTS.map(async (event, i) => {
        const fromDate = addDays(today, event.fromOffset)
        const toDate = addDays(today, event.toOffset)
        const bannerImage = await store(
          'events',
          bannerSvg({
            title: event.title,
            location: event.location,
            dates: formatDateRange(fromDate, toDate),
            color: event.color,
          }),
        )
        const ms = nowMs - (EVENTS.length - i) * 1000
        const at = new Date(ms).toISOString()
        return {
          id: newId(ms),
          title: event.title,
          description: event.description,
          link: event.link,
          location: event.location,
          fromDate,
          toDate,
          time: event.time,
          bannerImage,
          additionalDetails: event.additionalDetails,
          isActive: event.inactive ? 0 : 1,
          createdAt: at,
          updatedAt: at,
        }
      })
    : []

  const partnerJobs = sections.partners
    ? PARTNERS.map(async (partner, i) => {
        const ms = nowMs - (PARTNERS.length - i) * 1000
        const image = await store('partners', logoSvg(partner))
        return { id: newId(ms), name: partner.name, image, createdAt: new Date(ms).toISOString() }
      })
    : []

  // The caller waits for every started image before cleaning up after a failure (imageWriter.settled).
  const [categories, subCategories, products, blogs, events, partnerLogos] = await Promise.all([
    Promise.all(categoryJobs),
    Promise.all(subCategoryJobs),
    Promise.all(productJobs),
    Promise.all(blogJobs),
    Promise.all(eventJobs),
    Promise.all(partnerJobs),
  ])
  return { categories, subCategories, products, blogs, events, partnerLogos }
}

const BLOG_COLORS = ['#1F6FB2', '#2E8B57', '#00838F', '#5E35B1', '#0277BD', '#EF6C00', '#C2185B', '#37474F']

async function insertRows(
  trx: Transaction<Database>,
  rows: Rows,
  sections: Sections,
  options: SeedOptions,
  counts: SeedResult['counts'],
): Promise<void> {
  const nowIso = (options.now ?? new Date()).toISOString()

  const editorRole = await trx
    .selectFrom('roles')
    .select('id')
    .where('nameKey', '=', EDITOR_ROLE.toLowerCase())
    .executeTakeFirst()
  if (!editorRole) {
    await trx
      .insertInto('roles')
      .values({
        id: newId(),
        name: EDITOR_ROLE,
        nameKey: EDITOR_ROLE.toLowerCase(),
        permissions: JSON.stringify(editorPermissions()),
        isBuiltIn: 0,
        createdAt: nowIso,
        updatedAt: nowIso,
      })
      .execute()
  }

  const adminIds: Record<keyof typeof DEMO_ADMINS, string> = { member: '', editor: '' }
  for (const key of ['member', 'editor'] as const) {
    const admin = DEMO_ADMINS[key]
    const existing = await trx
      .selectFrom('admins')
      .select('id')
      .where((eb) =>
        eb.or([eb('username', '=', admin.username), eb('emailKey', '=', admin.email.toLowerCase())]),
      )
      .executeTakeFirst()
    if (existing) {
      adminIds[key] = existing.id
      continue
    }
    const password = key === 'member' ? options.memberPassword : options.editorPassword
    const id = await createAdmin(trx, {
      username: admin.username,
      password,
      email: admin.email,
      role: admin.role,
      fullName: admin.fullName,
    })
    await trx
      .updateTable('admins')
      .set({
        contactNumber: admin.contactNumber,
        address: admin.address,
        gender: admin.gender,
        dateOfBirth: admin.dateOfBirth,
      })
      .where('id', '=', id)
      .execute()
    adminIds[key] = id
    counts.admins++
  }

  await trx.insertInto('categories').values(rows.categories).execute()
  await trx.insertInto('subCategories').values(rows.subCategories).execute()
  await trx.insertInto('products').values(rows.products).execute()
  counts.categories = rows.categories.length
  counts.subCategories = rows.subCategories.length
  counts.products = rows.products.length

  if (sections.blogs && rows.blogs.length > 0) {
    await trx
      .insertInto('blogs')
      .values(rows.blogs.map((blog) => ({ ...blog, authorId: adminIds.member })))
      .execute()
    counts.blogs = rows.blogs.length
  }
  if (sections.events && rows.events.length > 0) {
    await trx.insertInto('events').values(rows.events).execute()
    counts.events = rows.events.length
  }
  if (sections.partners && rows.partnerLogos.length > 0) {
    await trx.insertInto('partnerLogos').values(rows.partnerLogos).execute()
    counts.partnerLogos = rows.partnerLogos.length
  }

  await trx
    .insertInto('heading')
    .values({ id: 1, heading: HEADING, updatedAt: nowIso })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()

  if (sections.enquiries) {
    const nowMs = (options.now ?? new Date()).getTime()
    const productIds = new Map(rows.products.map((p) => [p.productCode, p.id]))
    const quotations = QUOTATIONS.map((q) => {
      const ms = nowMs - q.daysAgo * DAY_MS
      const at = new Date(ms).toISOString()
      const productId = productIds.get(q.productCode)
      if (!productId) throw new Error(`Seed quotation names an unknown product ${q.productCode}`)
      const { productCode: _code, daysAgo: _days, ...fields } = q
      return { id: newId(ms), productId, ...fields, createdAt: at, updatedAt: at }
    })
    await trx.insertInto('quotations').values(quotations).execute()
    counts.quotations = quotations.length

    // One potential customer per e-mail (decision 9): first request creates it, later ones raise the count.
    const customers = new Map<string, Insertable<Database['potentialCustomers']>>()
    for (const q of [...quotations].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
      const key = q.email.toLowerCase()
      const known = customers.get(key)
      if (known) {
        known.visitCount = (known.visitCount ?? 1) + 1
        known.engagedAt = q.createdAt
      } else {
        customers.set(key, {
          id: newId(Date.parse(q.createdAt)),
          email: q.email,
          emailKey: key,
          source: 'quotation',
          visitCount: 1,
          createdAt: q.createdAt,
          engagedAt: q.createdAt,
        })
      }
    }
    for (const request of CATALOG_REQUESTS) {
      const ms = nowMs - request.daysAgo * DAY_MS
      const at = new Date(ms).toISOString()
      customers.set(request.email.toLowerCase(), {
        id: newId(ms),
        email: request.email,
        emailKey: request.email.toLowerCase(),
        source: 'catalog',
        visitCount: request.visitCount,
        createdAt: at,
        engagedAt: at,
      })
    }
    await trx
      .insertInto('potentialCustomers')
      .values([...customers.values()])
      .execute()
    counts.potentialCustomers = customers.size
  }
}

/** Today's date, YYYY-MM-DD, on the calendar of the given time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** Calendar arithmetic on YYYY-MM-DD, independent of any time zone. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** "12 - 14 March 2025", "30 March - 2 April 2025", for the banner. */
function formatDateRange(from: string, to: string): string {
  const fmt = (date: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...options }).format(new Date(`${date}T00:00:00Z`))
  const sameMonth = from.slice(0, 7) === to.slice(0, 7)
  const sameYear = from.slice(0, 4) === to.slice(0, 4)
  const start = sameMonth
    ? fmt(from, { day: 'numeric' })
    : fmt(
        from,
        sameYear ? { day: 'numeric', month: 'long' } : { day: 'numeric', month: 'long', year: 'numeric' },
      )
  return `${start} - ${fmt(to, { day: 'numeric', month: 'long', year: 'numeric' })}`
}
