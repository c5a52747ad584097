import AxeBuilder from '@axe-core/playwright'

import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

/** No serious or critical axe violations on the pages every visitor and every admin sees first. */
async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  expect(serious).toEqual([])
}

test.describe('accessibility', () => {
  test('home page', async ({ page }) => {
    await page.goto('/')
    await expectNoSeriousViolations(page)
  })

  test('home page with the mobile menu open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expectNoSeriousViolations(page)
  })

  test('login page', async ({ page }) => {
    await page.goto('/admin/login')
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
    await expectNoSeriousViolations(page)
  })
})
