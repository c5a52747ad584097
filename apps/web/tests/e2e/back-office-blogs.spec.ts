import fs from 'node:fs'

import type { APIRequestContext, Page } from '@playwright/test'

import {
  authHeaders,
  loginThroughApi,
  newApiContext,
  registerAdmin,
  seedSession,
  testPictures,
  type ApiSession,
  row,
  expectToast,
} from './back-office-helpers'
import { E2E_ADMIN, expect, expectNoSeriousA11yViolations, test, uniqueName } from './fixtures'

/**
 * The Blogs section (docs/requirements/blogs.md#blogs-section) as staff use it: a post written with a
 * picture, edited, taken off the site and deleted, each step checked on the public /blogs page, with the
 * spec's toasts word for word; and what a role without blog rights is offered. Sessions and the data a test
 * is not about are made through the API once; every test removes what it made.
 */

const pictures = testPictures('gwp-blog-images-', {
  cover: { file: 'marble-floor.jpg', width: 1200, height: 800, background: '#0e7490' },
  replacement: { file: 'shiny-floor.png', width: 900, height: 600, background: '#a21caf' },
})

const CONTENT =
  'Marble floors stay beautiful for decades with the right routine.\n\nSweep daily, mop with a pH neutral cleaner (never vinegar) and dry at once!'

let api: APIRequestContext
let boss: ApiSession
let member: ApiSession
/** A role with blog.update and blog.statusChange, but not blog.create. */
let editor: ApiSession

test.beforeAll(async () => {
  await pictures.make()
  api = await newApiContext()
  boss = await loginThroughApi(api, E2E_ADMIN.username, E2E_ADMIN.password)
  member = await registerAdmin(api, boss, { prefix: 'e2eblogm', fullName: 'Blog Reader' })
  const role = uniqueName('Blog Editor ')
  const created = await api.post('/api/v1/permission/create', {
    headers: authHeaders(boss),
    data: { role, permissions: { blog: { update: true, statusChange: true } } },
  })
  expect(created.status(), await created.text()).toBe(201)
  editor = await registerAdmin(api, boss, { prefix: 'e2eblogedit', fullName: 'Blog Editor', role })
})

test.afterAll(async () => {
  await api.dispose()
  pictures.remove()
})

/** Blogs a test made, deleted whatever happened (a 404 for one the test deleted itself is fine). */
const made: string[] = []
test.afterEach(async () => {
  for (const id of made.splice(0)) await api.delete(`/api/v1/blog/${id}`, { headers: authHeaders(boss) })
})

interface SavedBlog {
  _id: string
  title: string
  image: string
}

async function createBlog(title = uniqueName('E2E Blog ')): Promise<SavedBlog> {
  const response = await api.post('/api/v1/blog/create', {
    headers: authHeaders(boss),
    multipart: {
      title,
      content: CONTENT,
      image: { name: 'cover.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(pictures.paths.cover) },
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { data } = await response.json()
  made.push(data._id)
  return data
}

async function openBlogs(page: Page, session: ApiSession) {
  await seedSession(page, session)
  await page.goto('/admin?section=blogs')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogs')
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search blogs by title' }).fill(text)
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, '\\+')}`))
}

/** What a visitor finds on /blogs searching for `title`: its card's heading, or nothing. */
async function publicCard(page: Page, title: string) {
  await page.goto(`/blogs?q=${encodeURIComponent(title)}`)
  return page.getByRole('main').getByRole('heading', { level: 3, name: title, exact: true })
}

test.describe('Blogs section', () => {
  // Pictures are resized on the server and /blogs is visited between steps: longer than the default.
  test.describe.configure({ timeout: 120_000 })

  test('a blog is written with a picture and edited, /blogs following each step', async ({ page }) => {
    const title = uniqueName('E2E Marble ')
    await openBlogs(page, boss)
    await expectNoSeriousA11yViolations(page)

    // Add: the spec's messages until the form is right, then the post with its picture.
    await page.getByRole('button', { name: 'Add blog' }).click()
    const add = page.getByRole('dialog', { name: 'Add Blog' })
    await expect(add.getByLabel('Title', { exact: true })).toBeFocused()
    await expect(add).toContainText('0/50')
    await expect(add).toContainText('0/5000')
    await add.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(add.getByText('Title is required')).toBeVisible()
    await expect(add.getByText('An image is required')).toBeVisible()
    await add.getByLabel('Title', { exact: true }).fill('t'.repeat(51))
    await expect(add.getByText('Title must be less than 50 characters')).toBeVisible()
    await add.getByLabel('Title', { exact: true }).fill(title)
    await expect(add).toContainText(`${title.length}/50`)
    await add.getByLabel('Content', { exact: true }).fill('Too short to publish.')
    await expect(add.getByText('Content must be at least 50 characters long')).toBeVisible()
    await add.getByLabel('Content', { exact: true }).fill(`${CONTENT} <b>#1</b>`)
    await expect(
      add.getByText('Content must not contain special characters other than punctuation'),
    ).toBeVisible()
    await add.getByLabel('Content', { exact: true }).fill(CONTENT)
    await expect(add).toContainText(`${CONTENT.length}/5000`)
    await add.getByLabel('Image', { exact: true }).setInputFiles(pictures.paths.cover)
    await expect(add.getByRole('img', { name: 'marble-floor.jpg' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await add.getByRole('button', { name: 'Add', exact: true }).click()
    await expectToast(page, 'Blog post created successfully! 🎉')
    await expect(add).toBeHidden()

    const listed = await api.get(`/api/v1/blog?q=${encodeURIComponent(title)}`, {
      headers: authHeaders(boss),
    })
    const [saved] = (await listed.json()).data as SavedBlog[]
    expect(saved?.title).toBe(title)
    made.push(saved!._id)
    await search(page, title)
    await expect(row(page, title).getByRole('img', { name: title })).toHaveAttribute(
      'src',
      /^\/uploads\/blogs\//,
    )
    await expect(row(page, title).getByRole('combobox', { name: `Status of ${title}` })).toHaveValue('active')

    // View: the text as typed, line breaks kept, nothing read as markup.
    await row(page, title)
      .getByRole('button', { name: `View ${title}` })
      .click()
    const details = page.getByRole('dialog', { name: 'Blog Details' })
    await expect(details.getByRole('img', { name: title })).toBeVisible()
    await expect(details).toContainText('Sweep daily, mop with a pH neutral cleaner (never vinegar)')
    await expectNoSeriousA11yViolations(page)
    await page.keyboard.press('Escape')

    const card = await publicCard(page, title)
    await expect(card).toBeVisible()
    await page.getByRole('link', { name: `Read More about ${title}` }).click()
    await expect(page.getByRole('article').locator('p')).toHaveCount(2)

    // Edit: nothing changed yet, then a new title and a new picture (two calls, one toast).
    await openBlogs(page, boss)
    await search(page, title)
    await row(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click()
    const edit = page.getByRole('dialog', { name: 'Edit Blog' })
    await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title)
    await expect(edit.getByRole('button', { name: 'Update' })).toBeDisabled()
    await expect(edit.getByText('No changes detected')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    const renamed = `${title} Shine`
    await edit.getByLabel('Title', { exact: true }).fill(renamed)
    await edit.getByRole('button', { name: `Remove ${title} (current image)` }).click()
    await edit.getByLabel('Image', { exact: true }).setInputFiles(pictures.paths.replacement)
    await edit.getByRole('button', { name: 'Update' }).click()
    await expectToast(page, 'Blog updated successfully!')
    await expect(edit).toBeHidden()
    const { data: edited } = await (await api.get(`/api/v1/blog/${saved!._id}`)).json()
    expect(edited).toMatchObject({ title: renamed, content: CONTENT })
    expect(edited.image).not.toBe(saved!.image)
    expect((await api.get(`/${saved!.image}`)).status()).toBe(404)

    await expect(await publicCard(page, renamed)).toBeVisible()
  })

  test('a blog taken off the site leaves /blogs, and deleted it is gone with its picture', async ({
    page,
  }) => {
    const { _id: id, title: renamed, image } = await createBlog()
    await expect(await publicCard(page, renamed)).toBeVisible()

    // Deactivate: the select, then the post leaves /blogs.
    await openBlogs(page, boss)
    await search(page, renamed)
    await row(page, renamed)
      .getByRole('combobox', { name: `Status of ${renamed}` })
      .selectOption('inactive')
    await expectToast(page, 'Blog status updated successfully')
    await page.getByRole('button', { name: /^Status, filter:/ }).click()
    await page.getByRole('menuitemradio', { name: 'Inactive' }).click()
    await expect(page).toHaveURL(/[?&]status=inactive/)
    await expect(row(page, renamed)).toBeVisible()
    await expect(await publicCard(page, renamed)).toHaveCount(0)

    // Delete: asked first; the post and its picture go.
    await openBlogs(page, boss)
    await search(page, renamed)
    await row(page, renamed)
      .getByRole('button', { name: `Delete ${renamed}` })
      .click()
    const confirm = page.getByRole('dialog', { name: 'Delete Blog' })
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await expectNoSeriousA11yViolations(page)
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'Blog deleted successfully')
    await expect(row(page, renamed)).toHaveCount(0)
    expect((await api.get(`/api/v1/blog/${id}`, { headers: authHeaders(boss) })).status()).toBe(404)
    expect((await api.get(`/${image}`)).status()).toBe(404)
  })

  test('a role without blog rights only views; blog.update and statusChange add edit and status, not add or delete', async ({
    page,
  }) => {
    const blog = await createBlog()
    await openBlogs(page, member)
    await search(page, blog.title)
    const memberRow = row(page, blog.title)
    await expect(memberRow.getByRole('button', { name: `View ${blog.title}` })).toBeVisible()
    await expect(memberRow).toContainText('Active')
    await expect(page.getByRole('button', { name: 'Add blog' })).toHaveCount(0)
    await expect(memberRow.getByRole('button', { name: `Edit ${blog.title}` })).toHaveCount(0)
    await expect(memberRow.getByRole('button', { name: `Delete ${blog.title}` })).toHaveCount(0)
    await expect(memberRow.getByRole('combobox')).toHaveCount(0)

    const editorPage = await page.context().browser()!.newPage()
    try {
      await openBlogs(editorPage, editor)
      await search(editorPage, blog.title)
      const editorRow = row(editorPage, blog.title)
      await expect(editorRow.getByRole('button', { name: `Edit ${blog.title}` })).toBeVisible()
      await expect(editorRow.getByRole('combobox', { name: `Status of ${blog.title}` })).toBeVisible()
      await expect(editorPage.getByRole('button', { name: 'Add blog' })).toHaveCount(0)
      await expect(editorRow.getByRole('button', { name: `Delete ${blog.title}` })).toHaveCount(0)
    } finally {
      await editorPage.close()
    }
  })
})
