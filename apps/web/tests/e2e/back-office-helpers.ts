import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'

import { adminRegistration, expect, uniqueName } from './fixtures'

/**
 * Set-up the back-office section specs share: sessions and data made through the API once per file,
 * test pictures drawn with sharp, and a session handed to the page as the login screen leaves it.
 */

/** A signed-in admin, as POST /api/v1/auth/login answers. */
export interface ApiSession {
  username: string
  token: string
  /** The user object the login screen stores under `user`. */
  user: unknown
}

/** A request context on the test server, for what a spec makes and removes through the API. */
export const newApiContext = () =>
  playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` })

export const authHeaders = (session: Pick<ApiSession, 'token'>) => ({
  authorization: `Bearer ${session.token}`,
})

export async function loginThroughApi(
  api: APIRequestContext,
  username: string,
  password: string,
): Promise<ApiSession> {
  const response = await api.post('/api/v1/auth/login', { data: { username, password } })
  expect(response.status(), `sign-in of ${username}`).toBe(200)
  const body = await response.json()
  return { username, token: body.GWP_Token, user: body.data }
}

/**
 * A new admin registered by `boss`, given `role` unless it is Member (the role a new admin has), and
 * signed in. `prefix` starts the username, so a leftover account says which spec made it.
 */
export async function registerAdmin(
  api: APIRequestContext,
  boss: ApiSession,
  { prefix, fullName, role = 'Member' }: { prefix: string; fullName: string; role?: string },
): Promise<ApiSession> {
  const username = uniqueName(prefix)
  const password = 'E2e!Pass-word1'
  const register = await api.post('/api/v1/admin/register', {
    headers: authHeaders(boss),
    data: adminRegistration(username, password, fullName),
  })
  expect(register.status(), await register.text()).toBe(201)
  if (role !== 'Member') {
    const { data } = await register.json()
    const changed = await api.patch(`/api/v1/admin/update-role/${data._id}`, {
      headers: authHeaders(boss),
      data: { role },
    })
    expect(changed.status(), await changed.text()).toBe(200)
  }
  return loginThroughApi(api, username, password)
}

/**
 * Hands a session to the page the way the login screen stores it (GWP_Token and user in local
 * storage), so a journey starts on the back office itself. The script runs before the page's own
 * code, and only on the tab's first page: a later reload must find whatever the app left there
 * (after a logout, nothing).
 */
export async function seedSession(page: Page, session: Pick<ApiSession, 'token' | 'user'>) {
  await page.addInitScript(
    ([token, user]) => {
      if (sessionStorage.getItem('e2e-session-seeded')) return
      sessionStorage.setItem('e2e-session-seeded', 'yes')
      localStorage.setItem('GWP_Token', token)
      localStorage.setItem('user', user)
    },
    [session.token, JSON.stringify(session.user)] as const,
  )
}

/** A plain picture to draw: its file name (.png, else JPEG), pixel size and colour. */
export interface PictureSpec {
  file: string
  width: number
  height: number
  background: string
}

/**
 * Test pictures in a fresh temporary folder: their `paths` at once, the files once `make()` has
 * drawn them, all gone after `remove()`.
 */
export function testPictures<K extends string>(folderPrefix: string, specs: Record<K, PictureSpec>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix))
  const entries = Object.entries(specs) as Array<[K, PictureSpec]>
  const paths = Object.fromEntries(entries.map(([key, spec]) => [key, path.join(dir, spec.file)])) as Record<
    K,
    string
  >
  return {
    paths,
    async make() {
      for (const [key, { file, width, height, background }] of entries) {
        const picture = sharp({ create: { width, height, channels: 3, background } })
        await (file.endsWith('.png') ? picture.png() : picture.jpeg()).toFile(paths[key])
      }
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  }
}

/** A category or sub-category as the create routes answer it. */
export interface SavedCatalogEntry {
  _id: string
  name: string
  image: string
}

/** Creates a category or sub-category through the API (multipart: its texts and picture). */
export async function createCatalogEntry(
  api: APIRequestContext,
  session: ApiSession,
  kind: 'category' | 'sub-category',
  multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>,
): Promise<SavedCatalogEntry> {
  const response = await api.post(`/api/v1/${kind}/create`, { headers: authHeaders(session), multipart })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()).data
}

/** The table row whose row header is exactly `name` (a product's name, a role, a username). */
export const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) })

/** The newest toast (the toast area puts new ones on top) says exactly this. */
export const expectToast = (page: Page, text: string) =>
  expect(page.locator('.Toastify').getByRole('alert').first()).toHaveText(text)
