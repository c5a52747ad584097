import { expect, expectNoSeriousA11yViolations, test } from './fixtures'

test.describe('accessibility', () => {
  test('home page', async ({ page }) => {
    await page.goto('/')
    await expectNoSeriousA11yViolations(page)
  })

  test('home page with the mobile menu open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expectNoSeriousA11yViolations(page)
  })

  test('login page', async ({ page }) => {
    await page.goto('/admin/login')
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})
