import { apiActiveProducts, clickUntil } from './catalog-home-helpers'
import { expect, test } from './fixtures'

test.describe('quick view', () => {
  test('opens from a product card and closes by the X button, Escape and a backdrop click', async ({
    page,
    request,
  }) => {
    const product = (await apiActiveProducts(request))[0]!
    await page.goto('/')
    const open = page.getByRole('button', { name: `Quick view ${product.name}` })
    const dialog = page.getByRole('dialog', { name: product.name })
    await clickUntil(page, open, () => expect(dialog).toBeVisible({ timeout: 500 }))

    await expect(dialog.getByRole('heading', { name: product.name })).toBeVisible()
    await expect(dialog.getByRole('img', { name: product.name })).toBeVisible()
    if (product.capacity) await expect(dialog).toContainText(`Capacity: ${product.capacity}`)
    await expect(dialog.getByRole('link', { name: 'View Full Details' })).toHaveAttribute(
      'href',
      `/product/${product._id}`,
    )
    // The page behind is inert: Tab goes round the dialog's controls (and the browser's own toolbar,
    // which the page sees as focus on <body>), never to the page.
    const reached = new Set<string>()
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      const where = await dialog.evaluate((node) => {
        const active = document.activeElement
        if (!active || active === document.body) return 'browser'
        return node.contains(active)
          ? (active.textContent ?? '').trim() || active.getAttribute('aria-label')
          : 'page'
      })
      reached.add(where ?? '')
    }
    expect([...reached].sort()).toEqual(['Close', 'View Full Details', 'browser'].sort())

    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()

    await open.click()
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()

    await open.click()
    await expect(dialog).toBeVisible()
    // The top-left corner of the window is backdrop: the dialog sits in the middle.
    await page.mouse.click(5, 5)
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()

    await open.click()
    await dialog.getByRole('link', { name: 'View Full Details' }).click()
    await expect(page).toHaveURL(new RegExp(`/product/${product._id}$`))
  })
})
