import type { Locator, Page } from '@playwright/test'

import { seedSession } from './back-office-helpers'
import {
  api,
  apiLogin,
  createAdmin,
  decodeQuotedPrintable,
  E2E_ADMIN,
  expect,
  expectNoSeriousA11yViolations,
  openDatabase,
  outbox,
  signIn,
  test,
} from './fixtures'

/**
 * The back office shell, dashboard, profile modal and server logs (docs/requirements/back-office.md#shell,
 * #dashboard, #server-logs, docs/requirements/accounts.md#profile), driven as staff would. Messages are
 * written out as the spec quotes them.
 */

const SPECIAL_CHARACTERS = 'Special characters like <, >, =, `, &, %, $, etc., are not allowed.'

/** Signs in through the API and starts on the back office with that session (seedSession). */
async function openBackOffice(page: Page, username: string, password: string, path = '/admin') {
  const { status, body } = await api(page, 'POST', '/api/v1/auth/login', undefined, { username, password })
  expect(status, `sign-in of ${username}`).toBe(200)
  await seedSession(page, { token: body.GWP_Token as string, user: body.data })
  await page.goto(path)
  await expect(userMenuButton(page, username)).toBeVisible()
  return body.GWP_Token as string
}

const storedSession = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('GWP_Token'), localStorage.getItem('user')])

const userMenuButton = (page: Page, username: string) =>
  page.getByRole('banner').getByRole('button', { name: username })

/** The figure after a term in a card's description list ("Total" is the large number). */
const figure = (card: Locator, term: string) =>
  card.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]')

test.describe('back office shell', () => {
  test('logout from the dropdown clears both storage keys, revokes the token and shows the login page', async ({
    page,
  }) => {
    const admin = await createAdmin(page, 'Member')
    await signIn(page, admin.username, admin.password)
    const [token] = await storedSession(page)
    expect(token).toBeTruthy()
    expect((await api(page, 'GET', '/api/v1/auth/me', token!)).status).toBe(200)

    await expect(page.getByRole('banner')).toContainText('Welcome')
    await userMenuButton(page, admin.username).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()

    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
    expect(await storedSession(page)).toEqual([null, null])
    expect((await api(page, 'GET', '/api/v1/auth/me', token!)).status).toBe(401)
  })

  test('the superAdmin sees the whole menu and the app version', async ({ page }) => {
    await openBackOffice(page, E2E_ADMIN.username, E2E_ADMIN.password)
    const nav = page.getByRole('navigation', { name: 'Back office' })
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Category',
      'Products',
      'Blogs',
      'Quotes',
      'Exhibition',
      'User Management',
      'Privilege',
      'Logs',
    ])
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByText('v1.0.0')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Edit heading' })).toBeVisible()
  })

  test('a Member has none of the superAdmin’s three entries, and /admin?section=logs shows the dashboard', async ({
    page,
  }) => {
    const member = await createAdmin(page, 'Member')
    await openBackOffice(page, member.username, member.password, '/admin?section=logs')
    const nav = page.getByRole('navigation', { name: 'Back office' })
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Category',
      'Products',
      'Blogs',
      'Quotes',
      'Exhibition',
    ])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
    await expect(page.getByRole('region', { name: 'Total Products', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Edit heading' })).toHaveCount(0)
    await expect(page.getByRole('columnheader', { name: 'Status Code' })).toHaveCount(0)
  })

  test('an unknown section shows the dashboard', async ({ page }) => {
    await openBackOffice(page, E2E_ADMIN.username, E2E_ADMIN.password, '/admin?section=nowhere')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
  })

  test('the section lives in the URL: it survives a reload and Back returns to the dashboard', async ({
    page,
  }) => {
    await openBackOffice(page, E2E_ADMIN.username, E2E_ADMIN.password)
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Logs', exact: true })
      .click()
    await expect(page).toHaveURL(/\/admin\?section=logs$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Server Logs')
    // The section's code and rows have arrived: leaving in mid-fetch would cut its request short,
    // which the logs section reports as a failed fetch.
    const logs = page.getByRole('main').getByRole('table')
    await expect(logs).toHaveAttribute('aria-busy', 'false')

    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Server Logs')
    await expect(logs).toHaveAttribute('aria-busy', 'false')

    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
  })

  test('on a phone the menu hides behind a button and closes once a section is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await openBackOffice(page, E2E_ADMIN.username, E2E_ADMIN.password)
    const nav = page.getByRole('navigation', { name: 'Back office' })
    await expect(nav).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(nav).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await nav.getByRole('link', { name: 'Logs', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Server Logs')
    await expect(nav).toBeHidden()
  })

  test('the account dropdown works from the keyboard', async ({ page }) => {
    await openBackOffice(page, E2E_ADMIN.username, E2E_ADMIN.password)
    const button = userMenuButton(page, E2E_ADMIN.username)
    await expect(button).toHaveAttribute('aria-haspopup', 'menu')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toHaveCount(0)
    await expect(button).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('dashboard', () => {
  test('the cards show what the database holds', async ({ page }) => {
    const db = openDatabase()
    const one = (query: string) => String((db.prepare(query).get() as { n: number }).n)
    const expected = {
      active: one('SELECT count(*) AS n FROM products WHERE is_active = 1'),
      inactive: one('SELECT count(*) AS n FROM products WHERE is_active = 0'),
      categories: one('SELECT count(*) AS n FROM categories'),
      pending: one("SELECT count(*) AS n FROM quotations WHERE status = 'pending'"),
      completed: one("SELECT count(*) AS n FROM quotations WHERE status = 'completed'"),
      customers: one('SELECT count(*) AS n FROM potential_customers'),
    }
    const recent = (
      db
        .prepare('SELECT email FROM potential_customers ORDER BY engaged_at DESC, id DESC LIMIT 5')
        .all() as Array<{ email: string }>
    ).map((row) => row.email)
    db.close()
    // The demo seed fills every card, so a zero would hide a wrong query.
    expect(Number(expected.active)).toBeGreaterThan(0)
    expect(Number(expected.inactive)).toBeGreaterThan(0)
    expect(Number(expected.pending)).toBeGreaterThan(0)
    expect(recent.length).toBeGreaterThan(0)

    await openBackOffice(page, E2E_ADMIN.username, E2E_ADMIN.password)
    const products = page.getByRole('region', { name: 'Total Products', exact: true })
    await expect(figure(products, 'Total')).toHaveText(
      String(Number(expected.active) + Number(expected.inactive)),
    )
    await expect(figure(products, 'Active')).toHaveText(expected.active)
    await expect(figure(products, 'Inactive')).toHaveText(expected.inactive)
    await expect(
      figure(page.getByRole('region', { name: 'Total Categories', exact: true }), 'Total'),
    ).toHaveText(expected.categories)
    const quotations = page.getByRole('region', { name: 'Total Quotations', exact: true })
    await expect(figure(quotations, 'Total')).toHaveText(
      String(Number(expected.pending) + Number(expected.completed)),
    )
    await expect(figure(quotations, 'Pending')).toHaveText(expected.pending)
    await expect(figure(quotations, 'Completed')).toHaveText(expected.completed)
    await expect(
      figure(page.getByRole('region', { name: 'Potential Customers', exact: true }), 'Total'),
    ).toHaveText(expected.customers)
    const recentTable = page.getByRole('region', { name: 'Recent Potential Customers', exact: true })
    await expect(recentTable.locator('tbody tr td:first-child')).toHaveText(recent)
  })

  test('the ALERT banner shows the heading', async ({ page }) => {
    const { body } = await api(page, 'GET', '/api/v1/heading')
    await openBackOffice(page, E2E_ADMIN.username, E2E_ADMIN.password)
    const banner = page.getByRole('region', { name: 'Alert', exact: true })
    await expect(banner).toContainText('ALERT')
    await expect(banner).toContainText(body.message)
  })

  test('the heading stands still for an admin who prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const { body } = await api(page, 'GET', '/api/v1/heading')
    await openBackOffice(page, E2E_ADMIN.username, E2E_ADMIN.password)
    const text = page.getByRole('region', { name: 'Alert', exact: true }).getByText(body.message)
    await expect(text).toBeVisible()
    expect(await text.evaluate((element) => getComputedStyle(element).animationName)).toBe('none')

    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await expect
      .poll(() => text.evaluate((element) => getComputedStyle(element).animationName))
      .toBe('gwp-marquee')
  })

  test('the superAdmin edits the heading: refused characters keep Update disabled, a valid text is saved', async ({
    page,
  }) => {
    const boss = await apiLogin(page, E2E_ADMIN.username, E2E_ADMIN.password)
    const original = (await api(page, 'GET', '/api/v1/heading')).body.message as string
    const changed = `Eid sale: 10 percent off floor cleaners! ${Date.now()}`
    try {
      await openBackOffice(page, E2E_ADMIN.username, E2E_ADMIN.password)
      const banner = page.getByRole('region', { name: 'Alert', exact: true })
      await banner.getByRole('button', { name: 'Edit heading' }).click()
      const dialog = page.getByRole('dialog', { name: 'Update Heading' })
      const field = dialog.getByLabel('Heading', { exact: true })
      const update = dialog.getByRole('button', { name: 'Update' })
      await expect(field).toHaveValue(original)
      await expect(update).toBeDisabled()

      await field.fill(`${original} <b>`)
      await expect(dialog.getByRole('alert')).toHaveText(SPECIAL_CHARACTERS)
      await expect(update).toBeDisabled()
      for (const character of ['&', '%', '$', ';', '"', '(']) {
        await field.fill(`Sale ${character} today`)
        await expect(dialog.getByRole('alert')).toHaveText(SPECIAL_CHARACTERS)
        await expect(update).toBeDisabled()
      }
      await field.fill('')
      await expect(dialog.getByRole('alert')).toHaveText('This field cannot be empty')
      await expect(update).toBeDisabled()
      await field.fill('a'.repeat(256))
      await expect(dialog.getByRole('alert')).toHaveText("Please don't enter more than 255 characters.")
      await expect(update).toBeDisabled()
      await field.fill(original)
      await expect(dialog.getByRole('alert')).toHaveCount(0)
      await expect(update).toBeDisabled()

      await field.fill(changed)
      await expect(update).toBeEnabled()
      await update.click()
      await expect(page.getByText('Heading updated successfully!')).toBeVisible()
      await expect(dialog).toBeHidden()
      await expect(banner).toContainText(changed)

      const db = openDatabase()
      const row = db.prepare('SELECT heading FROM heading WHERE id = 1').get() as { heading: string }
      db.close()
      expect(row.heading).toBe(changed)
    } finally {
      const restored = await api(page, 'PUT', '/api/v1/heading/update', boss, { heading: original })
      expect(restored.status).toBe(200)
    }
  })

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await openBackOffice(page, E2E_ADMIN.username, E2E_ADMIN.password)
    await expect(
      figure(page.getByRole('region', { name: 'Total Products', exact: true }), 'Total'),
    ).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Recent Potential Customers', exact: true }).getByRole('table'),
    ).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('the logs section and the profile modal have no serious or critical violations either', async ({
    page,
  }) => {
    await openBackOffice(page, E2E_ADMIN.username, E2E_ADMIN.password, '/admin?section=logs')
    await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await userMenuButton(page, E2E_ADMIN.username).click()
    await page.getByRole('menuitem', { name: 'Profile' }).click()
    await page.getByRole('dialog', { name: 'Profile' }).getByRole('button', { name: 'Edit email' }).click()
    await expectNoSeriousA11yViolations(page)
  })
})

test.describe('profile modal', () => {
  // The server ends every session of the admin on a profile change, so the logout call that follows
  // is answered 401, which the browser reports; so are a refused password (400) and e-mail (409).
  test.use({ allowConsole: [/status of 40[019]/] })

  test('shows the profile, checks the fields with the spec rules, and a change forces a new sign-in', async ({
    page,
  }) => {
    const admin = await createAdmin(page, 'Member')
    const token = await openBackOffice(page, admin.username, admin.password)
    await userMenuButton(page, admin.username).click()
    await page.getByRole('menuitem', { name: 'Profile' }).click()
    const dialog = page.getByRole('dialog', { name: 'Profile' })
    for (const text of [
      admin.username,
      `${admin.username}@example.com`,
      '03001234567',
      'Test Street 1',
      'Female',
      'Member',
      '5 May 1990',
    ]) {
      await expect(dialog).toContainText(text)
    }
    // Only three fields can be edited; the rest have no edit button.
    expect(
      await dialog
        .getByRole('button', { name: /^Edit / })
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label'))),
    ).toEqual(['Edit email', 'Edit contact number', 'Edit address'])
    const update = dialog.getByRole('button', { name: 'Update' })
    await expect(update).toBeDisabled()

    await dialog.getByRole('button', { name: 'Edit contact number' }).click()
    const phone = dialog.getByLabel('Contact Number', { exact: true })
    await expect(phone).toBeFocused()
    await expect(update).toBeDisabled()
    await phone.fill('0300-1234567')
    await expect(dialog.getByRole('alert')).toHaveText('Phone number must contain only digits')
    await expect(update).toBeDisabled()
    await phone.fill('0300123')
    await expect(dialog.getByRole('alert')).toHaveText('Phone number must be exactly between 11-15 digits')
    await expect(update).toBeDisabled()
    await phone.fill('')
    await expect(dialog.getByRole('alert')).toHaveText('This field cannot be empty')
    await expect(update).toBeDisabled()

    // The current password is asked for only while the e-mail is being edited.
    const currentPassword = dialog.getByLabel('Current Password', { exact: true })
    await expect(currentPassword).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Edit email' }).click()
    await expect(currentPassword).toBeVisible()
    await dialog.getByLabel('Email', { exact: true }).fill('someone@example.pk')
    await expect(dialog.getByRole('alert').first()).toBeVisible()
    await expect(dialog.getByText('Email must be in the format {email}')).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel email edit' }).click()
    await expect(dialog.getByText('Email must be in the format {email}')).toHaveCount(0)
    await expect(currentPassword).toHaveCount(0)

    await phone.fill('030012345678')
    await expect(update).toBeEnabled()
    await update.click()

    await expect(page.getByText('Re-login for changes to take effect!')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect.poll(() => storedSession(page)).toEqual([null, null])
    expect((await api(page, 'GET', '/api/v1/auth/me', token)).status).toBe(401)
    const db = openDatabase()
    const row = db
      .prepare('SELECT contact_number AS phone FROM admins WHERE username = ?')
      .get(admin.username) as {
      phone: string
    }
    db.close()
    expect(row.phone).toBe('030012345678')
  })

  test('is usable with the keyboard alone', async ({ page }) => {
    const admin = await createAdmin(page, 'Member')
    const token = await openBackOffice(page, admin.username, admin.password)
    const newEmail = `${admin.username}.new@example.com`

    await userMenuButton(page, admin.username).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Profile' })
    await expect(dialog).toBeVisible()

    const editEmail = dialog.getByRole('button', { name: 'Edit email' })
    for (
      let presses = 0;
      presses < 6 && !(await editEmail.evaluate((el) => el === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab')
    }
    await expect(editEmail).toBeFocused()
    await page.keyboard.press('Enter')
    const email = dialog.getByLabel('Email', { exact: true })
    await expect(email).toBeFocused()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(newEmail)
    // Past the cancel button, the current password the new e-mail needs.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(dialog.getByLabel('Current Password', { exact: true })).toBeFocused()
    await page.keyboard.type(admin.password)
    await page.keyboard.press('Enter')

    await expect(page.getByText('Re-login for changes to take effect!')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login$/)
    expect((await api(page, 'GET', '/api/v1/auth/me', token)).status).toBe(401)
    const fresh = await apiLogin(page, admin.username, admin.password)
    expect((await api(page, 'GET', '/api/v1/auth/me', fresh)).body.data.email).toBe(newEmail)
  })

  test("an e-mail another admin uses is refused with the server's reason, and the session stays", async ({
    page,
  }) => {
    const admin = await createAdmin(page, 'Member')
    const token = await openBackOffice(page, admin.username, admin.password)
    await userMenuButton(page, admin.username).click()
    await page.getByRole('menuitem', { name: 'Profile' }).click()
    const dialog = page.getByRole('dialog', { name: 'Profile' })
    await dialog.getByRole('button', { name: 'Edit email' }).click()
    await dialog.getByLabel('Email', { exact: true }).fill('e2eboss@example.com')
    await dialog.getByLabel('Current Password', { exact: true }).fill(admin.password)
    await dialog.getByRole('button', { name: 'Update' }).click()
    // Under the field it is about (the 409 names it), and in the toast.
    await expect(dialog.getByText('An admin with this email already exists')).toBeVisible()
    await expect(dialog).toBeVisible()
    expect((await api(page, 'GET', '/api/v1/auth/me', token)).status).toBe(200)
  })

  test('a new e-mail needs the current password: a wrong one is refused on its field, the old address is told', async ({
    page,
  }) => {
    const admin = await createAdmin(page, 'Member')
    const oldEmail = `${admin.username}@example.com`
    const newEmail = `${admin.username}.moved@example.com`
    const token = await openBackOffice(page, admin.username, admin.password)
    await userMenuButton(page, admin.username).click()
    await page.getByRole('menuitem', { name: 'Profile' }).click()
    const dialog = page.getByRole('dialog', { name: 'Profile' })
    await dialog.getByRole('button', { name: 'Edit email' }).click()
    await dialog.getByLabel('Email', { exact: true }).fill(newEmail)
    const update = dialog.getByRole('button', { name: 'Update' })
    // An edited e-mail without the password cannot be sent.
    await expect(update).toBeDisabled()
    const currentPassword = dialog.getByLabel('Current Password', { exact: true })
    await currentPassword.fill('Not!MyPassw0rd')
    await update.click()
    await expect(dialog.getByRole('alert').filter({ hasText: 'Current password is incorrect' })).toBeVisible()
    await expect(currentPassword).toHaveAttribute('aria-invalid', 'true')
    // Said on the field alone: a failure toast would outlast the retry's success. A toast shows
    // within a frame or two of the answer; a second later there is none (counted once: a retrying
    // assertion would wait for a toast to close by itself).
    await page.waitForTimeout(1_000)
    expect(await page.getByText('Failed to update profile. Please try again.').count()).toBe(0)
    await expect(dialog).toBeVisible()
    expect((await api(page, 'GET', '/api/v1/auth/me', token)).body.data.email).toBe(oldEmail)

    const since = Date.now()
    await currentPassword.fill(admin.password)
    await expect(update).toBeEnabled()
    await update.click()
    await expect(page.getByText('Re-login for changes to take effect!')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login$/)
    const fresh = await apiLogin(page, admin.username, admin.password)
    expect((await api(page, 'GET', '/api/v1/auth/me', fresh)).body.data.email).toBe(newEmail)
    // The old address hears of it, with the new one masked.
    await expect
      .poll(() =>
        outbox(since).find((mail) => mail.includes('The e-mail address of your account was changed')),
      )
      .toBeDefined()
    const notice = decodeQuotedPrintable(
      outbox(since).find((mail) => mail.includes('The e-mail address of your account was changed'))!,
    )
    expect(notice).toContain(`To: ${oldEmail}`)
    expect(notice).toContain(`${admin.username.slice(0, 2)}***@ex***.com`)
    expect(notice).not.toContain(newEmail)
  })

  test('Escape closes it without saving and gives focus back to the account button', async ({ page }) => {
    await openBackOffice(page, E2E_ADMIN.username, E2E_ADMIN.password)
    const button = userMenuButton(page, E2E_ADMIN.username)
    await button.click()
    await page.getByRole('menuitem', { name: 'Profile' }).click()
    const dialog = page.getByRole('dialog', { name: 'Profile' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('SuperAdmin')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
  })
})

test.describe('server logs', () => {
  test('lists 10 requests a page with cut route and user agent, pages through them and shows details', async ({
    page,
  }) => {
    // Enough requests for a second page, whatever ran before; the server writes its log every second.
    // Each to its own route: identical requests of one second would share a row.
    for (let i = 0; i < 12; i++) await api(page, 'GET', `/api/v1/log-page-${i}`)
    const boss = await apiLogin(page, E2E_ADMIN.username, E2E_ADMIN.password)
    await expect
      .poll(
        async () =>
          (await api(page, 'GET', '/api/v1/server-logger?page=1&limit=10', boss)).body.pagination.total,
      )
      .toBeGreaterThan(10)
    await openBackOffice(page, E2E_ADMIN.username, E2E_ADMIN.password, '/admin?section=logs')
    const table = page.getByRole('table')
    for (const column of [
      'User Name',
      'Method',
      'Route',
      'User Agent',
      'Timestamp',
      'IP Address',
      'Status Code',
    ]) {
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible()
    }
    const rows = table.locator('tbody tr')
    await expect(rows).toHaveCount(10)
    const pages = page.getByRole('navigation', { name: 'Server logs pages' })
    await expect(pages).toContainText(/Showing 1 to 10 of \d+ logs/)
    const total = Number((await pages.textContent())!.match(/of (\d+) logs/)![1])
    expect(total).toBeGreaterThan(10)
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled()

    // Routes all start with /api/v1/, so every one is longer than 10 characters and is cut.
    const route = rows.first().locator('td').nth(2)
    await expect(route).toHaveText(/^.{10}\.\.\.$/)
    await expect(rows.first().locator('td').nth(3)).toHaveText(/^.{10}\.\.\.$/)

    await pages.getByRole('button', { name: 'Next' }).click()
    await expect(pages).toContainText(/Showing 11 to \d+ of \d+ logs/)
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeEnabled()
    await pages.getByRole('button', { name: 'Previous' }).click()
    await expect(pages).toContainText(/Showing 1 to 10 of \d+ logs/)

    await rows
      .first()
      .getByRole('button', { name: /^Details of / })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Log Details' })
    await expect(dialog).toBeVisible()
    for (const label of ['Method', 'Route', 'User Agent', 'User Name', 'Timestamp', 'Requests']) {
      await expect(dialog.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible()
    }
    await expect(dialog).toContainText('/api/v1/')
    await expect(dialog).toContainText('Mozilla/5.0')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('a row standing for identical requests of one second shows how many, in the table and its details', async ({
    page,
  }) => {
    // A real route, so the path is logged as asked (one no route answers is logged as "(unknown route)").
    const route = `/api/v1/blog/log-burst-${Date.now()}`
    await Promise.all(Array.from({ length: 20 }, () => api(page, 'GET', route)))
    const boss = await apiLogin(page, E2E_ADMIN.username, E2E_ADMIN.password)
    // All twenty counted between the rows: one a second, so a burst that straddles a second (or, on a
    // loaded machine, more than one) has a row for each.
    let counts: number[] = []
    await expect
      .poll(async () => {
        const { body } = await api(page, 'GET', '/api/v1/server-logger?page=1&limit=50', boss)
        const rows = body.data as Array<{ route: string; count: number }>
        counts = rows.filter((row) => row.route === route).map((row) => row.count)
        return counts.reduce((sum, count) => sum + count, 0)
      })
      .toBe(20)
    const most = Math.max(...counts)
    expect(most).toBeGreaterThanOrEqual(2)

    await openBackOffice(page, E2E_ADMIN.username, E2E_ADMIN.password, '/admin?section=logs')
    const row = page
      .getByRole('table')
      .locator('tbody tr')
      .filter({ has: page.locator(`[title="${route}"]`) })
      .filter({ hasText: `×${most}` })
      // Two rows may hold as many (ten and ten): either shows what is tested.
      .first()
    await expect(row).toBeVisible()
    await expect(row.getByRole('cell').nth(4)).toContainText(`${most} identical requests in this second`)
    await row.getByRole('button', { name: /^Details of / }).click()
    const dialog = page.getByRole('dialog', { name: 'Log Details' })
    await expect(dialog.getByRole('definition').last()).toHaveText(
      `${most} identical requests in this second`,
    )
  })
})

test.describe('when a request fails', () => {
  // Each failure below is provoked on purpose; the browser reports it and the logs fetch logs it.
  test.use({ allowConsole: [/ERR_INTERNET_DISCONNECTED|status of 500|Failed to fetch server logs/] })

  test('each card says so when the figures cannot be fetched', async ({ page }) => {
    await page.route('**/api/v1/count', (route) => route.abort('internetdisconnected'))
    await openBackOffice(page, E2E_ADMIN.username, E2E_ADMIN.password)
    for (const title of ['Total Products', 'Total Categories', 'Total Quotations', 'Potential Customers']) {
      await expect(page.getByRole('region', { name: title, exact: true })).toContainText(
        'Server Error or Internet Connection Issue',
      )
    }
  })

  test('the banner says "Network issue / error 505" when the heading cannot be fetched', async ({ page }) => {
    await page.route('**/api/v1/heading', (route) => route.abort('internetdisconnected'))
    await openBackOffice(page, E2E_ADMIN.username, E2E_ADMIN.password)
    await expect(page.getByRole('region', { name: 'Alert', exact: true })).toContainText(
      'Network issue / error 505',
    )
  })

  test('a failed heading save says so and keeps the editor open', async ({ page }) => {
    await openBackOffice(page, E2E_ADMIN.username, E2E_ADMIN.password)
    await page.route('**/api/v1/heading/update', (route) => route.abort('internetdisconnected'))
    await page.getByRole('button', { name: 'Edit heading' }).click()
    const dialog = page.getByRole('dialog', { name: 'Update Heading' })
    await dialog.getByLabel('Heading', { exact: true }).fill('This text never reaches the server')
    await dialog.getByRole('button', { name: 'Update' }).click()
    await expect(page.getByText('Failed to update heading. Please try again.')).toBeVisible()
    await expect(dialog).toBeVisible()
  })

  test('a failed profile save shows "Failed to update profile. Please try again."', async ({ page }) => {
    const admin = await createAdmin(page, 'Member')
    await openBackOffice(page, admin.username, admin.password)
    await page.route('**/api/v1/admin/update/**', (route) => route.abort('internetdisconnected'))
    await userMenuButton(page, admin.username).click()
    await page.getByRole('menuitem', { name: 'Profile' }).click()
    const dialog = page.getByRole('dialog', { name: 'Profile' })
    await dialog.getByRole('button', { name: 'Edit address' }).click()
    await dialog.getByLabel('Address', { exact: true }).fill('Plot 7, Sundar Industrial Estate')
    await dialog.getByRole('button', { name: 'Update' }).click()
    await expect(page.getByText('Failed to update profile. Please try again.')).toBeVisible()
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL(/\/admin$/)
  })

  test('a failed log fetch is only logged and leaves an empty list', async ({ page }) => {
    await page.route('**/api/v1/server-logger**', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Something went wrong' } }),
    )
    const logged: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text())
    })
    await openBackOffice(page, E2E_ADMIN.username, E2E_ADMIN.password, '/admin?section=logs')
    await expect(page.getByRole('table')).toContainText('No logs found.')
    await expect(page.getByRole('navigation', { name: 'Server logs pages' })).toHaveCount(0)
    await expect.poll(() => logged.some((text) => text.includes('Failed to fetch server logs'))).toBe(true)
  })
})
