import fs from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import Database from 'better-sqlite3'

import { E2E_ADMIN } from '../../playwright.config'

export { expect }
export { E2E_ADMIN }

export const dataDir = () => process.env.E2E_DATA_DIR!

/** Read-only access to the server's database, to check what the screens show against what is stored. */
export function openDatabase() {
  return new Database(path.join(dataDir(), 'gwp.sqlite'), { readonly: true, fileMustExist: true })
}

/** Clicks on buttons do nothing until React has hydrated the page; links work either way. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main')
    return !!main && Object.keys(main).some((key) => key.startsWith('__react'))
  })
}

/** E-mails the server wrote to its outbox since `since` (ms), newest last. */
export function outbox(since = 0): string[] {
  const dir = path.join(dataDir(), 'outbox')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .map((name) => path.join(dir, name))
    .filter((file) => fs.statSync(file).mtimeMs >= since)
    .sort((a, b) => fs.statSync(a).mtimeMs - fs.statSync(b).mtimeMs)
    .map((file) => fs.readFileSync(file, 'utf8'))
}

/** An .eml as its text reads: quoted-printable soft line breaks and escapes undone. */
export const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/** The reset link from the newest e-mail to `address`. */
export async function resetLinkFor(address: string, since: number): Promise<string> {
  let link = ''
  await expect
    .poll(
      () => {
        const mail = outbox(since)
          .reverse()
          .find((eml) => eml.toLowerCase().includes(address.toLowerCase()))
        if (!mail) return ''
        link = decodeQuotedPrintable(mail).match(/\/reset-password\/[A-Za-z0-9_-]+/)?.[0] ?? ''
        return link
      },
      { message: `a reset e-mail to ${address}`, timeout: 15_000 },
    )
    .not.toBe('')
  return link
}

/** No serious or critical axe violations on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  expect(serious).toEqual([])
}

interface ApiAdmin {
  username: string
  password: string
  token: string
}

let counter = 0
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${counter++}`

/** Calls the API as a given token. */
export async function api(page: Page, method: string, url: string, token?: string, data?: unknown) {
  const response = await page.request.fetch(url, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(data === undefined ? {} : { data }),
  })
  return { status: response.status(), body: await response.json().catch(() => null) }
}

export async function apiLogin(page: Page, username: string, password: string): Promise<string> {
  const { status, body } = await api(page, 'POST', '/api/v1/auth/login', undefined, { username, password })
  expect(status, `sign-in of ${username}`).toBe(200)
  return body.GWP_Token as string
}

/** The body of POST /api/v1/admin/register for a throwaway admin. */
export function adminRegistration(username: string, password: string, fullName: string) {
  return {
    username,
    fullName,
    email: `${username}@example.com`,
    password,
    contactNumber: '03001234567',
    address: 'Test Street 1',
    gender: 'Female',
    dateOfBirth: '1990-05-05',
  }
}

/**
 * A new admin with the given role, made through the API as the e2e superAdmin, so each test has
 * its own account and no test depends on another's leftovers.
 */
export async function createAdmin(page: Page, role = 'Member'): Promise<ApiAdmin> {
  const boss = await apiLogin(page, E2E_ADMIN.username, E2E_ADMIN.password)
  const username = uniqueName('e2e')
  const password = 'E2e!Pass-word1'
  const register = await api(
    page,
    'POST',
    '/api/v1/admin/register',
    boss,
    adminRegistration(username, password, 'Test Person'),
  )
  expect(register.status, JSON.stringify(register.body)).toBe(201)
  if (role !== 'Member') {
    const changed = await api(page, 'PATCH', `/api/v1/admin/update-role/${register.body.data._id}`, boss, {
      role,
    })
    expect(changed.status).toBe(200)
  }
  return { username, password, token: await apiLogin(page, username, password) }
}

/** Signs in through the login form, as a person does. */
export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/admin/login')
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
}

/**
 * Every test fails on a console error or warning (hydration mismatches included) unless the message
 * matches `allowConsole`. Give one pattern (alternatives joined with `|`), or a one-item list: Playwright
 * reads a longer array whose second item is an object as `[value, options]`, and a RegExp is an object.
 */
export const test = base.extend<{ allowConsole: RegExp | [RegExp] | null; consoleGuard: void }>({
  allowConsole: [null, { option: true }],
  consoleGuard: [
    async ({ page, allowConsole }, use) => {
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return
        const text = message.text()
        const allowed = Array.isArray(allowConsole) ? allowConsole[0] : allowConsole
        if (allowed?.test(text)) return
        problems.push(`${message.type()}: ${text}`)
      })
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
      await use()
      expect(problems, 'console errors or warnings').toEqual([])
    },
    { auto: true },
  ],
})
