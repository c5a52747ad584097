import { ENQUIRY_MESSAGES, HONEYPOT_FIELD } from '@gwp/contracts'
import type { Page, Request } from '@playwright/test'

import {
  CATALOG_PATH,
  FAILED_RESOURCE,
  openPage,
  quoteProducts,
  typeInto,
  holdRequests,
  potentialCustomer,
} from './enquiry-helpers'
import { expect, outbox, test, uniqueName } from './fixtures'

test.describe('catalogue form', () => {
  const emailBox = (page: Page) => page.getByRole('textbox', { name: 'Your email address' })
  const sendButton = (page: Page) => page.getByRole('button', { name: 'Send Catalog' })
  const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text })

  test('is on Home, /products and the product page, and refuses an empty or malformed address', async ({
    page,
  }) => {
    const [product] = await quoteProducts(page)
    const sent: Request[] = []
    page.on('request', (request) => {
      if (request.url().endsWith(CATALOG_PATH)) sent.push(request)
    })
    for (const path of ['/', '/products', `/product/${product!._id}`]) {
      await openPage(page, path)
      await expect(page.getByRole('heading', { name: 'Get Our Product Catalogue' })).toBeVisible()
      await sendButton(page).click()
      await expect(toast(page, ENQUIRY_MESSAGES.catalogEmailInvalid)).toBeVisible()
    }
    // The last toast closes after 3 s; a slow machine may get there before the next one shows, so the
    // malformed address is tried once it has gone and must bring a toast of its own.
    await expect(toast(page, ENQUIRY_MESSAGES.catalogEmailInvalid)).toHaveCount(0, { timeout: 10_000 })
    await typeInto(emailBox(page), 'not-an-address')
    await page.keyboard.press('Enter')
    await expect(toast(page, ENQUIRY_MESSAGES.catalogEmailInvalid)).toHaveCount(1)
    expect(sent).toHaveLength(0)
  })

  test('sends the catalogue: Sending Please Wait..., then a 3 s success toast and an empty field', async ({
    page,
  }) => {
    const email = `${uniqueName('catalog')}@example.com`
    const since = Date.now()
    await openPage(page, '/products')
    await typeInto(emailBox(page), email)

    const release = await holdRequests(page, CATALOG_PATH)
    const request = page.waitForRequest((r) => r.url().endsWith(CATALOG_PATH))
    await sendButton(page).click()
    await expect(page.getByRole('button', { name: ENQUIRY_MESSAGES.catalogSending })).toBeDisabled()
    expect((await request).postDataJSON()).toEqual({ email, [HONEYPOT_FIELD]: '', language: 'en' })
    release()

    const success = toast(page, ENQUIRY_MESSAGES.catalogSent)
    await expect(success).toBeVisible()
    await expect(emailBox(page)).toHaveValue('')
    await expect(sendButton(page)).toBeEnabled()
    // Closes after 3 s, not the toast area's usual 5 s.
    await page.waitForTimeout(2_000)
    await expect(success).toBeVisible()
    await expect(success).toBeHidden({ timeout: 2_500 })

    expect(potentialCustomer(email)).toEqual({ source: 'catalog', visitCount: 1 })
    await expect.poll(() => outbox(since).some((mail) => mail.includes(email))).toBe(true)
  })

  test.describe('when the server refuses', () => {
    test.use({ allowConsole: FAILED_RESOURCE })

    test('shows the failure toast for 3 s and keeps the address', async ({ page }) => {
      await page.route(`**${CATALOG_PATH}`, (route) =>
        route.fulfill({ status: 500, json: { success: false, message: 'Internal Server Error' } }),
      )
      await openPage(page, '/')
      await typeInto(emailBox(page), 'buyer@example.com')
      await sendButton(page).click()
      const failure = toast(page, ENQUIRY_MESSAGES.catalogFailed)
      await expect(failure).toBeVisible()
      await expect(emailBox(page)).toHaveValue('buyer@example.com')
      await page.waitForTimeout(2_000)
      await expect(failure).toBeVisible()
      await expect(failure).toBeHidden({ timeout: 2_500 })
    })
  })
})
