import { ENQUIRY_MESSAGES, QUOTE_FORM_MESSAGES, QUOTE_MODAL_MESSAGES } from '@gwp/contracts'
import type { Page } from '@playwright/test'

import {
  QUOTE_PATH,
  openPage,
  quoteProducts,
  field,
  submitButton,
  typeInto,
  newVisitor,
  typeVisitor,
  timeOnScreen,
  storedQuotation,
} from './enquiry-helpers'
import { expect, expectNoSeriousA11yViolations, test } from './fixtures'

test.describe('product quote modal', () => {
  async function openModal(page: Page) {
    const [product] = await quoteProducts(page)
    await openPage(page, `/product/${product!._id}`)
    const button = page.getByRole('button', { name: 'Get Quote' })
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Get a Quote' })
    await expect(dialog).toBeVisible()
    return { product: product!, dialog, button }
  }

  test('shows the product fixed and the modal’s own messages', async ({ page }) => {
    const { product, dialog, button } = await openModal(page)
    await expect(dialog.getByRole('textbox', { name: 'Product' })).toHaveValue(product.name)
    await expect(dialog.getByRole('textbox', { name: 'Product' })).not.toBeEditable()
    await expect(field(dialog, 'Full Name')).toBeFocused()

    await submitButton(dialog).click()
    await expect(dialog.getByRole('alert')).toHaveText([
      QUOTE_MODAL_MESSAGES.fullNameRequired,
      QUOTE_MODAL_MESSAGES.phoneRequired,
      QUOTE_MODAL_MESSAGES.emailRequired,
      QUOTE_MODAL_MESSAGES.addressRequired,
      QUOTE_MODAL_MESSAGES.messageRequired,
    ])
    await expectNoSeriousA11yViolations(page)

    await typeInto(field(dialog, 'Full Name'), 'Al')
    await expect(field(dialog, 'Full Name')).toHaveAccessibleDescription(
      QUOTE_MODAL_MESSAGES.fullNameTooShort,
    )
    await field(dialog, 'Full Name').pressSequentially('i')
    await expect(dialog.getByText(QUOTE_MODAL_MESSAGES.fullNameTooShort)).toHaveCount(0)

    await typeInto(field(dialog, 'Phone Number'), '030012345')
    await expect(field(dialog, 'Phone Number')).toHaveAccessibleDescription(QUOTE_FORM_MESSAGES.phoneDigits)

    // The modal takes lower-case addresses only.
    await typeInto(field(dialog, 'Email'), 'Ali@Example.com')
    await expect(field(dialog, 'Email')).toHaveAccessibleDescription(QUOTE_MODAL_MESSAGES.emailInvalid)
    await field(dialog, 'Email').fill('')
    await expect(field(dialog, 'Email')).toHaveAccessibleDescription(QUOTE_MODAL_MESSAGES.emailRequired)
    await field(dialog, 'Email').pressSequentially('ali@example.com')
    await expect(field(dialog, 'Email')).not.toHaveAttribute('aria-invalid', 'true')

    // Escape closes it and gives the focus back; opening again starts afresh.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
    await button.click()
    await expect(field(dialog, 'Full Name')).toHaveValue('')
    await expect(dialog.getByRole('alert')).toHaveCount(0)
  })

  test('sends the quote, shows the success message for 2 s, then closes', async ({ page }) => {
    const { product, dialog, button } = await openModal(page)
    const visitor = newVisitor()
    await typeVisitor(dialog, visitor, 'Message')

    const shownFor = await timeOnScreen(page, ENQUIRY_MESSAGES.quoteSubmitted)
    await submitButton(dialog).click()
    const success = dialog.getByRole('status').filter({ hasText: ENQUIRY_MESSAGES.quoteSubmitted })
    await expect(success).toBeVisible()
    await expect(dialog).toBeHidden({ timeout: 5_000 })
    // The message shows for 2 s, then the modal closes with it.
    expect(await shownFor()).toBeGreaterThanOrEqual(1_600)
    expect(await shownFor()).toBeLessThan(2_600)
    await expect(button).toBeFocused()

    expect(storedQuotation(visitor.email)).toEqual([{ product: product._id, ...visitor, status: 'pending' }])
  })

  test.describe('when the server refuses', () => {
    test.use({ allowConsole: /Failed to load resource|Quote request failed/ })

    test('only logs the failure: no message, the modal stays open with what was typed', async ({ page }) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      const { dialog } = await openModal(page)
      const visitor = newVisitor()
      await typeVisitor(dialog, visitor, 'Message')
      await page.route(`**${QUOTE_PATH}`, (route) =>
        route.fulfill({ status: 500, json: { success: false, message: 'Internal Server Error' } }),
      )
      await submitButton(dialog).click()
      await expect.poll(() => errors.some((text) => text.startsWith('Quote request failed'))).toBe(true)
      await expect(dialog.getByRole('alert')).toHaveCount(0)
      await expect(dialog.getByRole('status')).toHaveText('')
      await expect(dialog).toBeVisible()
      await expect(field(dialog, 'Email')).toHaveValue(visitor.email)
      await expect(submitButton(dialog)).toBeEnabled()
    })
  })

  test.describe('without script', () => {
    test.use({ javaScriptEnabled: false })

    test('Get Quote is a link to the contact page’s form with the product chosen', async ({ page }) => {
      const [product] = await quoteProducts(page)
      await page.goto(`/product/${product!._id}`)
      const link = page.getByRole('link', { name: 'Get Quote' })
      await expect(link).toHaveAttribute('href', `/contact?product=${product!._id}`)
      await link.click()
      await expect(page.getByRole('combobox', { name: 'Product' })).toHaveValue(product!.name)
    })
  })
})
