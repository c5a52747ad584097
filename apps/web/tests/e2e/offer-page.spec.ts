import fs from 'node:fs'

import { OFFER_FIELD_MESSAGES, OFFICES, SALES_DESK_MESSAGES } from '@gwp/contracts'
import type { APIRequestContext, Page } from '@playwright/test'

import { authHeaders, loginThroughApi, newApiContext, type ApiSession } from './back-office-helpers'
import { FAILED_RESOURCE, newVisitor, openPage, type Visitor } from './enquiry-helpers'
import {
  E2E_ADMIN,
  expect,
  expectNoSeriousA11yViolations,
  openDatabase,
  test,
  uniqueName,
  waitForHydration,
} from './fixtures'

/**
 * The customer's offer page, /offer/{token} (decision record 021), as a customer meets it: staff
 * price a quotation and send it through the API, then the customer opens the e-mailed link, reads
 * the offer, and accepts or declines it with the page's plain forms, with and without JavaScript.
 * Links that show no offer keep the API's status and say why. Screenshots go to /tmp/offer-shots/.
 */

// Each test makes its own quotation and offer through the API, and most run axe.
test.slow()

const SHOTS = '/tmp/offer-shots'

/** The offer the task describes: 10 × PKR 1,250 with 18 % GST. */
const OFFER_BODY = {
  currency: 'PKR',
  lines: [{ description: 'Floor cleaner 5 L', quantity: 10, unitPrice: '1250' }],
  taxPercent: '18',
  taxName: 'GST',
  paymentTerms: '50 % advance',
  send: true,
}

/** 'YYYY-MM-DD' `days` from today. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** "9 December 2026", as the page writes a calendar date. */
const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`))

/** Today as the page dates an answer given now (the company's time zone). */
const answerDay = () =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Karachi',
  }).format(new Date())

interface SentOffer {
  /** The customer's page, as a path on the test server. */
  path: string
  title: string
  quotationId: string
  visitor: Visitor
}

let api: APIRequestContext
let boss: ApiSession
let productId = ''

test.beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true })
  api = await newApiContext()
  boss = await loginThroughApi(api, E2E_ADMIN.username, E2E_ADMIN.password)
  const response = await api.get('/api/v1/product')
  expect(response.status()).toBe(200)
  productId = ((await response.json()) as { data: Array<{ _id: string }> }).data[0]!._id
})

test.afterAll(async () => {
  await api.dispose()
})

/** A visitor's quotation, as the contact form sends it; its id as staff find it by the e-mail address. */
async function newQuotation(): Promise<{ quotationId: string; visitor: Visitor }> {
  const visitor = { ...newVisitor(), fullName: uniqueName('Ayesha Offer ') }
  const sent = await api.post('/api/v1/quotation/create', { data: { product: productId, ...visitor } })
  expect(sent.status(), await sent.text()).toBe(201)
  const found = await api.get(`/api/v1/quotation?q=${encodeURIComponent(visitor.email)}`, {
    headers: authHeaders(boss),
  })
  expect(found.status(), await found.text()).toBe(200)
  const { data } = (await found.json()) as { data: Array<{ _id: string; email: string }> }
  const quotation = data.find((item) => item.email === visitor.email)
  expect(quotation, `the quotation of ${visitor.email}`).toBeDefined()
  return { quotationId: quotation!._id, visitor }
}

/** Prices the quotation and sends the offer, as staff do: the answer holds the customer's link. */
async function sendOffer(
  quotationId: string,
  body: Record<string, unknown> = OFFER_BODY,
): Promise<{ path: string; title: string }> {
  const made = await api.post(`/api/v1/quotation/${quotationId}/offer`, {
    headers: authHeaders(boss),
    data: { validUntil: dayFromToday(14), ...body },
  })
  expect(made.status(), await made.text()).toBe(201)
  const answer = (await made.json()) as { link: string; data: { title: string } }
  // The link is made with PUBLIC_URL; the page is opened on the test server whatever that origin is.
  return { path: new URL(answer.link).pathname, title: answer.data.title }
}

async function newOffer(body?: Record<string, unknown>): Promise<SentOffer> {
  const { quotationId, visitor } = await newQuotation()
  return { ...(await sendOffer(quotationId, body)), quotationId, visitor }
}

const tokenOf = (path: string) => path.split('/').pop()!

/** When the API recorded the customer's first opening of the offer, or null. */
function openedAt(quotationId: string): string | null {
  const db = openDatabase()
  try {
    const row = db
      .prepare('SELECT opened_at AS openedAt FROM offers WHERE quotation_id = ? ORDER BY revision DESC')
      .get(quotationId) as { openedAt: string | null } | undefined
    return row?.openedAt ?? null
  } finally {
    db.close()
  }
}

const acceptForm = (page: Page) => page.getByRole('form', { name: 'Accept this quotation' })
const declineForm = (page: Page) => page.getByRole('form', { name: 'Decline this quotation' })
const forms = (page: Page) => page.getByRole('form')

/** No sideways scrolling: the page is no wider than the window. */
const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth)

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
    await expect(sheet.getByRole('list', { name: /Quoted items/ })).toBeHidden()

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
    await page.screenshot({ path: `${SHOTS}/offer-1366.png`, fullPage: true })
  })

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
    await page.screenshot({ path: `${SHOTS}/offer-accepted-1366.png`, fullPage: true })

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
          productId,
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
    await page.screenshot({ path: `${SHOTS}/offer-declined-1366.png`, fullPage: true })
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
      await page.screenshot({ path: `${SHOTS}/offer-refused-390-no-js.png`, fullPage: true })

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
    const cards = page.getByRole('list', { name: /Quoted items/ }).getByRole('listitem')
    await expect(cards).toHaveCount(2)
    await expect(cards.first()).toContainText('Floor cleaner 5 L')
    await expect(cards.first()).toContainText('Quantity10')
    await expect(cards.first()).toContainText('AmountPKR 12,500.00')
    await expect(cards.nth(1)).toContainText('Discount12.5 %')
    expect(await scrollWidth(page)).toBeLessThanOrEqual(390)
    await expectNoSeriousA11yViolations(page)
    await page.screenshot({ path: `${SHOTS}/offer-390.png`, fullPage: true })

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
      await page.screenshot({ path: `${SHOTS}/offer-not-found-1280.png`, fullPage: true })

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
