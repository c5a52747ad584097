import type { Page } from '@playwright/test'

import { api, apiLogin, E2E_ADMIN, expect, signIn, test } from './fixtures'

/**
 * The back-office kit as the Logs section uses it: the list's page lives in the URL
 * (useListParams), so a reload, Back and a shared link show the page they name, and a page past the
 * end is corrected to the last one without leaving a history entry behind.
 */

/**
 * At least `count` logged requests, whatever ran before; the server writes its log every second.
 * Each asks for another path: identical requests in one second share a row (decision 013).
 */
async function ensureLogs(page: Page, count: number) {
  await Promise.all(Array.from({ length: count }, (_, i) => api(page, 'GET', `/api/v1/blog/kit-log-${i}`)))
  const boss = await apiLogin(page, E2E_ADMIN.username, E2E_ADMIN.password)
  await expect
    .poll(
      async () =>
        (await api(page, 'GET', '/api/v1/server-logger?page=1&limit=10', boss)).body.pagination.total,
    )
    .toBeGreaterThanOrEqual(count)
}

const pages = (page: Page) => page.getByRole('navigation', { name: 'Server logs pages' })

test.describe('list state in the URL', () => {
  // Each test makes its own log rows and walks several full page loads.
  test.slow()

  test('the logs page survives a reload, Back returns to the page before, and page 1 leaves the URL', async ({
    page,
  }) => {
    await ensureLogs(page, 25)
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password)

    await page.goto('/admin?section=logs&page=2')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Server Logs')
    await expect(pages(page)).toContainText(/Showing 11 to 20 of \d+ logs/)
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(10)

    await pages(page).getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/[?&]page=3(&|$)/)
    await expect(pages(page)).toContainText(/Showing 21 to \d+ of \d+ logs/)

    await page.reload()
    await expect(page).toHaveURL(/[?&]page=3(&|$)/)
    await expect(pages(page)).toContainText(/Showing 21 to \d+ of \d+ logs/)
    await expect(pages(page)).toContainText(/Page 3 of \d+/)

    await page.goBack()
    await expect(page).toHaveURL(/[?&]page=2(&|$)/)
    await expect(pages(page)).toContainText(/Showing 11 to 20 of \d+ logs/)

    // Page 1 is the default, so it is left out of the URL.
    await pages(page).getByRole('button', { name: 'Previous' }).click()
    await expect(page).toHaveURL(/\/admin\?section=logs$/)
    await expect(pages(page)).toContainText(/Showing 1 to 10 of \d+ logs/)
    await expect(pages(page).getByRole('button', { name: 'Previous' })).toBeDisabled()
  })

  test('a page past the end shows the last page and puts its number in the URL', async ({ page }) => {
    await ensureLogs(page, 12)
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password)

    await page.goto('/admin?section=logs&page=9999')
    await expect(page).not.toHaveURL(/page=9999/)
    await expect(page).toHaveURL(/[?&]page=\d+(&|$)/)
    const shown = Number(new URL(page.url()).searchParams.get('page'))
    expect(shown).toBeGreaterThan(1)
    await expect(pages(page)).toContainText(new RegExp(`Page ${shown} of \\d+`))
    await expect(page.getByRole('table').locator('tbody tr').first()).toContainText(/GET|POST|PUT|PATCH/)

    // The correction replaced the entry: Back leaves the logs instead of returning to page 9999.
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
  })
})
