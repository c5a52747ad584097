import fs from 'node:fs'
import path from 'node:path'

import { COLOR_PALETTE, noPermissions, RegisterAdminBodySchema, ResetPasswordSchema } from '@gwp/contracts'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { imageFiles, storageKey } from '../../storage/images.js'
import { createLocalStorage, uploadsDir } from '../../storage/storage.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { login, TEST_PASSWORD } from '../../test/factories.js'
import { toCount, withCatalogueLock } from '../dialect.js'
import { demoAdminsNotice, seedIfEmpty, type DemoSignIn } from './index.js'
import { addDays, todayIn } from './dates.js'
import { seedDemo } from './seed-demo.js'

const SEED_TIMEOUT = 120_000

const TABLES = [
  'roles',
  'admins',
  'categories',
  'subCategories',
  'products',
  'blogs',
  'events',
  'partnerLogos',
  'heading',
  'quotations',
  'potentialCustomers',
] as const

async function tableCounts(t: TestApp): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const table of TABLES) {
    const row = await t.app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    out[table] = toCount(row.n)
  }
  return out
}

function uploadedFiles(t: TestApp): string[] {
  const root = uploadsDir(t.dataDir)
  if (!fs.existsSync(root)) return []
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
}

describe('seedIfEmpty on an empty database', () => {
  let t: TestApp
  let demoAdmins: DemoSignIn[]
  const logLines: string[] = []
  beforeAll(async () => {
    t = await buildTestApp({}, { logLines })
    demoAdmins = await seedIfEmpty(t.app)
  }, SEED_TIMEOUT)
  afterAll(async () => {
    await t?.close()
  })

  it('creates at least 6 categories, each with 2 to 4 sub-categories, within the form limits', async () => {
    const categories = await t.app.db.selectFrom('categories').selectAll().execute()
    const subCategories = await t.app.db.selectFrom('subCategories').selectAll().execute()
    expect(categories.length).toBeGreaterThanOrEqual(6)
    for (const category of categories) {
      expect(category.name.length).toBeLessThanOrEqual(28)
      expect(category.description.length).toBeLessThanOrEqual(80)
      expect(`${category.name}${category.description}`).not.toMatch(/[<>=`%$;'[\]{}]/)
      const subs = subCategories.filter((s) => s.categoryId === category.id)
      expect(subs.length).toBeGreaterThanOrEqual(2)
      expect(subs.length).toBeLessThanOrEqual(4)
      for (const sub of subs) {
        expect(sub.name.length).toBeLessThanOrEqual(50)
        expect(sub.description.length).toBeGreaterThan(0)
        expect(sub.description.length).toBeLessThanOrEqual(500)
      }
    }
  })

  it('creates at least 40 products, a few inactive, with every field filled and colours from the palette', async () => {
    const products = await t.app.db.selectFrom('products').selectAll().execute()
    const subCategories = await t.app.db.selectFrom('subCategories').select(['id', 'categoryId']).execute()
    const tools = await t.app.db
      .selectFrom('categories')
      .select('id')
      .where('name', '=', 'Cleaning Tools & Accessories')
      .executeTakeFirstOrThrow()
    expect(products.length).toBeGreaterThanOrEqual(40)
    const inactive = products.filter((p) => p.isActive === 0)
    expect(inactive.length).toBeGreaterThanOrEqual(3)
    expect(inactive.length).toBeLessThanOrEqual(4)
    expect(new Set(products.map((p) => p.productCode)).size).toBe(products.length)

    for (const product of products) {
      for (const field of [
        'name',
        'productCode',
        'description',
        'brand',
        'material',
        'dimension',
        'specialFeature',
        'recommendedSurface',
        'recommendedUsage',
      ] as const) {
        expect(product[field].trim(), `${product.productCode} ${field}`).not.toBe('')
      }
      // Capacity is optional only for tools (a brush has none).
      if (product.categoryId !== tools.id) expect(product.capacity, product.productCode).toBeTruthy()
      expect(product.productCode.length).toBeLessThanOrEqual(15)
      expect(product.description.length).toBeLessThanOrEqual(500)
      expect(product.brand.length).toBeLessThanOrEqual(50)
      expect(product.material.length).toBeLessThanOrEqual(50)
      expect(product.dimension.length).toBeLessThanOrEqual(100)
      expect(product.specialFeature.length).toBeLessThanOrEqual(50)
      expect(product.recommendedSurface.length).toBeLessThanOrEqual(50)
      expect(product.recommendedUsage.length).toBeLessThanOrEqual(250)
      expect(product.packageQuantity).toBeGreaterThanOrEqual(1)
      expect(product.packageQuantity).toBeLessThanOrEqual(1000)
      const sub = subCategories.find((s) => s.id === product.subCategoryId)
      expect(sub?.categoryId, product.productCode).toBe(product.categoryId)

      const colors = JSON.parse(product.colors) as Array<{ id: number; name: string; hex: string }>
      expect(colors.length).toBeGreaterThanOrEqual(1)
      for (const color of colors) expect(COLOR_PALETTE).toContainEqual(color)

      const images = JSON.parse(product.images) as string[]
      expect(images.length).toBeGreaterThanOrEqual(1)
      expect(images.length).toBeLessThanOrEqual(3)
      for (const image of images) expect(image).toMatch(/^uploads\/products\/[0-9a-f-]{36}\.png$/)
    }
  })

  it('stores every image on disk with its 400 px and 800 px variants', async () => {
    const db = t.app.db
    const paths = [
      ...(await db.selectFrom('categories').select('image').execute()).map((r) => r.image),
      ...(await db.selectFrom('subCategories').select('image').execute()).map((r) => r.image),
      ...(await db.selectFrom('products').select('images').execute()).flatMap(
        (r) => JSON.parse(r.images) as string[],
      ),
      ...(await db.selectFrom('blogs').select('image').execute()).map((r) => r.image),
      ...(await db.selectFrom('events').select('bannerImage').execute()).map((r) => r.bannerImage),
      ...(await db.selectFrom('partnerLogos').select('image').execute()).map((r) => r.image),
    ]
    expect(new Set(paths).size).toBe(paths.length)
    const storage = createLocalStorage(uploadsDir(t.dataDir))
    for (const image of paths) {
      for (const file of imageFiles(image)) expect(await storage.exists(storageKey(file)), file).toBe(true)
    }
    // Nothing else was written: three files per image.
    expect(uploadedFiles(t)).toHaveLength(paths.length * 3)
  })

  it('writes 8 blogs, one inactive, within the blog form rules, by the demo Member', async () => {
    const blogs = await t.app.db.selectFrom('blogs').selectAll().execute()
    const member = await t.app.db
      .selectFrom('admins')
      .select('id')
      .where('username', '=', 'member')
      .executeTakeFirstOrThrow()
    expect(blogs).toHaveLength(8)
    expect(blogs.filter((b) => b.isActive === 0)).toHaveLength(1)
    for (const blog of blogs) {
      expect(blog.title.length).toBeLessThanOrEqual(28)
      expect(blog.content.length).toBeGreaterThanOrEqual(300)
      expect(blog.content.length).toBeLessThanOrEqual(1500)
      expect(blog.content).toMatch(/^[A-Za-z0-9\s.,?!'"()]+$/)
      expect(blog.authorId).toBe(member.id)
      expect(Date.parse(blog.createdAt)).toBeLessThan(Date.now())
    }
  })

  it('places events in the past, now and the future of the events time zone, one of them inactive', async () => {
    const events = await t.app.db.selectFrom('events').selectAll().execute()
    const today = todayIn(t.config.eventsTimeZone)
    const status = (e: { fromDate: string; toDate: string }) =>
      today < e.fromDate ? 'upcoming' : today > e.toDate ? 'past' : 'current'
    const active = events.filter((e) => e.isActive === 1)
    expect(events.length - active.length).toBe(1)
    for (const kind of ['past', 'current', 'upcoming']) {
      expect(active.filter((e) => status(e) === kind).length, kind).toBeGreaterThanOrEqual(2)
    }
    for (const event of events) {
      expect(event.fromDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(event.toDate >= event.fromDate).toBe(true)
      expect(event.link).toMatch(/^https:\/\//)
      expect(event.time).toMatch(/^(0[1-9]|1[0-2]):[0-5]\d (AM|PM) - (0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/)
      for (const text of [event.title, event.description, event.location, event.additionalDetails ?? '']) {
        expect(text).not.toMatch(/[<>/{}[\]()$%@|`~]/)
        expect(text.length).toBeLessThanOrEqual(500)
      }
    }
    expect(events.some((e) => e.additionalDetails)).toBe(true)
  })

  it('adds 6 partner logos and the alert heading', async () => {
    const partners = await t.app.db.selectFrom('partnerLogos').selectAll().execute()
    expect(partners).toHaveLength(6)
    for (const partner of partners) expect(partner.image).toMatch(/^uploads\/partners\//)
    const heading = await t.app.db
      .selectFrom('heading')
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
    expect(heading.heading.length).toBeGreaterThan(0)
    expect(heading.heading.length).toBeLessThanOrEqual(255)
    expect(heading.heading).not.toMatch(/[<>=`&%$;'"()[\]{}]/)
  })

  it('adds the Editor role with part of the grid, and the member and editor admins', async () => {
    const editor = await t.app.db
      .selectFrom('roles')
      .selectAll()
      .where('nameKey', '=', 'editor')
      .executeTakeFirstOrThrow()
    const expected = noPermissions()
    expected.blog.create = true
    expected.blog.update = true
    expected.product.update = true
    expected.category.update = true
    expected.event.create = true
    expect({
      name: editor.name,
      isBuiltIn: editor.isBuiltIn,
      permissions: JSON.parse(editor.permissions),
    }).toEqual({
      name: 'Editor',
      isBuiltIn: 0,
      permissions: expected,
    })

    const admins = await t.app.db
      .selectFrom('admins')
      .innerJoin('roles', 'roles.id', 'admins.roleId')
      .select(['admins.username', 'roles.name as role', 'admins.fullName', 'admins.contactNumber'])
      .orderBy('admins.username')
      .execute()
    expect(admins).toEqual([
      { username: 'editor', role: 'Editor', fullName: 'Bilal Ahmed', contactNumber: '03224567891' },
      { username: 'member', role: 'Member', fullName: 'Ayesha Siddiqui', contactNumber: '03214567890' },
    ])
  })

  it('gives the demo admins random passwords that pass Add Admin, handed back once and never logged', async () => {
    // The passwords the README once published sign nobody in.
    for (const [username, published] of [
      ['member', 'Member#2024'],
      ['editor', 'Editor#2024'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username, password: published },
      })
      expect(response.statusCode).toBe(401)
    }
    expect(demoAdmins.map((admin) => admin.username).sort()).toEqual(['editor', 'member'])
    const [first, second] = demoAdmins.map((admin) => admin.password)
    expect(first).not.toBe(second)
    for (const { username, password } of demoAdmins) {
      expect(password.length).toBeGreaterThanOrEqual(24)
      expect(RegisterAdminBodySchema.shape.password.safeParse(password).success).toBe(true)
      expect(ResetPasswordSchema.safeParse(password).success).toBe(true)
      expect(await login(t.app, username, password)).toBeTruthy()
      expect(logLines.join('\n')).not.toContain(password)
      const notice = demoAdminsNotice(demoAdmins)
      expect(notice).toContain(`username: ${username}`)
      expect(notice).toContain(`password: ${password}`)
    }
  })

  it('adds pending and completed quotations and one potential customer per e-mail', async () => {
    const quotations = await t.app.db.selectFrom('quotations').selectAll().execute()
    const customers = await t.app.db.selectFrom('potentialCustomers').selectAll().execute()
    expect(quotations.filter((q) => q.status === 'pending').length).toBeGreaterThan(0)
    expect(quotations.filter((q) => q.status === 'completed').length).toBeGreaterThan(0)
    for (const quotation of quotations) {
      expect(quotation.productId).toBeTruthy()
      expect(quotation.phoneNumber).toMatch(/^\d{11}$/)
      expect(quotation.address.length).toBeLessThanOrEqual(75)
    }
    const emails = new Set(quotations.map((q) => q.email.toLowerCase()))
    for (const email of emails) {
      const customer = customers.find((c) => c.emailKey === email)
      expect(customer?.source).toBe('quotation')
      expect(customer?.visitCount).toBe(quotations.filter((q) => q.email.toLowerCase() === email).length)
    }
    expect(customers.some((c) => c.source === 'catalog')).toBe(true)
    expect(new Set(customers.map((c) => c.emailKey)).size).toBe(customers.length)
  })

  it('adds nothing when it runs again', async () => {
    const before = await tableCounts(t)
    const files = uploadedFiles(t).length
    expect(await seedIfEmpty(t.app)).toEqual([])
    expect(await tableCounts(t)).toEqual(before)
    expect(uploadedFiles(t)).toHaveLength(files)
  })
})

describe('seedIfEmpty with SEED_DEMO=false, or in production without SEED_DEMO=true', () => {
  it.each([[{ SEED_DEMO: 'false' }], [{ NODE_ENV: 'production', PUBLIC_URL: 'https://www.example.com' }]])(
    'seeds nothing, demo admins included, with %j',
    async (env) => {
      const t = await buildTestApp(env)
      try {
        expect(await seedIfEmpty(t.app)).toEqual([])
        const counts = await tableCounts(t)
        expect({ ...counts, roles: undefined }).toEqual({
          roles: undefined,
          admins: 0,
          categories: 0,
          subCategories: 0,
          products: 0,
          blogs: 0,
          events: 0,
          partnerLogos: 0,
          heading: 0,
          quotations: 0,
          potentialCustomers: 0,
        })
        expect(counts.roles).toBe(2)
        expect(uploadedFiles(t)).toEqual([])
      } finally {
        await t.close()
      }
    },
  )
})

describe('seedDemo', () => {
  it(
    'removes the images it wrote when the database part fails, leaving the catalogue empty',
    async () => {
      const t = await buildTestApp({ SEED_DEMO: 'false' })
      try {
        // The last insert of the transaction fails: everything before it must roll back.
        await withCatalogueLock(t.app.db, 'exclusive', () => sql`drop table heading`.execute(t.app.db))
        const storage = createLocalStorage(uploadsDir(t.dataDir))
        await expect(
          seedDemo(t.app.db, storage, {
            timeZone: 'Asia/Karachi',
            adminPasswords: { member: TEST_PASSWORD, editor: TEST_PASSWORD },
          }),
        ).rejects.toThrow()
        const counts = await t.app.db
          .selectFrom('categories')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
        expect(toCount(counts.n)).toBe(0)
        expect(await t.app.db.selectFrom('admins').select('id').execute()).toEqual([])
        expect(uploadedFiles(t)).toEqual([])
      } finally {
        await t.close()
      }
    },
    SEED_TIMEOUT,
  )
})

describe('event dates', () => {
  it('takes today from the events time zone and counts days on the calendar', () => {
    // 20:30 UTC on 31 December is already 1 January in Karachi (UTC+5) but not in London.
    const lateEvening = new Date('2024-12-31T20:30:00Z')
    expect(todayIn('Asia/Karachi', lateEvening)).toBe('2025-01-01')
    expect(todayIn('Europe/London', lateEvening)).toBe('2024-12-31')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31')
  })
})
