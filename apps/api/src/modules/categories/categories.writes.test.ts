import path from 'node:path'

import {
  AUTH_MESSAGES,
  IMAGE_KINDS,
  CATALOG_MESSAGES,
  CATEGORY_LIMITS,
  CATEGORY_MESSAGES,
  categoryInUseMessage,
  variantPath,
} from '@gwp/contracts'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { UPLOAD_MESSAGES } from '../../plugins/multipart.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import {
  expectGeneric500WhenTableFails,
  expectSuperAdminOnly,
  warmedRead as warmedReadOf,
} from '../../test/expectations.js'
import {
  createProduct,
  createRole,
  createSubCategory,
  signedInAdmin,
  type TestAdmin,
  contentVersion,
} from '../../test/factories.js'
import { failWrites } from '../../test/failing-writes.js'
import {
  imageBytes,
  imageFilesExist,
  largePng,
  multipartForm,
  storedFiles,
  type Upload,
  TEXT_FILE_NAMED_PNG,
  SVG_WITH_SCRIPT,
} from '../../test/uploads.js'

let t: TestApp

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })

/**
 * The back office's writes share one app: each test makes the rows it needs and compares the
 * tables, the stored files and the content version before and after.
 */
describe('back-office writes', () => {
  let boss: TestAdmin
  /** A role with category.create only. */
  let creator: TestAdmin
  /** A role with category.update only. */
  let updater: TestAdmin
  beforeAll(async () => {
    t = await buildTestApp()
    boss = await signedInAdmin(t.app, 'superAdmin')
    await createRole(t.app, 'Category creator', (p) => void (p.category.create = true))
    await createRole(t.app, 'Category updater', (p) => void (p.category.update = true))
    creator = await signedInAdmin(t.app, 'Category creator')
    updater = await signedInAdmin(t.app, 'Category updater')
  })
  afterAll(async () => {
    await t.close()
  })

  const CREATE = '/api/v1/category/create'
  const STORED_PNG = /^uploads\/categories\/[0-9a-f-]{36}\.png$/

  let sequence = 0
  /** A name no other test uses, within the 28-character limit. */
  const uniqueName = (prefix = 'Category') => `${prefix} ${(sequence++).toString(36)}`

  type Payload = FormData | Record<string, unknown>
  const send = (
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: Payload,
    headers: Record<string, string> = boss.headers,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

  /** A form with a valid 1000 px PNG unless told otherwise (`null`: no file at all). */
  async function categoryForm(fields: Record<string, string>, image?: Upload | null): Promise<FormData> {
    const file = image === undefined ? { bytes: await imageBytes('png', 1000) } : image
    return multipartForm(fields, file ? { image: file } : {})
  }

  /** A category made through the route, with its image files on disk. */
  async function created(name = uniqueName()) {
    const response = await send('POST', CREATE, await categoryForm({ name, description: 'Mops and buckets' }))
    expect(response.statusCode, response.body).toBe(201)
    return response.json().data as {
      _id: string
      name: string
      description: string
      image: string
      createdAt: string
      updatedAt: string
    }
  }

  const rowOf = (id: string) =>
    t.app.db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst()

  const catalogVersion = () => contentVersion(t.app, 'catalog')

  /** Everything a refused or failed write must leave as it was. */
  async function snapshot() {
    return {
      rows: await t.app.db.selectFrom('categories').selectAll().orderBy('id').execute(),
      files: storedFiles(t.dataDir, 'categories'),
      version: await catalogVersion(),
    }
  }

  const textFile = TEXT_FILE_NAMED_PNG
  const svg = SVG_WITH_SCRIPT
  const tooLarge = async () => ({ bytes: await largePng(6) })

  const warmedRead = (url: string) => warmedReadOf(t.app, url)

  describe('POST /api/v1/category/create', () => {
    it('stores the category and its image with 400 and 800 px WebP variants, and the next anonymous read shows it', async () => {
      await warmedRead('/api/v1/category')
      await warmedRead('/api/v1/category?page=1&limit=100')
      const before = await catalogVersion()
      const name = uniqueName('Floor care')
      const response = await send(
        'POST',
        CREATE,
        await categoryForm({ name: `  ${name}  `, description: '  Mops, buckets and wipers  ' }),
      )
      expect(response.statusCode, response.body).toBe(201)
      const body = response.json()
      expect(body).toEqual({
        success: true,
        message: CATEGORY_MESSAGES.created,
        data: {
          _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          name,
          description: 'Mops, buckets and wipers',
          image: expect.stringMatching(STORED_PNG),
          createdAt: expect.any(String),
          updatedAt: body.data.createdAt,
        },
      })
      const { _id: id, ...stored } = body.data
      expect(await rowOf(id)).toEqual({ id, ...stored })
      expect(imageFilesExist(t.dataDir, stored.image)).toBe(true)
      const original = await sharp(path.join(t.dataDir, stored.image)).metadata()
      expect([original.format, original.width, original.height]).toEqual(['png', 1000, 1000])
      for (const width of [400, 800]) {
        const variant = await sharp(path.join(t.dataDir, variantPath(stored.image, width))).metadata()
        expect([variant.format, variant.width]).toEqual(['webp', width])
      }
      expect(await catalogVersion()).toBe(before + 1)

      const list = (await get('/api/v1/category')).json().data
      expect(list).toContainEqual(body.data)
      const page = (await get('/api/v1/category?page=1&limit=100')).json().data
      expect(page).toContainEqual(body.data)
      expect((await get(`/api/v1/category/${id}`)).json()).toEqual({ success: true, data: body.data })
    })

    it('accepts a JPEG (kept as JPEG), 1010 px sides, and texts at their limits', async () => {
      const name = uniqueName().padEnd(CATEGORY_LIMITS.name, 'x')
      const description = 'd'.repeat(CATEGORY_LIMITS.description)
      const response = await send(
        'POST',
        CREATE,
        await categoryForm(
          { name, description },
          { bytes: await imageBytes('jpeg', 1010, 1000), filename: 'photo.jpg', type: 'image/jpeg' },
        ),
      )
      expect(response.statusCode, response.body).toBe(201)
      const { data } = response.json()
      expect(data).toMatchObject({ name, description })
      expect(data.image).toMatch(/^uploads\/categories\/[0-9a-f-]{36}\.jpg$/)
      expect(imageFilesExist(t.dataDir, data.image)).toBe(true)
      const original = await sharp(path.join(t.dataDir, data.image)).metadata()
      expect([original.format, original.width, original.height]).toEqual(['jpeg', 1010, 1000])
    })

    it('lets a role holding category.create add one', async () => {
      const response = await send(
        'POST',
        CREATE,
        await categoryForm({ name: uniqueName(), description: 'Brooms' }),
        creator.headers,
      )
      expect(response.statusCode, response.body).toBe(201)
    })

    describe('refuses with the spec message and stores nothing', () => {
      const long = (n: number) => 'x'.repeat(n)
      const cases: Array<[string, () => Promise<Payload>, string, Record<string, string>?]> = [
        [
          'no name',
          () => categoryForm({ description: 'Mops' }),
          CATEGORY_MESSAGES.nameEmpty,
          { name: CATEGORY_MESSAGES.nameEmpty },
        ],
        [
          'a name of spaces',
          () => categoryForm({ name: '   ', description: 'Mops' }),
          CATEGORY_MESSAGES.nameEmpty,
          { name: CATEGORY_MESSAGES.nameEmpty },
        ],
        [
          'a name of 29 characters',
          () => categoryForm({ name: long(29), description: 'Mops' }),
          CATEGORY_MESSAGES.nameTooLong,
          { name: CATEGORY_MESSAGES.nameTooLong },
        ],
        [
          'no description',
          () => categoryForm({ name: 'Mops' }),
          CATEGORY_MESSAGES.descriptionEmpty,
          { description: CATEGORY_MESSAGES.descriptionEmpty },
        ],
        [
          'a description of spaces',
          () => categoryForm({ name: 'Mops', description: ' \t ' }),
          CATEGORY_MESSAGES.descriptionEmpty,
          { description: CATEGORY_MESSAGES.descriptionEmpty },
        ],
        [
          'a description of 81 characters',
          () => categoryForm({ name: 'Mops', description: long(81) }),
          CATEGORY_MESSAGES.descriptionTooLong,
          { description: CATEGORY_MESSAGES.descriptionTooLong },
        ],
        [
          'both texts empty',
          () => categoryForm({ name: '', description: '' }),
          CATEGORY_MESSAGES.nameEmpty,
          { name: CATEGORY_MESSAGES.nameEmpty, description: CATEGORY_MESSAGES.descriptionEmpty },
        ],
        [
          'no image',
          () => categoryForm({ name: 'Mops', description: 'Mops' }, null),
          CATEGORY_MESSAGES.imageRequired,
        ],
        [
          'an empty file',
          () => categoryForm({ name: 'Mops', description: 'Mops' }, { bytes: Buffer.alloc(0) }),
          CATEGORY_MESSAGES.imageRequired,
        ],
        [
          'a text file renamed .png',
          () => categoryForm({ name: 'Mops', description: 'Mops' }, textFile),
          IMAGE_KINDS.category.messages.type,
        ],
        [
          'an SVG',
          () => categoryForm({ name: 'Mops', description: 'Mops' }, svg),
          IMAGE_KINDS.category.messages.type,
        ],
        [
          'a GIF',
          async () => categoryForm({ name: 'Mops', description: 'Mops' }, { bytes: await imageBytes('gif') }),
          IMAGE_KINDS.category.messages.type,
        ],
        [
          'a WebP',
          async () =>
            categoryForm({ name: 'Mops', description: 'Mops' }, { bytes: await imageBytes('webp') }),
          IMAGE_KINDS.category.messages.type,
        ],
        [
          'a 500 × 500 PNG',
          async () =>
            categoryForm({ name: 'Mops', description: 'Mops' }, { bytes: await imageBytes('png', 500) }),
          IMAGE_KINDS.category.messages.dimensions,
        ],
        [
          'a 1011 px wide PNG',
          async () =>
            categoryForm(
              { name: 'Mops', description: 'Mops' },
              { bytes: await imageBytes('png', 1011, 1000) },
            ),
          IMAGE_KINDS.category.messages.dimensions,
        ],
        [
          'a 999 px high JPEG',
          async () =>
            categoryForm(
              { name: 'Mops', description: 'Mops' },
              { bytes: await imageBytes('jpeg', 1000, 999) },
            ),
          IMAGE_KINDS.category.messages.dimensions,
        ],
        [
          'a 6 MB file',
          async () => categoryForm({ name: 'Mops', description: 'Mops' }, await tooLarge()),
          IMAGE_KINDS.category.messages.size,
        ],
        [
          'two files',
          async () => {
            const form = await categoryForm({ name: 'Mops', description: 'Mops' })
            form.append('other', new Blob([new Uint8Array(await imageBytes('png', 1000))]), 'other.png')
            return form
          },
          UPLOAD_MESSAGES.tooManyFiles,
        ],
        [
          'a JSON body',
          async () => ({ name: 'Mops', description: 'Mops', image: 'uploads/categories/x.png' }),
          UPLOAD_MESSAGES.notMultipart,
        ],
      ]

      it.each(cases)('%s', async (_, payload, message, errors) => {
        const before = await snapshot()
        const response = await send('POST', CREATE, await payload())
        expect(response.statusCode, response.body).toBe(400)
        expect(response.json()).toEqual({ success: false, message, ...(errors ? { errors } : {}) })
        expect(await snapshot()).toEqual(before)
      })

      it.each([..."<>=`%$;'[]{}"])('a name or a description holding %s', async (character) => {
        const before = await snapshot()
        for (const [fields, field, message] of [
          [{ name: `Mops ${character}`, description: 'Mops' }, 'name', CATEGORY_MESSAGES.nameInvalid],
          [
            { name: 'Mops', description: `Mops ${character} more` },
            'description',
            CATEGORY_MESSAGES.descriptionInvalid,
          ],
        ] as const) {
          const response = await send('POST', CREATE, await categoryForm(fields))
          expect(response.statusCode).toBe(400)
          expect(response.json()).toEqual({ success: false, message, errors: { [field]: message } })
        }
        expect(await snapshot()).toEqual(before)
      })
    })

    it('refuses a name another category has, whatever its case, with 409, and keeps no file', async () => {
      const existing = await created(uniqueName('Kitchen'))
      const before = await snapshot()
      const response = await send(
        'POST',
        CREATE,
        await categoryForm({ name: ` ${existing.name.toUpperCase()} `, description: 'Another' }),
      )
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ success: false, message: CATEGORY_MESSAGES.nameTaken })
      expect(await snapshot()).toEqual(before)
    })

    it('lets exactly one of several simultaneous creates with one name through; the others hear 409', async () => {
      const name = uniqueName('Race')
      const forms = await Promise.all(
        ['', ' ', '  ', '   '].map((pad, i) =>
          categoryForm({ name: `${pad}${i % 2 ? name.toUpperCase() : name}`, description: 'Mops' }),
        ),
      )
      const responses = await Promise.all(forms.map((form) => send('POST', CREATE, form)))
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409])
      const rows = await t.app.db
        .selectFrom('categories')
        .select('image')
        .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
        .execute()
      expect(rows).toHaveLength(1)
      // Only the stored category's files remain: the refused ones took theirs with them.
      const files = storedFiles(t.dataDir, 'categories').filter((file) =>
        file.startsWith(rows[0]!.image.slice(0, -4)),
      )
      expect(files).toHaveLength(3)
    })

    it('answers 401 without a token and 403 without category.create, storing nothing', async () => {
      const before = await snapshot()
      const form = () => categoryForm({ name: uniqueName(), description: 'Mops' })
      const anonymous = await send('POST', CREATE, await form(), {})
      expect(anonymous.statusCode).toBe(401)
      expect(anonymous.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated })
      const member = await signedInAdmin(t.app, 'Member')
      for (const admin of [updater, member]) {
        const response = await send('POST', CREATE, await form(), admin.headers)
        expect(response.statusCode).toBe(403)
        expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.forbidden })
      }
      expect(await snapshot()).toEqual(before)
    })

    it('answers a generic 500 and leaves no row and no file when the transaction fails after the insert', async () => {
      const before = await snapshot()
      const restore = await failWrites(t.app, 'content_versions', 'insert')
      try {
        const response = await send(
          'POST',
          CREATE,
          await categoryForm({ name: uniqueName(), description: 'Mops' }),
        )
        expect(response.statusCode).toBe(500)
        expect(response.json()).toEqual({ success: false, message: expect.any(String) })
        expect(response.body).not.toContain('database is down')
      } finally {
        await restore()
      }
      expect(await snapshot()).toEqual(before)
    })

    it('removes the stored files again when the transaction cannot start', async () => {
      const before = await snapshot()
      const spy = vi.spyOn(t.app.db, 'transaction').mockImplementation(() => {
        throw new Error('database is down')
      })
      try {
        const response = await send(
          'POST',
          CREATE,
          await categoryForm({ name: uniqueName(), description: 'Mops' }),
        )
        expect(response.statusCode).toBe(500)
      } finally {
        spy.mockRestore()
      }
      expect(await snapshot()).toEqual(before)
    })
  })

  describe('PATCH /api/v1/category/update/:id', () => {
    const url = (id: string) => `/api/v1/category/update/${id}`

    it('renames a category, keeps its image, and the next anonymous read shows the new name', async () => {
      const category = await created()
      await warmedRead('/api/v1/category')
      await warmedRead(`/api/v1/category/${category._id}`)
      const before = await catalogVersion()
      const name = uniqueName('Renamed')
      const response = await send('PATCH', url(category._id), await categoryForm({ name: ` ${name} ` }, null))
      expect(response.statusCode, response.body).toBe(200)
      const body = response.json()
      expect(body).toEqual({
        success: true,
        message: CATEGORY_MESSAGES.updated,
        data: { ...category, name, updatedAt: expect.any(String) },
      })
      expect(body.data.updatedAt > category.updatedAt).toBe(true)
      const { _id: id, ...stored } = body.data
      expect(await rowOf(id)).toEqual({ id, ...stored })
      expect(imageFilesExist(t.dataDir, category.image)).toBe(true)
      expect(await catalogVersion()).toBe(before + 1)
      expect((await get('/api/v1/category')).json().data).toContainEqual(body.data)
      expect((await get(`/api/v1/category/${id}`)).json().data).toEqual(body.data)
    })

    it('changes the description alone, as the spec client sends both texts', async () => {
      const category = await created()
      const response = await send(
        'PATCH',
        url(category._id),
        await categoryForm({ name: category.name, description: 'Only the description' }, null),
      )
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json().data).toEqual({
        ...category,
        description: 'Only the description',
        updatedAt: expect.any(String),
      })
    })

    it('lets a role holding category.update change only the letter case of its name', async () => {
      const category = await created(uniqueName('kitchen'))
      const name = category.name.toUpperCase()
      const response = await send(
        'PATCH',
        url(category._id),
        await categoryForm({ name }, null),
        updater.headers,
      )
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json().data.name).toBe(name)
    })

    it('replaces the image: the new files are stored and the old ones removed after the commit', async () => {
      const category = await created()
      const before = await catalogVersion()
      const response = await send(
        'PATCH',
        url(category._id),
        await categoryForm(
          { name: category.name, description: category.description },
          { bytes: await imageBytes('jpeg', 1005), filename: 'new.jpg', type: 'image/jpeg' },
        ),
      )
      expect(response.statusCode, response.body).toBe(200)
      const { data } = response.json()
      expect(data).toEqual({
        ...category,
        image: expect.stringMatching(/\.jpg$/),
        updatedAt: expect.any(String),
      })
      expect(imageFilesExist(t.dataDir, data.image)).toBe(true)
      const gone = [category.image, variantPath(category.image, 400), variantPath(category.image, 800)]
      expect(storedFiles(t.dataDir, 'categories').filter((file) => gone.includes(file))).toEqual([])
      expect((await rowOf(category._id))?.image).toBe(data.image)
      expect(await catalogVersion()).toBe(before + 1)
    })

    it.each([
      [
        'the same texts',
        (c: { name: string; description: string }) => ({ name: c.name, description: c.description }),
      ],
      [
        'the same texts with spaces around them',
        (c: { name: string; description: string }) => ({
          name: ` ${c.name}  `,
          description: `\t${c.description} `,
        }),
      ],
      ['no field at all', () => ({})],
    ])('refuses %s and no image with "No changes detected"', async (_, fields) => {
      const category = await created()
      const before = await snapshot()
      const response = await send('PATCH', url(category._id), await categoryForm(fields(category), null))
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ success: false, message: CATEGORY_MESSAGES.noChanges })
      expect(await snapshot()).toEqual(before)
    })

    describe('refuses with the spec message and changes nothing', () => {
      const cases: Array<
        [string, Record<string, string>, Upload | null | 'small' | 'large', string, string?]
      > = [
        ['an empty name', { name: '  ' }, null, CATEGORY_MESSAGES.nameEmpty, 'name'],
        ['a name of 29 characters', { name: 'n'.repeat(29) }, null, CATEGORY_MESSAGES.nameTooLong, 'name'],
        ['a name holding <', { name: 'Mops <b>' }, null, CATEGORY_MESSAGES.nameInvalid, 'name'],
        [
          'an empty description',
          { description: '' },
          null,
          CATEGORY_MESSAGES.descriptionEmpty,
          'description',
        ],
        [
          'a description of 81 characters',
          { description: 'd'.repeat(81) },
          null,
          CATEGORY_MESSAGES.descriptionTooLong,
          'description',
        ],
        [
          'a description holding {',
          { description: 'Mops {x}' },
          null,
          CATEGORY_MESSAGES.descriptionInvalid,
          'description',
        ],
        ['a text file renamed .png', {}, textFile, IMAGE_KINDS.category.messages.type],
        ['an SVG', {}, svg, IMAGE_KINDS.category.messages.type],
        ['a 500 × 500 PNG', {}, 'small', IMAGE_KINDS.category.messages.dimensions],
        ['a 6 MB file', {}, 'large', IMAGE_KINDS.category.messages.size],
      ]

      it.each(cases)('%s', async (_, fields, image, message, field) => {
        const category = await created()
        const before = await snapshot()
        const file =
          image === 'small'
            ? { bytes: await imageBytes('png', 500) }
            : image === 'large'
              ? await tooLarge()
              : image
        const response = await send('PATCH', url(category._id), await categoryForm(fields, file))
        expect(response.statusCode, response.body).toBe(400)
        expect(response.json()).toEqual({
          success: false,
          message,
          ...(field ? { errors: { [field]: message } } : {}),
        })
        expect(await snapshot()).toEqual(before)
        expect(imageFilesExist(t.dataDir, category.image)).toBe(true)
      })
    })

    it("refuses another category's name, whatever its case, with 409 and keeps no new file", async () => {
      const kitchen = await created(uniqueName('Kitchen'))
      const other = await created()
      const before = await snapshot()
      const response = await send(
        'PATCH',
        url(other._id),
        await categoryForm({ name: kitchen.name.toLowerCase() }, { bytes: await imageBytes('png', 1000) }),
      )
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ success: false, message: CATEGORY_MESSAGES.nameTaken })
      expect(await snapshot()).toEqual(before)
    })

    it.each([
      ['an unknown id', '01900000-0000-7000-8000-000000000000'],
      ['a malformed id', 'not-a-uuid'],
      ['an id full of SQL', encodeURIComponent("1' OR '1'='1")],
    ])('answers 404 to %s and changes nothing', async (_, id) => {
      const before = await snapshot()
      const response = await send('PATCH', url(id), await categoryForm({ name: uniqueName() }))
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ success: false, message: CATEGORY_MESSAGES.notFound })
      expect(await snapshot()).toEqual(before)
    })

    it('answers 401 without a token and 403 without category.update, changing nothing', async () => {
      const category = await created()
      const before = await snapshot()
      const form = () => categoryForm({ name: uniqueName() }, null)
      const anonymous = await send('PATCH', url(category._id), await form(), {})
      expect(anonymous.statusCode).toBe(401)
      expect(anonymous.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated })
      const forbidden = await send('PATCH', url(category._id), await form(), creator.headers)
      expect(forbidden.statusCode).toBe(403)
      expect(forbidden.json()).toEqual({ success: false, message: AUTH_MESSAGES.forbidden })
      expect(await snapshot()).toEqual(before)
    })

    it('keeps the old image and removes the new one when the transaction fails after the update', async () => {
      const category = await created()
      const before = await snapshot()
      const restore = await failWrites(t.app, 'content_versions', 'insert')
      try {
        const response = await send(
          'PATCH',
          url(category._id),
          await categoryForm({ name: uniqueName() }, { bytes: await imageBytes('png', 1000) }),
        )
        expect(response.statusCode).toBe(500)
      } finally {
        await restore()
      }
      expect(await snapshot()).toEqual(before)
      expect(imageFilesExist(t.dataDir, category.image)).toBe(true)
    })

    it('answers a generic 500 and logs one error when the database fails', async () => {
      await expectGeneric500WhenTableFails({
        fails: { query: 'selectFrom', table: 'categories' },
        request: {
          method: 'PATCH',
          url: url('01900000-0000-7000-8000-000000000000'),
          payload: await categoryForm({ name: 'Renamed' }, null),
        },
        route: '/api/v1/category/update/:id',
      })
    })
  })

  describe('DELETE /api/v1/category/delete/:id', () => {
    const url = (id: string) => `/api/v1/category/delete/${id}`

    it('deletes the row and its image files, and the next anonymous reads no longer show it', async () => {
      const kept = await created()
      const gone = await created()
      await warmedRead('/api/v1/category')
      await warmedRead('/api/v1/category?page=1&limit=100')
      const before = await catalogVersion()
      const response = await send('DELETE', url(gone._id))
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json()).toEqual({ success: true, message: CATEGORY_MESSAGES.deleted })
      expect(await rowOf(gone._id)).toBeUndefined()
      const files = storedFiles(t.dataDir, 'categories')
      for (const file of [gone.image, variantPath(gone.image, 400), variantPath(gone.image, 800)]) {
        expect(files).not.toContain(file)
      }
      expect(imageFilesExist(t.dataDir, kept.image)).toBe(true)
      expect(await catalogVersion()).toBe(before + 1)
      for (const read of ['/api/v1/category', '/api/v1/category?page=1&limit=100']) {
        const ids = (await get(read)).json().data.map((c: { _id: string }) => c._id)
        expect(ids).toContain(kept._id)
        expect(ids).not.toContain(gone._id)
      }
      const single = await get(`/api/v1/category/${gone._id}`)
      expect(single.statusCode).toBe(404)
      expect(single.json()).toEqual({ success: false, message: CATALOG_MESSAGES.categoryNotFound })
    })

    it.each([
      ['sub-categories and products', 2, 1],
      ['one sub-category', 1, 0],
      ['products only (inactive ones count too)', 0, 3],
    ])('refuses with 409 while it still has %s, and removes nothing', async (_, subs, products) => {
      const category = await created()
      for (let i = 0; i < subs; i++) await createSubCategory(t.app, category._id)
      for (let i = 0; i < products; i++) await createProduct(t.app, category._id, { isActive: i !== 0 })
      const before = await snapshot()
      const response = await send('DELETE', url(category._id))
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ success: false, message: categoryInUseMessage(subs, products) })
      expect(await snapshot()).toEqual(before)
      expect(imageFilesExist(t.dataDir, category.image)).toBe(true)
    })

    it('words the 409 as the contracts do', () => {
      expect(categoryInUseMessage(2, 1)).toBe(
        'This category still has 2 sub-categories and 1 product. Delete or move them first.',
      )
    })

    it.each([
      ['an unknown id', '01900000-0000-7000-8000-000000000000'],
      ['a malformed id', 'not-a-uuid'],
    ])('answers 404 to %s and changes nothing', async (_, id) => {
      const before = await snapshot()
      const response = await send('DELETE', url(id))
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ success: false, message: CATEGORY_MESSAGES.notFound })
      expect(await snapshot()).toEqual(before)
    })

    it('answers 401 without a token and 403 to anyone but the superAdmin, deleting nothing', async () => {
      const category = await created()
      const before = await snapshot()
      await expectSuperAdminOnly(t.app, 'DELETE', url(category._id))
      for (const admin of [creator, updater]) {
        const response = await send('DELETE', url(category._id), undefined, admin.headers)
        expect(response.statusCode).toBe(403)
        expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.superAdminOnly })
      }
      expect(await snapshot()).toEqual(before)
    })

    it('keeps the row and its files when the transaction fails after the delete', async () => {
      const category = await created()
      const before = await snapshot()
      const restore = await failWrites(t.app, 'content_versions', 'insert')
      try {
        const response = await send('DELETE', url(category._id))
        expect(response.statusCode).toBe(500)
        expect(response.body).not.toContain('database is down')
      } finally {
        await restore()
      }
      expect(await snapshot()).toEqual(before)
      expect(imageFilesExist(t.dataDir, category.image)).toBe(true)
    })
  })
})
