import { expect, expectNoSeriousA11yViolations, test } from './fixtures'
import { say } from './language-helpers'
import { newOffer, withOfferApi } from './offer-helpers'

withOfferApi()

test.describe('the customer’s offer page in Arabic', () => {
  // The page's plain form posts: what a customer without JavaScript, or before it loads, sends.
  test.use({ javaScriptEnabled: false })

  test('reads right to left and, without JavaScript, takes the acceptance back to the Arabic page', async ({
    page,
  }) => {
    const offer = await newOffer()
    await page.goto(`/ar${offer.path}`)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      say('ar', 'Quotation {title}', { title: offer.title }),
    )

    const form = page.getByRole('form', { name: say('ar', 'Accept this quotation') })
    await form.getByRole('textbox', { name: say('ar', 'Your name') }).fill('بلال خان')
    await form.getByRole('button', { name: say('ar', 'Accept quotation') }).click()
    await expect(page).toHaveURL(new RegExp(`/ar${offer.path}\\?answered=1$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.getByRole('form')).toHaveCount(0)
    await expect(page.getByText('بلال خان')).toBeVisible()
  })
})

test('axe finds nothing serious on the offer page in Urdu and Arabic', async ({ page }) => {
  const offer = await newOffer()
  for (const language of ['ur', 'ar'] as const) {
    await page.goto(`/${language}${offer.path}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      say(language, 'Quotation {title}', { title: offer.title }),
    )
    await expectNoSeriousA11yViolations(page)
  }
})
