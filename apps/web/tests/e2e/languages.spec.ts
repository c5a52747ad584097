import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from './fixtures'

/** The public pages whose address is the same in every language after its prefix. */
const PAGES = ['/', '/products', '/about', '/blogs', '/contact', '/exhibition']
const LANGUAGES = [
  { code: 'ur', prefix: '/ur', products: 'مصنوعات' },
  { code: 'ar', prefix: '/ar', products: 'المنتجات' },
] as const

const inLanguage = (prefix: string, path: string) => (prefix ? (path === '/' ? prefix : prefix + path) : path)

test.describe('three languages', () => {
  for (const { code, prefix, products } of LANGUAGES) {
    test(`the ${code} site is right to left, in its language, from the server`, async ({ page }) => {
      const response = await page.request.get(inLanguage(prefix, '/products'))
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).toContain(`<html lang="${code}" dir="rtl">`)

      await page.goto(inLanguage(prefix, '/products'))
      const nav = page.getByRole('navigation').first()
      await expect(page.locator('html')).toHaveAttribute('lang', code)
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      // The current page is named in the header, in the page's language.
      await expect(page.locator('header [aria-current="page"]').first()).toHaveText(products)
      await expect(nav).toBeVisible()
    })
  }

  test('the switcher leads to the same page in the other language, and back', async ({ page }) => {
    await page.goto('/products')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await page.getByRole('link', { name: 'العربية' }).click()
    await expect(page).toHaveURL(/\/ar\/products$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await page.getByRole('link', { name: 'اردو' }).click()
    await expect(page).toHaveURL(/\/ur\/products$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur')
    await page.getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/products$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    // Links inside a language stay in it.
    await page.goto('/ar/products')
    await page.locator('header nav').first().getByRole('link', { name: 'من نحن' }).click()
    await expect(page).toHaveURL(/\/ar\/about$/)
  })

  test('on a phone the menu offers the other languages', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/ur')
    // The menu button works once the page has hydrated, after its first paint (decision record 026).
    await waitForHydration(page)
    await page.getByRole('button', { name: 'مینو کھولیں' }).click()
    const menu = page.getByRole('navigation', { name: 'موبائل' })
    await expect(menu.getByRole('link', { name: 'English' })).toBeVisible()
    await menu.getByRole('link', { name: 'العربية' }).click()
    await expect(page).toHaveURL(/\/ar$/)
  })

  test('every page lists its three versions and x-default, and is canonical in its own language', async ({
    page,
    baseURL,
  }) => {
    for (const path of PAGES) {
      for (const prefix of ['', '/ur', '/ar']) {
        await page.goto(inLanguage(prefix, path))
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) =>
            links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
          )
        expect(alternates, `${prefix}${path}`).toEqual([
          ['en', `${baseURL}${path}`],
          ['ur', `${baseURL}${inLanguage('/ur', path)}`],
          ['ar', `${baseURL}${inLanguage('/ar', path)}`],
          ['x-default', `${baseURL}${path}`],
        ])
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          `${baseURL}${inLanguage(prefix, path)}`,
        )
      }
    }
  })

  test('the sitemap gives every page in each language with its alternates', async ({
    page,
    request,
    baseURL,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const urls = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml')
      const xhtml = 'http://www.w3.org/1999/xhtml'
      return [...doc.documentElement.children].map((url) => ({
        loc: url.getElementsByTagNameNS(doc.documentElement.namespaceURI, 'loc')[0]?.textContent ?? '',
        alternates: [...url.getElementsByTagNameNS(xhtml, 'link')].map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      }))
    }, xml)
    const locs = new Set(urls.map((url) => url.loc))
    for (const path of PAGES) {
      for (const prefix of ['', '/ur', '/ar'])
        expect(locs.has(`${baseURL}${inLanguage(prefix, path)}`)).toBe(true)
    }
    for (const url of urls) {
      expect(
        url.alternates.map(([language]) => language),
        url.loc,
      ).toEqual(['en', 'ur', 'ar', 'x-default'])
      // Each version lists itself among its alternates.
      expect(
        url.alternates.map(([, href]) => href),
        url.loc,
      ).toContain(url.loc)
    }
  })

  for (const width of [390, 1366]) {
    test(`right-to-left pages never scroll sideways at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      for (const prefix of ['/ur', '/ar']) {
        for (const path of PAGES) {
          await page.goto(inLanguage(prefix, path))
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          )
          expect(overflow, `${prefix}${path}`).toBeLessThanOrEqual(0)
        }
      }
    })
  }

  for (const prefix of ['/ur', '/ar']) {
    test(`axe finds nothing serious on the ${prefix} pages`, async ({ page, request }) => {
      // Nine pages, each scanned whole: more than one page's time on a busy machine.
      test.slow()
      const first = async (path: string) =>
        ((await (await request.get(path)).json()) as { data: Array<{ _id: string; name?: string }> }).data[0]!
      const category = await first('/api/v1/category')
      const product = await first('/api/v1/product/active-products')
      const blog = await first('/api/v1/blog/active-blogs')
      const pages = [
        ...PAGES,
        `/categoryShow/${encodeURIComponent(category.name!)}?id=${category._id}`,
        `/product/${product._id}`,
        `/single-blog/${blog._id}`,
      ]
      for (const path of pages) {
        await page.goto(inLanguage(prefix, path))
        await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 5_000 })
        await expectNoSeriousA11yViolations(page)
      }
    })
  }

  test('Urdu and Arabic pages preload their script font; English pages load none', async ({ page }) => {
    const fonts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url())
    })
    await page.goto('/products')
    await page.waitForLoadState('networkidle')
    expect(fonts).toEqual([])
    await page.goto('/ar/products')
    await page.waitForLoadState('networkidle')
    expect(fonts.some((url) => url.includes('noto-naskh-arabic'))).toBe(true)
  })
})
