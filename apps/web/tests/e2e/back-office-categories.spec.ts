import fs from 'node:fs'

import { categoryInUseMessage } from '@gwp/contracts'
import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'

import {
  authHeaders,
  createCatalogEntry,
  loginThroughApi,
  newApiContext,
  registerAdmin,
  seedSession,
  testPictures,
  type ApiSession,
  type SavedCatalogEntry,
  row,
  expectToast,
} from './back-office-helpers'
import { E2E_ADMIN, expect, expectNoSeriousA11yViolations, test, uniqueName } from './fixtures'

/**
 * The Category section (docs/requirements/categories.md#categories-section) as staff use it: categories and
 * their sub-categories added, edited, viewed and deleted, with the spec's toasts word for word. Sessions
 * are made once for the file through the API; data a test is not about is made through the API too,
 * and every test removes what it made, so the public pages keep showing the demo catalogue.
 */

const pictures = testPictures('gwp-category-images-', {
  /** Square and in range: accepted as it is. */
  square: { file: 'floor-care.png', width: 1000, height: 1000, background: '#1d4ed8' },
  /** Too small: offered a crop to 1000 × 1000. */
  small: { file: 'small-square.png', width: 500, height: 500, background: '#16a34a' },
  /** Any size will do for a sub-category. */
  wide: { file: 'wide-mops.jpg', width: 640, height: 360, background: '#f59e0b' },
})
const images = pictures.paths

let api: APIRequestContext
let boss: ApiSession
let member: ApiSession
/** A PNG the API accepts for a category, for data made through the API. */
let squarePng: Buffer

test.beforeAll(async () => {
  await pictures.make()
  squarePng = fs.readFileSync(images.square)

  api = await newApiContext()
  boss = await loginThroughApi(api, E2E_ADMIN.username, E2E_ADMIN.password)
  member = await registerAdmin(api, boss, { prefix: 'e2ecat', fullName: 'Category Viewer' })
})

test.afterAll(async () => {
  await api.dispose()
  pictures.remove()
})

/** Everything a test made, deleted in reverse order whatever happened. */
const made: Array<{ kind: 'category' | 'sub-category'; id: string }> = []

test.afterEach(async () => {
  for (const item of made.splice(0).reverse()) {
    await api.delete(`/api/v1/${item.kind}/delete/${item.id}`, { headers: authHeaders(boss) })
  }
})

async function createCategory(name = uniqueName('E2E Cat ')): Promise<SavedCatalogEntry> {
  const data = await createCatalogEntry(api, boss, 'category', {
    name,
    description: 'Made by the category browser tests.',
    image: { name: 'category.png', mimeType: 'image/png', buffer: squarePng },
  })
  made.push({ kind: 'category', id: data._id })
  return data
}

async function createSubCategory(
  category: SavedCatalogEntry,
  name = uniqueName('E2E Sub '),
): Promise<SavedCatalogEntry> {
  const data = await createCatalogEntry(api, boss, 'sub-category', {
    name,
    description: 'Made by the category browser tests.',
    category: category._id,
    image: { name: 'sub.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(images.wide) },
  })
  made.push({ kind: 'sub-category', id: data._id })
  return data
}

/** The section as this admin, signed in the way the login screen leaves the browser. */
async function openCategories(page: Page, session: ApiSession, url = '/admin?section=categories') {
  await seedSession(page, session)
  await page.goto(url)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Categories')
}

/** Narrows the table to one category by searching for its (unique) name. */
async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search categories by name' }).fill(text)
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, '\\+')}`))
}

const subCategories = (page: Page, category: string) =>
  page.getByRole('region', { name: new RegExp(`^Sub Category.* of ${category}$`) })

test.describe('Category section', () => {
  // Each journey uploads pictures the server resizes; a busy machine needs more than the default.
  test.describe.configure({ timeout: 60_000 })

  test('the superAdmin adds a category with a picture; it is in the table and on /products at once', async ({
    page,
  }) => {
    const name = uniqueName('E2E Added ')
    await openCategories(page, boss, '/admin/admin/category')
    await expect(
      page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Category' }),
    ).toHaveAttribute('aria-current', 'page')

    await page.getByRole('button', { name: 'Add category' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Category' })
    await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused()
    await expect(dialog).toContainText('0/28')
    await expect(dialog).toContainText('0/80')
    await expect(dialog).toContainText('PNG or JPG, 1000–1010 px on each side, at most 5 MB')

    // Nothing filled in: the spec's messages, the picture's included.
    await dialog.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(dialog.getByText('Name cannot be empty')).toBeVisible()
    await expect(dialog.getByText('Description cannot be empty')).toBeVisible()
    await expect(dialog.getByText('Category image is required')).toBeVisible()

    await dialog.getByLabel('Name', { exact: true }).fill('Floor <Care>')
    await expect(dialog.getByText('Name contains invalid characters')).toBeVisible()
    await dialog.getByLabel('Name', { exact: true }).fill(name)
    await expect(dialog).toContainText(`${name.length}/28`)
    await dialog.getByLabel('Description', { exact: true }).fill('Mops, buckets and floor cleaners.')
    await expect(dialog).toContainText('33/80')
    await dialog.getByLabel('Image', { exact: true }).setInputFiles(images.square)
    await expect(dialog.getByRole('img', { name: 'floor-care.png' })).toBeVisible()
    await expect(dialog.getByText('Category image is required')).toHaveCount(0)

    await dialog.getByRole('button', { name: 'Add', exact: true }).click()
    await expectToast(page, 'Category added successfully!')
    await expect(dialog).toBeHidden()

    const stored = (await (await api.get('/api/v1/category')).json()).data.find(
      (category: SavedCatalogEntry) => category.name === name,
    ) as SavedCatalogEntry
    expect(stored).toBeTruthy()
    made.push({ kind: 'category', id: stored._id })

    await search(page, name)
    const added = row(page, name)
    await expect(added).toBeVisible()
    await expect(added.getByRole('img', { name })).toHaveAttribute('src', /^\/uploads\//)
    await expect(page.getByRole('navigation', { name: 'Categories pages' })).toContainText(
      'Showing 1 to 1 of 1 categories',
    )

    await page.goto('/products')
    await expect(
      page.getByRole('region', { name: 'All Categories' }).getByRole('heading', { level: 3, name }),
    ).toBeVisible()
  })

  test('a sub-category is added, edited and viewed in its category row', async ({ page }) => {
    const category = await createCategory()
    await openCategories(page, boss)
    await search(page, category.name)

    await page.getByRole('button', { name: `Sub categories of ${category.name}` }).click()
    const list = subCategories(page, category.name)
    await expect(list.getByRole('heading')).toHaveText(`Sub Category (0) of ${category.name}`)
    await expect(list).toContainText('No sub-categories available.')

    await list.getByRole('button', { name: `Add sub-category to ${category.name}` }).click()
    const add = page.getByRole('dialog', { name: `Add Sub Category to ${category.name}` })
    await add.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(add.getByText('Name is required')).toBeVisible()
    await expect(add.getByText('Image is required.')).toBeVisible()
    const name = uniqueName('E2E Mops ')
    await add.getByLabel('Name', { exact: true }).fill(name)
    await expect(add).toContainText(`${name.length}/50`)
    await add.getByLabel('Description', { exact: true }).fill('Flat mops and refills.')
    await expect(add).toContainText('22/500')
    // A picture of any size will do.
    await add.getByLabel('Image', { exact: true }).setInputFiles(images.wide)
    await add.getByRole('button', { name: 'Add', exact: true }).click()
    await expectToast(page, 'Subcategory added successfully!')
    await expect(add).toBeHidden()

    await expect(list.getByRole('heading')).toHaveText(`Sub Category (1) of ${category.name}`)
    await expect(list.getByRole('img', { name })).toBeVisible()
    const saved = (await (await api.get(`/api/v1/sub-category/by-category-id/${category._id}`)).json())
      .data[0] as SavedCatalogEntry
    made.push({ kind: 'sub-category', id: saved._id })
    expect(saved.name).toBe(name)

    await list.getByRole('button', { name: `Edit ${name}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Sub Category' })
    await expect(edit.getByLabel('Name', { exact: true })).toHaveValue(name)
    await expect(edit.getByRole('button', { name: 'Update' })).toBeDisabled()
    await expect(edit.getByText('No changes detected.')).toBeVisible()
    const renamed = `${name} Pro`
    await edit.getByLabel('Name', { exact: true }).fill(renamed)
    await expect(edit.getByText('No changes detected.')).toHaveCount(0)
    await edit.getByRole('button', { name: 'Update' }).click()
    await expectToast(page, 'Subcategory updated successfully!')
    await expect(edit).toBeHidden()
    await expect(list.getByText(renamed, { exact: true })).toBeVisible()

    await list.getByRole('button', { name: `View ${renamed}` }).click()
    const details = page.getByRole('dialog', { name: 'Sub Category Details' })
    await expect(details.getByRole('img', { name: renamed })).toBeVisible()
    await expect(details).toContainText('Flat mops and refills.')
    await expect(details).toContainText('Created At')
    await page.keyboard.press('Escape')
    await expect(details).toBeHidden()
  })

  test('editing a category: "No changes detected" first, then a new text and a cropped picture', async ({
    page,
  }) => {
    const category = await createCategory()
    await openCategories(page, boss)
    await search(page, category.name)

    await row(page, category.name)
      .getByRole('button', { name: `Edit ${category.name}` })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Edit Category' })
    const update = dialog.getByRole('button', { name: 'Update' })
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(category.name)
    await expect(dialog.getByRole('img', { name: `${category.name} (current image)` })).toBeVisible()
    await expect(update).toBeDisabled()
    await expect(dialog.getByText('No changes detected', { exact: true })).toBeVisible()

    await dialog.getByLabel('Description', { exact: true }).fill('Now with squeegees.')
    await expect(update).toBeEnabled()
    await update.click()
    await expectToast(page, 'Category updated successfully!')
    await expect(dialog).toBeHidden()

    // A picture of the wrong size is offered a crop; the crop is what gets uploaded.
    await row(page, category.name)
      .getByRole('button', { name: `Edit ${category.name}` })
      .click()
    await expect(dialog.getByLabel('Description', { exact: true })).toHaveValue('Now with squeegees.')
    await dialog.getByRole('button', { name: `Remove ${category.name} (current image)` }).click()
    await dialog.getByLabel('Image', { exact: true }).setInputFiles(images.small)
    await expect(
      dialog.getByText('small-square.png: Image dimensions must be between 1000x1000 and 1010x1010 pixels'),
    ).toBeVisible()
    await dialog.getByRole('button', { name: 'Crop small-square.png to square' }).click()
    const crop = page.getByRole('dialog', { name: 'Crop to square' })
    await crop.getByRole('button', { name: 'Crop', exact: true }).click()
    await expect(crop).toBeHidden()
    await expect(dialog.getByRole('img', { name: 'small-square-square.png' })).toBeVisible()
    await update.click()
    await expectToast(page, 'Category updated successfully!')
    await expect(dialog).toBeHidden()

    const { data } = await (await api.get(`/api/v1/category/${category._id}`)).json()
    expect(data.description).toBe('Now with squeegees.')
    expect(data.image).not.toBe(category.image)
    const stored = await api.get(`/${data.image}`)
    expect(stored.status()).toBe(200)
    const { width, height } = await sharp(await stored.body()).metadata()
    expect([width, height]).toEqual([1000, 1000])

    await row(page, category.name)
      .getByRole('button', { name: `View ${category.name}` })
      .click()
    const details = page.getByRole('dialog', { name: 'Category Details' })
    await expect(details).toContainText('Now with squeegees.')
    await expect(details).toContainText('Updated At')
  })

  test.describe('deleting', () => {
    // The refused delete is a 409, which the browser reports in the console.
    test.use({ allowConsole: [/status of 409/] })

    test('a category with a sub-category is refused with the reason; emptied, it goes', async ({ page }) => {
      const category = await createCategory()
      const sub = await createSubCategory(category)
      await openCategories(page, boss)
      await search(page, category.name)

      await row(page, category.name)
        .getByRole('button', { name: `Delete ${category.name}` })
        .click()
      const confirm = page.getByRole('dialog', { name: 'Delete Category' })
      await expect(confirm).toContainText(`Delete category ${category.name}?`)
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
      await confirm.getByRole('button', { name: 'Delete' }).click()
      await expect(confirm.getByRole('alert')).toHaveText(categoryInUseMessage(1, 0))
      await confirm.getByRole('button', { name: 'Cancel' }).click()
      await expect(confirm).toBeHidden()

      await page.getByRole('button', { name: `Sub categories of ${category.name}` }).click()
      const list = subCategories(page, category.name)
      await list.getByRole('button', { name: `Delete ${sub.name}` }).click()
      const confirmSub = page.getByRole('dialog', { name: 'Delete Sub Category' })
      await expect(confirmSub).toContainText(`Delete sub-category ${sub.name}?`)
      await confirmSub.getByRole('button', { name: 'Delete' }).click()
      await expectToast(page, 'Sub Category deleted successfully')
      await expect(confirmSub).toBeHidden()
      await expect(list).toContainText('No sub-categories available.')

      await row(page, category.name)
        .getByRole('button', { name: `Delete ${category.name}` })
        .click()
      await expect(confirm.getByRole('alert')).toHaveCount(0)
      await confirm.getByRole('button', { name: 'Delete' }).click()
      await expectToast(page, 'Category deleted successfully')
      await expect(confirm).toBeHidden()
      await expect(row(page, category.name)).toHaveCount(0)
      await expect(page.getByRole('table')).toContainText(`No categories match "${category.name}".`)
      expect((await api.get(`/api/v1/category/${category._id}`)).status()).toBe(404)
    })
  })

  test('a Member views categories and sub-categories but cannot add, edit or delete', async ({ page }) => {
    const category = await createCategory()
    const sub = await createSubCategory(category)
    await openCategories(page, member)
    await search(page, category.name)

    await expect(page.getByRole('button', { name: 'Add category' })).toHaveCount(0)
    const categoryRow = row(page, category.name)
    await expect(categoryRow.getByRole('button', { name: `View ${category.name}` })).toBeVisible()
    await expect(categoryRow.getByRole('button', { name: `Edit ${category.name}` })).toHaveCount(0)
    await expect(categoryRow.getByRole('button', { name: `Delete ${category.name}` })).toHaveCount(0)

    await page.getByRole('button', { name: `Sub categories of ${category.name}` }).click()
    const list = subCategories(page, category.name)
    await expect(list.getByRole('button', { name: `View ${sub.name}` })).toBeVisible()
    await expect(list.getByRole('button', { name: /^(Add|Edit|Delete) / })).toHaveCount(0)

    await categoryRow.getByRole('button', { name: `View ${category.name}` }).click()
    const details = page.getByRole('dialog', { name: 'Category Details' })
    await expect(details.getByRole('img', { name: category.name })).toBeVisible()
    await expect(details).toContainText('Made by the category browser tests.')
  })

  test('search and page live in the URL: a reload keeps both, on /admin/admin/category too', async ({
    page,
  }) => {
    const prefix = uniqueName('E2E Paging ')
    for (let i = 0; i < 11; i++) await createCategory(`${prefix} ${String(i).padStart(2, '0')}`)
    await openCategories(page, boss)
    await search(page, prefix)
    const pages = page.getByRole('navigation', { name: 'Categories pages' })
    await expect(pages).toContainText('Showing 1 to 10 of 11 categories')
    await expect(page.getByRole('table').locator('tbody > tr')).toHaveCount(10)

    await pages.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/[?&]page=2(&|$)/)
    await expect(pages).toContainText('Showing 11 to 11 of 11 categories')
    await expect(row(page, `${prefix} 10`)).toBeVisible()

    await page.reload()
    await expect(page.getByRole('searchbox', { name: 'Search categories by name' })).toHaveValue(prefix)
    await expect(pages).toContainText('Showing 11 to 11 of 11 categories')
    await expect(row(page, `${prefix} 10`)).toBeVisible()

    await page.goto(`/admin/admin/category?q=${encodeURIComponent(prefix)}&page=2`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Categories')
    await expect(pages).toContainText('Showing 11 to 11 of 11 categories')
    await page.reload()
    await expect(page).toHaveURL(/\/admin\/admin\/category\?/)
    await expect(pages).toContainText('Showing 11 to 11 of 11 categories')
  })

  test('a click beside an open form keeps it and what was typed; Escape closes it', async ({ page }) => {
    await openCategories(page, boss)
    await page.getByRole('button', { name: 'Add category' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Category' })
    await dialog.getByLabel('Name', { exact: true }).fill('Half typed')
    // The top-left corner of the window is backdrop: the dialog sits in the middle.
    await page.mouse.click(5, 5)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Half typed')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('/admin/admin/category shows the login page to a visitor who is not signed in', async ({ page }) => {
    await page.goto('/admin/admin/category')
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toHaveCount(0)
  })

  test('the section and each of its dialogs have no serious or critical accessibility violations', async ({
    page,
  }) => {
    // Ten axe runs.
    test.setTimeout(120_000)
    const category = await createCategory()
    const sub = await createSubCategory(category)
    await openCategories(page, boss)
    await search(page, category.name)
    await page.getByRole('button', { name: `Sub categories of ${category.name}` }).click()
    const list = subCategories(page, category.name)
    await expect(list.getByRole('button', { name: `View ${sub.name}` })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    const check = async (open: () => Promise<void>, dialogName: string) => {
      await open()
      const dialog = page.getByRole('dialog', { name: dialogName })
      await expect(dialog).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    }
    const categoryRow = row(page, category.name)
    await check(() => page.getByRole('button', { name: 'Add category' }).click(), 'Add Category')
    await check(async () => {
      await page.getByRole('button', { name: 'Add category' }).click()
      // With its messages showing.
      await page.getByRole('dialog', { name: 'Add Category' }).getByRole('button', { name: 'Add' }).click()
      await expect(page.getByText('Category image is required')).toBeVisible()
    }, 'Add Category')
    await check(
      () => categoryRow.getByRole('button', { name: `Edit ${category.name}` }).click(),
      'Edit Category',
    )
    await check(
      () => categoryRow.getByRole('button', { name: `View ${category.name}` }).click(),
      'Category Details',
    )
    await check(
      () => categoryRow.getByRole('button', { name: `Delete ${category.name}` }).click(),
      'Delete Category',
    )
    await check(
      () => list.getByRole('button', { name: `Add sub-category to ${category.name}` }).click(),
      `Add Sub Category to ${category.name}`,
    )
    await check(() => list.getByRole('button', { name: `Edit ${sub.name}` }).click(), 'Edit Sub Category')
    await check(() => list.getByRole('button', { name: `View ${sub.name}` }).click(), 'Sub Category Details')
    await check(() => list.getByRole('button', { name: `Delete ${sub.name}` }).click(), 'Delete Sub Category')
  })

  test.describe('when a request fails', () => {
    // Each failure is provoked on purpose, and the browser reports it.
    test.use({ allowConsole: [/status of (409|500)/] })

    test('a failed sub-category list says "Failed to load sub-categories."', async ({ page }) => {
      const category = await createCategory()
      await page.route('**/api/v1/sub-category/by-category-id/**', (route) =>
        route.fulfill({ status: 500, json: { success: false, message: 'Something went wrong' } }),
      )
      await openCategories(page, boss)
      await search(page, category.name)
      await page.getByRole('button', { name: `Sub categories of ${category.name}` }).click()
      await expect(subCategories(page, category.name).getByRole('alert')).toHaveText(
        'Failed to load sub-categories.',
      )
    })

    test("a name already taken is refused with the server's reason, in the dialog", async ({ page }) => {
      const category = await createCategory()
      await openCategories(page, boss)
      await page.getByRole('button', { name: 'Add category' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add Category' })
      await dialog.getByLabel('Name', { exact: true }).fill(category.name.toLowerCase())
      await dialog.getByLabel('Description', { exact: true }).fill('A second one.')
      await dialog.getByLabel('Image', { exact: true }).setInputFiles(images.square)
      await dialog.getByRole('button', { name: 'Add', exact: true }).click()
      await expect(dialog.getByRole('alert')).toHaveText('A category with this name already exists')
      await expect(dialog).toBeVisible()
    })

    test('failed updates say "Failed to update category" and "Error updating subcategory."', async ({
      page,
    }) => {
      const category = await createCategory()
      const sub = await createSubCategory(category)
      const generic = { status: 500, json: { success: false, message: 'Something went wrong' } }
      await page.route('**/api/v1/category/update/**', (route) => route.fulfill(generic))
      await page.route(`**/api/v1/sub-category/${sub._id}`, (route) =>
        route.request().method() === 'PATCH' ? route.fulfill(generic) : route.continue(),
      )
      await openCategories(page, boss)
      await search(page, category.name)

      await row(page, category.name)
        .getByRole('button', { name: `Edit ${category.name}` })
        .click()
      const edit = page.getByRole('dialog', { name: 'Edit Category' })
      await edit.getByLabel('Description', { exact: true }).fill('This never arrives.')
      await edit.getByRole('button', { name: 'Update' }).click()
      await expect(edit.getByRole('alert')).toHaveText('Failed to update category')
      await expectToast(page, 'Failed to update category')
      await edit.getByRole('button', { name: 'Cancel' }).click()

      await page.getByRole('button', { name: `Sub categories of ${category.name}` }).click()
      await subCategories(page, category.name)
        .getByRole('button', { name: `Edit ${sub.name}` })
        .click()
      const editSub = page.getByRole('dialog', { name: 'Edit Sub Category' })
      await editSub.getByLabel('Description', { exact: true }).fill('This never arrives either.')
      await editSub.getByRole('button', { name: 'Update' }).click()
      await expect(editSub.getByRole('alert')).toHaveText('Error updating subcategory.')
      await expectToast(page, 'Error updating subcategory.')
    })
  })
})
