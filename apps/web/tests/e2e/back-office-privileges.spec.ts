import type { APIRequestContext, Locator, Page } from '@playwright/test'

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
import { E2E_ADMIN, expect, expectNoSeriousA11yViolations, resetLinkFor, test, uniqueName } from './fixtures'

/**
 * The Privilege section (docs/requirements/accounts.md#privileges-section) as a superAdmin uses it: the
 * built-in roles locked, a role added with its grid, searched and paged across a reload, updated (refused
 * when nothing changed) and deleted (refused while an admin holds it), with the spec's messages word for word
 * and the change history telling who did what. Sessions and the data a test is not about are made
 * through the API; every role a test made is deleted after it.
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

/** Roles a test made, deleted whatever happened (a 404 for one the test deleted itself is fine). */
const made: string[] = []
test.afterEach(async () => {
  for (const id of made.splice(0))
    await api.delete(`/api/v1/permission/${id}`, { headers: authHeaders(boss) })
})

type Grid = Record<string, Record<string, boolean>>

interface SavedRole {
  _id: string
  role: string
  permissions: Grid
}

const NO_RIGHTS: Grid = {
  category: { create: false, update: false },
  subCategory: { create: false, update: false },
  product: { create: false, update: false, statusChange: false },
  blog: { create: false, update: false, statusChange: false },
  event: { create: false, update: false, statusChange: false },
  quotations: { update: false, statusChange: false },
}

/** A few grids for the roles the paging test makes, so the table has badges to show. */
const SAMPLE_GRIDS: Grid[] = [
  { blog: { create: true, update: true, statusChange: true } },
  { blog: { update: true }, event: { update: true, statusChange: true } },
  { product: { create: true, statusChange: true }, quotations: { statusChange: true } },
  { category: { create: true, update: true }, subCategory: { update: true } },
  {},
]

async function createRole(role: string, permissions: Grid = {}): Promise<SavedRole> {
  const response = await api.post('/api/v1/permission/create', {
    headers: authHeaders(boss),
    data: { role, permissions },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { data } = await response.json()
  made.push(data._id)
  return data
}

/** The roles whose name contains `q`, as the API stores them. */
async function findRoles(q: string): Promise<SavedRole[]> {
  const response = await api.get(`/api/v1/permission/?page=1&limit=10&q=${encodeURIComponent(q)}`, {
    headers: authHeaders(boss),
  })
  expect(response.status()).toBe(200)
  return (await response.json()).permission
}

async function openPrivileges(page: Page, query = '') {
  await seedSession(page, boss)
  await page.goto(`/admin?section=privilege${query}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Role Privileges')
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search by role' }).fill(text)
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, '\\+')}`))
}

/** The table's area columns after the Role header cell, in the spec's order. */
const AREAS = ['Blog', 'Quotes', 'Category', 'Sub-Category', 'Products', 'Event'] as const
/** One area's cell of a row: its accessible name is what screen readers hear, e.g. "Create, Update". */
const area = (roleRow: Locator, name: (typeof AREAS)[number]) =>
  roleRow.getByRole('cell').nth(AREAS.indexOf(name))

async function expectBadges(roleRow: Locator, expected: Partial<Record<(typeof AREAS)[number], string>>) {
  for (const name of AREAS) await expect(area(roleRow, name)).toHaveAccessibleName(expected[name] ?? 'None')
}

const newestChange = (page: Page) =>
  page.getByRole('region', { name: 'Change history' }).getByRole('listitem').first()

test.describe('Privilege section', () => {
  test('built-in roles are locked and superAdmin holds every right; search and page survive a reload', async ({
    page,
  }) => {
    const prefix = uniqueName('E2E Pager ')
    for (let i = 1; i <= 11; i++) {
      await createRole(`${prefix} ${String(i).padStart(2, '0')}`, SAMPLE_GRIDS[i % SAMPLE_GRIDS.length])
    }

    await openPrivileges(page)
    await expect(page.getByRole('table', { name: 'Roles and their privileges' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add Role' })).toBeVisible()

    // The list is by name: the built-ins are found by searching, as a person would.
    await search(page, 'superAdmin')
    const superAdmin = row(page, 'superAdmin')
    await expectBadges(superAdmin, {
      Blog: 'Create, Update, Status change',
      // Update: the sales desk's right (decision record 021).
      Quotes: 'Update, Status change',
      Category: 'Create, Update',
      'Sub-Category': 'Create, Update',
      Products: 'Create, Update, Status change',
      Event: 'Create, Update, Status change',
    })
    await expect(superAdmin.getByText('S', { exact: true })).toHaveCount(4)
    await expect(superAdmin.getByRole('button')).toHaveCount(0)
    await search(page, 'Member')
    await expect(row(page, 'Member')).toBeVisible()
    await expect(row(page, 'Member').getByRole('button')).toHaveCount(0)

    // Eleven roles match: the second page holds the last one, and a reload keeps search and page.
    await search(page, prefix)
    await expect(page.getByText('Showing 1 to 10 of 11 roles')).toBeVisible()
    await expectBadges(row(page, `${prefix} 02`), {
      Quotes: 'Status change',
      Products: 'Create, Status change',
    })
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('navigation', { name: 'Roles pages' }).getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/[?&]page=2/)
    await expect(row(page, `${prefix} 11`)).toBeVisible()
    // The history pages on its own, in the URL too; the table stays on its page.
    const history = page.getByRole('region', { name: 'Change history' })
    await history
      .getByRole('navigation', { name: 'Change history pages' })
      .getByRole('button', { name: 'Next' })
      .click()
    await expect(page).toHaveURL(/[?&]historyPage=2/)
    await expect(history.getByText(/^Showing 11 to \d+ of \d+ changes$/)).toBeVisible()
    await page.reload()
    await expect(history.getByText(/^Showing 11 to \d+ of \d+ changes$/)).toBeVisible()
    await expect(page.getByRole('searchbox', { name: 'Search by role' })).toHaveValue(prefix)
    await expect(page.getByText('Showing 11 to 11 of 11 roles')).toBeVisible()
    await expect(page.getByRole('rowheader')).toHaveText([`${prefix} 11`])
    await expect(row(page, `${prefix} 11`).getByRole('button', { name: `Edit ${prefix} 11` })).toBeVisible()
    await expect(row(page, `${prefix} 11`).getByRole('button', { name: `Delete ${prefix} 11` })).toBeVisible()
  })

  test.describe('adding', () => {
    test.use({ allowConsole: [/status of 409/] })

    test('a role is added with its grid through the modal; a refused name keeps what was typed', async ({
      page,
    }) => {
      const name = uniqueName('E2E Writer ')
      await openPrivileges(page)
      await page.getByRole('button', { name: 'Add Role' }).click()
      const add = page.getByRole('dialog', { name: 'Add Privilege' })
      const roleName = add.getByLabel('Role name')
      await expect(roleName).toBeFocused()
      // Exactly the actions each area has: 2 + 2 + 3 + 3 + 3 + 2 (quotations' Update is the sales
      // desk's, decision record 021); the create form says "Products".
      await expect(add.getByRole('checkbox')).toHaveCount(15)
      await expect(add.getByRole('checkbox', { name: 'Quotes: Create' })).toHaveCount(0)
      await expect(add.getByRole('checkbox', { name: 'Products: Status change' })).not.toBeChecked()

      await add.getByRole('button', { name: 'Add', exact: true }).click()
      await expect(add.getByText('Role name is required')).toBeVisible()
      await expect(roleName).toBeFocused()
      await roleName.pressSequentially('Member')
      await expect(add.getByText('Role name is required')).toBeHidden()
      // Keyboard only: the first box after the name is Blog: Create.
      await page.keyboard.press('Tab')
      await expect(add.getByRole('checkbox', { name: 'Blog: Create' })).toBeFocused()
      await page.keyboard.press('Space')
      await add.getByRole('checkbox', { name: 'Products: Create' }).check()
      await add.getByRole('checkbox', { name: 'Quotes: Status change' }).check()

      // A reserved name: the server's reason under the name and as a toast; the grid is kept.
      await add.getByRole('button', { name: 'Add', exact: true }).click()
      await expect(add.getByText('superAdmin and Member are reserved role names')).toBeVisible()
      await expectToast(page, 'superAdmin and Member are reserved role names')
      await expect(roleName).toBeFocused()
      await expect(add.getByRole('checkbox', { name: 'Blog: Create' })).toBeChecked()
      await roleName.fill(name)
      await expect(add.getByText('superAdmin and Member are reserved role names')).toBeHidden()
      await expectNoSeriousA11yViolations(page)

      const sent = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith('/api/v1/permission/create'),
      )
      await add.getByRole('button', { name: 'Add', exact: true }).click()
      // Keys lower-camel-cased from the create form's shape ("Products" → products).
      const body = (await sent).postDataJSON()
      expect(body.role).toBe(name)
      expect(Object.keys(body.permissions).sort()).toEqual(
        ['blog', 'category', 'event', 'products', 'quotations', 'subCategory'].sort(),
      )
      await expectToast(page, 'Role created successfully')
      await expect(add).toBeHidden()

      const [saved] = await findRoles(name)
      expect(saved?.role).toBe(name)
      made.push(saved!._id)
      expect(saved!.permissions).toEqual({
        ...NO_RIGHTS,
        blog: { create: true, update: false, statusChange: false },
        product: { create: true, update: false, statusChange: false },
        quotations: { update: false, statusChange: true },
      })
      await search(page, name)
      await expectBadges(row(page, name), { Blog: 'Create', Quotes: 'Status change', Products: 'Create' })
      await expect(newestChange(page)).toContainText(
        `e2eboss created role ${name} with Blog create, Quotes status change, Products create`,
      )
    })
  })

  test('an update with no change is refused; a changed right shows in the badges and the history', async ({
    page,
  }) => {
    const name = uniqueName('E2E Editor ')
    await createRole(name, { blog: { create: true, update: true } })
    const patches: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().includes('/api/v1/permission/'))
        patches.push(request.url())
    })

    await openPrivileges(page, `&q=${encodeURIComponent(name)}`)
    await expectBadges(row(page, name), { Blog: 'Create, Update' })
    await row(page, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click()
    const update = page.getByRole('dialog', { name: 'Update Privilege' })
    await expect(update.getByLabel('Role name')).toHaveValue(name)
    await expect(update.getByRole('checkbox', { name: 'Blog: Create' })).toBeChecked()
    // The update form says "Product".
    await expect(update.getByRole('checkbox', { name: 'Product: Create' })).not.toBeChecked()
    const submit = update.getByRole('button', { name: 'Update', exact: true })
    await expect(submit).toBeDisabled()
    await expect(update.getByText('No changes detected')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    // Changed and changed back is no change; Enter in the name sends nothing either.
    await update.getByRole('checkbox', { name: 'Event: Create' }).check()
    await expect(submit).toBeEnabled()
    await update.getByRole('checkbox', { name: 'Event: Create' }).uncheck()
    await expect(submit).toBeDisabled()
    await update.getByLabel('Role name').press('Enter')
    await expect(update.getByText('No changes detected')).toBeVisible()
    expect(patches).toEqual([])

    await update.getByRole('checkbox', { name: 'Blog: Create' }).uncheck()
    await update.getByRole('checkbox', { name: 'Blog: Status change' }).check()
    await submit.click()
    await expectToast(page, 'Privileges updated successfully')
    await expect(update).toBeHidden()
    expect(patches).toHaveLength(1)
    await expectBadges(row(page, name), { Blog: 'Update, Status change' })
    await expect(newestChange(page)).toContainText(
      `e2eboss changed role ${name}: Blog create removed, Blog status change added`,
    )
  })

  test.describe('while an admin holds the role', () => {
    test.use({ allowConsole: [/status of 409/] })

    test('its delete is refused with the reason, and allowed once their role is changed', async ({
      page,
    }) => {
      const name = uniqueName('E2E Packer ')
      await createRole(name, { product: { update: true } })
      const holder = await registerAdmin(api, boss, {
        prefix: 'e2epriv',
        fullName: 'Role Holder',
        role: name,
      })
      const holderId = (holder.user as { _id: string })._id

      await openPrivileges(page, `&q=${encodeURIComponent(name)}`)
      await row(page, name)
        .getByRole('button', { name: `Delete ${name}` })
        .click()
      const confirm = page.getByRole('dialog', { name: 'Delete Role' })
      await expect(confirm).toContainText(`Delete role ${name}?`)
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
      await expectNoSeriousA11yViolations(page)
      await confirm.getByRole('button', { name: 'Delete' }).click()
      await expect(confirm.getByRole('alert')).toHaveText(
        'This role is still assigned to one or more admins. Change their role first.',
      )
      await expect(confirm).toBeVisible()

      const changed = await api.patch(`/api/v1/admin/update-role/${holderId}`, {
        headers: authHeaders(boss),
        data: { role: 'Member' },
      })
      expect(changed.status(), await changed.text()).toBe(200)
      await confirm.getByRole('button', { name: 'Delete' }).click()
      await expectToast(page, 'Role deleted successfully')
      await expect(confirm).toBeHidden()
      await expect(page.getByText('No roles match.')).toBeVisible()
      expect(await findRoles(name)).toEqual([])

      const history = page.getByRole('region', { name: 'Change history' }).getByRole('listitem')
      await expect(history.nth(0)).toContainText(`e2eboss deleted role ${name}`)
      await expect(history.nth(1)).toContainText(
        `e2eboss changed the role of ${holder.username} from ${name} to Member`,
      )
      await expect(history.nth(0).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/)
    })
  })

  test('the history shows accounts added, e-mail and profile changes, password changes and resets', async ({
    page,
  }) => {
    const newcomer = await registerAdmin(api, boss, { prefix: 'e2ehist', fullName: 'History Person' })
    const name = newcomer.username
    const { _id: id } = newcomer.user as { _id: string }
    const profile = await api.patch(`/api/v1/admin/update/${id}`, {
      headers: authHeaders(newcomer),
      data: { email: `${name}.moved@example.com`, address: 'Plot 9', currentPassword: 'E2e!Pass-word1' },
    })
    expect(profile.status(), await profile.text()).toBe(200)
    const again = await loginThroughApi(api, name, 'E2e!Pass-word1')
    const changed = await api.patch('/api/v1/admin/change-password', {
      headers: authHeaders(again),
      data: { currentPassword: 'E2e!Pass-word1', password: 'Second!Passw0rd' },
    })
    expect(changed.status(), await changed.text()).toBe(200)
    const since = Date.now()
    const asked = await api.post('/api/v1/auth/forgot-password', {
      data: { email: `${name}.moved@example.com` },
    })
    expect(asked.status()).toBe(200)
    const link = await resetLinkFor(`${name}.moved@example.com`, since)
    const reset = await api.post(`/api/v1/auth${link}`, { data: { password: 'Third!Passw0rd' } })
    expect(reset.status(), await reset.text()).toBe(200)

    await openPrivileges(page)
    const history = page.getByRole('region', { name: 'Change history' }).getByRole('listitem')
    const masked = `${name.slice(0, 2)}***@ex***.com`
    await expect(history.nth(0)).toContainText(`${name} reset their password with an e-mailed link`)
    await expect(history.nth(1)).toContainText(`${name} changed their password`)
    await expect(history.nth(2)).toContainText(`${name} changed their e-mail from ${masked} to ${masked}`)
    await expect(history.nth(3)).toContainText(`${name} changed their address`)
    await expect(history.nth(4)).toContainText(`e2eboss added admin ${name} as Member`)
    await expectNoSeriousA11yViolations(page)
  })
})
