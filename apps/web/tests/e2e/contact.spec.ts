import { quoteForm } from './enquiry-helpers'
import { expect, test } from './fixtures'

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
