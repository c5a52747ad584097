import type { Page } from '@playwright/test'

import { createTestCatalog, HOSTILE_DESCRIPTION, type TestCatalog } from './catalog-data'
import { api, apiLogin, E2E_ADMIN, expect, openDatabase, test, waitForHydration } from './fixtures'

const categoryUrl = (catalog: TestCatalog, query = '') =>
  `/categoryShow/${encodeURIComponent(catalog.category.name)}?id=${catalog.category._id}${query}`

/** The 800 px WebP variant the large image shows of a stored image. */
const largeVariant = (image: string) => `/${image.replace(/\.[^./]+$/, '')}-800.webp`

/** The products grid of the category page: the section named after the chosen sub-category. */
const productsSection = (page: Page, subName: string) =>
  page.getByRole('region', { name: subName, exact: true })

const pageLink = (page: Page, n: number) => page.getByRole('link', { name: `Page ${n}`, exact: true })

/** Page buttons shown, in order, and which one is current. */
async function pageButtons(page: Page) {
  const nav = page.getByRole('navigation', { name: / pages$/ })
  const links = nav.getByRole('link', { name: /^Page \d+$/ })
  return {
    numbers: (await links.allTextContents()).map(Number),
    current: await nav.locator('[aria-current="page"]').textContent(),
  }
}

test.describe('category page', () => {
  let catalog: TestCatalog
  test.beforeAll(() => {
    catalog = createTestCatalog('Category')
  })
  test.afterAll(() => catalog.remove())

  const sub = (index: number) => catalog.subCategories[index]!

  test('pages the first sub-category 6 at a time with previous, current and next page buttons', async ({
    page,
  }) => {
    const paging = sub(0)
    const products = catalog.productsBySub[paging._id]!
    await page.goto(categoryUrl(catalog))

    await expect(page.getByRole('heading', { level: 1, name: catalog.category.name })).toBeVisible()
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(breadcrumb.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products')
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(catalog.category.name)

    const grid = productsSection(page, paging.name)
    await expect(page.getByText('Showing Products 1 to 6 of 14', { exact: true })).toBeVisible()
    await expect(grid.getByRole('article')).toHaveCount(6)
    // Newest first, as the API lists them.
    for (const product of products.slice(0, 6)) {
      await expect(grid.getByRole('link', { name: product.name, exact: true })).toBeVisible()
    }
    expect(await pageButtons(page)).toEqual({ numbers: [1, 2], current: '1' })

    await pageLink(page, 2).click()
    await expect(page).toHaveURL(new RegExp(`sub=${paging._id}&page=2$`))
    await expect(page.getByText('Showing Products 7 to 12 of 14', { exact: true })).toBeVisible()
    await expect(grid.getByRole('link', { name: products[6]!.name, exact: true })).toBeVisible()
    await expect(grid.getByRole('link', { name: products[0]!.name, exact: true })).toHaveCount(0)
    expect(await pageButtons(page)).toEqual({ numbers: [1, 2, 3], current: '2' })

    await page.getByRole('link', { name: 'Next page' }).click()
    await expect(page.getByText('Showing Products 13 to 14 of 14', { exact: true })).toBeVisible()
    await expect(grid.getByRole('article')).toHaveCount(2)
    expect(await pageButtons(page)).toEqual({ numbers: [2, 3], current: '3' })
    await expect(page.getByRole('link', { name: 'Next page' })).toHaveCount(0)

    // A reload (or a shared link) shows the same sub-category and page.
    await page.reload()
    await expect(page.getByText('Showing Products 13 to 14 of 14', { exact: true })).toBeVisible()
    expect(await pageButtons(page)).toEqual({ numbers: [2, 3], current: '3' })

    await page.getByRole('link', { name: 'Previous page' }).click()
    await expect(page.getByText('Showing Products 7 to 12 of 14', { exact: true })).toBeVisible()
  })

  test('shows the last page for a page past the end', async ({ page }) => {
    const response = await page.goto(categoryUrl(catalog, '&page=99'))
    expect(response?.status()).toBe(200)
    await expect(page.getByText('Showing Products 13 to 14 of 14', { exact: true })).toBeVisible()
  })

  test('choosing a sub-category puts it in the URL, reloads the grid and survives a reload', async ({
    page,
  }) => {
    await page.goto(categoryUrl(catalog, '&page=2'))
    const picker = page.getByRole('region', { name: `${catalog.category.name} sub-categories` })
    await expect(picker.getByRole('link', { name: sub(0).name })).toHaveAttribute('aria-current', 'true')

    // Two products: one page, and every page button is shown (docs/requirements/categories.md#limits: all
    // when there are 2 or fewer).
    await picker.getByRole('link', { name: sub(1).name }).click()
    await expect(page).toHaveURL(new RegExp(`\\?id=${catalog.category._id}&sub=${sub(1)._id}$`))
    await expect(page.getByText('Showing Products 1 to 2 of 2', { exact: true })).toBeVisible()
    await expect(productsSection(page, sub(1).name).getByRole('article')).toHaveCount(2)
    expect(await pageButtons(page)).toEqual({ numbers: [1], current: '1' })
    await expect(picker.getByRole('link', { name: sub(1).name })).toHaveAttribute('aria-current', 'true')
    await expect(picker.getByRole('link', { name: sub(0).name })).not.toHaveAttribute('aria-current')

    await picker.getByRole('link', { name: sub(2).name }).click()
    await expect(page).toHaveURL(new RegExp(`sub=${sub(2)._id}$`))
    await expect(productsSection(page, sub(2).name).getByText('No products available')).toBeVisible()
    await expect(page.getByText(/^Showing Products/)).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: / pages$/ })).toHaveCount(0)

    await page.reload()
    await expect(productsSection(page, sub(2).name).getByText('No products available')).toBeVisible()
    await expect(picker.getByRole('link', { name: sub(2).name })).toHaveAttribute('aria-current', 'true')
  })

  test('an unknown sub-category in the URL shows the first one', async ({ page }) => {
    await page.goto(categoryUrl(catalog, '&sub=no-such-sub'))
    await expect(page.getByText('Showing Products 1 to 6 of 14', { exact: true })).toBeVisible()
  })

  test('dims the grid and says it is loading while the next sub-category loads', async ({ page }) => {
    await page.goto(categoryUrl(catalog))
    await waitForHydration(page)
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    // Hold the client navigation's data request until the loading state has been seen.
    await page.route(/\.data(\?|$)/, async (route) => {
      await held
      await route.continue()
    })
    await page
      .getByRole('region', { name: `${catalog.category.name} sub-categories` })
      .getByRole('link', { name: sub(1).name })
      .click()
    await expect(page.getByRole('status').filter({ hasText: 'Loading products…' })).toBeAttached()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(1)
    release()
    await expect(page.getByText('Showing Products 1 to 2 of 2', { exact: true })).toBeVisible()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  })

  test('a product card leads to the product page', async ({ page }) => {
    const product = catalog.productsBySub[sub(0)._id]![0]!
    await page.goto(categoryUrl(catalog))
    await page.getByRole('link', { name: product.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/product/${product._id}$`))
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  })

  for (const [width, visible] of [
    [375, 1],
    [600, 2],
    [900, 3],
    [1400, 4],
  ] as const) {
    test(`the sub-category carousel shows ${visible} at ${width} px and wraps around`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(categoryUrl(catalog))
      await waitForHydration(page)
      const picker = page.getByRole('region', { name: `${catalog.category.name} sub-categories` })
      const slides = picker.locator('[aria-roledescription="slide"]')
      await expect(slides).toHaveCount(5)

      /** Names of the slides drawn inside the carousel's window. */
      const inView = () =>
        picker.evaluate((section) => {
          const track = section.querySelector('[aria-roledescription="slide"]')!.parentElement!.parentElement!
          const box = track.getBoundingClientRect()
          return [...section.querySelectorAll('[aria-roledescription="slide"]')]
            .filter((slide) => {
              const r = slide.getBoundingClientRect()
              return r.left >= box.left - 1 && r.right <= box.right + 1
            })
            .map((slide) => slide.textContent?.trim())
        })
      const names = catalog.subCategories.map((s) => s.name)
      await expect.poll(inView).toEqual(names.slice(0, visible))

      // Forward to the end, then round to the start.
      const next = picker.getByRole('button', { name: 'Next sub-categories' })
      const pages = Math.ceil((names.length - visible) / visible)
      for (let i = 0; i < pages; i++) await next.click()
      await expect.poll(inView).toEqual(names.slice(names.length - visible))
      await next.click()
      await expect.poll(inView).toEqual(names.slice(0, visible))

      // Backward from the start wraps to the end.
      await picker.getByRole('button', { name: 'Previous sub-categories' }).click()
      await expect.poll(inView).toEqual(names.slice(names.length - visible))
    })
  }

  test.describe('not found', () => {
    test.use({ allowConsole: /status of 404/ })

    test('a missing or unknown category id is the not-found page with HTTP 404', async ({ page }) => {
      for (const query of ['', '?id=no-such-category']) {
        const response = await page.goto(`/categoryShow/Anything${query}`)
        expect(response?.status()).toBe(404)
        await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible()
        await expect(page.getByRole('contentinfo')).toBeVisible()
      }
    })
  })
})

test.describe('product page', () => {
  let catalog: TestCatalog
  test.beforeAll(() => {
    catalog = createTestCatalog('Product')
  })
  test.afterAll(() => catalog.remove())

  /** An active product of the demo seed with several images. */
  function galleryProduct() {
    const db = openDatabase()
    try {
      const rows = db.prepare('SELECT id, name, images FROM products WHERE is_active = 1').all() as Array<{
        id: string
        name: string
        images: string
      }>
      const row = rows.find((r) => (JSON.parse(r.images) as string[]).length >= 2)!
      return { id: row.id, name: row.name, images: JSON.parse(row.images) as string[] }
    } finally {
      db.close()
    }
  }

  test('shows the breadcrumb, details, Get Quote button and specification table', async ({ page }) => {
    const sub = catalog.subCategories[0]!
    const product = catalog.productsBySub[sub._id]![0]!
    await page.goto(`/product/${product._id}`)

    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(`^${product.name} \\|`))
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Products', catalog.category.name])
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(product.name)
    // Text from the catalogue is shown as text, never as markup.
    await expect(page.getByText(HOSTILE_DESCRIPTION)).toBeVisible()
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined()

    // It opens the quote modal once the page runs (quote-modal.spec.ts covers the modal and the no-script link).
    await expect(page.getByRole('button', { name: 'Get Quote' })).toBeVisible()
    const table = page.getByRole('table', { name: 'Specifications' })
    for (const [label, value] of [
      ['Product code', product.productCode],
      ['Brand', 'GWP'],
      ['Package quantity', '6'],
      ['Colours', 'Red'],
    ]) {
      await expect(table.getByRole('row', { name: label })).toContainText(value!)
    }
    await expect(page.getByRole('heading', { name: 'Premium Products' })).toBeVisible()

    await breadcrumb.getByRole('link', { name: catalog.category.name }).click()
    await expect(page.getByRole('heading', { level: 1, name: catalog.category.name })).toBeVisible()
  })

  test('a thumbnail click shows that image large', async ({ page }) => {
    const product = galleryProduct()
    const count = product.images.length
    await page.goto(`/product/${product.id}`)
    await waitForHydration(page)

    const first = page.getByRole('img', { name: `${product.name}, image 1 of ${count}` })
    await expect(first).toHaveAttribute('src', largeVariant(product.images[0]!))
    await expect(first).toHaveAttribute('fetchpriority', 'high')
    await expect(first).toHaveAttribute('loading', 'eager')
    await expect(page.getByRole('button', { name: `Show image 1 of ${count}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await page.getByRole('button', { name: `Show image 2 of ${count}` }).click()
    const second = page.getByRole('img', { name: `${product.name}, image 2 of ${count}` })
    await expect(second).toHaveAttribute('src', largeVariant(product.images[1]!))
    await expect(page.getByRole('button', { name: `Show image 2 of ${count}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(page.getByRole('button', { name: `Show image 1 of ${count}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  })

  test.describe('not found', () => {
    test.use({ allowConsole: /status of 404/ })

    test('an unknown product id says Product not found with HTTP 404', async ({ page }) => {
      const response = await page.goto('/product/no-such-product')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible()
      // Inside the public layout.
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
    })

    test('an inactive product is not found for visitors', async ({ page }) => {
      const db = openDatabase()
      const inactive = db.prepare('SELECT id FROM products WHERE is_active = 0 LIMIT 1').get() as {
        id: string
      }
      db.close()
      // It exists: staff see it.
      const admin = await apiLogin(page, E2E_ADMIN.username, E2E_ADMIN.password)
      expect((await api(page, 'GET', `/api/v1/product/${inactive.id}`, admin)).status).toBe(200)

      const response = await page.goto(`/product/${inactive.id}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible()
    })
  })

  test('the server HTML carries Product and BreadcrumbList structured data, safely escaped', async ({
    request,
    baseURL,
  }) => {
    const sub = catalog.subCategories[0]!
    const product = catalog.productsBySub[sub._id]![0]!
    const response = await request.get(`/product/${product._id}`)
    expect(response.status()).toBe(200)
    const html = await response.text()

    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    expect(scripts).toHaveLength(1)
    // The description's "</script>" cannot end the data block early.
    expect(scripts[0]![1]).not.toContain('<')
    expect(html).not.toContain('</script><script>window.__pwned')

    const data = JSON.parse(scripts[0]![1]!) as {
      '@context': string
      '@graph': Array<Record<string, unknown>>
    }
    expect(data['@context']).toBe('https://schema.org')
    const ld = Object.fromEntries(data['@graph'].map((node) => [node['@type'], node]))
    expect(ld.Product).toMatchObject({
      name: product.name,
      sku: product.productCode,
      description: HOSTILE_DESCRIPTION,
      brand: { '@type': 'Brand', name: 'GWP' },
      category: catalog.category.name,
      url: `${baseURL}/product/${product._id}`,
    })
    for (const image of ld.Product!.image as string[])
      expect(image).toMatch(new RegExp(`^${baseURL}/uploads/`))
    expect(ld.BreadcrumbList!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${baseURL}/` },
      { '@type': 'ListItem', position: 2, name: 'Products', item: `${baseURL}/products` },
      {
        '@type': 'ListItem',
        position: 3,
        name: catalog.category.name,
        item: `${baseURL}${categoryUrl(catalog)}`,
      },
      { '@type': 'ListItem', position: 4, name: product.name, item: `${baseURL}/product/${product._id}` },
    ])

    expect(html).toContain(`<link rel="canonical" href="${baseURL}/product/${product._id}"/>`)
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${baseURL}/uploads/[^"]+"/>`))
  })

  test.describe('with broken images', () => {
    test.use({ allowConsole: /Failed to load resource/ })

    test('shows the placeholder instead', async ({ page }) => {
      await page.route('**/uploads/**', (route) => route.fulfill({ status: 404, body: '' }))
      const product = galleryProduct()
      await page.goto(`/product/${product.id}`)
      const large = page.getByRole('img', { name: `${product.name}, image 1 of ${product.images.length}` })
      await expect(large).toHaveAttribute('src', '/placeholder.svg')
      await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    })
  })
})
