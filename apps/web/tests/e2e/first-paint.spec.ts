import { expect, test, waitForHydration } from './fixtures'

/**
 * Decision record 026: a public page is drawn from its own document, with no stylesheet to fetch,
 * and asks for its hydration scripts only once it has been painted; then it hydrates as before.
 */
for (const path of ['/', '/ur', '/ar', '/products']) {
  test(`${path} is painted before its hydration scripts load, then hydrates`, async ({ page }) => {
    const stylesheets: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url())
    })
    await page.goto(path)
    await waitForHydration(page)

    const order = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      return {
        paint,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        count: scripts.length,
      }
    })
    expect(order.paint).toBeGreaterThan(0)
    expect(order.count).toBeGreaterThan(0)
    expect(order.firstScript).toBeGreaterThanOrEqual(order.paint!)
    expect(stylesheets).toEqual([])

    // The rules came with the document: the header is laid out by them (Tailwind's sticky header).
    await expect(page.locator('header').first()).toHaveCSS('position', 'sticky')
    const held = page.locator('script[type="text/x-hydrate-after-paint"]')
    await expect(held).toHaveCount(0)
  })
}

test('the stylesheet stays through client navigation, and the back office is styled too', async ({
  page,
}) => {
  await page.goto('/ar')
  await waitForHydration(page)
  await page.locator('header a[href="/ar/products"]:visible').first().click()
  await expect(page).toHaveURL(/\/ar\/products$/)
  await expect(page.locator('header').first()).toHaveCSS('position', 'sticky')
  await expect(page.locator('style[data-app-styles]')).toHaveCount(1)

  await page.goto('/admin/login')
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  await expect(page.getByRole('textbox').first()).toBeVisible()
})
