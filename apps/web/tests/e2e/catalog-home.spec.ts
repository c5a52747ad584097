import { randomUUID } from 'node:crypto'
import path from 'node:path'

import type { APIRequestContext, Page } from '@playwright/test'
import Database from 'better-sqlite3'

import { dataDir, expect, test } from './fixtures'

interface ApiCategory {
  _id: string
  name: string
}
interface ApiProduct {
  _id: string
  name: string
  capacity?: string | null
}

/** The demo seed's categories (apps/api/src/db/seed/content/categories.ts), sorted by name as the API lists them. */
const DEMO_CATEGORIES = [
  'Bathroom & Toilet',
  'Cleaning Tools & Accessories',
  'Floor Care',
  'Hand Care & Hygiene',
  'Kitchen & Dish',
  'Laundry',
  'Surface & Glass',
]

async function apiCategories(request: APIRequestContext): Promise<ApiCategory[]> {
  const response = await request.get('/api/v1/category')
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: ApiCategory[] }).data
}

async function apiActiveProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get('/api/v1/product/active-products')
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: ApiProduct[] }).data
}

/** Clicks on buttons do nothing until React has hydrated the page; links work either way. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main')
    return !!main && Object.keys(main).some((key) => key.startsWith('__react'))
  })
}

/**
 * Clicks until the click has an effect: right after hydration a click can still land before React
 * listens. Once one has worked, every effect of the hydrating render has run too.
 */
async function clickUntil(page: Page, button: ReturnType<Page['getByRole']>, effect: () => Promise<void>) {
  await waitForHydration(page)
  await expect(async () => {
    await button.click()
    await effect()
  }).toPass({ timeout: 10_000 })
}

/**
 * The test server's database, for states the API cannot produce. The API caches catalogue reads by
 * content version and every write raises it, so `bump` does too.
 */
function openForWriting() {
  const db = new Database(path.join(dataDir(), 'gwp.sqlite'), { fileMustExist: true })
  db.pragma('busy_timeout = 5000')
  const bump = () =>
    db
      .prepare(
        `INSERT INTO content_versions (scope, version) VALUES ('catalog', 1)
         ON CONFLICT (scope) DO UPDATE SET version = content_versions.version + 1`,
      )
      .run()
  return { db, bump }
}

/** Makes the category reads fail (the table is renamed away) until `end` puts it back. */
function breakCategoryTable() {
  const { db, bump } = openForWriting()
  db.transaction(() => {
    db.prepare('ALTER TABLE categories RENAME TO categories_outage').run()
    bump()
  })()
  return {
    end() {
      db.transaction(() => {
        db.prepare('ALTER TABLE categories_outage RENAME TO categories').run()
        bump()
      })()
      db.close()
    },
  }
}

const categoryCarousel = (page: Page) => page.getByRole('region', { name: 'Product categories' })

/**
 * Names of the category cards a person sees in the carousel's window: inside the clipping frame
 * horizontally (the sliding track moves the rest out of it).
 */
async function shownCategories(page: Page): Promise<string[]> {
  return categoryCarousel(page).evaluate((carousel) => {
    const frame = carousel.querySelector('[id]')!.getBoundingClientRect()
    return [...carousel.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')]
      .filter((slide) => {
        const box = slide.getBoundingClientRect()
        return box.left >= frame.left - 2 && box.right <= frame.right + 2
      })
      .map((slide) => slide.querySelector('h3')!.textContent!.trim())
  })
}

async function expectShown(page: Page, names: string[]) {
  await expect.poll(() => shownCategories(page)).toEqual(names)
}

test.describe('home page', () => {
  test('the server HTML already holds the categories and the premium products, and no splash', async ({
    request,
  }) => {
    const products = await apiActiveProducts(request)
    const response = await request.get('/')
    expect(response.status()).toBe(200)
    const html = await response.text()
    for (const product of products.slice(0, 6)) expect(html).toContain(`>${product.name}<`)
    expect(html).not.toContain(`>${products[6]!.name}<`)
    for (const name of DEMO_CATEGORIES) expect(html).toContain(`>${name.replace('&', '&amp;')}<`)
    expect(html).toContain('Premium Products')
    expect(html).not.toContain('data-testid="splash"')
  })

  test('shows the sections in order, the first six active products and the ways on', async ({
    page,
    request,
  }) => {
    const products = await apiActiveProducts(request)
    await page.goto('/')
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents()
    expect(headings.slice(0, 3)).toEqual([
      'Our Categories',
      'Explore cleaning made for professionals',
      'Premium Products',
    ])
    await expect(page.getByRole('link', { name: 'FREE QUOTE' })).toHaveAttribute('href', '/contact')
    await expect(page.getByRole('link', { name: 'SEE ALL PRODUCTS' })).toHaveAttribute('href', '/products')

    const premium = page.getByRole('region', { name: 'Premium Products' })
    const cards = premium.getByRole('listitem')
    await expect(cards).toHaveCount(6)
    for (const [index, product] of products.slice(0, 6).entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(product.name)
      await expect(card.getByRole('link', { name: product.name })).toHaveAttribute(
        'href',
        `/product/${product._id}`,
      )
      if (product.capacity) await expect(card).toContainText(product.capacity)
    }
  })

  test('shows the splash on the first visit of a browser session only', async ({ page, browser }) => {
    // Remembers whether the splash was ever put into the page, however briefly.
    const recordSplash = () => {
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="splash"]'))
          (window as { splashSeen?: boolean }).splashSeen = true
      }).observe(document, { childList: true, subtree: true })
    }
    const splashSeen = (p: Page) => p.evaluate(() => (window as { splashSeen?: boolean }).splashSeen === true)
    await page.addInitScript(recordSplash)

    await page.goto('/')
    const splash = page.getByTestId('splash')
    await expect(splash).toBeVisible()
    // Faded out after about a second, then removed.
    const opacity = () => splash.evaluate((node) => Number(getComputedStyle(node).opacity))
    await expect.poll(opacity, { timeout: 3_000 }).toBeLessThan(1)
    await expect(splash).toHaveCount(0, { timeout: 3_000 })

    await page.reload()
    // Once a click has worked, the hydrating render's effects (where the splash would start) have run.
    const next = categoryCarousel(page).getByRole('button', { name: 'Next categories' })
    await clickUntil(page, next, () =>
      expect(categoryCarousel(page)).toContainText('Showing', { timeout: 500 }),
    )
    await page.waitForTimeout(100)
    expect(await splashSeen(page)).toBe(false)

    // A new browser session shows it again.
    const context = await browser.newContext()
    try {
      const other = await context.newPage()
      await other.addInitScript(recordSplash)
      await other.goto('/')
      await expect(other.getByTestId('splash')).toBeVisible()
      expect(await splashSeen(other)).toBe(true)
    } finally {
      await context.close()
    }
  })

  test('the hero advances every 7 seconds and its buttons jump to a slide', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') })
    await page.goto('/')
    // From here on the page's timers fire only when the test moves the clock.
    await page.clock.pauseAt(new Date('2026-03-02T09:00:05Z'))
    const hero = page.getByRole('region', { name: 'Highlights' })
    const heading = (name: string) => hero.getByRole('heading', { level: 1, name })
    await expect(heading('Floors that shine, every single day')).toBeVisible()

    // A jump restarts the timer, so what follows counts from a known moment.
    const hygiene = hero.getByRole('button', { name: 'Hygiene' })
    await clickUntil(page, hygiene, () =>
      expect(heading('Hygiene you can trust')).toBeVisible({ timeout: 500 }),
    )
    await expect(hygiene).toHaveAttribute('aria-pressed', 'true')

    await page.clock.runFor(6_900)
    await expect(heading('Hygiene you can trust')).toBeVisible()
    await page.clock.runFor(200)
    await expect(heading('Supplies for your whole facility')).toBeVisible()
    await expect(heading('Hygiene you can trust')).toBeHidden()
    // From the last slide round to the first.
    await page.clock.runFor(7_000)
    await expect(heading('Floors that shine, every single day')).toBeVisible()

    await hero.getByRole('button', { name: 'Kitchen' }).click()
    await expect(heading('Grease-free kitchens, food-safe results')).toBeVisible()
    await expect(heading('Floors that shine, every single day')).toBeHidden()
  })

  test('says so when the categories cannot be fetched', async ({ page }) => {
    const outage = breakCategoryTable()
    try {
      await page.goto('/')
      await expect(
        page.getByText('Failed to fetch categories: Server or Internet error.', { exact: true }),
      ).toBeVisible()
      await expect(categoryCarousel(page)).toHaveCount(0)
      // The products read the categories too, so their list is empty as well.
      await expect(page.getByText('No products available', { exact: true })).toBeVisible()
    } finally {
      outage.end()
    }
    await page.reload()
    await expect(categoryCarousel(page)).toBeVisible()
  })
})

test.describe('categories carousel', () => {
  const cases = [
    { width: 375, count: 1 },
    { width: 768, count: 1 },
    { width: 800, count: 3 },
    { width: 1024, count: 3 },
    { width: 1100, count: 4 },
    { width: 1400, count: 4 },
  ]
  for (const { width, count } of cases) {
    test(`shows ${count} at a time at ${width} px and wraps around both ways`, async ({ page, request }) => {
      const names = (await apiCategories(request)).map((category) => category.name)
      expect(names).toEqual(DEMO_CATEGORIES)
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      await categoryCarousel(page).scrollIntoViewIfNeeded()
      await expectShown(page, names.slice(0, count))

      const next = categoryCarousel(page).getByRole('button', { name: 'Next categories' })
      const previous = categoryCarousel(page).getByRole('button', { name: 'Previous categories' })
      const last = names.slice(names.length - count)
      // Previous from the first page shows the last items.
      await clickUntil(page, previous, () => expectShown(page, last))
      // Next from the last page shows the first items again.
      await next.click()
      await expectShown(page, names.slice(0, count))
      // Paging forward reaches the last page, every page full.
      let shown = names.slice(0, count)
      while (shown.at(-1) !== names.at(-1)) {
        await next.click()
        const start = Math.min(names.indexOf(shown[0]!) + count, names.length - count)
        shown = names.slice(start, start + count)
        await expectShown(page, shown)
      }
      await next.click()
      await expectShown(page, names.slice(0, count))

      // Cards out of the window cannot be reached with the keyboard.
      const hidden = categoryCarousel(page).getByRole('link').filter({ hasText: names[count]! })
      await hidden.focus()
      await expect(hidden).not.toBeFocused()
      const visible = categoryCarousel(page).getByRole('link').filter({ hasText: names[0]! })
      await visible.focus()
      await expect(visible).toBeFocused()
    })
  }
})

/** A category written straight into the database with no name and no picture, removed afterwards. */
function insertUnnamedCategory() {
  const { db, bump } = openForWriting()
  const id = randomUUID()
  const now = new Date().toISOString()
  db.transaction(() => {
    db.prepare(
      'INSERT INTO categories (id, name, description, image, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(id, '', 'Waiting for a name.', '', now, now)
    bump()
  })()
  return {
    id,
    remove() {
      db.transaction(() => {
        db.prepare('DELETE FROM categories WHERE id = ?').run(id)
        bump()
      })()
      db.close()
    },
  }
}

test.describe('products page', () => {
  test('lists every category with its sub-category count and a link to its page', async ({
    page,
    request,
  }) => {
    const categories = await apiCategories(request)
    expect(categories.map((category) => category.name)).toEqual(DEMO_CATEGORIES)
    await page.goto('/products')
    await expect(page).toHaveTitle('Products | GWP')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Products')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products$/)

    const cards = page.getByRole('region', { name: 'All Categories' }).getByRole('link')
    await expect(cards).toHaveCount(categories.length)
    let total = 0
    for (const [index, category] of categories.entries()) {
      const countResponse = await request.get(
        `/api/v1/count/sub-category-count-by-category-id/${category._id}`,
      )
      const { count } = (await countResponse.json()) as { count: number }
      total += count
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(category.name)
      await expect(card).toContainText(`${count} sub-categor${count === 1 ? 'y' : 'ies'}`)
      await expect(card).toHaveAttribute(
        'href',
        `/categoryShow/${encodeURIComponent(category.name)}?id=${category._id}`,
      )
    }
    // The demo seed's 20 sub-categories, spread over its 7 categories.
    expect(total).toBe(20)
  })

  test('shows a loading bar while a client-side navigation fetches the page data', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/products.data*', async (route) => {
      await held
      await route.continue()
    })
    const loading = page.getByRole('progressbar', { name: 'Loading page' })
    await expect(loading).toBeHidden()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click()
    await expect(loading).toBeVisible()
    release()
    await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible()
    await expect(loading).toBeHidden()
  })

  test('names a category without a name Under Review and shows the placeholder for a missing picture', async ({
    page,
  }) => {
    const unnamed = insertUnnamedCategory()
    try {
      await page.goto('/products')
      const card = page
        .getByRole('region', { name: 'All Categories' })
        .getByRole('link', { name: /Under Review/ })
      await expect(card).toHaveAttribute('href', `/categoryShow/Under%20Review?id=${unnamed.id}`)
      await expect(card).toContainText('0 sub-categories')
      await expect(card.locator('img')).toHaveAttribute('src', '/placeholder.svg')
    } finally {
      unnamed.remove()
    }
  })
})

test.describe('broken images', () => {
  test.use({ allowConsole: /Failed to load resource/ })

  test('show the placeholder instead', async ({ page }) => {
    await page.route('**/uploads/**', (route) => route.abort())
    await page.goto('/products')
    const images = page.getByRole('region', { name: 'All Categories' }).locator('img')
    // The first row is in view, so its lazy images are fetched, fail, and fall back.
    for (const index of [0, 1, 2, 3])
      await expect(images.nth(index)).toHaveAttribute('src', '/placeholder.svg')
    await expect(images.first()).not.toHaveAttribute('srcset', /./)
  })
})

test.describe('quick view', () => {
  test('opens from a product card and closes by the X button, Escape and a backdrop click', async ({
    page,
    request,
  }) => {
    const product = (await apiActiveProducts(request))[0]!
    await page.goto('/')
    const open = page.getByRole('button', { name: `Quick view ${product.name}` })
    const dialog = page.getByRole('dialog', { name: product.name })
    await clickUntil(page, open, () => expect(dialog).toBeVisible({ timeout: 500 }))

    await expect(dialog.getByRole('heading', { name: product.name })).toBeVisible()
    await expect(dialog.getByRole('img', { name: product.name })).toBeVisible()
    if (product.capacity) await expect(dialog).toContainText(`Capacity: ${product.capacity}`)
    await expect(dialog.getByRole('link', { name: 'View Full Details' })).toHaveAttribute(
      'href',
      `/product/${product._id}`,
    )
    // The page behind is inert: Tab goes round the dialog's controls (and the browser's own toolbar,
    // which the page sees as focus on <body>), never to the page.
    const reached = new Set<string>()
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      const where = await dialog.evaluate((node) => {
        const active = document.activeElement
        if (!active || active === document.body) return 'browser'
        return node.contains(active)
          ? (active.textContent ?? '').trim() || active.getAttribute('aria-label')
          : 'page'
      })
      reached.add(where ?? '')
    }
    expect([...reached].sort()).toEqual(['Close', 'View Full Details', 'browser'].sort())

    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()

    await open.click()
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()

    await open.click()
    await expect(dialog).toBeVisible()
    // The top-left corner of the window is backdrop: the dialog sits in the middle.
    await page.mouse.click(5, 5)
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()

    await open.click()
    await dialog.getByRole('link', { name: 'View Full Details' }).click()
    await expect(page).toHaveURL(new RegExp(`/product/${product._id}$`))
  })
})
