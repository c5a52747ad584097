import path from 'node:path'

import { AUTH_MESSAGES, BLOG_FORM_MESSAGES, BLOG_LIMITS, variantPath } from '@gwp/contracts'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createAdmin } from '../../db/bootstrap.js'
import { UPLOAD_MESSAGES } from '../../plugins/multipart.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { warmedRead } from '../../test/expectations.js'
import {
  contentVersion,
  createRole,
  login,
  signedInAdmin,
  TEST_PASSWORD,
  type TestAdmin,
} from '../../test/factories.js'
import { failWrites } from '../../test/failing-writes.js'
import {
  imageBytes,
  imageFilesExist,
  largePng,
  multipartForm,
  storedFiles,
  SVG_WITH_SCRIPT,
  TEXT_FILE_NAMED_PNG,
  type Upload,
} from '../../test/uploads.js'

/** POST /api/v1/blog/create (docs/requirements/blogs.md#rules, #calls, #title-limit). */

const CREATE = '/api/v1/blog/create'
const CONTENT = 'Microfibre cloths pick up dust, grease and bacteria (and hold them), so wipe gently!'
const STORED_IMAGE = /^uploads\/blogs\/[0-9a-f-]{36}\.(jpg|png)$/

let t: TestApp
let boss: TestAdmin
let writer: { id: string; headers: Record<string, string> }

beforeAll(async () => {
  t = await buildTestApp()
  boss = await signedInAdmin(t.app, 'superAdmin')
  await createRole(t.app, 'Blog writer', (p) => void (p.blog.create = true))
  const id = await createAdmin(t.app.db, {
    username: 'writer',
    password: TEST_PASSWORD,
    role: 'Blog writer',
    fullName: 'Sana Malik',
  })
  writer = { id, headers: { authorization: `Bearer ${await login(t.app, 'writer', TEST_PASSWORD)}` } }
})
afterAll(async () => {
  await t.close()
})

/** A valid form unless told otherwise; `image: null` sends no file at all. */
async function blogForm(fields: Record<string, string> = {}, image?: Upload | null) {
  const file =
    image === undefined ? { bytes: await imageBytes('jpeg', 1200, 800), filename: 'photo.jpg' } : image
  return multipartForm(
    { title: 'Caring for Marble', content: CONTENT, ...fields },
    file ? { image: file } : {},
  )
}

const create = (payload: FormData | object, headers: Record<string, string> = writer.headers) =>
  t.app.inject({ method: 'POST', url: CREATE, headers, payload })

async function snapshot() {
  return {
    rows: await t.app.db.selectFrom('blogs').selectAll().orderBy('id').execute(),
    files: storedFiles(t.dataDir, 'blogs'),
    version: await contentVersion(t.app, 'blogs'),
  }
}

describe('POST /api/v1/blog/create', () => {
  it('stores the post with its picture and WebP variants, and the public blog list shows it at once', async () => {
    await warmedRead(t.app, '/api/v1/blog/active-blogs')
    const before = await contentVersion(t.app, 'blogs')
    const response = await create(await blogForm({ title: '  Caring for Marble  ' }))
    expect(response.statusCode, response.body).toBe(201)
    const body = response.json()
    expect(body).toEqual({
      success: true,
      status: true,
      message: BLOG_FORM_MESSAGES.created,
      data: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        title: 'Caring for Marble',
        content: CONTENT,
        image: expect.stringMatching(STORED_IMAGE),
        author: { name: 'Sana Malik', fullName: 'Sana Malik' },
        isActive: true,
        createdAt: expect.any(String),
        updatedAt: body.data.createdAt,
      },
    })
    const { image } = body.data
    expect(imageFilesExist(t.dataDir, image)).toBe(true)
    for (const width of [400, 800]) {
      const variant = await sharp(path.join(t.dataDir, variantPath(image, width))).metadata()
      expect([variant.format, variant.width]).toEqual(['webp', width])
    }
    expect(await contentVersion(t.app, 'blogs')).toBe(before + 1)
    const { data } = (await t.app.inject({ url: '/api/v1/blog/active-blogs' })).json()
    expect(data[0]).toMatchObject({ _id: body.data._id, title: 'Caring for Marble', image })
  })

  it('signs the post with the signed-in admin, whatever author the form names', async () => {
    const response = await create(await blogForm({ author: boss.id }))
    expect(response.statusCode, response.body).toBe(201)
    const { data } = response.json()
    const row = await t.app.db
      .selectFrom('blogs')
      .select('authorId')
      .where('id', '=', data._id)
      .executeTakeFirst()
    expect(row?.authorId).toBe(writer.id)
    expect(data.author.fullName).toBe('Sana Malik')
  })

  it('accepts letters and digits of any script, line breaks and the listed punctuation', async () => {
    const contents = [
      'یہ مضمون فرش کی صفائی کے بارے میں ہے اور اس میں کافی الفاظ ہیں تاکہ پچاس حروف پورے ہوں',
      'हिंदी में लिखा गया लेख भी स्वीकार है, क्योंकि अक्षर और मात्राएँ दोनों अक्षर ही हैं।'.replace('।', '.'),
      `Line one, with "quotes" and 'apostrophes'?\n\nLine two (with 2 digits) ends here. Wow!`,
      'x'.repeat(BLOG_LIMITS.contentMax),
    ]
    for (const content of contents) {
      const response = await create(await blogForm({ content }))
      expect(response.statusCode, response.body).toBe(201)
      expect(response.json().data.content).toBe(content)
    }
    const title = 't'.repeat(BLOG_LIMITS.title)
    expect((await create(await blogForm({ title }))).json().data.title).toBe(title)
  })

  it('takes PNG and WebP pictures too, by their bytes whatever their names', async () => {
    for (const bytes of [await imageBytes('png', 300), await imageBytes('webp', 300)]) {
      const response = await create(await blogForm({}, { bytes, filename: 'picture.gif', type: 'image/gif' }))
      expect(response.statusCode, response.body).toBe(201)
      expect(imageFilesExist(t.dataDir, response.json().data.image)).toBe(true)
    }
  })

  describe('refuses with the spec message and stores nothing', () => {
    const { titleRequired, titleTooLong, contentRequired, contentTooShort, contentTooLong, contentInvalid } =
      BLOG_FORM_MESSAGES
    const fieldCases: Array<[string, Record<string, string>, string, Record<string, string>]> = [
      ['no title', { title: '' }, titleRequired, { title: titleRequired }],
      ['a title of spaces', { title: '   ' }, titleRequired, { title: titleRequired }],
      ['a title of 51 characters', { title: 't'.repeat(51) }, titleTooLong, { title: titleTooLong }],
      ['no content', { content: '' }, contentRequired, { content: contentRequired }],
      [
        'content of 49 characters',
        { content: 'c'.repeat(49) },
        contentTooShort,
        { content: contentTooShort },
      ],
      [
        'content of 5001 characters',
        { content: 'c'.repeat(5001) },
        contentTooLong,
        { content: contentTooLong },
      ],
      [
        'both empty',
        { title: '', content: '' },
        titleRequired,
        { title: titleRequired, content: contentRequired },
      ],
    ]
    it.each(fieldCases)('%s', async (_, fields, message, errors) => {
      const before = await snapshot()
      const response = await create(await blogForm(fields))
      expect(response.statusCode, response.body).toBe(400)
      expect(response.json()).toEqual({ success: false, message, errors })
      expect(await snapshot()).toEqual(before)
    })

    it.each([...'<>&@#$%*-_:;/\\[]{}=+~`|^', '🎉', '•'])('content holding %s', async (character) => {
      const before = await snapshot()
      const response = await create(await blogForm({ content: `${CONTENT} ${character}` }))
      expect(response.statusCode, response.body).toBe(400)
      expect(response.json()).toEqual({
        success: false,
        message: contentInvalid,
        errors: { content: contentInvalid },
      })
      expect(await snapshot()).toEqual(before)
    })

    const imageRequired = {
      message: BLOG_FORM_MESSAGES.imageRequired,
      errors: { image: BLOG_FORM_MESSAGES.imageRequired },
    }
    const fileCases: Array<[string, () => Promise<FormData | object>, { message: string; errors?: object }]> =
      [
        ['no image', () => blogForm({}, null), imageRequired],
        ['an empty file', () => blogForm({}, { bytes: Buffer.alloc(0) }), imageRequired],
        [
          'a 6 MB file',
          async () => blogForm({}, { bytes: await largePng(6) }),
          { message: BLOG_FORM_MESSAGES.imageSize },
        ],
        [
          'a text file named .png',
          () => blogForm({}, TEXT_FILE_NAMED_PNG),
          { message: BLOG_FORM_MESSAGES.imageType },
        ],
        ['an SVG', () => blogForm({}, SVG_WITH_SCRIPT), { message: BLOG_FORM_MESSAGES.imageType }],
        [
          'a GIF',
          async () => blogForm({}, { bytes: await imageBytes('gif', 300) }),
          { message: BLOG_FORM_MESSAGES.imageType },
        ],
        [
          'a JSON body',
          async () => ({ title: 'Marble', content: CONTENT }),
          { message: UPLOAD_MESSAGES.notMultipart },
        ],
      ]
    it.each(fileCases)('%s', async (_, payload, expected) => {
      const before = await snapshot()
      const response = await create(await payload())
      expect(response.statusCode, response.body).toBe(400)
      expect(response.json()).toEqual({ success: false, ...expected })
      expect(await snapshot()).toEqual(before)
    })
  })

  it('answers 401 without a session and 403 without blog.create, storing nothing', async () => {
    const before = await snapshot()
    const anonymous = await create(await blogForm(), {})
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated })
    await createRole(t.app, 'Blog editor', (p) => Object.assign(p.blog, { update: true, statusChange: true }))
    for (const role of ['Member', 'Blog editor']) {
      const admin = await signedInAdmin(t.app, role)
      const response = await create(await blogForm(), admin.headers)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.forbidden })
    }
    expect(await snapshot()).toEqual(before)
  })

  it('leaves no row and no file when the transaction fails after the insert', async () => {
    const before = await snapshot()
    const restore = await failWrites(t.app, 'content_versions', 'insert')
    try {
      const response = await create(await blogForm())
      expect(response.statusCode).toBe(500)
      expect(response.body).not.toContain('database is down')
    } finally {
      await restore()
    }
    expect(await snapshot()).toEqual(before)
  })
})
