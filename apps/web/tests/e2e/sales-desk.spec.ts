import type { APIRequestContext, Page } from '@playwright/test'

import {
  authHeaders,
  loginThroughApi,
  newApiContext,
  registerAdmin,
  seedSession,
  type ApiSession,
} from './back-office-helpers'
import {
  newVisitor,
  openPage,
  pickProduct,
  quoteForm,
  quoteProducts,
  submitButton,
  typeVisitor,
} from './enquiry-helpers'
import {
  decodeQuotedPrintable,
  E2E_ADMIN,
  expect,
  expectNoSeriousA11yViolations,
  outbox,
  test,
} from './fixtures'

/**
 * The sales desk's whole loop (decision record 021), as people do it: a visitor asks for a quote on
 * /contact; staff open it, assign it, write a note, price an offer and send it; the customer opens
 * the link from the e-mail in another browser and accepts; the owner's e-mail, the stage, the
 * timeline and the dashboard show it. Then the same desk on a 390 px phone.
 */

// One journey of many steps across two browsers; the phone's test reads the quotation the first made.
test.slow()
test.describe.configure({ mode: 'serial' })

const SHOTS = process.env.E2E_SHOTS_DIR

let api: APIRequestContext
let boss: ApiSession
let seller: ApiSession
const visitor = newVisitor()

test.beforeAll(async () => {
  api = await newApiContext()
  boss = await loginThroughApi(api, E2E_ADMIN.username, E2E_ADMIN.password)
  seller = await registerAdmin(api, boss, { prefix: 'e2esales', fullName: 'Sana Seller' })
})

test.afterAll(async () => {
  await api.dispose()
})

/** The newest e-mail to `address` holding `text`, decoded. */
async function mailTo(address: string, text: string, since: number): Promise<string> {
  let found = ''
  await expect
    .poll(
      () => {
        found =
          outbox(since)
            .map(decodeQuotedPrintable)
            .reverse()
            .find((mail) => mail.includes(address) && mail.includes(text)) ?? ''
        return found !== ''
      },
      { message: `an e-mail to ${address} with “${text}”`, timeout: 15_000 },
    )
    .toBe(true)
  return found
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

test('a quote request becomes a priced offer the customer accepts online', async ({ page, browser }) => {
  const since = Date.now()
  // The visitor asks.
  const [product] = await quoteProducts(page)
  await openPage(page, '/contact')
  const form = quoteForm(page)
  await pickProduct(page, form, product!.name.slice(0, 10), product!.name)
  await typeVisitor(form, visitor, 'Message (optional)')
  await submitButton(form).click()
  await expect(form.getByRole('status').filter({ hasText: 'Quote submitted successfully!' })).toBeVisible()

  // Staff find it and open its page.
  await seedSession(page, boss)
  await page.goto(`/admin?section=quotes&q=${encodeURIComponent(visitor.email)}`)
  await page.getByRole('link', { name: `Open the sales desk for the quote from ${visitor.fullName}` }).click()
  await expect(page.getByRole('heading', { name: visitor.fullName, level: 2 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(
    `Request received from ${visitor.fullName}`,
  )

  // Assign, note.
  await page.getByLabel('Owner').selectOption({ label: 'Sana Seller' })
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Assigned to Sana Seller')
  await page.getByLabel('Add a note').fill('Called her: 20 cans, delivery to Lahore.')
  await page.getByRole('button', { name: 'Add note' }).click()
  await expect(page.getByRole('region', { name: 'Internal notes' })).toContainText('Called her: 20 cans')

  // Price: the first line starts with the product asked about.
  await page.getByRole('button', { name: 'Price an offer' }).click()
  const builder = page.getByRole('form', { name: 'New offer' })
  await expect(builder.getByLabel('Description (line 1)')).toHaveValue(product!.name)
  await builder.getByLabel('Quantity (line 1)').fill('20')
  await builder.getByLabel('Unit price (line 1)').fill('1250.50')
  await builder.getByLabel('Discount % (line 1)').fill('5')
  await builder.getByLabel('Tax').selectOption({ label: 'GST 18 % (Pakistan)' })
  await builder.getByLabel('Payment terms').fill('50 % advance, the rest on delivery')
  // 20 × 1,250.50 less 5 % = 23,759.50; GST 18 % = 4,276.71; total 28,036.21.
  await expect(builder.getByText('PKR 28,036.21')).toBeVisible()
  await builder.getByRole('button', { name: 'Save and send' }).click()
  const sent = page.getByRole('dialog', { name: /is ready$/ })
  await expect(sent).toBeVisible()
  await expect(sent.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/923001234567\?text=/,
  )
  await sent.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByRole('region', { name: 'Offers' })).toContainText('PKR 28,036.21')

  // The customer's e-mail holds the link and the PDF.
  const customerMail = await mailTo(visitor.email, '/offer/', since)
  expect(customerMail).toContain('Content-Type: application/pdf')
  const link = customerMail.match(/https?:\/\/[^\s"<>]+\/offer\/[A-Za-z0-9_-]{43}/)![0]

  // In another browser, without a session, the customer opens it and accepts.
  const customer = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  try {
    const offerPage = await customer.newPage()
    await offerPage.goto(new URL(link).pathname)
    await expect(offerPage.getByText('PKR 28,036.21').first()).toBeVisible()
    await expectNoSeriousA11yViolations(offerPage)
    await offerPage.getByLabel(/your name/i).fill('Ayesha Malik')
    await offerPage.getByLabel(/purchase order/i).fill('PO-7781')
    await offerPage.getByRole('button', { name: 'Accept quotation' }).click()
    await expect(offerPage.getByText('Thank you: your acceptance has been recorded')).toBeVisible()
    await expect(offerPage.getByRole('button', { name: 'Accept quotation' })).toHaveCount(0)
  } finally {
    await customer.close()
  }

  // The owner hears of it; the stage, timeline and dashboard show it.
  const notice = await mailTo(`${seller.username}@example.com`, 'accepted quotation', since)
  expect(notice).toContain('PO-7781')
  await page.reload()
  await expect(page.getByRole('heading', { name: visitor.fullName, level: 2 })).toBeVisible()
  const header = page.locator('header').filter({ has: page.getByRole('heading', { name: visitor.fullName }) })
  await expect(header.getByText('Accepted', { exact: true })).toBeVisible()
  const timeline = page.getByRole('region', { name: 'Timeline' })
  await expect(timeline).toContainText('opened by the customer')
  await expect(timeline).toContainText('accepted by Ayesha Malik (PO PO-7781)')
  await expectNoSeriousA11yViolations(page)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/desk-1366.png`, fullPage: true })

  await page.goto('/admin?section=dashboard')
  const figures = page.getByRole('region', { name: 'Sales desk' })
  await expect(figures).toBeVisible()
  await expect(figures.getByRole('table').first()).toBeVisible()
})

test('on a 390 px phone the quotes are cards and the quotation page fits', async ({ browser }) => {
  const phone = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await phone.newPage()
    await seedSession(page, boss)
    await page.goto(`/admin?section=quotes&q=${encodeURIComponent(visitor.email)}`)
    const card = page.getByRole('article', { name: `Quote from ${visitor.fullName}` })
    await expect(card).toBeVisible()
    await expect(card).toContainText('Pakistan')
    await expect(card).toContainText('Accepted')
    await expect(card).toContainText('Sana Seller')
    await expect(page.getByRole('table')).toBeHidden()
    // The filters fold behind one button, so the quotes come first.
    await expect(page.getByLabel('Owner')).toBeHidden()
    await page.getByRole('button', { name: 'Filters and order' }).click()
    await expect(page.getByLabel('Owner')).toBeVisible()
    await page.getByRole('button', { name: 'Filters and order' }).click()
    await noSidewaysScroll(page)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/quotes-390.png`, fullPage: true })
    await card.getByRole('link', { name: visitor.fullName }).click()
    await expect(page.getByRole('heading', { name: visitor.fullName, level: 2 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Offers' })).toContainText('PKR 28,036.21')
    await noSidewaysScroll(page)
    await expectNoSeriousA11yViolations(page)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/quotation-390.png`, fullPage: true })
    // The offer builder, by thumb: an accepted sale takes no new revision, so a second request.
    const other = { ...newVisitor(), fullName: 'Bilal Ahmed' }
    const [product] = await quoteProducts(page)
    const created = await api.post('/api/v1/quotation/create', { data: { ...other, product: product!._id } })
    expect(created.status(), await created.text()).toBe(201)
    await page.goto(`/admin?section=quotes&q=${encodeURIComponent(other.email)}`)
    await page
      .getByRole('article', { name: `Quote from ${other.fullName}` })
      .getByRole('link')
      .click()
    await page.getByRole('button', { name: 'Price an offer' }).tap()
    const builder = page.getByRole('form', { name: 'New offer' })
    await builder.getByLabel('Unit price (line 1)').fill('99.50')
    await builder.getByRole('button', { name: 'Add a line' }).tap()
    await builder.getByLabel('Description (line 2)').fill('Delivery to Lahore')
    await builder.getByLabel('Unit price (line 2)').fill('1500')
    await expect(builder.getByText('PKR 1,599.50').first()).toBeVisible()
    await noSidewaysScroll(page)
    const save = builder.getByRole('button', { name: 'Save draft' })
    expect((await save.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/builder-390.png`, fullPage: true })
    await save.tap()
    await expect(page.getByRole('region', { name: 'Offers' })).toContainText('Draft')
  } finally {
    await phone.close()
  }
})

test('completing a quote with an open offer asks how it ended', async ({ page }) => {
  const other = { ...newVisitor(), fullName: 'Omar Farooq', phoneNumber: '05012345678' }
  const [product] = await quoteProducts(page)
  const created = await api.post('/api/v1/quotation/create', { data: { ...other, product: product!._id } })
  expect(created.status(), await created.text()).toBe(201)
  const list = await api.get(`/api/v1/quotation?q=${encodeURIComponent(other.email)}`, {
    headers: authHeaders(boss),
  })
  const id = (await list.json()).data[0]._id as string
  const offered = await api.post(`/api/v1/quotation/${id}/offer`, {
    headers: authHeaders(boss),
    data: {
      currency: 'AED',
      validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      lines: [{ description: 'Glass cleaner, 1 L', quantity: 48, unitPrice: '9.75' }],
      taxPercent: '5',
      taxName: 'VAT',
      send: true,
    },
  })
  expect(offered.status(), await offered.text()).toBe(201)

  await seedSession(page, boss)
  await page.goto(`/admin?section=quotes&q=${encodeURIComponent(other.email)}`)
  await page.getByRole('button', { name: `Mark as completed: quote from ${other.fullName}` }).click()
  const dialog = page.getByRole('dialog', { name: `Complete the quote from ${other.fullName}` })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel(/^Lost/).check()
  await dialog.getByRole('button', { name: 'Complete quote' }).click()
  await expect(dialog).toBeHidden()
  await expect(
    page.getByRole('button', { name: `Mark as pending: quote from ${other.fullName}` }),
  ).toBeVisible()
  const detail = await api.get(`/api/v1/quotation/${id}`, { headers: authHeaders(boss) })
  const { data } = await detail.json()
  expect(data).toMatchObject({ stage: 'lost', status: 'completed' })
  expect(data.offers[0].status).toBe('withdrawn')
})
