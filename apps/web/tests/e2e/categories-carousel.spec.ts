import {
  DEMO_CATEGORIES,
  apiCategories,
  clickUntil,
  categoryCarousel,
  expectShown,
} from './catalog-home-helpers'
import { expect, test } from './fixtures'

test.describe('categories carousel', () => {
  const cases = [
    { width: 375, count: 1 },
    { width: 768, count: 1 },
    { width: 800, count: 3 },
    { width: 1024, count: 3 },
    { width: 1100, count: 4 },
    { width: 1400, count: 4 },
  ]
  for (const { width, count } of cases) {
    test(`shows ${count} at a time at ${width} px and wraps around both ways`, async ({ page, request }) => {
      const names = (await apiCategories(request)).map((category) => category.name)
      expect(names).toEqual(DEMO_CATEGORIES)
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      await categoryCarousel(page).scrollIntoViewIfNeeded()
      await expectShown(page, names.slice(0, count))

      const next = categoryCarousel(page).getByRole('button', { name: 'Next categories' })
      const previous = categoryCarousel(page).getByRole('button', { name: 'Previous categories' })
      const last = names.slice(names.length - count)
      // Previous from the first page shows the last items.
      await clickUntil(page, previous, () => expectShown(page, last))
      // Next from the last page shows the first items again.
      await next.click()
      await expectShown(page, names.slice(0, count))
      // Paging forward reaches the last page, every page full.
      let shown = names.slice(0, count)
      while (shown.at(-1) !== names.at(-1)) {
        await next.click()
        const start = Math.min(names.indexOf(shown[0]!) + count, names.length - count)
        shown = names.slice(start, start + count)
        await expectShown(page, shown)
      }
      await next.click()
      await expectShown(page, names.slice(0, count))

      // Cards out of the window cannot be reached with the keyboard.
      const hidden = categoryCarousel(page).getByRole('link').filter({ hasText: names[count]! })
      await hidden.focus()
      await expect(hidden).not.toBeFocused()
      const visible = categoryCarousel(page).getByRole('link').filter({ hasText: names[0]! })
      await visible.focus()
      await expect(visible).toBeFocused()
    })
  }
})
