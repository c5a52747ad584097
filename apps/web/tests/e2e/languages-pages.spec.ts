import { QUOTE_FORM_MESSAGES } from '@gwp/contracts'

import { apiActiveProducts, clickUntil } from './catalog-home-helpers'
import { newVisitor, openPage, typeInto } from './enquiry-helpers'
import { expect, expectNoSeriousA11yViolations, openDatabase, test } from './fixtures'
import { say } from './language-helpers'

test.describe('pages in Urdu and Arabic', () => {
  test('the Arabic quote form says what is missing in Arabic, then sends the quotation in Arabic', async ({
    page,
    request,
  }) => {
    const product = (await apiActiveProducts(request, '?lang=ar'))[0]!
    await openPage(page, '/ar/contact')
    const form = page.getByRole('form', { name: say('ar', 'Request a quote') })
    const submit = form.getByRole('button', { name: say('ar', 'Submit') })

    await submit.click()
    await expect(form.getByRole('alert')).toHaveText(
      [
        QUOTE_FORM_MESSAGES.productRequired,
        QUOTE_FORM_MESSAGES.fullNameRequired,
        QUOTE_FORM_MESSAGES.phoneRequired,
        QUOTE_FORM_MESSAGES.emailRequired,
        QUOTE_FORM_MESSAGES.addressRequired,
      ].map((message) => say('ar', message)),
    )
    await expectNoSeriousA11yViolations(page)

    // The product picker finds the product by its Arabic name.
    const picker = form.getByRole('combobox', { name: say('ar', 'Product') })
    await typeInto(picker, product.name.slice(0, 4))
    await page.getByRole('option', { name: product.name, exact: true }).click()
    const visitor = newVisitor()
    const textbox = (label: string) => form.getByRole('textbox', { name: say('ar', label), exact: true })
    await typeInto(textbox('Full Name'), 'عائشة مالك')
    await typeInto(textbox('Phone Number'), visitor.phoneNumber)
    await typeInto(textbox('Email'), visitor.email)
    await typeInto(textbox('Address'), 'شارع الشيخ زايد، دبي')
    await submit.click()
    await expect(form.getByText(say('ar', 'Quote submitted successfully!'))).toBeVisible()

    const db = openDatabase()
    const stored = db
      .prepare('SELECT language, product_id AS product FROM quotations WHERE email = ?')
      .get(visitor.email)
    db.close()
    expect(stored).toEqual({ language: 'ar', product: product._id })
  })

  test('the quick view reads right to left in Urdu and leads to the Urdu product page', async ({
    page,
    request,
  }) => {
    const product = (await apiActiveProducts(request, '?lang=ur&limit=6'))[0]!
    await page.goto('/ur')
    await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 5_000 })
    const open = page.getByRole('button', { name: say('ur', 'Quick view {name}', { name: product.name }) })
    const dialog = page.getByRole('dialog', { name: product.name })
    await clickUntil(page, open, () => expect(dialog).toBeVisible({ timeout: 500 }))

    await expect(dialog).toHaveCSS('direction', 'rtl')
    await expect(dialog.getByRole('link', { name: say('ur', 'View Full Details') })).toHaveAttribute(
      'href',
      `/ur/product/${product._id}`,
    )
    await expectNoSeriousA11yViolations(page)
    await dialog.getByRole('button', { name: say('ur', 'Close') }).click()
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()
  })

  test('a product page in Arabic keeps its code left to right and offers the quote in Arabic', async ({
    page,
    request,
  }) => {
    const product = (await apiActiveProducts(request, '?lang=ar'))[0]!
    await page.goto(`/ar/product/${product._id}`)
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    const code = page.getByText(product.productCode, { exact: true }).first()
    await expect(code).toBeVisible()
    expect(await code.evaluate((node) => getComputedStyle(node).direction)).toBe('ltr')
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(structured.join('\n')).toContain('"inLanguage":"ar"')
    await expectNoSeriousA11yViolations(page)

    const quote = page.getByRole('button', { name: say('ar', 'Get Quote') })
    const dialog = page.getByRole('dialog', { name: say('ar', 'Get a Quote') })
    await clickUntil(page, quote, () => expect(dialog).toBeVisible({ timeout: 500 }))
    await expect(dialog.getByRole('textbox', { name: say('ar', 'Product') })).toHaveValue(product.name)
  })
})
