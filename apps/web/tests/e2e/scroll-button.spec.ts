import type { APIRequestContext, Locator, Page } from '@playwright/test'

import {
  authHeaders,
  loginThroughApi,
  newApiContext,
  seedSession,
  type ApiSession,
} from './back-office-helpers'
import { createTestBlogs, type TestBlogs } from './blog-data'
import { E2E_ADMIN, expect, test } from './fixtures'

/**
 * The floating button that scrolls to the top or the bottom (docs/requirements/site.md#scroll-button,
 * docs/requirements/back-office.md#shell) never covers a control: not the pager's Next at the bottom right of
 * a back-office table, not a row's actions, not a form's button on a public page, at any point of the page,
 * on a desktop and on a phone.
 */

const VIEWPORTS = [
  { name: 'a desktop', width: 1280, height: 720 },
  { name: 'a phone', width: 390, height: 700 },
] as const

const scrollButton = (page: Page) => page.getByRole('button', { name: /^Scroll to (top|bottom)$/ })

/**
 * The controls the scroll button hides a tenth or more of (none while it has stepped aside), found
 * the way the screen shows them: what lies under each point of a grid over the button, so a part
 * clipped away by a scrolling table or covered by something else does not count.
 */
const coveredControls = (page: Page) =>
  scrollButton(page).evaluate((button) => {
    if (getComputedStyle(button).visibility === 'hidden') return []
    const spot = button.getBoundingClientRect()
    const STEPS = 12
    const hits = new Map<Element, number>()
    for (let i = 0; i < STEPS; i++) {
      for (let j = 0; j < STEPS; j++) {
        const x = spot.left + ((i + 0.5) * spot.width) / STEPS
        const y = spot.top + ((j + 0.5) * spot.height) / STEPS
        const under = document
          .elementsFromPoint(x, y)
          .filter((element) => element !== button && !button.contains(element))
        const control = under[0]?.closest('a[href], button, input, select, textarea, [role="button"]')
        if (control) hits.set(control, (hits.get(control) ?? 0) + 1)
      }
    }
    const pointArea = (spot.width * spot.height) / (STEPS * STEPS)
    return [...hits]
      .filter(([control, count]) => {
        const box = control.getBoundingClientRect()
        return count * pointArea >= 0.1 * box.width * box.height
      })
      .map(
        ([control]) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName,
      )
  })

const scrollTo = (page: Page, top: number) =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top)

/** Down the whole page a step at a time: at each stop, once the button has settled, it covers nothing. */
async function expectNothingCoveredOnTheWayDown(page: Page) {
  const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
  expect(end, 'the page scrolls').toBeGreaterThan(0)
  for (let top = 0; top < end + 60; top += 60) {
    await scrollTo(page, Math.min(top, end))
    await expect.poll(() => coveredControls(page), { message: `scrolled to ${top}` }).toEqual([])
  }
}

/** The two boxes share no pixel. */
async function expectApart(control: Locator, button: Locator) {
  await expect
    .poll(async () => {
      const [a, b] = [await control.boundingBox(), await button.boundingBox()]
      if (!a || !b) return 'not on screen'
      const apart =
        a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y
      return apart ? 'apart' : `overlap: ${JSON.stringify({ control: a, button: b })}`
    })
    .toBe('apart')
}

test.describe('the scroll button in the back office', () => {
  let api: APIRequestContext
  let boss: ApiSession

  test.beforeAll(async () => {
    api = await newApiContext()
    boss = await loginThroughApi(api, E2E_ADMIN.username, E2E_ADMIN.password)
    // A second page of server logs, whatever ran before: each request to its own route, so no two
    // share a row; the server writes its log every second.
    for (let i = 0; i < 12; i++) await api.get(`/api/v1/scroll-button-${i}`)
    await expect
      .poll(async () => {
        const response = await api.get('/api/v1/server-logger?page=1&limit=10', {
          headers: authHeaders(boss),
        })
        return (await response.json()).pagination.total
      })
      .toBeGreaterThan(10)
  })

  test.afterAll(async () => {
    await api.dispose()
  })

  for (const viewport of VIEWPORTS) {
    test(`the pager's Next and every row's actions stay clear of it on ${viewport.name}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await seedSession(page, boss)
      await page.goto('/admin?section=logs')
      const table = page.getByRole('main').getByRole('table')
      await expect(table.locator('tbody tr')).toHaveCount(10)
      const next = page.getByRole('main').getByRole('button', { name: 'Next', exact: true })
      await expect(next).toBeEnabled()

      // At the bottom of the table, where the issue saw the button on Next: it is there, and apart.
      await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight))
      await expect(scrollButton(page)).toHaveAccessibleName('Scroll to top')
      await expect(scrollButton(page)).toBeVisible()
      await expectApart(next, scrollButton(page))
      // With the pager just at the screen's bottom edge, as someone scrolling down meets it.
      await next.evaluate((control) => {
        const box = control.getBoundingClientRect()
        window.scrollBy({ top: box.bottom - window.innerHeight + 4, behavior: 'instant' })
      })
      await expect(next).toBeInViewport()
      await expectApart(next, scrollButton(page))

      await expectNothingCoveredOnTheWayDown(page)
    })
  }
})

test.describe('the scroll button on public pages', () => {
  let blogs: TestBlogs
  test.beforeAll(() => {
    blogs = createTestBlogs()
  })
  test.afterAll(() => blogs.remove())

  for (const viewport of VIEWPORTS) {
    test(`covers no link, button or field of the blog list or the catalogue request on ${viewport.name}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto('/blogs')
      const pager = page.getByRole('navigation', { name: /pages/i })
      await expect(pager.getByRole('link', { name: 'Next page' })).toBeVisible()
      await expectNothingCoveredOnTheWayDown(page)
      await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight))
      await expectApart(pager.getByRole('link', { name: 'Next page' }), scrollButton(page))

      // The catalogue request's Send button sits at the right edge on a desktop.
      await page.goto('/products')
      await expect(page.getByRole('button', { name: 'Send Catalog' })).toBeVisible()
      await expectNothingCoveredOnTheWayDown(page)
    })
  }
})
