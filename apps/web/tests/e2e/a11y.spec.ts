import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from './fixtures'
import { say } from './language-helpers'

test.describe('accessibility', () => {
  test('home page', async ({ page }) => {
    await page.goto('/')
    await expectNoSeriousA11yViolations(page)
  })

  test('home page with the mobile menu open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/')
    // The menu button works once the page has hydrated, after its first paint (decision record 026).
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('category page', async ({ page }) => {
    const { data } = (await (await page.request.get('/api/v1/category')).json()) as {
      data: Array<{ _id: string; name: string }>
    }
    const category = data[0]!
    await page.goto(`/categoryShow/${encodeURIComponent(category.name)}?id=${category._id}`)
    await expect(page.getByText(/^Showing Products/)).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('product page', async ({ page }) => {
    const { data } = (await (await page.request.get('/api/v1/product/active-products')).json()) as {
      data: Array<{ _id: string; name: string }>
    }
    const product = data[0]!
    await page.goto(`/product/${product._id}`)
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('home page with its categories, products and an open quick view', async ({ page }) => {
    await page.goto('/')
    // After the splash, which lies over the page for a moment on a first visit.
    await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 5_000 })
    await expect(page.getByRole('region', { name: 'Product categories' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    const quickView = page.getByRole('button', { name: /^Quick view / }).first()
    await expect(async () => {
      await quickView.click()
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 500 })
    }).toPass()
    await expectNoSeriousA11yViolations(page)
  })

  test('products page', async ({ page }) => {
    await page.goto('/products')
    await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('exhibition page, with the details of an event open', async ({ page }) => {
    await page.goto('/exhibition')
    await expect(page.getByRole('heading', { level: 1, name: 'EXHIBITION' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    const showMore = page.getByRole('button', { name: /^Show More/ }).first()
    await expect(async () => {
      await showMore.click()
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 500 })
    }).toPass()
    await expectNoSeriousA11yViolations(page)
  })

  test('contact page, also with the product list open', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await expect(async () => {
      await page.getByRole('combobox', { name: 'Product' }).click()
      await expect(page.getByRole('option').first()).toBeVisible({ timeout: 500 })
    }).toPass()
    await expectNoSeriousA11yViolations(page)
  })

  test('about page', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('region', { name: 'Partner logos' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('blog list with a search', async ({ page }) => {
    await page.goto('/blogs')
    await expect(page.getByText(/^Showing Blogs/)).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.goto('/blogs?q=no-such-blog')
    await expect(page.getByText('No blogs Available')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('blog page', async ({ page }) => {
    const { data } = (await (await page.request.get('/api/v1/blog/active-blogs')).json()) as {
      data: Array<{ _id: string; title: string }>
    }
    const blog = data[0]!
    await page.goto(`/single-blog/${blog._id}`)
    await expect(page.getByRole('heading', { level: 1, name: blog.title })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test.describe('not-found page', () => {
    // Chromium reports the 404 document itself as a failed resource.
    test.use({ allowConsole: /status of 404/ })

    test('in each language', async ({ page }) => {
      for (const language of ['en', 'ur', 'ar'] as const) {
        const response = await page.goto(`${language === 'en' ? '' : `/${language}`}/no-such-page`)
        expect(response?.status()).toBe(404)
        await expect(
          page.getByRole('heading', { level: 1, name: say(language, 'PAGE NOT FOUND') }),
        ).toBeVisible()
        await expectNoSeriousA11yViolations(page)
      }
    })
  })

  test('login page', async ({ page }) => {
    await page.goto('/admin/login')
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})
