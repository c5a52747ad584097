import fs from 'node:fs'

import { QUOTATION_CSV_HEADER, QUOTATION_MESSAGES } from '@gwp/contracts'
import type { APIRequestContext, Page } from '@playwright/test'

import {
  authHeaders,
  createCatalogEntry,
  loginThroughApi,
  newApiContext,
  registerAdmin,
  seedSession,
  testPictures,
  type ApiSession,
  row,
} from './back-office-helpers'
import {
  newVisitor,
  openPage,
  pickProduct,
  quoteForm,
  submitButton,
  typeVisitor,
  type Visitor,
} from './enquiry-helpers'
import { E2E_ADMIN, expect, expectNoSeriousA11yViolations, test, uniqueName } from './fixtures'

/**
 * The Quotes section and the quote desk (docs/requirements/enquiries.md#quotes-section, #states, #rights;
 * decision record 009) as staff use them: a visitor's request sent from /contact is found, read, replied to,
 * marked completed (the dashboard's counts follow), exported and deleted; markup a visitor typed stays text;
 * an admin who may only change the status sees the toggle and nothing else. The product asked about is made
 * through the API; the quotes come through the public form, as visitors send them.
 */

// Journeys of many steps, with axe runs on the way.
test.slow()

interface Made {
  _id: string
  name: string
  productCode: string
}

const pictures = testPictures('gwp-quote-images-', {
  mop: { file: 'mop.png', width: 1000, height: 1000, background: '#0f766e' },
})

let api: APIRequestContext
let boss: ApiSession
let categoryId = ''
const categoryName = uniqueName('E2E Quote Cat ')
let product: Made
const madeQuotes: string[] = []

test.beforeAll(async () => {
  await pictures.make()
  api = await newApiContext()
  boss = await loginThroughApi(api, E2E_ADMIN.username, E2E_ADMIN.password)
  const image = { name: 'mop.png', mimeType: 'image/png', buffer: fs.readFileSync(pictures.paths.mop) }
  const category = await createCatalogEntry(api, boss, 'category', {
    name: categoryName,
    description: 'Made by the quotes browser tests.',
    image,
  })
  categoryId = category._id
  const created = await api.post('/api/v1/product/create', {
    headers: authHeaders(boss),
    multipart: {
      category: categoryId,
      name: uniqueName('E2E Quoted Mop '),
      description: 'A mop visitors ask prices for.',
      productCode: `QT${Date.now().toString(36).slice(-8)}`,
      brand: 'GWP',
      material: 'Microfibre',
      packageQuantity: '12',
      dimension: '30 x 12 x 130 cm',
      specialFeature: 'Washable head',
      recommendedSurface: 'Tiles',
      recommendedUsage: 'Wet and dry mopping',
      colors: JSON.stringify([{ id: 4, name: 'Blue', hex: '#0000FF' }]),
      images: image,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  product = (await created.json()).data
})

test.afterAll(async () => {
  for (const id of madeQuotes) await api.delete(`/api/v1/quotation/${id}`, { headers: authHeaders(boss) })
  if (product) await api.delete(`/api/v1/product/delete/${product._id}`, { headers: authHeaders(boss) })
  if (categoryId) await api.delete(`/api/v1/category/delete/${categoryId}`, { headers: authHeaders(boss) })
  await api.dispose()
  pictures.remove()
})

/** Sends a quote from /contact as a visitor does, and returns its id (for the clean-up). */
async function sendQuoteFromContact(page: Page, visitor: Visitor): Promise<string> {
  await openPage(page, '/contact')
  const form = quoteForm(page)
  await pickProduct(page, form, product.name.slice(0, 12), product.name)
  await typeVisitor(form, visitor, 'Message (optional)')
  await submitButton(form).click()
  await expect(form.getByRole('status').filter({ hasText: 'Quote submitted successfully!' })).toBeVisible()
  const { _id: id } = await storedQuote(visitor.email)
  madeQuotes.push(id)
  return id
}

/** The one quotation from this e-mail address, as the API lists it. */
async function storedQuote(email: string): Promise<{ _id: string; status: string }> {
  const response = await api.get(`/api/v1/quotation?q=${encodeURIComponent(email)}`, {
    headers: authHeaders(boss),
  })
  const { data } = await response.json()
  expect(data).toHaveLength(1)
  return data[0]
}

async function counts() {
  const response = await api.get('/api/v1/count', { headers: authHeaders(boss) })
  const { data } = await response.json()
  return { pending: data.pendingStatusQuotationCount, completed: data.completedStatusQuotationCount }
}

/** The Quotes section searched for one visitor's e-mail, signed in as `session`. */
async function openQuotes(page: Page, session: ApiSession, email: string) {
  await seedSession(page, session)
  await page.goto(`/admin?section=quotes&q=${encodeURIComponent(email)}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quotes')
  await expect(page.getByRole('navigation', { name: 'Quotes pages' })).toContainText(
    'Showing 1 to 1 of 1 quotes',
  )
}

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /^Notifications/ }).getByText(text, { exact: true })

const figure = (page: Page, term: string) =>
  page
    .getByRole('region', { name: 'Total Quotations', exact: true })
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')

/** A downloaded CSV read as a spreadsheet would: BOM off, quoted fields, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  const endField = () => {
    row.push(field)
    field = ''
  }
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"'
      i++
    } else if (c === '"') {
      quoted = !quoted
    } else if (!quoted && c === ',') {
      endField()
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      endField()
      rows.push(row)
      row = []
      i++
    } else {
      field += c
    }
  }
  return rows
}

test.describe('Quotes section', () => {
  test('a quote from /contact is found, read, completed (the dashboard follows), exported and deleted', async ({
    page,
  }) => {
    const visitor: Visitor = {
      ...newVisitor(),
      fullName: uniqueName('Ayesha Desk '),
      message: 'Price for 20 cartons,\nplease.',
    }
    const before = await counts()
    const id = await sendQuoteFromContact(page, visitor)

    await openQuotes(page, boss, visitor.email)
    const quote = row(page, visitor.fullName)
    await expect(quote).toContainText(visitor.phoneNumber)
    await expect(quote).toContainText('Pakistan')
    await expect(quote).toContainText(visitor.email)
    await expect(quote).toContainText(/Waiting (just now|1 minute)/)
    // The control is named by what it does, not by the state it is in (decision record 021).
    const markCompleted = quote.getByRole('button', {
      name: `Mark as completed: quote from ${visitor.fullName}`,
    })
    const markPending = quote.getByRole('button', { name: `Mark as pending: quote from ${visitor.fullName}` })
    await expect(markCompleted).toBeVisible()
    await expect(quote.getByText('Pending', { exact: true })).toBeVisible()
    const whatsApp = quote.getByRole('link', { name: `Reply on WhatsApp to ${visitor.fullName}` })
    await expect(whatsApp).toHaveAttribute('href', /^https:\/\/wa\.me\/923001234567\?text=/)
    const mail = new URL(
      (await quote
        .getByRole('link', { name: `Reply by e-mail to ${visitor.fullName}` })
        .getAttribute('href'))!,
    )
    expect(decodeURIComponent(mail.pathname)).toBe(visitor.email)
    expect(mail.searchParams.get('subject')).toBe(`Your quotation request: ${product.name}`)
    await expectNoSeriousA11yViolations(page)

    // Message Details, then the product's own details over it.
    await quote.getByRole('button', { name: `View quote from ${visitor.fullName}` }).click()
    const details = page.getByRole('dialog', { name: 'Message Details' })
    for (const text of [visitor.fullName, visitor.phoneNumber, visitor.email, visitor.address]) {
      await expect(details.getByText(text, { exact: true })).toBeVisible()
    }
    await expect(details.getByText('Price for 20 cartons,')).toBeVisible()
    await expect(details.getByText(product.productCode, { exact: true })).toBeVisible()
    await expect(details.getByText(categoryName, { exact: true })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await details.getByRole('button', { name: `${product.name} (open the product’s details)` }).click()
    const productDetails = page.getByRole('dialog', { name: 'Product Details' })
    await expect(productDetails.getByRole('heading', { name: product.name })).toBeVisible()
    await expect(productDetails.getByText('Washable head')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(productDetails).toBeHidden()
    await expect(details).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(details).toBeHidden()

    // Completed: the toggle, the table and the dashboard's card agree.
    await markCompleted.click()
    await expect(markPending).toBeVisible()
    await expect(quote.getByText('Completed', { exact: true })).toBeVisible()
    await expect(quote).not.toContainText('Waiting')
    await expect.poll(async () => (await storedQuote(visitor.email)).status).toBe('completed')
    await page.getByRole('link', { name: 'Dashboard' }).click()
    await expect(figure(page, 'Pending')).toHaveText(String(before.pending))
    await expect(figure(page, 'Completed')).toHaveText(String(before.completed + 1))
    await page.goBack()
    await expect(row(page, visitor.fullName)).toBeVisible()

    // The export: what the table shows, as a file Excel reads.
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^quotations-\d{4}-\d{2}-\d{2}\.csv$/)
    const bytes = fs.readFileSync((await file.path())!)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, ...rows] = parseCsv(bytes.toString('utf8').slice(1))
    expect(header).toEqual([...QUOTATION_CSV_HEADER])
    expect(rows).toEqual([
      [
        visitor.fullName,
        visitor.phoneNumber,
        visitor.email,
        visitor.address,
        visitor.message,
        product.name,
        product.productCode,
        categoryName,
        'Pakistan',
        'completed',
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      ],
    ])
    await expect(page.getByRole('status').filter({ hasText: /^Downloaded quotations-/ })).toBeVisible()

    // Delete, asked first.
    await row(page, visitor.fullName)
      .getByRole('button', { name: `Delete quote from ${visitor.fullName}` })
      .click()
    const confirm = page.getByRole('dialog', { name: 'Delete Quote' })
    await expect(confirm).toContainText(QUOTATION_MESSAGES.confirmDelete)
    await expectNoSeriousA11yViolations(page)
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(toast(page, 'Quote deleted successfully')).toBeVisible()
    await expect(confirm).toBeHidden()
    // The table's row; the phone's card list says the same below the md breakpoint, hidden here.
    await expect(page.getByRole('table').getByText('No quotes match.')).toBeVisible()
    expect(await counts()).toEqual(before)
    const gone = await api.delete(`/api/v1/quotation/${id}`, { headers: authHeaders(boss) })
    expect(gone.status()).toBe(404)
  })

  test('markup and script a visitor typed are shown as text in the table and the modal, and run nothing', async ({
    page,
  }) => {
    const fullName = `<img src=x onerror=window.__xss=1>${Date.now().toString(36)}`
    const message = '<script>window.__xss=2</script><b>bold?</b> & "quotes"'
    const visitor = { ...newVisitor(), fullName, message, address: '<svg onload=window.__xss=3>' }
    await sendQuoteFromContact(page, visitor)

    await openQuotes(page, boss, visitor.email)
    await expect(page.getByRole('rowheader', { name: fullName, exact: true })).toHaveText(fullName)
    await row(page, fullName)
      .getByRole('button', { name: `View quote from ${fullName}` })
      .click()
    const details = page.getByRole('dialog', { name: 'Message Details' })
    await expect(details.getByText(message, { exact: true })).toBeVisible()
    await expect(details.getByText(visitor.address, { exact: true })).toBeVisible()
    await expect(details.getByText(fullName, { exact: true })).toBeVisible()

    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
    await expect(
      page.locator('table img, table script, dialog img, dialog script, dialog svg[onload], dialog b'),
    ).toHaveCount(0)
  })

  test('an admin who may only change the status toggles it and sees no other control; a Member sees the status only', async ({
    page,
    browser,
  }) => {
    const role = uniqueName('E2E Quote Desk ')
    const made = await api.post('/api/v1/permission/create', {
      headers: authHeaders(boss),
      data: { role, permissions: { quotations: { statusChange: true } } },
    })
    expect(made.status(), await made.text()).toBe(201)
    const clerk = await registerAdmin(api, boss, { prefix: 'e2equote', fullName: 'Quote Clerk', role })
    const visitor = { ...newVisitor(), fullName: uniqueName('Omar Desk '), phoneNumber: '05012345678' }
    const sent = await api.post('/api/v1/quotation/create', { data: { product: product._id, ...visitor } })
    expect(sent.status(), await sent.text()).toBe(201)
    madeQuotes.push((await sent.json()).data._id)

    await openQuotes(page, clerk, visitor.email)
    const quote = row(page, visitor.fullName)
    await expect(quote).toContainText('UAE')
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0)
    const markCompleted = quote.getByRole('button', {
      name: `Mark as completed: quote from ${visitor.fullName}`,
    })
    const markPending = quote.getByRole('button', { name: `Mark as pending: quote from ${visitor.fullName}` })
    await markCompleted.click()
    await expect(markPending).toBeVisible()
    await expect(quote.getByText('Completed', { exact: true })).toBeVisible()
    await page.reload()
    await expect(markPending).toBeVisible()
    await markPending.click()
    await expect(markCompleted).toBeVisible()
    await expect(quote.getByText('Pending', { exact: true })).toBeVisible()

    const member = await registerAdmin(api, boss, { prefix: 'e2equotem', fullName: 'Quote Reader' })
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
    const memberPage = await context.newPage()
    try {
      await openQuotes(memberPage, member, visitor.email)
      const seen = row(memberPage, visitor.fullName)
      await expect(seen.getByText('Pending', { exact: true })).toBeVisible()
      await expect(memberPage.getByRole('button', { name: /^Mark as / })).toHaveCount(0)
      await expect(memberPage.getByRole('button', { name: /^Delete / })).toHaveCount(0)
      await expect(seen.getByRole('button', { name: `View quote from ${visitor.fullName}` })).toBeVisible()
    } finally {
      await context.close()
    }
  })
})
