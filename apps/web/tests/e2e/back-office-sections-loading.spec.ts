import type { Page } from '@playwright/test'

import { seedSession } from './back-office-helpers'
import { api, E2E_ADMIN, expect, signIn, test } from './fixtures'
import { gzipBytes, recordScriptRequests, scriptsLoadedBy } from './page-scripts'

/**
 * The sign-in page is a plain form: the session store and the shell come when someone signs in
 * (gate/back-office-gate.tsx), and a section's code the first time it is opened (shell/sections.ts).
 */

/**
 * The sign-in page's JavaScript, gzip. React, React DOM and React Router are 106 KiB of it; the
 * public header and the sign-in form the rest (119 KiB in all). With every section bundled in it was
 * 274 KiB, with the session store and the form library 184 KiB.
 */
const SIGN_IN_BUDGET_KIB = 120

/** The side menu's entries after the dashboard, with each section's heading. */
const SECTIONS = [
  ['Category', 'Categories'],
  ['Products', 'Products'],
  ['Blogs', 'Blogs'],
  ['Quotes', 'Quotes'],
  ['Exhibition', 'Exhibitions'],
  ['User Management', 'User Management'],
  ['Privilege', 'Role Privileges'],
  ['Logs', 'Server Logs'],
] as const

const menuEntry = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: label, exact: true })

/** The sections' own code: fetched only when the section is opened, never with the page. */
const PRODUCTS_SECTION_CODE = /\/assets\/products-section-[^/]*\.js$/

test.describe('back-office sections load when opened', () => {
  test('the sign-in page stays within its script budget, and each section brings its own code on first open', async ({
    page,
  }) => {
    const signInScripts = await scriptsLoadedBy(page, '/admin/login')
    const weight = gzipBytes(signInScripts)
    test.info().annotations.push({
      type: 'sign-in page JavaScript',
      description: `${(weight / 1024).toFixed(1)} KiB gzip in ${signInScripts.size} files`,
    })
    expect(weight).toBeLessThanOrEqual(SIGN_IN_BUDGET_KIB * 1024)

    const requested = recordScriptRequests(page)
    await page.getByLabel('Username').fill(E2E_ADMIN.username)
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByRole('main').getByText('Total Products')).toBeVisible()
    // The dashboard's code (its charts among it) was not on the sign-in page.
    expect(requested.filter((file) => !signInScripts.has(file))).not.toHaveLength(0)

    for (const [label, title] of SECTIONS) {
      const before = requested.length
      await menuEntry(page, label).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByRole('main').getByRole('table').first()).toBeVisible()
      const fetched = requested.slice(before)
      expect(fetched, `${label} fetched its own code when opened`).not.toHaveLength(0)
      for (const file of fetched) expect(signInScripts.has(file), `${file} on the sign-in page`).toBe(false)
    }

    // Opened once, a section's code is not fetched again.
    const before = requested.length
    await menuEntry(page, 'Products').click()
    await expect(page.getByRole('main').getByRole('table')).toBeVisible()
    expect(requested.slice(before).filter((file) => PRODUCTS_SECTION_CODE.test(file))).toEqual([])
  })
})

test.describe('when the back office’s code cannot be fetched at sign-in', () => {
  test.use({ allowConsole: /Failed to fetch dynamically imported module|ERR_FAILED/ })

  test('the form says so and keeps what was typed; the next try signs in', async ({ page }) => {
    await page.route(/\/assets\/signed-in-runtime-[^/]*\.js$/, (route) => route.abort('failed'))
    await page.goto('/admin/login')
    await page.getByLabel('Username').fill(E2E_ADMIN.username)
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()

    await expect(page.locator('form').getByRole('alert')).toContainText('Network error: ')
    await expect(page.getByText(/^Login failed: Network error: /)).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page.getByLabel('Username')).toHaveValue(E2E_ADMIN.username)

    await page.unroute(/\/assets\/signed-in-runtime-[^/]*\.js$/)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('main').getByText('Total Products')).toBeVisible()
  })

  test('a session this browser holds shows the sign-in form and says why, instead of a spinner that never ends', async ({
    page,
  }) => {
    const { body } = await api(page, 'POST', '/api/v1/auth/login', undefined, E2E_ADMIN)
    await seedSession(page, { token: body.GWP_Token as string, user: body.data })
    await page.route(/\/assets\/signed-in-runtime-[^/]*\.js$/, (route) => route.abort('failed'))
    await page.goto('/admin')

    await expect(page.getByText(/^Network error: /)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
    await expect(page.getByRole('status')).toHaveCount(0)
  })
})

test.describe('a section whose code is slow or fails to arrive', () => {
  test.use({
    allowConsole: /Failed to fetch dynamically imported module|The Products section failed|ERR_FAILED/,
  })

  test('says it is loading in the section area, then offers a retry that loads it; the menu and top bar stay', async ({
    page,
  }) => {
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password)
    await expect(page.getByRole('main').getByText('Total Products')).toBeVisible()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(PRODUCTS_SECTION_CODE, async (route) => {
      await held
      await route.abort('failed')
    })

    await menuEntry(page, 'Products').click()
    const main = page.getByRole('main')
    await expect(main.getByRole('status')).toHaveText('Loading Products…')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products')
    await expect(menuEntry(page, 'Blogs')).toBeVisible()
    await expect(page.getByRole('banner').getByRole('button', { name: E2E_ADMIN.username })).toBeVisible()

    release()
    await expect(main.getByRole('alert')).toContainText('The Products section could not be shown.')
    await expect(main.getByRole('status')).toHaveCount(0)

    await page.unroute(PRODUCTS_SECTION_CODE)
    await main.getByRole('button', { name: 'Try again' }).click()
    await expect(main.getByRole('table')).toBeVisible()
    await expect(main.getByRole('alert')).toHaveCount(0)
  })
})
