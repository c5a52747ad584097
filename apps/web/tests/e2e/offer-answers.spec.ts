import { OFFER_FIELD_MESSAGES, SALES_DESK_MESSAGES } from '@gwp/contracts'

import { openPage } from './enquiry-helpers'
import { expect, expectNoSeriousA11yViolations, test } from './fixtures'
import {
  acceptForm,
  answerDay,
  declineForm,
  forms,
  newOffer,
  OFFER_BODY,
  quotedProductId,
  shot,
  tokenOf,
  withOfferApi,
} from './offer-helpers'

/**
 * Answering an offer on the customer's page (decision record 021): accepting by keyboard, declining
 * with a reason, and accepting without JavaScript through the page's plain forms, a refused answer
 * saying why beside them.
 */

// Each test makes its own quotation and offer through the API, and most run axe.
test.slow()
withOfferApi()

test.describe('the customer’s offer page', () => {
  test('accepts with a name and a purchase order number, by keyboard; the answer stays, and a second answer is refused', async ({
    page,
  }) => {
    const offer = await newOffer()
    await page.setViewportSize({ width: 1366, height: 900 })
    await openPage(page, offer.path)

    const form = acceptForm(page)
    const name = form.getByRole('textbox', { name: 'Your name' })
    await expect(name).toHaveAttribute('autocomplete', 'name')
    await expect(name).toHaveAttribute('maxlength', '100')
    await expect(name).toHaveAttribute('required', '')
    const po = form.getByRole('textbox', { name: 'Purchase order number (optional)' })
    await expect(po).toHaveAttribute('autocomplete', 'off')
    await expect(po).toHaveAttribute('maxlength', '60')

    await page.getByRole('link', { name: 'Accept or decline' }).click()
    await expect(page).toHaveURL(/#answer$/)
    await name.focus()
    await page.keyboard.type('Ayesha')
    await page.keyboard.press('Tab')
    await expect(po).toBeFocused()
    await page.keyboard.type('PO-1')
    await page.keyboard.press('Tab')
    await expect(form.getByRole('button', { name: 'Accept quotation' })).toBeFocused()
    await page.keyboard.press('Enter')

    await expect(page).toHaveURL(new RegExp(`${offer.path}\\?answered=1$`))
    const confirmation = page.getByRole('region', { name: SALES_DESK_MESSAGES.accepted })
    await expect(confirmation).toBeVisible()
    await expect(confirmation).toContainText(`Accepted on ${answerDay()} by Ayesha (PO-1)`)
    await expect(forms(page)).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Accept or decline' })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
    await shot(page, 'offer-accepted-1366')

    // Later visits show the recorded answer, with no thanks and no forms.
    await openPage(page, offer.path)
    const answer = page.getByRole('region', { name: 'This quotation has been accepted' })
    await expect(answer).toContainText(`Accepted on ${answerDay()} by Ayesha (PO-1)`)
    await expect(page.getByText(SALES_DESK_MESSAGES.accepted)).toHaveCount(0)
    await expect(forms(page)).toHaveCount(0)
    await expect(page.getByRole('region', { name: `Quotation ${offer.title}` })).toContainText(
      'StatusAccepted',
    )

    // The answer is taken once: another post is sent back to the page with the API's reason.
    const again = await page.request.post(`/api/v1/offer/${tokenOf(offer.path)}/decline`, {
      form: { reason: 'Changed my mind' },
      maxRedirects: 0,
    })
    expect(again.status()).toBe(303)
    expect(again.headers().location).toBe(
      `${offer.path}?error=${encodeURIComponent(SALES_DESK_MESSAGES.alreadyAnswered)}`,
    )
  })

  test('declines with a reason', async ({ page }) => {
    const offer = await newOffer({
      ...OFFER_BODY,
      lines: [
        {
          productId: quotedProductId(),
          description: 'Glass cleaner 1 L',
          quantity: 24,
          unitPrice: '450.50',
          discountPercent: '10',
        },
        { description: 'Delivery to Lahore', quantity: 1, unitPrice: '2000' },
      ],
      deliveryTerms: 'Within 7 working days',
    })
    await page.setViewportSize({ width: 1366, height: 900 })
    await openPage(page, offer.path)
    const table = page.getByRole('table', { name: /Quoted items/ })
    await expect(table.getByRole('columnheader', { name: 'Discount' })).toBeVisible()
    await expect(table.getByRole('row', { name: /Glass cleaner 1 L/ }).getByRole('cell')).toHaveText([
      '1',
      '24',
      'PKR 450.50',
      '10 %',
      'PKR 9,730.80',
    ])
    await expect(table.getByRole('row', { name: /Glass cleaner 1 L/ })).toContainText(/Code \S+/)
    await expect(
      table
        .getByRole('row', { name: /Delivery to Lahore/ })
        .getByRole('cell')
        .nth(3),
    ).toHaveText('–')

    const form = declineForm(page)
    const reason = form.getByRole('textbox', { name: 'Reason (optional)' })
    await expect(reason).toHaveAttribute('maxlength', '1000')
    await expect(reason).toHaveAttribute('autocomplete', 'off')
    await reason.fill('We found a closer supplier.')
    await form.getByRole('button', { name: 'Decline quotation' }).click()

    await expect(page).toHaveURL(new RegExp(`${offer.path}\\?answered=1$`))
    const confirmation = page.getByRole('region', { name: SALES_DESK_MESSAGES.declined })
    await expect(confirmation).toContainText(`Declined on ${answerDay()}`)
    await expect(confirmation).toContainText('Reason given: We found a closer supplier.')
    await expect(forms(page)).toHaveCount(0)
    await expect(page.getByRole('region', { name: `Quotation ${offer.title}` })).toContainText(
      'StatusDeclined',
    )
    await expectNoSeriousA11yViolations(page)
    await shot(page, 'offer-declined-1366')
  })

  test('works without JavaScript: a refused answer says why beside the forms, then the acceptance is recorded', async ({
    browser,
  }) => {
    const offer = await newOffer()
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    })
    const page = await context.newPage()
    try {
      await page.goto(offer.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quotation ${offer.title}`)
      const form = acceptForm(page)
      const name = form.getByRole('textbox', { name: 'Your name' })

      // Only spaces pass the browser's "required" but not the API: back to the page with its message.
      await name.fill('   ')
      await form.getByRole('button', { name: 'Accept quotation' }).click()
      await expect(page).toHaveURL(/\?error=/)
      const alert = page.getByRole('alert')
      await expect(alert).toContainText(OFFER_FIELD_MESSAGES.acceptName)
      const alertId = await alert.getAttribute('id')
      await expect(name).toHaveAttribute('aria-invalid', 'true')
      await expect(name).toHaveAttribute('aria-describedby', alertId!)
      await expect(acceptForm(page)).toHaveAttribute('aria-describedby', alertId!)
      await expect(page.getByText('Your answer was not recorded.')).toBeVisible()
      await shot(page, 'offer-refused-390-no-js')

      await name.fill('Bilal Khan')
      await form.getByRole('textbox', { name: 'Purchase order number (optional)' }).fill('4512')
      await form.getByRole('button', { name: 'Accept quotation' }).click()
      await expect(page).toHaveURL(new RegExp(`${offer.path}\\?answered=1$`))
      const confirmation = page.getByRole('region', { name: SALES_DESK_MESSAGES.accepted })
      await expect(confirmation).toContainText(`Accepted on ${answerDay()} by Bilal Khan (PO 4512)`)
      await expect(page.getByRole('alert')).toHaveCount(0)
      await expect(forms(page)).toHaveCount(0)
    } finally {
      await context.close()
    }
  })
})
