import fs from 'node:fs'

import { PRODUCT_MESSAGES } from '@gwp/contracts'
import type { APIRequestContext, Locator, Page } from '@playwright/test'

import {
  authHeaders,
  createCatalogEntry,
  loginThroughApi,
  newApiContext,
  registerAdmin,
  seedSession,
  testPictures,
  type ApiSession,
  row,
} from './back-office-helpers'
import { E2E_ADMIN, expect, expectNoSeriousA11yViolations, test, uniqueName } from './fixtures'

/**
 * The Products section (docs/requirements/products.md#products-section, #add-product, #edit-product) as staff
 * use it: a product added in two steps, seen in the table and on the public pages at once, viewed, edited (a
 * field, an image added and removed), deactivated and reactivated, and deleted; what an editor-only admin and
 * a Member may do; the list's search, filter and page kept over a reload. Sessions are made once for the file
 * through the API, the catalogue the tests need is made through the API, and everything is removed
 * afterwards.
 */

interface Made {
  _id: string
  name: string
}

interface MadeProduct extends Made {
  productCode: string
}

// Journeys of many steps, with axe runs on the way.
test.slow()

const square = (file: string, background: string) => ({ file, width: 1000, height: 1000, background })
const pictures = testPictures('gwp-product-images-', {
  front: square('bottle-front.png', '#1d4ed8'),
  back: square('bottle-back.png', '#16a34a'),
  side: square('bottle-side.png', '#f59e0b'),
  extra: square('bottle-extra.png', '#db2777'),
})
const files = pictures.paths

let api: APIRequestContext
let boss: ApiSession
let category: Made
let subCategory: Made
/** Made through the API for the tests that are not about adding one. */
let fixtureProduct: MadeProduct
const madeProducts: string[] = []

/** A code of at most 15 characters that no other product has. */
const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-7)}`.slice(0, 15)

const createAdmin = (role: string) =>
  registerAdmin(api, boss, { prefix: 'e2eprod', fullName: 'Product Tester', role })

async function getProduct(id: string) {
  const response = await api.get(`/api/v1/product/${id}`, { headers: authHeaders(boss) })
  return { status: response.status(), body: await response.json() }
}

/**
 * A product made through the API, with its pictures (the first with it, the others added), removed at
 * the end.
 */
async function createProductThroughApi(name: string, productCode: string, pictures: string[]) {
  const picture = (file: string) => ({
    name: 'mop.png',
    mimeType: 'image/png',
    buffer: fs.readFileSync(file),
  })
  const made = await api.post('/api/v1/product/create', {
    headers: authHeaders(boss),
    multipart: {
      category: category._id,
      // In the sub-category the public category page opens on, next to the product the tests add.
      subCategory: subCategory._id,
      name,
      description: 'A mop made through the API for the product browser tests.',
      productCode,
      brand: 'GWP',
      material: 'Microfibre',
      packageQuantity: '12',
      dimension: '30 x 12 x 130 cm',
      specialFeature: 'Washable head',
      recommendedSurface: 'Tiles',
      recommendedUsage: 'Wet and dry mopping',
      colors: JSON.stringify([{ id: 4, name: 'Blue', hex: '#0000FF' }]),
      images: picture(pictures[0]!),
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  let product = (await made.json()).data as MadeProduct & { images: string[] }
  madeProducts.push(product._id)
  for (const file of pictures.slice(1)) {
    const added = await api.patch(`/api/v1/product/change-image/${product._id}`, {
      headers: authHeaders(boss),
      multipart: { images: picture(file) },
    })
    expect(added.status(), await added.text()).toBe(200)
    product = (await added.json()).data
  }
  return product
}

/** The product writes the page sends from now on: method and path, and the JSON body if any. */
function productWrites(page: Page) {
  const writes: Array<{ call: string; body: unknown }> = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (request.method() === 'GET' || !pathname.startsWith('/api/v1/product/')) return
    const json = request.headers()['content-type']?.startsWith('application/json')
    writes.push({ call: `${request.method()} ${pathname}`, body: json ? request.postDataJSON() : null })
  })
  return writes
}

test.beforeAll(async () => {
  await pictures.make()
  api = await newApiContext()
  boss = await loginThroughApi(api, E2E_ADMIN.username, E2E_ADMIN.password)

  category = await createCatalogEntry(api, boss, 'category', {
    name: uniqueName('E2E Prod Cat '),
    description: 'Made by the product browser tests.',
    image: { name: 'category.png', mimeType: 'image/png', buffer: fs.readFileSync(files.front) },
  })
  subCategory = await createCatalogEntry(api, boss, 'sub-category', {
    name: uniqueName('E2E Prod Sub '),
    description: 'Made by the product browser tests.',
    category: category._id,
    image: { name: 'sub.png', mimeType: 'image/png', buffer: fs.readFileSync(files.back) },
  })

  fixtureProduct = await createProductThroughApi(uniqueName('E2E Fixture Mop '), uniqueCode('FIX'), [
    files.side,
  ])
})

test.afterAll(async () => {
  for (const id of madeProducts) {
    await api.delete(`/api/v1/product/delete/${id}`, { headers: authHeaders(boss) })
  }
  if (subCategory) {
    await api.delete(`/api/v1/sub-category/delete/${subCategory._id}`, { headers: authHeaders(boss) })
  }
  if (category) await api.delete(`/api/v1/category/delete/${category._id}`, { headers: authHeaders(boss) })
  await api.dispose()
  pictures.remove()
})

/** The section as this admin, signed in the way the login screen leaves the browser. */
async function openProducts(page: Page, session: ApiSession, url = '/admin?section=products') {
  await seedSession(page, session)
  await page.goto(url)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products')
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible()
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search by name or code' })

async function search(page: Page, text: string) {
  await searchBox(page).fill(text)
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}(&|$)`))
}

/** A toast: the toast area is a region of its own, so field errors with the same words do not count. */
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /^Notifications/ }).getByText(text, { exact: true })

const previews = (dialog: Locator) =>
  dialog.getByRole('list', { name: 'Image previews' }).getByRole('listitem')

test.describe('Products section: a product from start to end', () => {
  test.describe.configure({ mode: 'serial' })
  // Refusals the tests provoke (a taken code, a failing update) and an inactive product's public page.
  test.use({ allowConsole: [/status of (404|409|500)/] })

  const product = {
    _id: '',
    name: uniqueName('E2E Tile Shine '),
    code: uniqueCode('TS'),
    description: 'Streak-free shine for glazed floor tiles. Safe on grout.',
  }

  test('the superAdmin adds a product in two steps with two images and three colours', async ({ page }) => {
    await openProducts(page, boss)
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('button', { name: '+ Add product' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Product' })
    await expect(dialog.getByRole('heading', { name: 'Step 1 of 2: Images and basics' })).toBeVisible()
    await expect(dialog.getByText(CATALOG_HINT)).toBeVisible()
    const next = dialog.getByRole('button', { name: 'Please Fill All Fields' })
    await expect(next).toBeDisabled()

    await dialog.getByLabel('Images', { exact: true }).setInputFiles([files.front, files.back])
    await expect(previews(dialog)).toHaveCount(2)
    await dialog.getByLabel('Category', { exact: true }).selectOption({ label: category.name })
    const sub = dialog.getByLabel('Sub Category (optional)')
    await expect(sub.getByRole('option', { name: subCategory.name })).toBeAttached()
    await sub.selectOption({ label: subCategory.name })
    // Another category clears the sub-category, which belongs to one category only.
    const { data: categories } = await (await api.get('/api/v1/category')).json()
    const other = categories.find((item: Made) => item._id !== category._id) as Made
    await dialog.getByLabel('Category', { exact: true }).selectOption({ label: other.name })
    await expect(sub).toHaveValue('')
    await dialog.getByLabel('Category', { exact: true }).selectOption({ label: category.name })
    await expect(sub.getByRole('option', { name: subCategory.name })).toBeAttached()
    await sub.selectOption({ label: subCategory.name })
    await dialog.getByLabel('Name', { exact: true }).fill(product.name)
    await dialog.getByLabel('Description', { exact: true }).fill(product.description)
    await expect(dialog.getByText(`${product.description.length}/500`)).toBeVisible()
    await expect(next).toBeDisabled()

    const colours = dialog.getByRole('group', { name: 'Colours' })
    await colours.getByRole('button', { name: 'Red', exact: true }).click()
    // The palette is one stop for Tab: the arrow keys walk it, Space chooses.
    await page.keyboard.press('ArrowRight')
    await expect(colours.getByRole('button', { name: 'Green', exact: true })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Space')
    await colours.getByRole('button', { name: 'Golden', exact: true }).click()
    for (const name of ['Red', 'Blue', 'Golden']) {
      await expect(colours.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true')
    }
    await expect(colours.getByRole('button', { name: 'Green', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await expectNoSeriousA11yViolations(page)

    await dialog.getByRole('button', { name: 'Next' }).click()
    await expect(dialog.getByRole('heading', { name: 'Step 2 of 2: Product details' })).toBeFocused()
    const field = (label: string) => dialog.getByLabel(label, { exact: true })
    await field('Product Code').fill('X'.repeat(16))
    await field('Package Quantity').fill('many')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect(dialog.getByText('Must be less than 15 characters')).toBeVisible()
    await expect(dialog.getByText('Must be a number')).toBeVisible()
    await expect(dialog.getByText('Required', { exact: true })).toHaveCount(6)
    await expectNoSeriousA11yViolations(page)

    // A code another product has: the server's reason lands under the field.
    await field('Product Code').fill(fixtureProduct.productCode)
    await field('Brand').fill('GWP')
    await field('Material').fill('HDPE bottle')
    await field('Package Quantity').fill('0')
    await field('Dimension').fill('8 x 8 x 25 cm')
    await field('Special Feature').fill('Streak-free')
    await field('Recommended Surface').fill('Glazed tiles')
    await field('Recommended Usage').fill('Dilute one cap in five litres of water.')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect(dialog.getByText('Must be greater than or equal to 1')).toBeVisible()
    await field('Package Quantity').fill('12')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect(toast(page, PRODUCT_MESSAGES.codeTaken)).toBeVisible()
    await expect(field('Product Code')).toHaveAccessibleDescription(PRODUCT_MESSAGES.codeTaken)
    await expect(field('Product Code')).toBeFocused()

    // Back keeps what was chosen on step one.
    await dialog.getByRole('button', { name: 'Back' }).click()
    await expect(previews(dialog)).toHaveCount(2)
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(product.name)
    await dialog.getByRole('button', { name: 'Next' }).click()

    await field('Product Code').fill(product.code)
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect(toast(page, PRODUCT_MESSAGES.created)).toBeVisible()
    await expect(dialog).toBeHidden()

    await search(page, product.code)
    const added = row(page, product.name)
    await expect(added).toContainText(product.code)
    await expect(added).toContainText('12')
    await expect(page.getByRole('navigation', { name: 'Products pages' })).toContainText(
      'Showing 1 to 1 of 1 products',
    )

    const listed = await api.get(`/api/v1/product?page=1&q=${product.code}`, { headers: authHeaders(boss) })
    const [saved] = (await listed.json()).data
    product._id = saved._id
    madeProducts.push(product._id)
    expect(saved.images).toHaveLength(2)
    expect(saved.subCategory).toBe(subCategory._id)
    // Sent as the JSON text of the chosen palette entries, stored in the spec's shape.
    expect(JSON.parse(saved.colors[0])).toEqual([
      { id: 2, name: 'Red', hex: '#FF0000' },
      { id: 4, name: 'Blue', hex: '#0000FF' },
      { id: 22, name: 'Golden', hex: '#FFD700' },
    ])

    // The public pages show it at once.
    await page.goto(`/categoryShow/${encodeURIComponent(category.name)}?id=${category._id}`)
    await expect(page.getByText(product.name).first()).toBeVisible()
    await page.goto(`/product/${product._id}`)
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  })

  test('everyone can view it: details with an image carousel', async ({ page }) => {
    await openProducts(page, boss, `/admin?section=products&q=${product.code}`)
    await row(page, product.name)
      .getByRole('button', { name: `View ${product.name}` })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Product Details' })
    const carousel = dialog.getByRole('region', { name: `Images of ${product.name}` })
    await expect(carousel.getByRole('img', { name: `${product.name}, image 1 of 2` })).toBeVisible()
    await carousel.getByRole('button', { name: 'Next image' }).click()
    await expect(carousel.getByRole('img', { name: `${product.name}, image 2 of 2` })).toBeVisible()
    await expect(carousel.getByRole('button', { name: 'Show image 2 of 2' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    // The arrow keys work on the carousel's controls, and wrap around.
    await page.keyboard.press('ArrowRight')
    await expect(carousel.getByRole('img', { name: `${product.name}, image 1 of 2` })).toBeVisible()
    await carousel.getByRole('button', { name: 'Show image 2 of 2' }).click()
    await expect(carousel.getByRole('img', { name: `${product.name}, image 2 of 2` })).toBeVisible()

    const value = (term: string) =>
      dialog
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${term}$`) })
        .locator('xpath=following-sibling::dd[1]')
    await expect(dialog.getByRole('heading', { name: product.name })).toBeVisible()
    await expect(dialog).toContainText(product.description)
    await expect(value('Product Code')).toHaveText(product.code)
    await expect(value('Category')).toHaveText(category.name)
    await expect(value('Sub Category')).toHaveText(subCategory.name)
    await expect(value('Colours').getByRole('listitem')).toHaveText(['Red', 'Blue', 'Golden'])
    await expect(value('Brand')).toHaveText('GWP')
    await expect(value('Material')).toHaveText('HDPE bottle')
    await expect(value('Package Quantity')).toHaveText('12')
    await expect(value('Dimension')).toHaveText('8 x 8 x 25 cm')
    await expect(value('Special Feature')).toHaveText('Streak-free')
    await expect(value('Recommended Surface')).toHaveText('Glazed tiles')
    await expect(value('Recommended Usage')).toHaveText('Dilute one cap in five litres of water.')
    await expect(value('Status')).toHaveText('Active')
    await expectNoSeriousA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('the superAdmin edits it: images added and removed wait for Update; Cancel leaves the product as it was', async ({
    page,
  }) => {
    const before = (await getProduct(product._id)).body.data.images as string[]
    expect(before).toHaveLength(2)
    const writes = productWrites(page)
    await openProducts(page, boss, `/admin?section=products&q=${product.code}`)
    await row(page, product.name)
      .getByRole('button', { name: `Edit ${product.name}` })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Edit Product' })
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(product.name)
    await expect(dialog.getByLabel('Category', { exact: true })).toHaveValue(category._id)
    await expect(dialog.getByLabel('Sub Category (optional)')).toHaveValue(subCategory._id)
    await expect(dialog.getByRole('button', { name: 'Red', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(previews(dialog)).toHaveCount(2)
    // Said before the admin acts: images are saved by Update, with the rest.
    await expect(dialog.getByText(EDIT_IMAGE_HINT)).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // Nothing changed yet: Update is off and says why.
    await dialog.getByRole('button', { name: 'Next' }).click()
    await expect(dialog.getByRole('button', { name: 'Update' })).toBeDisabled()
    await expect(dialog.getByText(PRODUCT_MESSAGES.noChanges)).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await dialog.getByRole('button', { name: 'Back' }).click()

    // An image added and one removed wait in the modal; they count as a change.
    await dialog.getByLabel('Images', { exact: true }).setInputFiles(files.side)
    await expect(previews(dialog)).toHaveCount(3)
    await dialog.getByRole('button', { name: `Remove ${product.name} image 1` }).click()
    await expect(previews(dialog)).toHaveCount(2)
    await expect(previews(dialog).filter({ hasText: 'bottle-side.png' })).toHaveCount(1)
    await dialog.getByRole('button', { name: 'Next' }).click()
    await expect(dialog.getByRole('button', { name: 'Update' })).toBeEnabled()
    await expect(dialog.getByText(PRODUCT_MESSAGES.noChanges)).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)

    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    expect(writes).toEqual([])
    expect((await getProduct(product._id)).body.data.images).toEqual(before)
    // The details modal shows the two images it had.
    await row(page, product.name)
      .getByRole('button', { name: `View ${product.name}` })
      .click()
    const details = page.getByRole('dialog', { name: 'Product Details' })
    await expect(details.getByRole('img', { name: `${product.name}, image 1 of 2` })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(details).toBeHidden()

    // Again, with Update: one image added, both stored ones removed, the last one kept.
    await row(page, product.name)
      .getByRole('button', { name: `Edit ${product.name}` })
      .click()
    await expect(previews(dialog)).toHaveCount(2)
    await dialog.getByLabel('Images', { exact: true }).setInputFiles(files.side)
    await expect(previews(dialog)).toHaveCount(3)
    await dialog.getByLabel('Images', { exact: true }).setInputFiles(files.extra)
    await expect(dialog.getByText(PRODUCT_MESSAGES.moreImages(0))).toBeVisible()
    await dialog.getByRole('button', { name: `Remove ${product.name} image 1` }).click()
    await dialog.getByRole('button', { name: `Remove ${product.name} image 1` }).click()
    await expect(previews(dialog)).toHaveCount(1)
    await dialog.getByRole('button', { name: 'Remove bottle-side.png' }).click()
    await expect(dialog.getByText(PRODUCT_MESSAGES.imagesRequired)).toBeVisible()
    await expect(previews(dialog)).toHaveCount(1)

    const renamed = `${product.name} v2`
    await dialog.getByLabel('Name', { exact: true }).fill('')
    await dialog.getByRole('button', { name: 'Next' }).click()
    await expect(dialog.getByText('Name is required')).toBeVisible()
    await dialog.getByLabel('Name', { exact: true }).fill(renamed)
    await dialog.getByRole('button', { name: 'Next' }).click()
    await dialog.getByLabel('Brand', { exact: true }).fill('GWP Pro')
    const update = dialog.getByRole('button', { name: 'Update' })
    await expect(update).toBeEnabled()
    expect(writes).toEqual([])
    await update.click()
    await expect(toast(page, PRODUCT_MESSAGES.updated)).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(row(page, renamed)).toBeVisible()

    // The picture first (one file per call), then the fields and the images kept in one update.
    expect(writes.map(({ call }) => call)).toEqual([
      `PATCH /api/v1/product/change-image/${product._id}`,
      `PATCH /api/v1/product/update/${product._id}`,
    ])
    const { body } = await getProduct(product._id)
    const [added] = body.data.images as string[]
    expect(body.data.images).toHaveLength(1)
    expect(before).not.toContain(added)
    // Only what changed is sent, the images kept among it.
    expect(writes[1]!.body).toEqual({ name: renamed, brand: 'GWP Pro', images: [added] })
    expect(body.data).toMatchObject({ name: renamed, brand: 'GWP Pro', material: 'HDPE bottle' })
    product.name = renamed
  })

  test('a failed update says "Failed to update product", keeps the form open, and deletes the image it had stored', async ({
    page,
  }) => {
    const before = (await getProduct(product._id)).body.data
    await openProducts(page, boss, `/admin?section=products&q=${product.code}`)
    await page.route('**/api/v1/product/update/**', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Something went wrong' } }),
    )
    const writes = productWrites(page)
    await row(page, product.name)
      .getByRole('button', { name: `Edit ${product.name}` })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Edit Product' })
    await dialog.getByLabel('Images', { exact: true }).setInputFiles(files.back)
    await expect(previews(dialog)).toHaveCount(2)
    await dialog.getByRole('button', { name: 'Next' }).click()
    await dialog.getByLabel('Dimension', { exact: true }).fill('9 x 9 x 26 cm')
    await dialog.getByRole('button', { name: 'Update' }).click()
    await expect(toast(page, PRODUCT_MESSAGES.updateFailed)).toBeVisible()
    const alert = dialog.getByRole('alert').filter({ hasText: PRODUCT_MESSAGES.updateFailed })
    await expect(alert).toContainText('Nothing was saved: the product is as it was.')
    await expect(dialog.getByRole('button', { name: 'Update' })).toBeEnabled()
    // Stored, then deleted again when the update failed: nothing is left on the server.
    expect(writes.map(({ call }) => call.replace(/[^/]+$/, ':id'))).toEqual([
      'PATCH /api/v1/product/change-image/:id',
      'PATCH /api/v1/product/update/:id',
      'DELETE /api/v1/product/image/:id',
    ])
    const after = (await getProduct(product._id)).body.data
    expect(after.images).toEqual(before.images)
    expect(after.dimension).toBe(before.dimension)

    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    expect((await getProduct(product._id)).body.data.images).toEqual(before.images)
  })

  test('when a picture sent after the removals fails, the modal says what was saved, and Update sends the rest', async ({
    page,
  }) => {
    // Three images already: the new one has room only once one is removed.
    const full = await createProductThroughApi(uniqueName('E2E Full Mop '), uniqueCode('FULL'), [
      files.front,
      files.back,
      files.side,
    ])
    const stored = full.images
    await openProducts(page, boss, `/admin?section=products&q=${full.productCode}`)
    let refuse = true
    await page.route('**/api/v1/product/change-image/**', (route) =>
      refuse
        ? route.fulfill({ status: 500, json: { success: false, message: 'Disk full' } })
        : route.fallback(),
    )
    await row(page, full.name)
      .getByRole('button', { name: `Edit ${full.name}` })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Edit Product' })
    await dialog.getByRole('button', { name: `Remove ${full.name} image 1` }).click()
    await dialog.getByLabel('Images', { exact: true }).setInputFiles(files.extra)
    await expect(previews(dialog)).toHaveCount(3)
    await dialog.getByRole('button', { name: 'Next' }).click()
    await dialog.getByLabel('Brand', { exact: true }).fill('GWP Max')
    await dialog.getByRole('button', { name: 'Update' }).click()
    await expect(toast(page, PRODUCT_MESSAGES.uploadFailed)).toBeVisible()
    await expect(dialog.getByRole('alert')).toContainText(
      'Disk full. Saved: the changed details, the removal of 1 image. Not saved: bottle-extra.png. Press Update to send it again.',
    )
    const saved = (await getProduct(full._id)).body.data
    expect(saved.brand).toBe('GWP Max')
    expect(saved.images).toEqual(stored.slice(1))

    // What is left to do is the picture: Update is still offered, and sends only it.
    refuse = false
    const writes = productWrites(page)
    await dialog.getByRole('button', { name: 'Update' }).click()
    await expect(toast(page, PRODUCT_MESSAGES.updated)).toBeVisible()
    await expect(dialog).toBeHidden()
    expect(writes.map(({ call }) => call)).toEqual([`PATCH /api/v1/product/change-image/${full._id}`])
    const done = (await getProduct(full._id)).body.data
    expect(done.images).toHaveLength(3)
    expect(done.images.slice(0, 2)).toEqual(stored.slice(1))
  })

  test('deactivated, it leaves the public category page; reactivated, it is back', async ({ page }) => {
    await openProducts(page, boss, `/admin?section=products&q=${product.code}`)
    const status = page.getByRole('combobox', { name: `Status of ${product.name}` })
    await expect(status).toHaveValue('active')
    await status.selectOption('inactive')
    await expect(toast(page, PRODUCT_MESSAGES.statusChanged)).toBeVisible()
    await expect.poll(async () => (await getProduct(product._id)).body.data.isActive).toBe(false)

    // The Status filter finds it among the inactive products only.
    await page.getByRole('button', { name: /^Status, filter:/ }).click()
    await page.getByRole('menuitemradio', { name: 'Active', exact: true }).click()
    await expect(page).toHaveURL(/[?&]status=active(&|$)/)
    await expect(page.getByRole('table')).toContainText('No products match.')
    await page.getByRole('button', { name: /^Status, filter:/ }).click()
    await page.getByRole('menuitemradio', { name: 'Inactive' }).click()
    await expect(row(page, product.name)).toBeVisible()

    const categoryPage = `/categoryShow/${encodeURIComponent(category.name)}?id=${category._id}`
    const visitor = await page.context().browser()!.newPage()
    await visitor.goto(categoryPage)
    await expect(visitor.getByText(fixtureProduct.name).first()).toBeVisible()
    await expect(visitor.getByText(product.name)).toHaveCount(0)

    await page.getByRole('combobox', { name: `Status of ${product.name}` }).selectOption('active')
    await expect(toast(page, PRODUCT_MESSAGES.statusChanged).first()).toBeVisible()
    // Active now, so the Inactive filter no longer lists it.
    await expect(page.getByRole('table')).toContainText('No products match.')
    await visitor.goto(categoryPage)
    await expect(visitor.getByText(product.name).first()).toBeVisible()
    await visitor.close()
  })

  test('the superAdmin deletes it after confirming', async ({ page }) => {
    await openProducts(page, boss, `/admin?section=products&q=${product.code}`)
    const remove = row(page, product.name).getByRole('button', { name: `Delete ${product.name}` })
    await remove.click()
    const dialog = page.getByRole('dialog', { name: 'Delete Product' })
    await expect(dialog).toContainText('Do you really want to delete this product?')
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await expectNoSeriousA11yViolations(page)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    expect((await getProduct(product._id)).status).toBe(200)

    await remove.click()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(toast(page, PRODUCT_MESSAGES.deleted)).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('table')).toContainText('No products match.')
    expect((await getProduct(product._id)).status).toBe(404)
  })
})

test.describe('Products section: who may do what', () => {
  test('an admin whose role holds only product.update sees no "+ Add", no delete and no status select, and edits', async ({
    page,
  }) => {
    const role = uniqueName('E2E Product Editor ')
    const made = await api.post('/api/v1/permission/create', {
      headers: authHeaders(boss),
      data: { role, permissions: { product: { update: true } } },
    })
    expect(made.status(), await made.text()).toBe(201)
    const editor = await createAdmin(role)
    await openProducts(page, editor, `/admin?section=products&q=${fixtureProduct.productCode}`)
    const fixture = row(page, fixtureProduct.name)
    await expect(fixture).toBeVisible()
    await expect(page.getByRole('button', { name: '+ Add product' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0)
    await expect(page.getByRole('combobox', { name: /^Status of / })).toHaveCount(0)
    await expect(fixture.getByText('Active', { exact: true })).toBeVisible()
    await expect(fixture.getByRole('button', { name: `View ${fixtureProduct.name}` })).toBeVisible()

    await fixture.getByRole('button', { name: `Edit ${fixtureProduct.name}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Product' })
    await dialog.getByRole('button', { name: 'Next' }).click()
    await dialog.getByLabel('Material', { exact: true }).fill('Recycled microfibre')
    await dialog.getByRole('button', { name: 'Update' }).click()
    await expect(toast(page, PRODUCT_MESSAGES.updated)).toBeVisible()
    await expect(dialog).toBeHidden()
    expect((await getProduct(fixtureProduct._id)).body.data.material).toBe('Recycled microfibre')
  })

  test('a Member can only view', async ({ page }) => {
    const member = await createAdmin('Member')
    await openProducts(page, member, `/admin?section=products&q=${fixtureProduct.productCode}`)
    const fixture = row(page, fixtureProduct.name)
    await expect(fixture).toBeVisible()
    await expect(page.getByRole('button', { name: '+ Add product' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0)
    await expect(page.getByRole('combobox', { name: /^Status of / })).toHaveCount(0)
    await fixture.getByRole('button', { name: `View ${fixtureProduct.name}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Product Details' })
    await expect(dialog.getByRole('heading', { name: fixtureProduct.name })).toBeVisible()
    await expect(dialog).toContainText(category.name)
  })
})

test.describe('Products section: the list', () => {
  test('a reload keeps the search, the status filter and the page', async ({ page }) => {
    await openProducts(page, boss)
    await search(page, fixtureProduct.productCode)
    await page.getByRole('button', { name: /^Status, filter:/ }).click()
    await page.getByRole('menuitemradio', { name: 'Active', exact: true }).click()
    await expect(page).toHaveURL(/[?&]status=active(&|$)/)
    await expect(row(page, fixtureProduct.name)).toBeVisible()

    await page.reload()
    await expect(searchBox(page)).toHaveValue(fixtureProduct.productCode)
    await expect(page.getByRole('button', { name: 'Status, filter: Active' })).toBeVisible()
    await expect(row(page, fixtureProduct.name)).toBeVisible()
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1)

    await page.getByRole('button', { name: 'Clear search' }).click()
    await expect(page).not.toHaveURL(/[?&]q=/)
    const pages = page.getByRole('navigation', { name: 'Products pages' })
    await expect(pages).toContainText(/Showing 1 to 10 of \d+ products/)
    await pages.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/[?&]page=2(&|$)/)
    await expect(pages).toContainText(/Showing 11 to \d+ of \d+ products/)

    await page.reload()
    await expect(page).toHaveURL(/[?&]status=active(&|$)/)
    await expect(pages).toContainText(/Showing 11 to \d+ of \d+ products/)
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(10)
    await expect(page.getByRole('button', { name: 'Status, filter: Active' })).toBeVisible()
  })
})

const CATALOG_HINT = 'PNG or JPG, 1000–1010 px on each side, at most 5 MB'
const EDIT_IMAGE_HINT =
  'PNG, JPG or WebP, 1000–1010 px on each side, at most 5 MB. Added and removed images are saved with the other changes when you press Update; Cancel keeps the product as it is.'
