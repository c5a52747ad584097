import { ENQUIRY_MESSAGES, HONEYPOT_FIELD, QUOTE_FORM_MESSAGES } from '@gwp/contracts'
import type { Locator, Page, Request } from '@playwright/test'

import { createTestCatalog, type TestCatalog } from './catalog-data'
import {
  type ApiProduct,
  QUOTE_PATH,
  PRODUCTS_PATH,
  FAILED_RESOURCE,
  openPage,
  quoteProducts,
  quoteForm,
  picker,
  listbox,
  field,
  submitButton,
  typeInto,
  pickProduct,
  type Visitor,
  newVisitor,
  typeVisitor,
  holdRequests,
  timeOnScreen,
  storedQuotation,
  potentialCustomer,
} from './enquiry-helpers'
import { expect, expectNoSeriousA11yViolations, test } from './fixtures'

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
    const shownFor = await timeOnScreen(page, ENQUIRY_MESSAGES.quoteSubmitted)
    await submitButton(form).click()
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
    expect((await request).postDataJSON()).toEqual({
      product: product!._id,
      ...visitor,
      [HONEYPOT_FIELD]: '',
      language: 'en',
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

    // Shown for 3 s (docs/requirements/enquiries.md#limits), then gone; the page may paint it a little after
    // its timer starts.
    await expect(success).toBeHidden({ timeout: 6_000 })
    expect(await shownFor()).toBeGreaterThanOrEqual(2_500)
    expect(await shownFor()).toBeLessThan(3_600)

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
