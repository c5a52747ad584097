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
import {
  adminRegistration,
  E2E_ADMIN,
  expect,
  expectNoSeriousA11yViolations,
  test,
  uniqueName,
} from './fixtures'

/**
 * User Management (docs/requirements/accounts.md#users-section, #add-admin) as the superAdmin uses it: Add
 * Admin with every rule typed as a person types, the list searched, filtered and paged through the URL, the
 * details, the role change, and disabling an admin who then cannot sign in, and enabling them again. The
 * accounts a test is not about are made through the API; admins cannot be deleted, so each test
 * makes its own under a unique name and none depends on another's.
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

/** The section, as the superAdmin; `query` adds the list's own parameters (q, status, page). */
async function openUsers(page: Page, query = '') {
  await seedSession(page, boss)
  await page.goto(`/admin?section=user-management${query}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Management')
}

const searchBox = (page: Page) =>
  page.getByRole('searchbox', { name: 'Search by username, full name or email' })

async function search(page: Page, text: string) {
  await searchBox(page).fill(text)
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, '\\+')}(&|$)`))
}

const showing = (page: Page) => page.getByRole('navigation', { name: 'Users pages' })

/** Types into a field and leaves it, as a person does: the form checks a field once it is left. */
async function typeAndLeave(field: Locator, text: string) {
  await field.fill(text)
  await field.press('Tab')
}

test.describe('User Management section', () => {
  test.describe('Add Admin', () => {
    // The taken username at the end is refused with a 409, which the browser logs.
    test.use({ allowConsole: [/status of 409/] })

    test('says every rule of Add Admin as it is typed, then the new admin is listed and found', async ({
      page,
    }) => {
      const username = uniqueName('e2eusradd')
      const fullName = `Sana Qureshi ${username.slice(-6)}`
      const email = `${username}@example.org`
      await openUsers(page)
      await expectNoSeriousA11yViolations(page)

      await page.getByRole('button', { name: '+ Create User' }).click()
      const add = page.getByRole('dialog', { name: 'Add Admin' })
      const field = (label: string) => add.getByLabel(label, { exact: true })
      await expect(field('Username')).toBeFocused()

      // Nothing is said of a field before it is left; then the message follows each keystroke.
      await field('Username').fill('Sana')
      await expect(add.getByRole('alert')).toHaveCount(0)
      await field('Username').press('Tab')
      await expect(add.getByText('Username must be lowercase')).toBeVisible()
      await field('Username').fill(username)
      await expect(add.getByText('Username must be lowercase')).toBeHidden()

      // Sent empty: each required field says so.
      await add.getByRole('button', { name: 'Add Admin' }).click()
      for (const message of [
        'Full name is required',
        'Email is required',
        'Password is required',
        'Phone number is required',
        'Address is required',
        'Gender is required',
        'Date of birth is required',
      ]) {
        await expect(add.getByText(message, { exact: true })).toBeVisible()
      }
      await expectNoSeriousA11yViolations(page)

      await typeAndLeave(field('Full Name'), fullName)
      await typeAndLeave(field('Email'), 'sana@example')
      await expect(add.getByText('Please enter a valid email address')).toBeVisible()
      await typeAndLeave(field('Email'), email)

      await typeAndLeave(field('Password'), 'Ab1!')
      await expect(add.getByText('Password must be at least 8 characters')).toBeVisible()
      await typeAndLeave(field('Password'), 'abcdefgh1')
      await expect(
        add.getByText('Password must contain an uppercase letter, a special character, and a digit'),
      ).toBeVisible()
      await typeAndLeave(field('Password'), 'Abcdefgh1!')
      await expect(field('Password')).toHaveAttribute('type', 'password')
      await add.getByRole('button', { name: 'Show password' }).click()
      await expect(field('Password')).toHaveAttribute('type', 'text')
      await expect(field('Password')).toHaveValue('Abcdefgh1!')

      await typeAndLeave(field('Contact Number'), '0300123456')
      await expect(add.getByText('Phone number must be exactly 11 digits')).toBeVisible()
      await typeAndLeave(field('Contact Number'), '030012345678')
      await expect(add.getByText('Phone number must be exactly 11 digits')).toBeVisible()
      await typeAndLeave(field('Contact Number'), '03001234567')

      await typeAndLeave(field('Address'), 'House 7, Street 12, Lahore')
      await field('Gender').selectOption('Female')

      const seventeen = new Date().getUTCFullYear() - 17
      await typeAndLeave(field('Date of Birth'), `${seventeen}-01-15`)
      await expect(add.getByText('You must be at least 18 years old')).toBeVisible()
      await typeAndLeave(field('Date of Birth'), '1995-03-20')
      await expect(add.getByRole('alert')).toHaveCount(0)

      await add.getByRole('button', { name: 'Add Admin' }).click()
      await expectToast(page, 'Admin added successfully!')
      await expect(add).toBeHidden()

      // Newest first: the new admin heads the unfiltered list, with what was typed.
      const added = row(page, username)
      await expect(added).toContainText(fullName)
      await expect(added).toContainText(email)
      await expect(added).toContainText('20 March 1995')
      await expect(added).toContainText('Member')
      await expect(added).toContainText('Active')

      // Found by each of the three, anywhere in the text and without regard to case.
      for (const text of [username, fullName.toUpperCase(), email]) {
        await search(page, text)
        await expect(added).toBeVisible()
        await expect(showing(page)).toContainText('Showing 1 to 1 of 1 users')
      }

      // The same username again: the server's refusal, the form as it was typed.
      await page.getByRole('button', { name: '+ Create User' }).click()
      await field('Username').fill(username)
      await field('Full Name').fill('Someone Else')
      await field('Email').fill(`other-${email}`)
      await field('Password').fill('Abcdefgh1!')
      await field('Contact Number').fill('03001234567')
      await field('Address').fill('Elsewhere')
      await field('Gender').selectOption('Male')
      await field('Date of Birth').fill('1990-01-01')
      await add.getByRole('button', { name: 'Add Admin' }).click()
      await expectToast(page, 'Failed to add admin: This username is already taken')
      await expect(
        add.getByRole('alert').filter({ hasText: /^This username is already taken$/ }),
      ).toBeVisible()
      await expect(field('Username')).toBeFocused()
      await expect(field('Full Name')).toHaveValue('Someone Else')
      await add.getByRole('button', { name: 'Cancel' }).click()
      await expect(add).toBeHidden()
    })
  })

  test('search, page and state filter live in the URL; User Details shows the account', async ({ page }) => {
    // Eleven admins sharing one full name: two pages of a search.
    const tag = uniqueName('Paging ')
    const usernames: string[] = []
    for (let index = 0; index < 11; index++) {
      const username = uniqueName('e2eusrpage')
      const response = await api.post('/api/v1/admin/register', {
        headers: authHeaders(boss),
        data: adminRegistration(username, 'E2e!Pass-word1', `${tag} Person`),
      })
      expect(response.status(), await response.text()).toBe(201)
      usernames.push(username)
    }
    await openUsers(page)
    await search(page, tag)
    await expect(showing(page)).toContainText('Showing 1 to 10 of 11 users')
    await showing(page).getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/[?&]page=2(&|$)/)
    await expect(showing(page)).toContainText('Showing 11 to 11 of 11 users')
    const first = usernames[0]!
    await expect(row(page, first)).toBeVisible()

    await page.reload()
    await expect(searchBox(page)).toHaveValue(tag)
    await expect(showing(page)).toContainText('Showing 11 to 11 of 11 users')
    await expect(row(page, first)).toBeVisible()

    await row(page, first)
      .getByRole('button', { name: `Details of ${first}` })
      .click()
    const details = page.getByRole('dialog', { name: 'User Details' })
    await expect(details.getByRole('term')).toHaveText([
      'Username',
      'Full Name',
      'Email',
      'Contact Number',
      'Gender',
      'Address',
      'Date of Birth',
      'Role',
      'State',
    ])
    await expect(details.getByRole('definition')).toHaveText([
      first,
      `${tag} Person`,
      `${first}@example.com`,
      '03001234567',
      'Female',
      'Test Street 1',
      '5 May 1990',
      'Member',
      'Active',
    ])
    await expectNoSeriousA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(details).toBeHidden()

    // The state filter: a new filter starts at page 1, and the search stays.
    await page.getByRole('button', { name: /^State, filter:/ }).click()
    await page.getByRole('menuitemradio', { name: 'Disabled' }).click()
    await expect(page).toHaveURL(/[?&]status=inactive(&|$)/)
    await expect(page).not.toHaveURL(/[?&]page=/)
    await expect(page.getByText('No users match.')).toBeVisible()
    await page.getByRole('button', { name: /^State, filter:/ }).click()
    await page.getByRole('menuitemradio', { name: 'Active' }).click()
    await expect(showing(page)).toContainText('Showing 1 to 10 of 11 users')
  })

  test('Update Role lists the roles, waits for a new one, and the list shows it; none for a superAdmin or oneself', async ({
    page,
  }) => {
    const role = uniqueName('E2E Users Role ')
    const created = await api.post('/api/v1/permission/create', {
      headers: authHeaders(boss),
      data: { role, permissions: { blog: { update: true } } },
    })
    expect(created.status(), await created.text()).toBe(201)
    const target = await registerAdmin(api, boss, { prefix: 'e2eusrrole', fullName: 'Role Target' })
    const chief = await registerAdmin(api, boss, {
      prefix: 'e2eusrchief',
      fullName: 'Second Chief',
      role: 'superAdmin',
    })

    // Neither a superAdmin's role nor one's own can change: no button for either.
    await openUsers(page, `&q=${chief.username}`)
    await expect(row(page, chief.username)).toContainText('superAdmin')
    await expect(
      row(page, chief.username).getByRole('button', { name: `Details of ${chief.username}` }),
    ).toBeVisible()
    await expect(row(page, chief.username).getByRole('button', { name: /^Change role of/ })).toHaveCount(0)
    await search(page, E2E_ADMIN.username)
    const own = page.getByRole('row').filter({ hasText: 'e2eboss@example.com' })
    await expect(own.getByRole('button', { name: `Details of ${E2E_ADMIN.username}` })).toBeVisible()
    await expect(own.getByRole('button', { name: /^Change role of/ })).toHaveCount(0)
    await expect(own.getByRole('button', { name: /^(Disable|Enable) / })).toHaveCount(0)

    await search(page, target.username)
    await row(page, target.username)
      .getByRole('button', { name: `Change role of ${target.username}` })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Update Role' })
    const select = dialog.getByRole('combobox', { name: 'Select Role' })
    const update = dialog.getByRole('button', { name: 'Update' })
    await expect(select.getByRole('option', { name: role, exact: true })).toBeAttached()
    await expect(select.getByRole('option', { name: 'Member (current)' })).toBeAttached()
    await expect(select.getByRole('option', { name: 'superAdmin' })).toBeAttached()
    await expect(select).toBeFocused()
    await expect(update).toBeDisabled()
    await select.selectOption('Member')
    await expect(update).toBeDisabled()
    await expect(dialog.getByText(`${target.username} already has this role`)).toBeVisible()
    await select.selectOption(role)
    await expect(update).toBeEnabled()
    await expectNoSeriousA11yViolations(page)
    await update.click()
    await expectToast(page, 'Role updated successfully!')
    await expect(dialog).toBeHidden()
    await expect(row(page, target.username)).toContainText(role)
  })

  test('disabling asks first, ends the sessions and the sign-in; enabling lets the admin back', async ({
    page,
  }) => {
    const target = await registerAdmin(api, boss, { prefix: 'e2eusrstate', fullName: 'Leaving Colleague' })
    const asTarget = { headers: authHeaders(target) }
    expect((await api.get('/api/v1/count', asTarget)).status()).toBe(200)

    await openUsers(page, `&q=${target.username}`)
    const listed = row(page, target.username)
    await listed.getByRole('button', { name: `Disable ${target.username}` }).click()
    const disable = page.getByRole('dialog', { name: 'Disable admin' })
    await expect(disable).toContainText(
      `Disable ${target.username} (Leaving Colleague)? Their sessions end at once, and they cannot sign in until an admin enables them again.`,
    )
    await expect(disable.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await expectNoSeriousA11yViolations(page)
    await disable.getByRole('button', { name: 'Disable' }).click()
    await expectToast(page, 'Admin disabled. Their sessions have ended.')
    await expect(disable).toBeHidden()
    await expect(listed).toContainText('Disabled')
    expect((await api.get('/api/v1/count', asTarget)).status()).toBe(401)
    const signIn = await api.post('/api/v1/auth/login', {
      data: { username: target.username, password: 'E2e!Pass-word1' },
    })
    expect(signIn.status()).toBe(401)

    // Filtered by state: there under Disabled, gone from Disabled once enabled, back under Active.
    await page.getByRole('button', { name: /^State, filter:/ }).click()
    await page.getByRole('menuitemradio', { name: 'Disabled' }).click()
    await expect(page).toHaveURL(/[?&]status=inactive(&|$)/)
    await listed.getByRole('button', { name: `Enable ${target.username}` }).click()
    const enable = page.getByRole('dialog', { name: 'Enable admin' })
    await enable.getByRole('button', { name: 'Enable' }).click()
    await expectToast(page, 'Admin enabled')
    await expect(page.getByText('No users match.')).toBeVisible()
    await page.getByRole('button', { name: /^State, filter:/ }).click()
    await page.getByRole('menuitemradio', { name: 'Active' }).click()
    await expect(listed).toContainText('Active')
    await expect(listed.getByRole('button', { name: `Disable ${target.username}` })).toBeVisible()
    await loginThroughApi(api, target.username, 'E2e!Pass-word1')
  })
})
