import { randomUUID } from 'node:crypto'

import { DEMO_CATEGORIES, apiCategories, openForWriting } from './catalog-home-helpers'
import { expect, test, waitForHydration } from './fixtures'

/** A category written straight into the database with no name and no picture, removed afterwards. */
function insertUnnamedCategory() {
  const { db, bump } = openForWriting()
  const id = randomUUID()
  const now = new Date().toISOString()
  db.transaction(() => {
    db.prepare(
      'INSERT INTO categories (id, name, description, image, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(id, '', 'Waiting for a name.', '', now, now)
    bump()
  })()
  return {
    id,
    remove() {
      db.transaction(() => {
        db.prepare('DELETE FROM categories WHERE id = ?').run(id)
        bump()
      })()
      db.close()
    },
  }
}

test.describe('products page', () => {
  test('lists every category with its sub-category count and a link to its page', async ({
    page,
    request,
  }) => {
    const categories = await apiCategories(request)
    expect(categories.map((category) => category.name)).toEqual(DEMO_CATEGORIES)
    await page.goto('/products')
    await expect(page).toHaveTitle('Products | GWP')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Products')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products$/)

    const cards = page.getByRole('region', { name: 'All Categories' }).getByRole('link')
    await expect(cards).toHaveCount(categories.length)
    let total = 0
    for (const [index, category] of categories.entries()) {
      const countResponse = await request.get(
        `/api/v1/count/sub-category-count-by-category-id/${category._id}`,
      )
      const { count } = (await countResponse.json()) as { count: number }
      total += count
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(category.name)
      await expect(card).toContainText(`${count} sub-categor${count === 1 ? 'y' : 'ies'}`)
      await expect(card).toHaveAttribute(
        'href',
        `/categoryShow/${encodeURIComponent(category.name)}?id=${category._id}`,
      )
    }
    // The demo seed's 20 sub-categories, spread over its 7 categories.
    expect(total).toBe(20)
  })

  test('shows a loading bar while a client-side navigation fetches the page data', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/products.data*', async (route) => {
      await held
      await route.continue()
    })
    const loading = page.getByRole('progressbar', { name: 'Loading page' })
    await expect(loading).toBeHidden()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click()
    await expect(loading).toBeVisible()
    release()
    await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible()
    await expect(loading).toBeHidden()
  })

  test('names a category without a name Under Review and shows the placeholder for a missing picture', async ({
    page,
  }) => {
    const unnamed = insertUnnamedCategory()
    try {
      await page.goto('/products')
      const card = page
        .getByRole('region', { name: 'All Categories' })
        .getByRole('link', { name: /Under Review/ })
      await expect(card).toHaveAttribute('href', `/categoryShow/Under%20Review?id=${unnamed.id}`)
      await expect(card).toContainText('0 sub-categories')
      await expect(card.locator('img')).toHaveAttribute('src', '/placeholder.svg')
    } finally {
      unnamed.remove()
    }
  })
})
