/** What the home, products-page and quick-view specs share: API reads, the carousel's view, outages. */
import path from 'node:path'

import type { APIRequestContext, Page } from '@playwright/test'
import Database from 'better-sqlite3'

import { dataDir, expect, waitForHydration } from './fixtures'

export interface ApiCategory {
  _id: string
  name: string
}
export interface ApiProduct {
  _id: string
  name: string
  productCode: string
  capacity?: string | null
}

/** The demo seed's categories (apps/api/src/db/seed/content/categories.ts), sorted by name as the API lists them. */
export const DEMO_CATEGORIES = [
  'Bathroom & Toilet',
  'Cleaning Tools & Accessories',
  'Floor Care',
  'Hand Care & Hygiene',
  'Kitchen & Dish',
  'Laundry',
  'Surface & Glass',
]

export async function apiCategories(request: APIRequestContext): Promise<ApiCategory[]> {
  const response = await request.get('/api/v1/category')
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: ApiCategory[] }).data
}

/** The active products, newest first; in Urdu or Arabic with `query` `?lang=…` (and `&limit=` for the premium ones). */
export async function apiActiveProducts(request: APIRequestContext, query = ''): Promise<ApiProduct[]> {
  const response = await request.get(`/api/v1/product/active-products${query}`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: ApiProduct[] }).data
}

/**
 * Clicks until the click has an effect: right after hydration a click can still land before React
 * listens. Once one has worked, every effect of the hydrating render has run too.
 */
export async function clickUntil(
  page: Page,
  button: ReturnType<Page['getByRole']>,
  effect: () => Promise<void>,
) {
  await waitForHydration(page)
  await expect(async () => {
    await button.click()
    await effect()
  }).toPass({ timeout: 10_000 })
}

/**
 * The test server's database, for states the API cannot produce. The API caches catalogue reads by
 * content version and every write raises it, so `bump` does too.
 */
export function openForWriting() {
  const db = new Database(path.join(dataDir(), 'gwp.sqlite'), { fileMustExist: true })
  db.pragma('busy_timeout = 5000')
  const bump = () =>
    db
      .prepare(
        `INSERT INTO content_versions (scope, version) VALUES ('catalog', 1)
         ON CONFLICT (scope) DO UPDATE SET version = content_versions.version + 1`,
      )
      .run()
  return { db, bump }
}

/** Makes the category reads fail (the table is renamed away) until `end` puts it back. */
export function breakCategoryTable() {
  const { db, bump } = openForWriting()
  db.transaction(() => {
    db.prepare('ALTER TABLE categories RENAME TO categories_outage').run()
    bump()
  })()
  return {
    end() {
      db.transaction(() => {
        db.prepare('ALTER TABLE categories_outage RENAME TO categories').run()
        bump()
      })()
      db.close()
    },
  }
}

export const categoryCarousel = (page: Page) => page.getByRole('region', { name: 'Product categories' })

/**
 * Names of the category cards a person sees in the carousel's window: inside the clipping frame
 * horizontally (the sliding track moves the rest out of it).
 */
export async function shownCategories(page: Page): Promise<string[]> {
  return categoryCarousel(page).evaluate((carousel) => {
    const frame = carousel.querySelector('[id]')!.getBoundingClientRect()
    return [...carousel.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')]
      .filter((slide) => {
        const box = slide.getBoundingClientRect()
        return box.left >= frame.left - 2 && box.right <= frame.right + 2
      })
      .map((slide) => slide.querySelector('h3')!.textContent!.trim())
  })
}

export async function expectShown(page: Page, names: string[]) {
  await expect.poll(() => shownCategories(page)).toEqual(names)
}
