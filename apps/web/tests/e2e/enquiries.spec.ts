import { ENQUIRY_MESSAGES, HONEYPOT_FIELD, QUOTE_FORM_MESSAGES, QUOTE_MODAL_MESSAGES } from '@gwp/contracts'
import type { Locator, Page, Request } from '@playwright/test'

import { createTestCatalog, type TestCatalog } from './catalog-data'
import { expect, expectNoSeriousA11yViolations, openDatabase, outbox, test, uniqueName } from './fixtures'

interface ApiProduct {
  _id: string
  name: string
}

const QUOTE_PATH = '/api/v1/quotation/create'
const CATALOG_PATH = '/api/v1/catalog/send-catalog'
const PRODUCTS_PATH = '/api/v1/product'

/** The browser's own line when a request answers 4xx/5xx, and the picker's log of a failed list. */
const FAILED_RESOURCE = /Failed to load resource/

/** Clicks on buttons do nothing until React has hydrated the page; links work either way. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main')
    return !!main && Object.keys(main).some((key) => key.startsWith('__react'))
  })
}

async function openPage(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

/** Every product a visitor may ask about, sorted by name as the picker lists them. */
async function quoteProducts(page: Page): Promise<ApiProduct[]> {
  const response = await page.request.get(PRODUCTS_PATH)
  expect(response.status()).toBe(200)
  const { data } = (await response.json()) as { data: ApiProduct[] }
  return data.map(({ _id, name }) => ({ _id, name })).sort((a, b) => a.name.localeCompare(b.name))
}

const quoteForm = (page: Page) => page.getByRole('form', { name: 'Request a quote' })
const picker = (scope: Page | Locator) => scope.getByRole('combobox', { name: 'Product' })
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Products' })
const field = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true })
const submitButton = (scope: Page | Locator) => scope.getByRole('button', { name: 'Submit' })

/** Types into a field as a person does, key by key. */
async function typeInto(locator: Locator, text: string) {
  await locator.click()
  await locator.pressSequentially(text)
}

/** Searches the picker and clicks the product's option. */
async function pickProduct(page: Page, scope: Page | Locator, search: string, name: string) {
  await typeInto(picker(scope), search)
  await listbox(page).getByRole('option', { name, exact: true }).click()
  await expect(picker(scope)).toHaveValue(name)
}

interface Visitor {
  fullName: string
  phoneNumber: string
  email: string
  address: string
  message: string
}

function newVisitor(): Visitor {
  return {
    fullName: 'Ayesha Malik',
    phoneNumber: '03001234567',
    email: `${uniqueName('visitor')}@example.com`,
    address: '12 Mall Road, Lahore',
    message: 'Price for 20 cartons, please.',
  }
}

async function typeVisitor(scope: Page | Locator, visitor: Visitor, messageLabel: string) {
  await typeInto(field(scope, 'Full Name'), visitor.fullName)
  await typeInto(field(scope, 'Phone Number'), visitor.phoneNumber)
  await typeInto(field(scope, 'Email'), visitor.email)
  await typeInto(field(scope, 'Address'), visitor.address)
  await typeInto(field(scope, messageLabel), visitor.message)
}

/** A route that holds its requests until `release`, so the sending state can be seen. */
async function holdRequests(page: Page, path: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**${path}`, async (route) => {
    await released
    await route.continue()
  })
  return release
}

function storedQuotation(email: string) {
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

function potentialCustomer(email: string) {
  const db = openDatabase()
  try {
    return db
      .prepare('SELECT source, visit_count AS visitCount FROM potential_customers WHERE email_key = ?')
      .get(email.toLowerCase())
  } finally {
    db.close()
  }
}

test.describe('quote form', () => {
  test('shows each rule’s message on submit and follows the visitor’s corrections', async ({ page }) => {
    const sent: Request[] = []
    page.on('request', (request) => {
      if (request.url().endsWith(QUOTE_PATH)) sent.push(request)
    })
    await openPage(page, '/contact')
    const form = quoteForm(page)

    await submitButton(form).click()
    await expect(form.getByRole('alert')).toHaveText([
      QUOTE_FORM_MESSAGES.productRequired,
      QUOTE_FORM_MESSAGES.fullNameRequired,
      QUOTE_FORM_MESSAGES.phoneRequired,
      QUOTE_FORM_MESSAGES.emailRequired,
      QUOTE_FORM_MESSAGES.addressRequired,
    ])
    // Each message belongs to its field, and the cursor goes to the first field to fix.
    await expect(picker(form)).toBeFocused()
    await expect(picker(form)).toHaveAttribute('aria-invalid', 'true')
    await expect(field(form, 'Full Name')).toHaveAttribute('aria-invalid', 'true')
    await expect(field(form, 'Full Name')).toHaveAccessibleDescription(QUOTE_FORM_MESSAGES.fullNameRequired)
    await expect(field(form, 'Message (optional)')).not.toHaveAttribute('aria-invalid', 'true')
    await expectNoSeriousA11yViolations(page)

    await typeInto(field(form, 'Full Name'), 'Ali')
    await expect(form.getByText(QUOTE_FORM_MESSAGES.fullNameRequired)).toHaveCount(0)
    await expect(field(form, 'Full Name')).not.toHaveAttribute('aria-invalid', 'true')

    await typeInto(field(form, 'Phone Number'), '0300123456')
    await expect(field(form, 'Phone Number')).toHaveAccessibleDescription(QUOTE_FORM_MESSAGES.phoneDigits)
    await field(form, 'Phone Number').pressSequentially('7')
    await expect(form.getByText(QUOTE_FORM_MESSAGES.phoneDigits)).toHaveCount(0)
    await field(form, 'Phone Number').pressSequentially('8')
    await expect(field(form, 'Phone Number')).toHaveAccessibleDescription(QUOTE_FORM_MESSAGES.phoneDigits)
    await field(form, 'Phone Number').press('Backspace')

    await typeInto(field(form, 'Email'), 'ali@example')
    await expect(field(form, 'Email')).toHaveAccessibleDescription(QUOTE_FORM_MESSAGES.emailInvalid)
    await field(form, 'Email').pressSequentially('.com')
    await expect(form.getByText(QUOTE_FORM_MESSAGES.emailInvalid)).toHaveCount(0)

    await typeInto(field(form, 'Address'), 'A'.repeat(76))
    await expect(field(form, 'Address')).toHaveAccessibleDescription(QUOTE_FORM_MESSAGES.addressTooLong)
    await field(form, 'Address').press('Backspace')
    await expect(form.getByText(QUOTE_FORM_MESSAGES.addressTooLong)).toHaveCount(0)

    // Only the product is left to choose: nothing has gone to the server.
    await submitButton(form).click()
    await expect(form.getByRole('alert')).toHaveText([QUOTE_FORM_MESSAGES.productRequired])
    expect(sent).toHaveLength(0)
  })

  test('sends the quote from Home, empties the form and shows the success message for 3 s', async ({
    page,
  }) => {
    const [product] = await quoteProducts(page)
    const visitor = newVisitor()
    await openPage(page, '/')
    const form = quoteForm(page)

    await pickProduct(page, form, product!.name.slice(0, 6).toLowerCase(), product!.name)
    await typeVisitor(form, visitor, 'Message (optional)')

    const release = await holdRequests(page, QUOTE_PATH)
    const request = page.waitForRequest((r) => r.url().endsWith(QUOTE_PATH))
    await submitButton(form).click()
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
    expect((await request).postDataJSON()).toEqual({
      product: product!._id,
      ...visitor,
      [HONEYPOT_FIELD]: '',
    })
    release()

    const success = form.getByRole('status').filter({ hasText: ENQUIRY_MESSAGES.quoteSubmitted })
    await expect(success).toBeVisible()
    for (const name of ['Full Name', 'Phone Number', 'Email', 'Address', 'Message (optional)']) {
      await expect(field(form, name)).toHaveValue('')
    }
    await expect(picker(form)).toHaveValue('')
    await expect(picker(form)).toBeEditable()
    await expect(submitButton(form)).toBeEnabled()
    await expect(form.getByRole('alert')).toHaveCount(0)

    // Shown for 3 s (public-site.md §9), then gone.
    await page.waitForTimeout(2_500)
    await expect(success).toBeVisible()
    await expect(success).toBeHidden({ timeout: 1_500 })

    expect(storedQuotation(visitor.email)).toEqual([{ product: product!._id, ...visitor, status: 'pending' }])
    expect(potentialCustomer(visitor.email)).toEqual({ source: 'quotation', visitCount: 1 })
  })

  test.describe('when the server refuses', () => {
    test.use({ allowConsole: FAILED_RESOURCE })

    async function fillWholeForm(page: Page) {
      const [product] = await quoteProducts(page)
      await openPage(page, '/contact')
      const form = quoteForm(page)
      await pickProduct(page, form, product!.name.slice(0, 5), product!.name)
      const visitor = newVisitor()
      await typeVisitor(form, visitor, 'Message (optional)')
      return { form, product: product!, visitor }
    }

    async function expectKept(form: Locator, product: ApiProduct, visitor: Visitor) {
      await expect(picker(form)).toHaveValue(product.name)
      await expect(field(form, 'Full Name')).toHaveValue(visitor.fullName)
      await expect(field(form, 'Phone Number')).toHaveValue(visitor.phoneNumber)
      await expect(field(form, 'Email')).toHaveValue(visitor.email)
      await expect(field(form, 'Address')).toHaveValue(visitor.address)
      await expect(field(form, 'Message (optional)')).toHaveValue(visitor.message)
    }

    test('a server error says so and keeps everything typed', async ({ page }) => {
      const { form, product, visitor } = await fillWholeForm(page)
      await page.route(`**${QUOTE_PATH}`, (route) =>
        route.fulfill({ status: 500, json: { success: false, message: 'Internal Server Error' } }),
      )
      await submitButton(form).click()
      await expect(form.getByRole('alert')).toHaveText(ENQUIRY_MESSAGES.quoteFailed)
      await expectKept(form, product, visitor)
      await expect(form.getByText(ENQUIRY_MESSAGES.quoteSubmitted)).toHaveCount(0)
      await expect(submitButton(form)).toBeEnabled()
    })

    test('a network failure says so too', async ({ page }) => {
      const { form, product, visitor } = await fillWholeForm(page)
      await page.route(`**${QUOTE_PATH}`, (route) => route.abort('internetdisconnected'))
      await submitButton(form).click()
      await expect(form.getByRole('alert')).toHaveText(ENQUIRY_MESSAGES.quoteFailed)
      await expectKept(form, product, visitor)
    })

    test('the server’s field messages appear under their fields', async ({ page }) => {
      const { form, product, visitor } = await fillWholeForm(page)
      await page.route(`**${QUOTE_PATH}`, (route) =>
        route.fulfill({
          status: 400,
          json: {
            success: false,
            message: 'Validation failed',
            errors: { product: ENQUIRY_MESSAGES.productUnavailable },
          },
        }),
      )
      await submitButton(form).click()
      await expect(picker(form)).toHaveAccessibleDescription(
        new RegExp(`${ENQUIRY_MESSAGES.productUnavailable}$`),
      )
      await expect(form.getByRole('alert')).toHaveText([
        ENQUIRY_MESSAGES.productUnavailable,
        ENQUIRY_MESSAGES.quoteFailed,
      ])
      await expectKept(form, product, visitor)
      // The message stays until the product is changed.
      await field(form, 'Full Name').pressSequentially('a')
      await expect(form.getByText(ENQUIRY_MESSAGES.productUnavailable)).toBeVisible()
      await form.getByRole('button', { name: `Clear ${product.name}` }).click()
      await expect(form.getByRole('alert')).toHaveText([
        QUOTE_FORM_MESSAGES.productRequired,
        ENQUIRY_MESSAGES.quoteFailed,
      ])
    })

    test('too many requests shows the server’s message', async ({ page }) => {
      const { form } = await fillWholeForm(page)
      await page.route(`**${QUOTE_PATH}`, (route) =>
        route.fulfill({ status: 429, json: { success: false, message: ENQUIRY_MESSAGES.tooManyQuotes } }),
      )
      await submitButton(form).click()
      await expect(form.getByRole('alert')).toHaveText(ENQUIRY_MESSAGES.tooManyQuotes)
    })
  })

  test('keeps its honeypot out of sight, out of the tab order and out of the accessibility tree', async ({
    page,
  }) => {
    await openPage(page, '/contact')
    const form = quoteForm(page)
    const honeypot = form.locator(`input[name="${HONEYPOT_FIELD}"]`)
    await expect(honeypot).toHaveAttribute('tabindex', '-1')
    await expect(honeypot).toHaveAttribute('autocomplete', 'off')
    await expect(honeypot).not.toBeInViewport()
    await expect(form.getByRole('textbox', { name: 'Website' })).toHaveCount(0)
    await field(form, 'Message (optional)').focus()
    await page.keyboard.press('Tab')
    await expect(submitButton(form)).toBeFocused()
  })

  test('/contact?product= starts the form with that product chosen', async ({ page }) => {
    const products = await quoteProducts(page)
    const product = products[products.length - 1]!
    await openPage(page, `/contact?product=${product._id}`)
    await expect(picker(quoteForm(page))).toHaveValue(product.name)
    await expect(picker(quoteForm(page))).not.toBeEditable()

    // An unknown product is simply not chosen.
    await openPage(page, '/contact?product=no-such-product')
    await expect(picker(quoteForm(page))).toHaveValue('')
  })
})

test.describe('product picker', () => {
  test('filters by name whatever the case, and a typed search that matches nothing says so', async ({
    page,
  }) => {
    const products = await quoteProducts(page)
    const glass = products.filter((p) => p.name.toLowerCase().includes('glass')).map((p) => p.name)
    expect(glass.length).toBeGreaterThan(1)
    const requests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === PRODUCTS_PATH) requests.push(request.url())
    })
    await openPage(page, '/contact')
    const combobox = picker(quoteForm(page))
    // The list is not part of the page; it is fetched when the field is first used.
    expect(requests).toHaveLength(0)

    await typeInto(combobox, 'GLASS')
    await expect(combobox).toHaveAttribute('aria-expanded', 'true')
    await expect(listbox(page).getByRole('option')).toHaveText(glass)
    await combobox.clear()
    await combobox.pressSequentially('gLaSs')
    await expect(listbox(page).getByRole('option')).toHaveText(glass)

    await combobox.pressSequentially('-no-such-thing')
    await expect(page.getByRole('status').filter({ hasText: 'No products match your search' })).toBeVisible()
    await expect(listbox(page)).toBeHidden()
    await expect(combobox).toHaveAttribute('aria-expanded', 'false')
    expect(requests).toHaveLength(1)
  })

  test('picks with the keyboard: arrows move, Enter picks, Escape closes', async ({ page }) => {
    const products = await quoteProducts(page)
    const glass = products.filter((p) => p.name.toLowerCase().includes('glass'))
    await openPage(page, '/contact')
    const combobox = picker(quoteForm(page))
    const options = listbox(page).getByRole('option')

    await combobox.focus()
    await page.keyboard.type('glass')
    await expect(options).toHaveCount(glass.length)
    await page.keyboard.press('Escape')
    await expect(listbox(page)).toBeHidden()
    await expect(combobox).toHaveValue('glass')

    await page.keyboard.press('ArrowDown')
    await expect(listbox(page)).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(1).getAttribute('id'))!,
    )
    await page.keyboard.press('ArrowUp')
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'false')

    await page.keyboard.press('Enter')
    await expect(combobox).toHaveValue(glass[0]!.name)
    await expect(combobox).not.toBeEditable()
    await expect(listbox(page)).toBeHidden()
    // Enter picked; it did not submit the form.
    await expect(quoteForm(page).getByRole('alert')).toHaveCount(0)
  })

  test('a pick is fixed until Clear, and a click outside closes the list', async ({ page }) => {
    const products = await quoteProducts(page)
    const product = products[0]!
    await openPage(page, '/contact')
    const form = quoteForm(page)
    const combobox = picker(form)

    await combobox.click()
    await expect(listbox(page).getByRole('option').first()).toBeVisible()
    await page.getByRole('heading', { name: "We're here to help" }).click()
    await expect(listbox(page)).toBeHidden()
    await expect(combobox).toHaveAttribute('aria-expanded', 'false')

    await pickProduct(page, form, product.name.toUpperCase(), product.name)
    await expect(combobox).not.toBeEditable()
    await combobox.click()
    await expect(listbox(page)).toBeHidden()

    await form.getByRole('button', { name: `Clear ${product.name}` }).click()
    await expect(combobox).toHaveValue('')
    await expect(combobox).toBeEditable()
    await expect(combobox).toBeFocused()
  })

  test.describe('with a long product list', () => {
    let catalog: TestCatalog
    test.beforeAll(() => {
      catalog = createTestCatalog('Picker')
    })
    test.afterAll(() => catalog.remove())

    test('draws the first 50 matches and says how many there are', async ({ page }) => {
      const products = await quoteProducts(page)
      expect(products.length).toBeGreaterThan(50)
      await openPage(page, '/contact')
      await picker(quoteForm(page)).click()
      await expect(listbox(page).getByRole('option')).toHaveCount(50)
      await expect(listbox(page).getByRole('option').first()).toHaveText(products[0]!.name)
      await expect(
        page.getByText(`Showing the first 50 of ${products.length} matches. Keep typing to narrow the list.`),
      ).toBeVisible()

      await picker(quoteForm(page)).pressSequentially('paging sub product 1')
      await expect(listbox(page).getByRole('option')).toHaveCount(5)
      await expect(page.getByText(/^Showing the first/)).toHaveCount(0)
    })
  })

  test.describe('when the list cannot be loaded', () => {
    test.use({ allowConsole: /Failed to load/ })

    test('says so, and tries again when opened again', async ({ page }) => {
      await page.route(`**${PRODUCTS_PATH}`, (route) =>
        route.fulfill({ status: 500, json: { success: false, message: 'Internal Server Error' } }),
      )
      await openPage(page, '/contact')
      const combobox = picker(quoteForm(page))
      await combobox.click()
      await expect(page.getByRole('alert').filter({ hasText: ENQUIRY_MESSAGES.productsFailed })).toBeVisible()
      await expect(listbox(page)).toBeHidden()

      await page.unroute(`**${PRODUCTS_PATH}`)
      await page.getByRole('heading', { name: "We're here to help" }).click()
      await combobox.click()
      await expect(listbox(page).getByRole('option').first()).toBeVisible()
      await expect(page.getByText(ENQUIRY_MESSAGES.productsFailed)).toHaveCount(0)
    })
  })
})

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

    await submitButton(dialog).click()
    const success = dialog.getByRole('status').filter({ hasText: ENQUIRY_MESSAGES.quoteSubmitted })
    await expect(success).toBeVisible()
    await page.waitForTimeout(1_500)
    await expect(dialog).toBeVisible()
    await expect(dialog).toBeHidden({ timeout: 1_500 })
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
    await typeInto(emailBox(page), 'not-an-address')
    await page.keyboard.press('Enter')
    await expect(toast(page, ENQUIRY_MESSAGES.catalogEmailInvalid)).toHaveCount(2)
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
    expect((await request).postDataJSON()).toEqual({ email, [HONEYPOT_FIELD]: '' })
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

test.describe('contact page', () => {
  test('has the help text, the quote form and both offices with e-mail, phone and chat links', async ({
    page,
  }) => {
    await page.goto('/contact')
    await expect(page).toHaveTitle('Contact | GWP')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
    await expect(page.getByRole('heading', { name: "We're here to help" })).toBeVisible()
    await expect(quoteForm(page)).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contact$/)

    const locations = page.getByRole('region', { name: 'Our Locations' })
    const offices = [
      {
        name: 'Pakistan',
        city: 'Lahore, Punjab',
        email: 'info@gwp.pk',
        tel: 'tel:+924235000000',
        chat: 'https://wa.me/924235000000',
      },
      {
        name: 'UAE',
        city: 'Dubai',
        email: 'info@gwp.ae',
        tel: 'tel:+97140000000',
        chat: 'https://wa.me/97140000000',
      },
    ]
    for (const office of offices) {
      const card = locations.getByRole('article', { name: office.name })
      await expect(card).toContainText(office.city)
      await expect(card.locator('address')).toBeVisible()
      await expect(card.getByRole('link', { name: /^Email / })).toHaveAttribute(
        'href',
        `mailto:${office.email}`,
      )
      await expect(card.getByRole('link', { name: /^Call / })).toHaveAttribute('href', office.tel)
      const chat = card.getByRole('link', { name: /^Chat on WhatsApp/ })
      await expect(chat).toHaveAttribute('href', office.chat)
      await expect(chat).toHaveAttribute('target', '_blank')
      await expect(chat).toHaveAttribute('rel', /noopener/)
    }
  })
})
