import { OFFICES, SALES_DESK_MESSAGES } from '@gwp/contracts'

import { FAILED_RESOURCE, openPage } from './enquiry-helpers'
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from './fixtures'
import {
  acceptForm,
  dayFromToday,
  declineForm,
  forms,
  longDate,
  newOffer,
  OFFER_BODY,
  openedAt,
  scrollWidth,
  sendOffer,
  shot,
  withOfferApi,
} from './offer-helpers'

/**
 * The customer's offer page, /offer/{token} (decision record 021), as a customer meets it: staff
 * price a quotation and send it through the API, then the customer opens the e-mailed link and reads
 * the offer, on a desktop and on a phone. Links that show no offer keep the API's status and say
 * why. The answers are offer-answers.spec.ts's.
 */

// Each test makes its own quotation and offer through the API, and most run axe.
test.slow()
withOfferApi()

test.describe('the customer’s offer page', () => {
  test('shows the company, the customer, the lines, the totals, the validity and the terms, with the PDF; a link preview does not count as opening it', async ({
    page,
  }) => {
    const offer = await newOffer()
    // A chat app fetching the link to preview it is not the customer.
    const preview = await page.request.get(offer.path, { headers: { 'user-agent': 'WhatsApp/2.24.1 A' } })
    expect(preview.status()).toBe(200)
    expect(openedAt(offer.quotationId)).toBeNull()

    await page.setViewportSize({ width: 1366, height: 900 })
    const response = await page.goto(offer.path)
    expect(response!.status()).toBe(200)
    expect(response!.headers()['cache-control']).toContain('no-store')
    expect(response!.headers()['x-robots-tag']).toContain('noindex')
    // The address is the customer's secret: no link on the page hands it to another site.
    expect(response!.headers()['referrer-policy']).toBe('no-referrer')
    await waitForHydration(page)
    expect(openedAt(offer.quotationId)).not.toBeNull()

    await expect(page).toHaveTitle(`Quotation ${offer.title} | GWP`)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quotation ${offer.title}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)

    const sheet = page.getByRole('article', { name: `Quotation ${offer.title}` })
    await expect(sheet.getByText('GWP', { exact: true })).toBeVisible()
    for (const office of OFFICES) await expect(sheet.getByText(office.address)).toBeVisible()
    const preparedFor = sheet.getByRole('region', { name: 'Prepared for' })
    await expect(preparedFor).toContainText(offer.visitor.fullName)
    await expect(preparedFor).toContainText(offer.visitor.email)

    const table = sheet.getByRole('table', { name: /Quoted items/ })
    await expect(table.getByRole('columnheader')).toHaveText([
      'No.',
      'Description',
      'Qty',
      'Unit price',
      'Amount',
    ])
    const line = table.getByRole('row', { name: /Floor cleaner 5 L/ })
    await expect(line.getByRole('cell')).toHaveText(['1', '10', 'PKR 1,250.00', 'PKR 12,500.00'])
    await expect(sheet.getByRole('group', { name: /Quoted items/ })).toBeHidden()

    const validUntil = longDate(dayFromToday(14))
    await expect(sheet).toContainText('SubtotalPKR 12,500.00')
    await expect(sheet).toContainText('GST 18 %PKR 2,250.00')
    await expect(sheet).toContainText('TotalPKR 14,750.00')
    await expect(sheet).toContainText(`This quotation is valid until ${validUntil}.`)
    await expect(page.getByRole('region', { name: `Quotation ${offer.title}` })).toContainText(
      `TotalPKR 14,750.00Valid until${validUntil}StatusAwaiting your answer`,
    )
    const terms = sheet.getByRole('region', { name: 'Terms and conditions' })
    await expect(terms.getByRole('heading', { name: 'Payment terms' })).toBeVisible()
    await expect(terms).toContainText('50 % advance')
    // Only the terms staff wrote are shown.
    await expect(terms.getByRole('heading')).toHaveCount(2)

    const pdf = page.getByRole('link', { name: 'Download PDF' })
    const pdfAnswer = await page.request.get((await pdf.getAttribute('href'))!)
    expect(pdfAnswer.status()).toBe(200)
    expect(pdfAnswer.headers()['content-type']).toBe('application/pdf')
    expect((await pdfAnswer.body()).subarray(0, 5).toString()).toBe('%PDF-')

    await expect(acceptForm(page)).toBeVisible()
    await expect(declineForm(page)).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await shot(page, 'offer-1366')
  })

  test('fits a 390 px phone: the lines become cards and nothing scrolls sideways', async ({ page }) => {
    const offer = await newOffer({
      ...OFFER_BODY,
      lines: [
        ...OFFER_BODY.lines,
        {
          description: 'Heavy-duty degreaser concentrate for commercial kitchens, 20 L drum',
          quantity: 120,
          unitPrice: '18999.99',
          discountPercent: '12.5',
        },
      ],
      deliveryTerms: 'Delivered to your warehouse in Lahore within 7 working days of the advance payment.',
      terms: 'Prices include packing. Transport beyond city limits is charged at cost.',
    })
    await page.setViewportSize({ width: 390, height: 844 })
    await openPage(page, offer.path)

    await expect(page.getByRole('table')).toBeHidden()
    const cards = page.getByRole('group', { name: /Quoted items/ }).getByRole('listitem')
    await expect(cards).toHaveCount(2)
    await expect(cards.first()).toContainText('Floor cleaner 5 L')
    await expect(cards.first()).toContainText('Quantity10')
    await expect(cards.first()).toContainText('AmountPKR 12,500.00')
    await expect(cards.nth(1)).toContainText('Discount12.5 %')
    expect(await scrollWidth(page)).toBeLessThanOrEqual(390)
    await expectNoSeriousA11yViolations(page)
    await shot(page, 'offer-390')

    await page.getByRole('link', { name: 'Accept or decline' }).click()
    await expect(acceptForm(page)).toBeInViewport()
    expect(await scrollWidth(page)).toBeLessThanOrEqual(390)
  })

  test.describe('links that show no offer', () => {
    test.use({ allowConsole: FAILED_RESOURCE })

    test('an unknown link says it is not valid, with a 404', async ({ page }) => {
      const response = await page.goto(`/offer/${'x'.repeat(43)}`)
      expect(response!.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SALES_DESK_MESSAGES.linkNotFound)
      await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expect(page).toHaveTitle('Quotation unavailable | GWP')
      await expect(forms(page)).toHaveCount(0)
      await expectNoSeriousA11yViolations(page)
      await shot(page, 'offer-not-found-1280')

      const tooLong = await page.goto(`/offer/${'x'.repeat(120)}`)
      expect(tooLong!.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SALES_DESK_MESSAGES.linkNotFound)
    })

    test('a replaced link says so, with a 410', async ({ page }) => {
      const offer = await newOffer()
      // Staff send a new revision: the link of the first one stops working.
      const revised = await sendOffer(offer.quotationId, { ...OFFER_BODY, paymentTerms: '30 % advance' })
      expect(revised.title).toBe(`${offer.title} rev 2`)

      const response = await page.goto(offer.path)
      expect(response!.status()).toBe(410)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SALES_DESK_MESSAGES.linkReplaced)
      await expect(page.getByRole('link', { name: 'Contact us' })).toBeVisible()

      await openPage(page, revised.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quotation ${offer.title} rev 2`)
      await expect(page.getByText('30 % advance')).toBeVisible()
    })
  })
})
