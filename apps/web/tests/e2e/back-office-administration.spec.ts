import type { APIRequestContext, Page } from '@playwright/test'

import {
  authHeaders,
  loginThroughApi,
  newApiContext,
  registerAdmin,
  seedSession,
  type ApiSession,
  row,
  expectToast,
} from './back-office-helpers'
import { E2E_ADMIN, expect, expectNoSeriousA11yViolations, signIn, test, uniqueName } from './fixtures'

/**
 * Administration across the two superAdmin sections, as a company uses it when someone joins, moves
 * and leaves: a role made in Privilege, a colleague added in User Management and given it, who signs
 * in elsewhere and sees only what the role allows; the role loses a right and the colleague's screen
 * follows at their next navigation while the API refuses the call; the colleague is disabled and their
 * next click lands on the login page; the history tells all of it. And an admin's own password change.
 */

let api: APIRequestContext
let boss: ApiSession

test.beforeAll(async () => {
  api = await newApiContext()
  boss = await loginThroughApi(api, E2E_ADMIN.username, E2E_ADMIN.password)
})

test.afterAll(async () => {
  await api.dispose()
})

const nav = (page: Page) => page.getByRole('navigation', { name: 'Back office' })

async function openSection(page: Page, label: string, heading: string) {
  await nav(page).getByRole('link', { name: label, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
}

test.describe('administration', () => {
  test.describe.configure({ timeout: 90_000 })
  // A disabled admin's open page asks for its rights, is told the session is gone, and says so; a
  // wrong current password is a 400 the browser reports.
  test.use({ allowConsole: /Permissions not found or request failed|status of 40[01]/ })

  test('a role and a colleague are made, the role loses a right, the colleague leaves', async ({
    page,
    browser,
  }) => {
    const role = uniqueName('Blog Writer ')
    const username = uniqueName('e2ewriter')
    const password = 'Writer!Pass1'

    // Privilege: the role, with blog create and update.
    await seedSession(page, boss)
    await page.goto('/admin?section=privilege')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Role Privileges')
    await page.getByRole('button', { name: 'Add Role' }).click()
    const add = page.getByRole('dialog', { name: 'Add Privilege' })
    await add.getByLabel('Role name').fill(role)
    await add.getByRole('checkbox', { name: 'Blog: Create' }).check()
    await add.getByRole('checkbox', { name: 'Blog: Update' }).check()
    await add.getByRole('button', { name: 'Add', exact: true }).click()
    await expectToast(page, 'Role created successfully')
    await expect(add).toBeHidden()

    // User Management: the colleague, then the role.
    await openSection(page, 'User Management', 'User Management')
    await page.getByRole('button', { name: '+ Create User' }).click()
    const form = page.getByRole('dialog', { name: 'Add Admin' })
    await form.getByLabel('Username', { exact: true }).fill(username)
    await form.getByLabel('Full Name', { exact: true }).fill('Wafa Writer')
    await form.getByLabel('Email', { exact: true }).fill(`${username}@example.com`)
    await form.getByLabel('Password', { exact: true }).fill(password)
    await form.getByLabel('Contact Number', { exact: true }).fill('03001234567')
    await form.getByLabel('Gender', { exact: true }).selectOption('Female')
    await form.getByLabel('Date of Birth', { exact: true }).fill('1994-04-12')
    await form.getByLabel('Address', { exact: true }).fill('Gulberg III, Lahore')
    await form.getByRole('button', { name: 'Add Admin' }).click()
    await expectToast(page, 'Admin added successfully!')
    await page.getByRole('searchbox', { name: 'Search by username, full name or email' }).fill(username)
    await row(page, username)
      .getByRole('button', { name: `Change role of ${username}` })
      .click()
    const update = page.getByRole('dialog', { name: 'Update Role' })
    await update.getByRole('combobox', { name: 'Select Role' }).selectOption(role)
    await update.getByRole('button', { name: 'Update' }).click()
    await expectToast(page, 'Role updated successfully!')
    await expect(row(page, username)).toContainText(role)

    // The colleague signs in on another computer and sees what the role allows, and nothing more.
    const theirs = await browser.newContext()
    const colleague = await theirs.newPage()
    try {
      await signIn(colleague, username, password)
      await expect(nav(colleague).getByRole('link')).toHaveText([
        'Dashboard',
        'Category',
        'Products',
        'Blogs',
        'Quotes',
        'Exhibition',
      ])
      await openSection(colleague, 'Blogs', 'Blogs')
      await expect(colleague.getByRole('button', { name: 'Add blog' })).toBeVisible()
      await openSection(colleague, 'Products', 'Products')
      await expect(colleague.getByRole('button', { name: /Add product/ })).toHaveCount(0)

      // The superAdmin takes blog create away.
      await openSection(page, 'Privilege', 'Role Privileges')
      await page.getByRole('searchbox', { name: 'Search by role' }).fill(role)
      await row(page, role)
        .getByRole('button', { name: `Edit ${role}` })
        .click()
      const edit = page.getByRole('dialog', { name: 'Update Privilege' })
      await edit.getByRole('checkbox', { name: 'Blog: Create' }).uncheck()
      await edit.getByRole('button', { name: 'Update' }).click()
      await expectToast(page, 'Privileges updated successfully')

      // Their next navigation shows the role as it is now, without signing in again…
      await openSection(colleague, 'Blogs', 'Blogs')
      await expect(colleague.getByRole('button', { name: 'Add blog' })).toHaveCount(0)
      await expect(colleague.getByRole('table')).toBeVisible()
      // …and the server refuses the call the button would have made.
      const token = await colleague.evaluate(() => localStorage.getItem('GWP_Token'))
      const refused = await api.post('/api/v1/blog/create', {
        headers: { authorization: `Bearer ${token}` },
        multipart: { title: 'Not allowed', content: 'x'.repeat(60) },
      })
      expect(refused.status()).toBe(403)

      // The colleague leaves: the superAdmin disables the account.
      await openSection(page, 'User Management', 'User Management')
      await page.getByRole('searchbox', { name: 'Search by username, full name or email' }).fill(username)
      await row(page, username)
        .getByRole('button', { name: `Disable ${username}` })
        .click()
      const confirm = page.getByRole('dialog', { name: 'Disable admin' })
      await confirm.getByRole('button', { name: 'Disable' }).click()
      await expectToast(page, 'Admin disabled. Their sessions have ended.')

      // Their next click lands on the login page.
      await nav(colleague).getByRole('link', { name: 'Quotes', exact: true }).click()
      await expect(colleague.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
      await expect.poll(() => colleague.evaluate(() => localStorage.getItem('GWP_Token'))).toBeNull()
      await expect(colleague.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
      const again = await api.post('/api/v1/auth/login', { data: { username, password } })
      expect(again.status()).toBe(401)
    } finally {
      await theirs.close()
    }

    // The history tells the changes to the colleague and the role, newest first.
    await openSection(page, 'Privilege', 'Role Privileges')
    const history = page.getByRole('region', { name: 'Change history' }).getByRole('listitem')
    await expect(history.nth(0)).toContainText(`${E2E_ADMIN.username} disabled ${username}`)
    await expect(history.nth(1)).toContainText(
      `${E2E_ADMIN.username} changed role ${role}: Blog create removed`,
    )
    await expect(history.nth(2)).toContainText(
      `${E2E_ADMIN.username} changed the role of ${username} from Member to ${role}`,
    )
    await expect(history.nth(3)).toContainText(`${E2E_ADMIN.username} added admin ${username} as Member`)
    await expect(history.nth(4)).toContainText(
      `${E2E_ADMIN.username} created role ${role} with Blog create, Blog update`,
    )
  })

  test('an admin changes their own password from Profile; their other sessions end', async ({ page }) => {
    const me = await registerAdmin(api, boss, { prefix: 'e2epass', fullName: 'Pass Changer' })
    const elsewhere = await loginThroughApi(api, me.username, 'E2e!Pass-word1')
    await seedSession(page, me)
    await page.goto('/admin')
    await page.getByRole('banner').getByRole('button', { name: me.username }).click()
    await page.getByRole('menuitem', { name: 'Profile' }).click()
    await page
      .getByRole('dialog', { name: 'Profile' })
      .getByRole('button', { name: 'Change password' })
      .click()

    const dialog = page.getByRole('dialog', { name: 'Change Password' })
    const current = dialog.getByLabel('Current Password', { exact: true })
    await expect(current).toBeFocused()
    await expectNoSeriousA11yViolations(page)
    await current.fill('Wrong!Pass1')
    await dialog.getByLabel('New Password', { exact: true }).fill('weak')
    await dialog.getByLabel('Confirm New Password', { exact: true }).fill('weak')
    await dialog.getByRole('button', { name: 'Change Password' }).click()
    await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible()
    await dialog.getByLabel('New Password', { exact: true }).fill('Brand!New2pass')
    await dialog.getByLabel('Confirm New Password', { exact: true }).fill('Brand!New2pass')
    await dialog.getByRole('button', { name: 'Change Password' }).click()
    await expect(dialog.getByText('Current password is incorrect')).toBeVisible()

    await current.fill('E2e!Pass-word1')
    await dialog.getByRole('button', { name: 'Change Password' }).click()
    await expectToast(page, 'Password changed. Your other sessions have been signed out.')
    await expect(dialog).toBeHidden()

    // This session stays; the other one has ended; the new password signs in.
    await openSection(page, 'Blogs', 'Blogs')
    const other = await api.get('/api/v1/auth/me', { headers: authHeaders(elsewhere) })
    expect(other.status()).toBe(401)
    const fresh = await api.post('/api/v1/auth/login', {
      data: { username: me.username, password: 'Brand!New2pass' },
    })
    expect(fresh.status()).toBe(200)
  })
})
