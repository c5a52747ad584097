import { AUTH_MESSAGES } from '@gwp/contracts'
import type { Page, Route } from '@playwright/test'

import {
  api,
  createAdmin,
  E2E_ADMIN,
  expect,
  expectNoSeriousA11yViolations,
  resetLinkFor,
  signIn,
  test,
  uniqueName,
} from './fixtures'

const TOKEN_KEY = 'GWP_Token'
const USER_KEY = 'user'

/** Chromium reports every non-OK fetch as a console error; the tests that expect one list it. */
const FAILED_STATUS = (status: number) => new RegExp(`status of ${status}`)

const storedItem = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key)

/** Holds a request until `release()` is called, so a pending state can be seen. */
function holdRequests(page: Page, url: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const ready = page.route(url, async (route: Route) => {
    await released
    await route.continue()
  })
  return { ready, release }
}

test.describe('login', () => {
  test.describe('failure', () => {
    test.use({ allowConsole: [FAILED_STATUS(401)] })

    test('shows "Login failed: " plus the server message as a toast and the error under the form', async ({
      page,
    }) => {
      await page.goto('/admin/login')
      const username = uniqueName('nobody')
      await page.getByLabel('Username').fill(username)
      await page.getByLabel('Password', { exact: true }).fill('Wrong-pass1')
      await page.getByRole('button', { name: 'Login' }).click()

      await expect(page.getByText(`Login failed: ${AUTH_MESSAGES.invalidCredentials}`)).toBeVisible()
      await expect(page.locator('form').getByRole('alert')).toHaveText(AUTH_MESSAGES.invalidCredentials)
      await expect(page).toHaveURL(/\/admin\/login$/)
      expect(await storedItem(page, TOKEN_KEY)).toBeNull()
      // The back office's code arrived with this first try: the form is the same, what was typed stays.
      await expect(page.getByLabel('Username')).toHaveValue(username)
    })
  })

  test('the button reads "Logging in..." and is disabled while the request is pending', async ({ page }) => {
    await page.goto('/admin/login')
    const held = holdRequests(page, '**/api/v1/auth/login')
    await held.ready
    await page.getByLabel('Username').fill(E2E_ADMIN.username)
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()

    const pending = page.getByRole('button', { name: 'Logging in...' })
    await expect(pending).toBeVisible()
    await expect(pending).toBeDisabled()
    held.release()
    await expect(page).toHaveURL(/\/admin$/)
  })

  test('success goes to /admin, stores the session, and survives a reload', async ({ page }) => {
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password)
    await expect(page).toHaveURL(/\/admin$/)
    expect(await storedItem(page, TOKEN_KEY)).toMatch(/\S{20,}/)
    expect(JSON.parse((await storedItem(page, USER_KEY)) ?? 'null')).toMatchObject({
      username: E2E_ADMIN.username,
    })

    // The start-up auth check answering 200 is the sign that the reloaded page has settled signed in.
    const authCheck = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/me'))
    await page.reload()
    expect((await authCheck).status()).toBe(200)
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0)
    await expect(page.getByLabel('Username')).toHaveCount(0)
    expect(await storedItem(page, TOKEN_KEY)).not.toBeNull()
  })

  test.describe('revoked token', () => {
    // One pattern: Playwright would read a second array element as fixture options.
    test.use({ allowConsole: [/status of 401|Permissions not found or request failed! Token removed\./] })

    test('a token revoked on the server brings back the login page and clears local storage', async ({
      page,
    }) => {
      const admin = await createAdmin(page)
      await signIn(page, admin.username, admin.password)
      // The dashboard's calls have all answered, so none of them meets the revoked token.
      await page.waitForLoadState('networkidle')
      const token = await storedItem(page, TOKEN_KEY)
      expect(token).not.toBeNull()
      const logged: string[] = []
      page.on('console', (message) => logged.push(message.text()))
      expect((await api(page, 'POST', '/api/v1/auth/logout', token!)).status).toBe(200)

      await page.reload()
      // The session ends in the page itself: nothing reloads it again.
      let navigations = 0
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations++
      })
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
      await expect(page.getByLabel('Username')).toBeVisible()
      await expect.poll(() => storedItem(page, TOKEN_KEY)).toBeNull()
      expect(await storedItem(page, USER_KEY)).toBeNull()
      await expect.poll(() => logged).toContain('Permissions not found or request failed! Token removed.')
      expect(navigations).toBe(0)
    })
  })

  test.describe('leaving the page', () => {
    // The request cut short may still be reported as it goes.
    test.use({ allowConsole: /Failed to load permissions|ERR_ABORTED|Failed to fetch/ })

    test('while the rights are still loading keeps the session for the next page', async ({ page }) => {
      // The rights' answer is held back, so going to the next page cuts the request short.
      const RIGHTS = '**/api/v1/permission/by-admin'
      let asked!: () => void
      const rightsAsked = new Promise<void>((resolve) => (asked = resolve))
      await page.route(RIGHTS, () => asked())
      await page.goto('/admin/login')
      await page.getByLabel('Username').fill(E2E_ADMIN.username)
      await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password)
      await page.getByRole('button', { name: 'Login' }).click()
      await rightsAsked
      await page.unroute(RIGHTS)

      await page.goto('/admin?section=logs')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Server Logs')
      expect(await storedItem(page, TOKEN_KEY)).toMatch(/\S{20,}/)
    })
  })

  test('works with the keyboard alone: type, Tab, type, Enter', async ({ page }) => {
    await page.goto('/admin/login')
    await page.getByLabel('Username').focus()
    await page.keyboard.type(E2E_ADMIN.username)
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused()
    await page.keyboard.type(E2E_ADMIN.password)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/admin$/)
    expect(await storedItem(page, TOKEN_KEY)).not.toBeNull()
  })

  test('the password toggle shows and hides the password', async ({ page }) => {
    await page.goto('/admin/login')
    const password = page.getByLabel('Password', { exact: true })
    await password.fill('Secret-123')
    await expect(password).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await expect(page.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('button', { name: 'Hide password' }).click()
    await expect(password).toHaveAttribute('type', 'password')
    await expect(page.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false')
  })
})

test.describe('forgot password modal', () => {
  test('validates with the contract messages and reads "Sending..." while pending', async ({ page }) => {
    await page.goto('/admin/login')
    await page.getByRole('button', { name: 'Forget Password' }).click()
    const dialog = page.getByRole('dialog', { name: 'Forgot Password' })
    await expect(dialog).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Email is required')
    await dialog.getByLabel('Email').fill('not-an-email')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Invalid email format')

    const held = holdRequests(page, '**/api/v1/auth/forgot-password')
    await held.ready
    // An unknown address gets the same answer as a known one, and no e-mail.
    await dialog.getByLabel('Email').fill(`${uniqueName('nobody')}@example.com`)
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect(dialog.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    held.release()
    await expect(page.getByText(AUTH_MESSAGES.forgotPasswordSent)).toBeVisible()
    await expect(dialog).toBeHidden()
  })

  test('opens and closes with the keyboard and gives focus back to its button', async ({ page }) => {
    await page.goto('/admin/login')
    const opener = page.getByRole('button', { name: 'Forget Password' })
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Forgot Password' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Email')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })
})

test.describe('password reset journey', () => {
  test.use({ allowConsole: [FAILED_STATUS(400)] })

  test('forgot → e-mail → reset page (no-referrer) → mismatch refused → reset → sign in with the new password', async ({
    page,
  }) => {
    const admin = await createAdmin(page)
    const address = `${admin.username}@example.com`
    const newPassword = 'Fresh-Start42'
    const since = Date.now() - 1000

    await page.goto('/admin/login')
    await page.getByRole('button', { name: 'Forget Password' }).click()
    const dialog = page.getByRole('dialog', { name: 'Forgot Password' })
    await dialog.getByLabel('Email').fill(address)
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText(AUTH_MESSAGES.forgotPasswordSent)).toBeVisible()
    await expect(dialog).toBeHidden()

    const link = await resetLinkFor(address, since)
    const response = await page.goto(link)
    expect(response?.status()).toBe(200)
    // The token is in the URL: the document must not leak it to anything it loads or links to.
    expect(response?.headers()['referrer-policy']).toBe('no-referrer')
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    const newField = page.getByLabel('New Password', { exact: true })
    const confirmField = page.getByLabel('Confirm Password', { exact: true })
    const submit = page.getByRole('button', { name: 'Reset Password' })

    await submit.click()
    await expect(page.getByText('Please confirm your password')).toBeVisible()

    // The hint list follows what is typed, in words as well as colour.
    await newField.fill('abc')
    const hints = page.getByRole('listitem')
    await expect(hints.filter({ hasText: 'A lowercase letter' })).toContainText('(met)')
    await expect(hints.filter({ hasText: 'An uppercase letter' })).toContainText('(not met)')
    await expect(hints.filter({ hasText: 'A digit' })).toContainText('(not met)')
    await expect(hints.filter({ hasText: 'At least 8 characters' })).toContainText('(not met)')
    await newField.fill(newPassword)
    for (const label of ['At least 8 characters', 'An uppercase letter', 'A lowercase letter', 'A digit']) {
      await expect(hints.filter({ hasText: label })).toContainText('(met)')
    }

    await confirmField.fill(`${newPassword}x`)
    await submit.click()
    await expect(page.getByText(AUTH_MESSAGES.passwordsDoNotMatch)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${link}$`))

    await page.getByRole('button', { name: 'Show confirm password' }).click()
    await expect(confirmField).toHaveAttribute('type', 'text')
    await confirmField.fill(newPassword)
    await submit.click()
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page.getByText(AUTH_MESSAGES.passwordReset)).toBeVisible()

    // Single use: the same link now fails with the server's message.
    await page.goto(link)
    await page.getByLabel('New Password', { exact: true }).fill('Another-Pass9')
    await page.getByLabel('Confirm Password', { exact: true }).fill('Another-Pass9')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expect(page.getByText(AUTH_MESSAGES.resetTokenInvalid)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${link}$`))

    await signIn(page, admin.username, newPassword)
    expect(await storedItem(page, TOKEN_KEY)).not.toBeNull()
  })
})
