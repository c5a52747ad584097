import type { APIRequestContext, Page } from '@playwright/test'

import { authHeaders, loginThroughApi, newApiContext, type ApiSession } from './back-office-helpers'
import { newVisitor, type Visitor } from './enquiry-helpers'
import { E2E_ADMIN, expect, openDatabase, test, uniqueName } from './fixtures'

/**
 * What the customer's offer page specs share (decision record 021): offers made through the API as
 * staff make them, the stored first opening, the page's forms, and where screenshots go (only when
 * E2E_SHOTS_DIR names a folder). A spec file calls withOfferApi() for the staff session.
 */

/** A screenshot of the page as it is, when E2E_SHOTS_DIR asks for them. */
export async function shot(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS_DIR
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true })
}

/** The offer the task describes: 10 × PKR 1,250 with 18 % GST. */
export const OFFER_BODY = {
  currency: 'PKR',
  lines: [{ description: 'Floor cleaner 5 L', quantity: 10, unitPrice: '1250' }],
  taxPercent: '18',
  taxName: 'GST',
  paymentTerms: '50 % advance',
  send: true,
}

/** 'YYYY-MM-DD' `days` from today. */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** "9 December 2026", as the page writes a calendar date. */
export const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`))

/** Today as the page dates an answer given now (the company's time zone). */
export const answerDay = () =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Karachi',
  }).format(new Date())

export interface SentOffer {
  /** The customer's page, as a path on the test server. */
  path: string
  title: string
  quotationId: string
  visitor: Visitor
}

let api: APIRequestContext
let boss: ApiSession
let productId = ''

/** A catalogue product to put on an offer's line. */
export const quotedProductId = () => productId

/**
 * The staff session offers are made with, opened before a spec file's tests and closed after. Each
 * spec file calls it: a module is loaded once per worker, so hooks it registered by itself would
 * serve only the first file.
 */
export function withOfferApi() {
  test.beforeAll(async () => {
    api = await newApiContext()
    boss = await loginThroughApi(api, E2E_ADMIN.username, E2E_ADMIN.password)
    const response = await api.get('/api/v1/product')
    expect(response.status()).toBe(200)
    productId = ((await response.json()) as { data: Array<{ _id: string }> }).data[0]!._id
  })

  test.afterAll(async () => {
    await api.dispose()
  })
}

/** A visitor's quotation, as the contact form sends it; its id as staff find it by the e-mail address. */
export async function newQuotation(): Promise<{ quotationId: string; visitor: Visitor }> {
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
export async function sendOffer(
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

export async function newOffer(body?: Record<string, unknown>): Promise<SentOffer> {
  const { quotationId, visitor } = await newQuotation()
  return { ...(await sendOffer(quotationId, body)), quotationId, visitor }
}

export const tokenOf = (path: string) => path.split('/').pop()!

/** When the API recorded the customer's first opening of the offer, or null. */
export function openedAt(quotationId: string): string | null {
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

export const acceptForm = (page: Page) => page.getByRole('form', { name: 'Accept this quotation' })
export const declineForm = (page: Page) => page.getByRole('form', { name: 'Decline this quotation' })
export const forms = (page: Page) => page.getByRole('form')

/** No sideways scrolling: the page is no wider than the window. */
export const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth)
