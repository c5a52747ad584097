import { readCatalogueFiles } from '../../app/i18n/catalogue-files'
import { expect, test } from './fixtures'
import { newOffer, withOfferApi } from './offer-helpers'

withOfferApi()

const arabic = Object.values(readCatalogueFiles().ar)
/** The Arabic page's words for an English message, with its arguments filled in. */
const say = (id: string, values: Record<string, string> = {}) => {
  const text = arabic.map((area) => area.get(id)).find((found) => found !== undefined)
  if (text === undefined) throw new Error(`no Arabic entry "${id}"`)
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`)
}

test.describe('the customer’s offer page in Arabic', () => {
  test('reads right to left and, without JavaScript, takes the acceptance back to the Arabic page', async ({
    browser,
  }) => {
    const offer = await newOffer()
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      javaScriptEnabled: false,
    })
    const page = await context.newPage()
    try {
      await page.goto(`/ar${offer.path}`)
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        say('Quotation {title}', { title: offer.title }),
      )

      const form = page.getByRole('form', { name: say('Accept this quotation') })
      await form.getByRole('textbox', { name: say('Your name') }).fill('بلال خان')
      await form.getByRole('button', { name: say('Accept quotation') }).click()
      await expect(page).toHaveURL(new RegExp(`/ar${offer.path}\\?answered=1$`))
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
      await expect(page.getByRole('form')).toHaveCount(0)
      await expect(page.getByText('بلال خان')).toBeVisible()
    } finally {
      await context.close()
    }
  })
})
