import type { Page } from '@playwright/test'

import {
  DEMO_CATEGORIES,
  apiActiveProducts,
  clickUntil,
  breakCategoryTable,
  categoryCarousel,
} from './catalog-home-helpers'
import { expect, test } from './fixtures'

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
    // Faded out after about a second, then removed. The fade lasts 0.8 s, so it is watched on every
    // frame: polling from the test at growing intervals can step over it.
    await page.waitForFunction(
      () => {
        const node = document.querySelector('[data-testid="splash"]')
        return node !== null && Number(getComputedStyle(node).opacity) < 1
      },
      null,
      { polling: 'raf', timeout: 3_000 },
    )
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

test.describe('hero pictures', () => {
  const heroImages = (page: Page) => page.getByRole('region', { name: 'Highlights' }).locator('img')
  const slideNames = ['Floor Care', 'Kitchen', 'Hygiene', 'Free Quote']

  test('the first is in the server HTML with high priority, the others lazy, all from the WebP variants', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text()
    // React also announces the first one in the head, before the styles and scripts.
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toMatch(/<link rel="preload" as="image" imageSrcSet="\/uploads\/hero\/slide-1-400\.webp /i)
    const images = [...html.matchAll(/<img\b[^>]*\/uploads\/hero\/[^>]*>/g)].map((match) => match[0])
    expect(images).toHaveLength(4)
    for (const [index, tag] of images.entries()) {
      const slide = index + 1
      // React writes some names in camelCase (srcSet); HTML attribute names ignore case.
      const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]
      const variants = [400, 800, 1600].map((width) => `/uploads/hero/slide-${slide}-${width}.webp`)
      expect(attribute('srcset')).toBe(variants.map((url, i) => `${url} ${[400, 800, 1600][i]}w`).join(', '))
      expect(attribute('sizes')).toBe('100vw')
      expect([attribute('width'), attribute('height'), attribute('alt')]).toEqual(['1600', '900', ''])
      expect(attribute('loading')).toBe(slide === 1 ? 'eager' : 'lazy')
      expect(attribute('fetchpriority')).toBe(slide === 1 ? 'high' : undefined)
      for (const url of variants) {
        const response = await request.get(url)
        expect(response.status(), url).toBe(200)
        expect(response.headers()['content-type']).toBe('image/webp')
      }
    }
  })

  test('each slide shows its own picture', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') })
    await page.goto('/')
    // The slides change only when the test says so.
    await page.clock.pauseAt(new Date('2026-03-02T09:00:05Z'))
    const hero = page.getByRole('region', { name: 'Highlights' })
    const shown = new Set<string>()
    for (const [index, name] of slideNames.entries()) {
      const button = hero.getByRole('button', { name, exact: true })
      await clickUntil(page, button, () =>
        expect(button).toHaveAttribute('aria-pressed', 'true', { timeout: 500 }),
      )
      const image = heroImages(page).nth(index)
      await expect(image).toBeVisible()
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true)
      const source = await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)
      expect(source).toMatch(new RegExp(`^/uploads/hero/slide-${index + 1}-(400|800|1600)\\.webp$`))
      shown.add(source)
    }
    expect(shown.size).toBe(4)
  })

  test('the other pictures wait for the page to load, and only the next one is fetched ahead', async ({
    page,
  }) => {
    // What the browser did, in order: which slide's picture it asked for, and when the page had loaded.
    const events: string[] = []
    page.on('request', (request) => {
      const slide = /\/uploads\/hero\/slide-(\d)-/.exec(request.url())?.[1]
      if (slide) events.push(`slide ${slide}`)
    })
    page.on('load', () => events.push('load'))
    await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') })
    await page.goto('/')
    // The slides must not turn meanwhile: time moves only in the small steps below, far from 7 s.
    await page.clock.pauseAt(new Date('2026-03-02T09:00:05Z'))
    await expect
      .poll(async () => {
        await page.clock.runFor(50)
        return events.includes('slide 2')
      })
      .toBe(true)
    expect(events).toEqual(['slide 1', 'load', 'slide 2'])
  })

  test.describe('when a picture is missing', () => {
    test.use({ allowConsole: /Failed to load resource/ })

    test('its slide shows its gradient and text', async ({ page }) => {
      await page.route('**/uploads/hero/slide-2-*', (route) => route.fulfill({ status: 404, body: '' }))
      await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') })
      await page.goto('/')
      await page.clock.pauseAt(new Date('2026-03-02T09:00:05Z'))
      const hero = page.getByRole('region', { name: 'Highlights' })
      const kitchen = hero.getByRole('button', { name: 'Kitchen', exact: true })
      await clickUntil(page, kitchen, () =>
        expect(
          hero.getByRole('heading', { level: 1, name: 'Grease-free kitchens, food-safe results' }),
        ).toBeVisible({
          timeout: 500,
        }),
      )
      await expect(hero.getByRole('link', { name: 'See kitchen range' })).toBeVisible()
      // The failed picture is taken out rather than left as a broken image.
      await expect(hero.getByRole('group', { name: '2 of 4' }).locator('img')).toHaveCount(0)
      await expect(heroImages(page)).toHaveCount(3)
    })
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
