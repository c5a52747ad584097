import { createHash } from 'node:crypto'

import { expect, test, waitForHydration } from './fixtures'

test.describe('public layout', () => {
  test('is server-rendered: the HTML carries the layout before any script runs', async ({ request }) => {
    const response = await request.get('/')
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain('All rights reserved')
    expect(html).toContain('info@gwp.pk')
    expect(html).toMatch(/<title>[^<]*GWP/)
    // The page is kept and sent to every visitor, so its inline scripts are allowed by hash, each one.
    const scriptSrc =
      /script-src ([^;]*)/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? ''
    expect(scriptSrc).not.toContain('unsafe-inline')
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attrs]) => !/\ssrc=/.test(attrs ?? ''),
    )
    expect(inline.length).toBeGreaterThan(0)
    for (const [, , body] of inline) {
      expect(scriptSrc).toContain(
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
      )
    }
  })

  test('shows the current page as a label and links to the others', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(page.locator('header [aria-current="page"]').first()).toHaveText('Home')
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveCount(0)
    for (const [label, href] of [
      ['About', '/about'],
      ['Products', '/products'],
      ['Blogs', '/blogs'],
      ['Contact', '/contact'],
      ['Exhibition', '/exhibition'],
    ] as const) {
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href)
    }
  })

  test('opens social links in a new tab without giving it a handle on this page', async ({ page }) => {
    await page.goto('/')
    const socials = page.getByRole('link', { name: /opens in a new tab/ })
    expect(await socials.count()).toBeGreaterThan(0)
    for (const link of await socials.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  test('has a footer with both offices, their e-mail and phone links, and the 2024 copyright', async ({
    page,
  }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'info@gwp.pk' })).toHaveAttribute(
      'href',
      'mailto:info@gwp.pk',
    )
    await expect(footer.getByRole('link', { name: 'info@gwp.ae' })).toHaveAttribute(
      'href',
      'mailto:info@gwp.ae',
    )
    await expect(footer.getByRole('link', { name: '+92 42 3500 0000' })).toHaveAttribute(
      'href',
      'tel:+924235000000',
    )
    await expect(footer.getByRole('link', { name: '+971 4 000 0000' })).toHaveAttribute(
      'href',
      'tel:+97140000000',
    )
    await expect(footer).toContainText('© 2024')
    for (const label of ['About', 'Products', 'Blogs', 'Exhibition']) {
      await expect(footer.getByRole('navigation').getByRole('link', { name: label })).toBeVisible()
    }
  })
})

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('opens and closes with the keyboard alone', async ({ page }) => {
    await page.goto('/')
    // The toggle works once React listens: after the page's catalogue has loaded and it has hydrated.
    await waitForHydration(page)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: 'About' })).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(menu).toBeHidden()
  })
})

test.describe('not-found page', () => {
  // Chromium reports the 404 document itself as a failed resource.
  test.use({ allowConsole: /status of 404/ })

  test('answers an unknown path with 404 and a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible()
    await page.getByRole('link', { name: 'BACK TO HOME' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('path changes', () => {
  // The footer's About link leads to a page a later release builds; until then it is the 404 page.
  test.use({ allowConsole: /status of 404/ })

  test('start at the top of the new page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 })
    await page.goto('/')
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    )
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('scroll button', () => {
  test('goes to the bottom from the top, then back to the top from the bottom', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Scroll to bottom' }).click()
    await expect
      .poll(() =>
        page.evaluate(
          () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 10,
        ),
      )
      .toBe(true)
    await page.getByRole('button', { name: 'Scroll to top' }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(10)
    await expect(page.getByRole('button', { name: 'Scroll to bottom' })).toBeVisible()
  })
})
