import fs from 'node:fs'

import { POTENTIAL_CUSTOMER_CSV_HEADER, type DashboardCharts } from '@gwp/contracts'
import type { APIRequestContext, Page } from '@playwright/test'

import {
  authHeaders,
  loginThroughApi,
  newApiContext,
  seedSession,
  type ApiSession,
} from './back-office-helpers'
import { CATALOG_PATH, QUOTE_PATH } from './enquiry-helpers'
import {
  E2E_ADMIN,
  expect,
  expectNoSeriousA11yViolations,
  test,
  uniqueName,
  waitForHydration,
} from './fixtures'

/**
 * Potential customers and the dashboard's charts (docs/requirements/enquiries.md#customers-section; decision
 * record 009) as staff use them: a visitor's quotation makes a potential customer, found from the dashboard's
 * card and by the start of the address; the visitor's catalogue request raises the visit count; the export
 * downloads the CSV of what the search finds; the charts' tables show this week's quotations. The enquiries
 * go through the API (the public forms have their own specs), one of each kind, as few as the journey
 * needs: the forms are limited per hour and per IP address, and the other specs send theirs too.
 */

// Journeys of several steps, with axe runs on the way.
test.slow()

let api: APIRequestContext
let boss: ApiSession
/** Typed with capitals, as visitors do; the back office finds it whatever the case. */
const visitorEmail = `${uniqueName('E2E.Customer')}@Example.com`

test.beforeAll(async () => {
  api = await newApiContext()
  boss = await loginThroughApi(api, E2E_ADMIN.username, E2E_ADMIN.password)
  const products = await api.get('/api/v1/product')
  const [product] = (await products.json()).data as Array<{ _id: string }>
  expect(product, 'the demo catalogue has a product to ask about').toBeDefined()
  const quote = await api.post(QUOTE_PATH, {
    data: {
      product: product!._id,
      fullName: 'Sana Customer',
      phoneNumber: '03001234567',
      email: visitorEmail,
      address: '12 Mall Road, Lahore',
      message: 'Price for 20 cartons, please.',
    },
  })
  expect(quote.status(), await quote.text()).toBe(201)
})

test.afterAll(async () => {
  await api.dispose()
})

async function openDashboard(page: Page) {
  await seedSession(page, boss)
  await page.goto('/admin')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
}

const customersTable = (page: Page) => page.getByRole('table', { name: /^Potential customers/ })

test('a visitor becomes a potential customer that staff open from the dashboard, search and export', async ({
  page,
}) => {
  await openDashboard(page)
  // The card is the way in (the section has no menu entry), by keyboard as by mouse.
  const cardLink = page
    .getByRole('region', { name: 'Potential Customers', exact: true })
    .getByRole('link', { name: 'Potential Customers' })
  await cardLink.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\?section=potential-customers$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Potential Customers' })).toBeVisible()
  await expect(customersTable(page).getByRole('row')).not.toHaveCount(1)
  await expectNoSeriousA11yViolations(page)

  // The start of the address, in another case, finds the one row.
  const start = visitorEmail.slice(0, visitorEmail.indexOf('@')).toLowerCase()
  await page.getByRole('searchbox', { name: 'Search by email' }).fill(start)
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(start)}`))
  const row = customersTable(page).getByRole('row', { name: new RegExp(visitorEmail.replaceAll('.', '\\.')) })
  await expect(customersTable(page).getByRole('row')).toHaveCount(2)
  // Engaged At, Source, Visit Count (the address is the row's header), and the visitor's language.
  await expect(row.getByRole('cell')).toHaveText([/\d{4}/, 'quotation', '1', 'English'])

  // The same visitor asks for the catalogue: one row still, visited twice; the search survives a reload.
  const catalogue = await api.post(CATALOG_PATH, { data: { email: visitorEmail.toUpperCase() } })
  expect(catalogue.status(), await catalogue.text()).toBe(200)
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByRole('searchbox', { name: 'Search by email' })).toHaveValue(start)
  await expect(customersTable(page).getByRole('row')).toHaveCount(2)
  await expect(row.getByRole('cell').nth(2)).toHaveText('2')

  // Export: the CSV of what the search finds, read back as Excel would.
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^potential-customers-\d{4}-\d{2}-\d{2}\.csv$/)
  const bytes = fs.readFileSync(await download.path())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = bytes.toString('utf8').slice(1).split('\r\n')
  expect(lines[0]).toBe(POTENTIAL_CUSTOMER_CSV_HEADER.join(','))
  expect(lines.slice(1)).toEqual([
    expect.stringMatching(new RegExp(`^${visitorEmail.replaceAll('.', '\\.')},[^,]+,quotation,2,`)),
    '',
  ])
  await expect(
    page.getByRole('status').filter({ hasText: /^Downloaded potential-customers-/ }),
  ).toBeAttached()
})

test('the dashboard charts show the weeks’ quotations and the customers by source in their tables', async ({
  page,
}) => {
  const response = await api.get('/api/v1/count/charts', { headers: authHeaders(boss) })
  expect(response.status()).toBe(200)
  const charts = (await response.json()).data as DashboardCharts
  const thisWeek = charts.quotationsByWeek.at(-1)!
  // At least the quotation this file sent.
  expect(thisWeek.pending).toBeGreaterThan(0)

  await openDashboard(page)
  const weeks = page.getByRole('table', { name: /^Quotations per week, the last 12 weeks/ })
  await expect(weeks.getByRole('row')).toHaveCount(13)
  await expect(weeks.getByRole('row').last().getByRole('cell')).toHaveText([
    String(thisWeek.pending),
    String(thisWeek.completed),
    String(thisWeek.pending + thisWeek.completed),
  ])
  const sources = page.getByRole('table', { name: 'Potential customers by source' })
  for (const { source, count } of charts.customersBySource) {
    const label = source.charAt(0).toUpperCase() + source.slice(1)
    await expect(
      sources
        .getByRole('row', { name: new RegExp(`^${label} `) })
        .getByRole('cell')
        .first(),
    ).toHaveText(String(count))
  }
  // The pictures are drawn, and hidden from screen readers, which read the tables instead.
  const chartCard = page.getByRole('region', { name: 'Quotations per week' })
  await expect(chartCard.locator('svg[aria-hidden="true"] rect').first()).toBeVisible()
  await expect(chartCard.getByText('Pending', { exact: false }).first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
