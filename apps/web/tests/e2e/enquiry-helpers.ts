/** What the enquiry specs share: the API paths, the form's parts, a visitor and what was stored. */
import type { Locator, Page } from '@playwright/test'

import { expect, openDatabase, uniqueName, waitForHydration } from './fixtures'

export interface ApiProduct {
  _id: string
  name: string
}

export const QUOTE_PATH = '/api/v1/quotation/create'
export const CATALOG_PATH = '/api/v1/catalog/send-catalog'
export const PRODUCTS_PATH = '/api/v1/product'

/** The browser's own line when a request answers 4xx/5xx, and the picker's log of a failed list. */
export const FAILED_RESOURCE = /Failed to load resource/

export async function openPage(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

/** Every product a visitor may ask about, sorted by name as the picker lists them. */
export async function quoteProducts(page: Page): Promise<ApiProduct[]> {
  const response = await page.request.get(PRODUCTS_PATH)
  expect(response.status()).toBe(200)
  const { data } = (await response.json()) as { data: ApiProduct[] }
  return data.map(({ _id, name }) => ({ _id, name })).sort((a, b) => a.name.localeCompare(b.name))
}

export const quoteForm = (page: Page) => page.getByRole('form', { name: 'Request a quote' })
export const picker = (scope: Page | Locator) => scope.getByRole('combobox', { name: 'Product' })
export const listbox = (page: Page) => page.getByRole('listbox', { name: 'Products' })
export const field = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true })
export const submitButton = (scope: Page | Locator) => scope.getByRole('button', { name: 'Submit' })

/** Types into a field as a person does, key by key. */
export async function typeInto(locator: Locator, text: string) {
  await locator.click()
  await locator.pressSequentially(text)
}

/** Searches the picker and clicks the product's option. */
export async function pickProduct(page: Page, scope: Page | Locator, search: string, name: string) {
  await typeInto(picker(scope), search)
  await listbox(page).getByRole('option', { name, exact: true }).click()
  await expect(picker(scope)).toHaveValue(name)
}

export interface Visitor {
  fullName: string
  phoneNumber: string
  email: string
  address: string
  message: string
}

export function newVisitor(): Visitor {
  return {
    fullName: 'Ayesha Malik',
    phoneNumber: '03001234567',
    email: `${uniqueName('visitor')}@example.com`,
    address: '12 Mall Road, Lahore',
    message: 'Price for 20 cartons, please.',
  }
}

export async function typeVisitor(scope: Page | Locator, visitor: Visitor, messageLabel: string) {
  await typeInto(field(scope, 'Full Name'), visitor.fullName)
  await typeInto(field(scope, 'Phone Number'), visitor.phoneNumber)
  await typeInto(field(scope, 'Email'), visitor.email)
  await typeInto(field(scope, 'Address'), visitor.address)
  await typeInto(field(scope, messageLabel), visitor.message)
}

/** A route that holds its requests until `release`, so the sending state can be seen. */
export async function holdRequests(page: Page, path: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**${path}`, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * How long a text stays on screen, measured by the page's own clock: a test's `waitForTimeout` runs
 * late when the machine is busy, so "still there after 2.5 s" would fail for the wrong reason. Call
 * before the text appears; the returned function reads the time once it has gone. Meant for text the
 * page removes at once (no exit animation). A screen reader's live region may keep the text in a
 * 1-pixel box: only a box a person can see counts.
 */
export async function timeOnScreen(page: Page, text: string): Promise<() => Promise<number>> {
  await page.evaluate((wanted) => {
    const seen: { from: number | null; to: number | null } = { from: null, to: null }
    const isShown = () => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const box = node.parentElement
        if (!box || !(node as Text).data.includes(wanted) || !box.checkVisibility()) continue
        const { width, height } = box.getBoundingClientRect()
        if (width > 1 && height > 1) return true
      }
      return false
    }
    const check = () => {
      const shown = isShown()
      if (shown && seen.from === null) seen.from = performance.now()
      if (!shown && seen.from !== null && seen.to === null) seen.to = performance.now()
    }
    new MutationObserver(check).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    })
    ;(window as unknown as { __timeOnScreen: typeof seen }).__timeOnScreen = seen
  }, text)
  const seen = () =>
    page.evaluate(
      () =>
        (window as unknown as { __timeOnScreen: { from: number | null; to: number | null } }).__timeOnScreen,
    )
  return async () => {
    await expect.poll(async () => (await seen()).to, { message: 'the text went away' }).not.toBeNull()
    const { from, to } = await seen()
    expect(from, 'the text appeared').not.toBeNull()
    return to! - from!
  }
}

export function storedQuotation(email: string) {
  const db = openDatabase()
  try {
    return db
      .prepare(
        `SELECT product_id AS product, full_name AS fullName, phone_number AS phoneNumber, email, address,
                message, status FROM quotations WHERE email = ?`,
      )
      .all(email)
  } finally {
    db.close()
  }
}

export function potentialCustomer(email: string) {
  const db = openDatabase()
  try {
    return db
      .prepare('SELECT source, visit_count AS visitCount FROM potential_customers WHERE email_key = ?')
      .get(email.toLowerCase())
  } finally {
    db.close()
  }
}
