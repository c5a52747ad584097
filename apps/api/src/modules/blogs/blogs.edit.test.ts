import { AUTH_MESSAGES, BLOG_FORM_MESSAGES, BLOG_MESSAGES } from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../../test/app.js'
import { expectSuperAdminOnly, warmedRead } from '../../test/expectations.js'
import { contentVersion, createRole, signedInAdmin, type TestAdmin } from '../../test/factories.js'
import {
  imageBytes,
  imageFilesExist,
  multipartForm,
  storedFiles,
  TEXT_FILE_NAMED_PNG,
} from '../../test/uploads.js'

/**
 * PATCH /api/v1/blog/:id, PATCH /api/v1/blog/change-image/:id, DELETE /api/v1/blog/:id
 * (docs/requirements/blogs.md#rules, #calls).
 */

const CONTENT = 'Marble needs a pH neutral cleaner, a soft mop and a dry cloth afterwards, every day.'
const UNKNOWN_ID = '01900000-0000-7000-8000-000000000000'

let t: TestApp
let boss: TestAdmin
/** blog.update only. */
let updater: TestAdmin
/** blog.statusChange only. */
let switcher: TestAdmin

beforeAll(async () => {
  t = await buildTestApp()
  boss = await signedInAdmin(t.app, 'superAdmin')
  await createRole(t.app, 'Blog updater', (p) => void (p.blog.update = true))
  await createRole(t.app, 'Blog switcher', (p) => void (p.blog.statusChange = true))
  updater = await signedInAdmin(t.app, 'Blog updater')
  switcher = await signedInAdmin(t.app, 'Blog switcher')
})
afterAll(async () => {
  await t.close()
})

const image = async (format: 'png' | 'jpeg' = 'jpeg') => ({ image: { bytes: await imageBytes(format, 500) } })

/** A blog made through the create route, so its picture and variants are on disk. */
async function created(title = 'Caring for Marble') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/blog/create',
    headers: boss.headers,
    payload: multipartForm({ title, content: CONTENT }, await image()),
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data as { _id: string; title: string; content: string; image: string }
}

const patch = (id: string, payload: object, headers: Record<string, string> = boss.headers) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/blog/${id}`, headers, payload })
const changeImage = (id: string, payload: FormData, headers: Record<string, string> = boss.headers) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/blog/change-image/${id}`, headers, payload })
const rowOf = (id: string) => t.app.db.selectFrom('blogs').selectAll().where('id', '=', id).executeTakeFirst()
const version = () => contentVersion(t.app, 'blogs')
/** `uploads/blogs/<id>.jpg` → `<id>`, which its WebP variants' names share. */
const stem = (image: string) => image.slice('uploads/blogs/'.length).replace(/\.\w+$/, '')

describe('PATCH /api/v1/blog/:id', () => {
  it('changes the title and content with blog.update, and the public post shows it at once', async () => {
    const blog = await created()
    await warmedRead(t.app, `/api/v1/blog/${blog._id}`)
    const before = await version()
    const content = `${CONTENT} Rinse well.`
    const response = await patch(blog._id, { title: ' Marble, Step by Step ', content }, updater.headers)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      success: true,
      status: true,
      message: BLOG_FORM_MESSAGES.updated,
      data: expect.objectContaining({
        _id: blog._id,
        title: 'Marble, Step by Step',
        content,
        image: blog.image,
      }),
    })
    expect(await version()).toBe(before + 1)
    const { data } = (await t.app.inject({ url: `/api/v1/blog/${blog._id}` })).json()
    expect(data).toMatchObject({ title: 'Marble, Step by Step', content })
  })

  it('changes the status with blog.statusChange ("false" hides it from visitors, "true" brings it back)', async () => {
    const blog = await created()
    await warmedRead(t.app, '/api/v1/blog/active-blogs')
    const hidden = await patch(blog._id, { isActive: 'false' }, switcher.headers)
    expect(hidden.statusCode, hidden.body).toBe(200)
    expect(hidden.json()).toMatchObject({
      message: BLOG_FORM_MESSAGES.statusChanged,
      data: { isActive: false },
    })
    const list = (await t.app.inject({ url: '/api/v1/blog/active-blogs' })).json().data
    expect(list.map((b: { _id: string }) => b._id)).not.toContain(blog._id)
    expect((await t.app.inject({ url: `/api/v1/blog/${blog._id}` })).statusCode).toBe(404)

    const shown = await patch(blog._id, { isActive: 'true' }, switcher.headers)
    expect(shown.json().data.isActive).toBe(true)
    expect((await t.app.inject({ url: `/api/v1/blog/${blog._id}` })).statusCode).toBe(200)
    // Setting the status it already has is done without a write.
    const before = await version()
    expect((await patch(blog._id, { isActive: true }, switcher.headers)).statusCode).toBe(200)
    expect(await version()).toBe(before)
  })

  it('asks for the right that matches the body: 403 for the other one, both for both', async () => {
    const blog = await created()
    const refused: Array<[TestAdmin, object]> = [
      [updater, { isActive: 'false' }],
      [switcher, { title: 'Renamed' }],
      [switcher, { content: `${CONTENT} More.` }],
      [updater, { title: 'Renamed', isActive: 'false' }],
      [switcher, { title: 'Renamed', isActive: 'false' }],
      // An empty or unknown body asks for blog.update.
      [switcher, {}],
      [switcher, { author: boss.id }],
    ]
    for (const [admin, body] of refused) {
      const response = await patch(blog._id, body, admin.headers)
      expect(response.statusCode, JSON.stringify(body)).toBe(403)
      expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.forbidden })
    }
    expect(await rowOf(blog._id)).toMatchObject({ title: blog.title, isActive: 1 })
    const member = await signedInAdmin(t.app, 'Member')
    expect((await patch(blog._id, { title: 'Renamed' }, member.headers)).statusCode).toBe(403)
    const anonymous = await patch(blog._id, { title: 'Renamed' }, {})
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated })
    // Both rights, both changes.
    const both = await patch(blog._id, { title: 'Renamed', isActive: 'false' })
    expect(both.json().data).toMatchObject({ title: 'Renamed', isActive: false })
  })

  it('refuses an edit that changes nothing, and invalid values, with the spec messages', async () => {
    const blog = await created()
    const before = await version()
    const cases: Array<[object, string]> = [
      [{}, BLOG_FORM_MESSAGES.noChanges],
      [{ title: blog.title, content: ` ${blog.content} ` }, BLOG_FORM_MESSAGES.noChanges],
      [{ author: boss.id }, BLOG_FORM_MESSAGES.noChanges],
      [{ title: '' }, BLOG_FORM_MESSAGES.titleRequired],
      [{ title: 't'.repeat(51) }, BLOG_FORM_MESSAGES.titleTooLong],
      [{ content: 'Too short.' }, BLOG_FORM_MESSAGES.contentTooShort],
      [{ content: `${CONTENT} <script>` }, BLOG_FORM_MESSAGES.contentInvalid],
      [{ isActive: 'yes' }, BLOG_FORM_MESSAGES.isActiveInvalid],
    ]
    for (const [body, message] of cases) {
      const response = await patch(blog._id, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json()).toMatchObject({ success: false, message })
    }
    expect(await version()).toBe(before)
  })

  it('answers 404 for a blog that does not exist', async () => {
    const response = await patch(UNKNOWN_ID, { title: 'Renamed' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ success: false, message: BLOG_MESSAGES.notFound })
  })
})

describe('PATCH /api/v1/blog/change-image/:id', () => {
  it('replaces the picture with blog.update and removes the old files after the commit', async () => {
    const blog = await created()
    await warmedRead(t.app, `/api/v1/blog/${blog._id}`)
    const before = await version()
    const response = await changeImage(blog._id, multipartForm({}, await image('png')), updater.headers)
    expect(response.statusCode, response.body).toBe(200)
    const { data, message } = response.json()
    expect(message).toBe(BLOG_FORM_MESSAGES.imageUpdated)
    expect(data.image).toMatch(/^uploads\/blogs\/[0-9a-f-]{36}\.png$/)
    expect(imageFilesExist(t.dataDir, data.image)).toBe(true)
    expect(storedFiles(t.dataDir, 'blogs').filter((file) => file.includes(stem(blog.image)))).toEqual([])
    expect(await version()).toBe(before + 1)
    expect((await t.app.inject({ url: `/api/v1/blog/${blog._id}` })).json().data.image).toBe(data.image)
  })

  it('refuses a missing or non-image file, the wrong right and an unknown blog, leaving every file', async () => {
    const blog = await created()
    const files = storedFiles(t.dataDir, 'blogs')
    const noFile = await changeImage(blog._id, multipartForm({}))
    expect(noFile.statusCode).toBe(400)
    expect(noFile.json()).toEqual({
      success: false,
      message: BLOG_FORM_MESSAGES.imageRequired,
      errors: { image: BLOG_FORM_MESSAGES.imageRequired },
    })
    const text = await changeImage(blog._id, multipartForm({}, { image: TEXT_FILE_NAMED_PNG }))
    expect(text.json()).toEqual({ success: false, message: BLOG_FORM_MESSAGES.imageType })
    const form = multipartForm({}, await image())
    expect((await changeImage(blog._id, form, switcher.headers)).statusCode).toBe(403)
    expect((await changeImage(blog._id, form, {})).statusCode).toBe(401)
    const unknown = await changeImage(UNKNOWN_ID, multipartForm({}, await image()))
    expect(unknown.statusCode).toBe(404)
    expect(storedFiles(t.dataDir, 'blogs')).toEqual(files)
    expect((await rowOf(blog._id))?.image).toBe(blog.image)
  })
})

describe('DELETE /api/v1/blog/:id', () => {
  it('is for the superAdmin only', async () => {
    const blog = await created()
    await expectSuperAdminOnly(t.app, 'DELETE', `/api/v1/blog/${blog._id}`)
    expect(await rowOf(blog._id)).toBeDefined()
  })

  it('removes the post and its picture files, and the public list follows at once', async () => {
    const blog = await created()
    await warmedRead(t.app, '/api/v1/blog/active-blogs')
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/blog/${blog._id}`,
      headers: boss.headers,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, message: BLOG_FORM_MESSAGES.deleted })
    expect(await rowOf(blog._id)).toBeUndefined()
    expect(imageFilesExist(t.dataDir, blog.image)).toBe(false)
    expect(storedFiles(t.dataDir, 'blogs').some((file) => file.includes(stem(blog.image)))).toBe(false)
    const list = (await t.app.inject({ url: '/api/v1/blog/active-blogs' })).json().data
    expect(list.map((b: { _id: string }) => b._id)).not.toContain(blog._id)
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/blog/${blog._id}`,
      headers: boss.headers,
    })
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ success: false, message: BLOG_MESSAGES.notFound })
  })
})
