import path from 'node:path'

import {
  AUTH_MESSAGES,
  IMAGE_KINDS,
  CATALOG_MESSAGES,
  SUB_CATEGORY_LIMITS,
  SUB_CATEGORY_MESSAGES,
  subCategoryInUseMessage,
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
  createCategory,
  createProduct,
  createRole,
  createSubCategory,
  signedInAdmin,
  type CategoryFixture,
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
  /** A role with subCategory.create only. */
  let creator: TestAdmin
  /** A role with subCategory.update only. */
  let updater: TestAdmin
  let parent: CategoryFixture
  beforeAll(async () => {
    t = await buildTestApp()
    boss = await signedInAdmin(t.app, 'superAdmin')
    await createRole(t.app, 'Sub-category creator', (p) => void (p.subCategory.create = true))
    await createRole(t.app, 'Sub-category updater', (p) => void (p.subCategory.update = true))
    creator = await signedInAdmin(t.app, 'Sub-category creator')
    updater = await signedInAdmin(t.app, 'Sub-category updater')
    parent = await createCategory(t.app, { name: 'Cleaning' })
  })
  afterAll(async () => {
    await t.close()
  })

  const CREATE = '/api/v1/sub-category/create'
  const STORED_PNG = /^uploads\/sub-categories\/[0-9a-f-]{36}\.png$/
  const UNKNOWN_ID = '01900000-0000-7000-8000-000000000000'

  let sequence = 0
  const uniqueName = (prefix = 'Sub-category') => `${prefix} ${(sequence++).toString(36)}`

  type Payload = FormData | Record<string, unknown>
  const send = (
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: Payload,
    headers: Record<string, string> = boss.headers,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

  /** A form with a valid PNG unless told otherwise (`null`: no file at all). */
  async function subCategoryForm(fields: Record<string, string>, image?: Upload | null): Promise<FormData> {
    const file = image === undefined ? { bytes: await imageBytes('png', 600, 400) } : image
    return multipartForm(fields, file ? { image: file } : {})
  }

  interface SavedSubCategory {
    _id: string
    name: string
    description: string
    image: string
    category: string
    createdAt: string
  }

  /** A sub-category made through the route, with its image files on disk. */
  async function created(category = parent.id, name = uniqueName()): Promise<SavedSubCategory> {
    const response = await send(
      'POST',
      CREATE,
      await subCategoryForm({ name, description: 'Mops for every floor', category }),
    )
    expect(response.statusCode, response.body).toBe(201)
    return response.json().data
  }

  const rowOf = (id: string) =>
    t.app.db.selectFrom('subCategories').selectAll().where('id', '=', id).executeTakeFirst()

  const catalogVersion = () => contentVersion(t.app, 'catalog')

  /** Everything a refused or failed write must leave as it was. */
  async function snapshot() {
    return {
      rows: await t.app.db.selectFrom('subCategories').selectAll().orderBy('id').execute(),
      files: storedFiles(t.dataDir, 'sub-categories'),
      version: await catalogVersion(),
    }
  }

  const textFile = TEXT_FILE_NAMED_PNG
  const svg = SVG_WITH_SCRIPT
  const tooLarge = async () => ({ bytes: await largePng(6) })

  const warmedRead = (url: string) => warmedReadOf(t.app, url)

  /** The public reads a sub-category change shows in, warmed, and read again after the write. */
  async function watchPublicReads(categoryId: string) {
    const urls = {
      byCategory: `/api/v1/sub-category/by-category-id/${categoryId}`,
      all: '/api/v1/sub-category/',
      count: `/api/v1/count/sub-category-count-by-category-id/${categoryId}`,
    }
    const before = {
      byCategory: (await warmedRead(urls.byCategory)).data as SavedSubCategory[],
      all: (await warmedRead(urls.all)).data as SavedSubCategory[],
      count: (await warmedRead(urls.count)).count as number,
    }
    return {
      before,
      async after() {
        return {
          byCategory: (await get(urls.byCategory)).json().data as SavedSubCategory[],
          all: (await get(urls.all)).json().data as SavedSubCategory[],
          count: (await get(urls.count)).json().count as number,
        }
      },
    }
  }

  describe('POST /api/v1/sub-category/create', () => {
    it('stores the sub-category and its image with WebP variants, and the next anonymous reads show it', async () => {
      const category = await createCategory(t.app)
      const reads = await watchPublicReads(category.id)
      const before = await catalogVersion()
      const name = uniqueName('Spin mops')
      const response = await send(
        'POST',
        CREATE,
        await subCategoryForm({
          name: `  ${name} `,
          description: ' Mops with a spinning bucket ',
          category: category.id,
        }),
      )
      expect(response.statusCode, response.body).toBe(201)
      const body = response.json()
      expect(body).toEqual({
        success: true,
        message: SUB_CATEGORY_MESSAGES.created,
        data: {
          _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          name,
          description: 'Mops with a spinning bucket',
          image: expect.stringMatching(STORED_PNG),
          category: category.id,
          createdAt: expect.any(String),
        },
      })
      const { data } = body
      expect(await rowOf(data._id)).toEqual({
        id: data._id,
        name,
        description: data.description,
        image: data.image,
        categoryId: category.id,
        createdAt: data.createdAt,
        updatedAt: data.createdAt,
      })
      expect(imageFilesExist(t.dataDir, data.image)).toBe(true)
      const original = await sharp(path.join(t.dataDir, data.image)).metadata()
      expect([original.format, original.width, original.height]).toEqual(['png', 600, 400])
      const variant = await sharp(path.join(t.dataDir, variantPath(data.image, 400))).metadata()
      expect([variant.format, variant.width]).toEqual(['webp', 400])
      expect(await catalogVersion()).toBe(before + 1)

      const after = await reads.after()
      expect(after.byCategory).toEqual([...reads.before.byCategory, data])
      expect(after.all).toContainEqual(data)
      expect(after.count).toBe(reads.before.count + 1)
      expect((await get(`/api/v1/sub-category/${data._id}`)).json()).toEqual({ success: true, data })
    })

    it('accepts any pixel size (a 500 × 500 PNG, a wide JPEG) and texts at their limits', async () => {
      const small = await send(
        'POST',
        CREATE,
        await subCategoryForm(
          {
            name: uniqueName().padEnd(SUB_CATEGORY_LIMITS.name, 'x'),
            description: 'd'.repeat(SUB_CATEGORY_LIMITS.description),
            category: parent.id,
          },
          { bytes: await imageBytes('png', 500) },
        ),
      )
      expect(small.statusCode, small.body).toBe(201)
      expect(small.json().data.name).toHaveLength(SUB_CATEGORY_LIMITS.name)
      expect(small.json().data.description).toHaveLength(SUB_CATEGORY_LIMITS.description)
      const wide = await send(
        'POST',
        CREATE,
        await subCategoryForm(
          { name: uniqueName(), description: 'Wide', category: parent.id },
          { bytes: await imageBytes('jpeg', 2400, 300), filename: 'wide.jpg', type: 'image/jpeg' },
        ),
      )
      expect(wide.statusCode, wide.body).toBe(201)
      const image = wide.json().data.image
      expect(image).toMatch(/^uploads\/sub-categories\/[0-9a-f-]{36}\.jpg$/)
      const original = await sharp(path.join(t.dataDir, image)).metadata()
      expect([original.format, original.width, original.height]).toEqual(['jpeg', 2400, 300])
      expect(imageFilesExist(t.dataDir, image)).toBe(true)
    })

    it('lets a role holding subCategory.create add one', async () => {
      const response = await send(
        'POST',
        CREATE,
        await subCategoryForm({ name: uniqueName(), description: 'Brooms', category: parent.id }),
        creator.headers,
      )
      expect(response.statusCode, response.body).toBe(201)
    })

    describe('refuses with the spec message and stores nothing', () => {
      const valid = () => ({ name: 'Mops', description: 'Mops', category: parent.id })
      const without = (field: 'name' | 'description' | 'category') => {
        const fields: Record<string, string> = valid()
        delete fields[field]
        return fields
      }
      const cases: Array<[string, () => Promise<Payload>, string, Record<string, string>?]> = [
        [
          'no name',
          () => subCategoryForm(without('name')),
          SUB_CATEGORY_MESSAGES.nameEmpty,
          { name: SUB_CATEGORY_MESSAGES.nameEmpty },
        ],
        [
          'a name of spaces',
          () => subCategoryForm({ ...valid(), name: '   ' }),
          SUB_CATEGORY_MESSAGES.nameEmpty,
          { name: SUB_CATEGORY_MESSAGES.nameEmpty },
        ],
        [
          'a name of 51 characters',
          () => subCategoryForm({ ...valid(), name: 'n'.repeat(51) }),
          SUB_CATEGORY_MESSAGES.nameTooLong,
          { name: SUB_CATEGORY_MESSAGES.nameTooLong },
        ],
        [
          'no description',
          () => subCategoryForm(without('description')),
          SUB_CATEGORY_MESSAGES.descriptionEmpty,
          { description: SUB_CATEGORY_MESSAGES.descriptionEmpty },
        ],
        [
          'a description of 501 characters',
          () => subCategoryForm({ ...valid(), description: 'd'.repeat(501) }),
          SUB_CATEGORY_MESSAGES.descriptionTooLong,
          { description: SUB_CATEGORY_MESSAGES.descriptionTooLong },
        ],
        [
          'no category',
          () => subCategoryForm(without('category')),
          SUB_CATEGORY_MESSAGES.categoryRequired,
          { category: SUB_CATEGORY_MESSAGES.categoryRequired },
        ],
        [
          'an empty category',
          () => subCategoryForm({ ...valid(), category: ' ' }),
          SUB_CATEGORY_MESSAGES.categoryRequired,
          { category: SUB_CATEGORY_MESSAGES.categoryRequired },
        ],
        [
          'every field missing',
          () => subCategoryForm({}),
          SUB_CATEGORY_MESSAGES.nameEmpty,
          {
            name: SUB_CATEGORY_MESSAGES.nameEmpty,
            description: SUB_CATEGORY_MESSAGES.descriptionEmpty,
            category: SUB_CATEGORY_MESSAGES.categoryRequired,
          },
        ],
        [
          'a category that does not exist',
          () => subCategoryForm({ ...valid(), category: UNKNOWN_ID }),
          SUB_CATEGORY_MESSAGES.categoryNotFound,
          { category: SUB_CATEGORY_MESSAGES.categoryNotFound },
        ],
        [
          'a category id full of SQL',
          () => subCategoryForm({ ...valid(), category: "1' OR '1'='1" }),
          SUB_CATEGORY_MESSAGES.categoryNotFound,
          { category: SUB_CATEGORY_MESSAGES.categoryNotFound },
        ],
        ['no image', () => subCategoryForm(valid(), null), SUB_CATEGORY_MESSAGES.imageRequired],
        [
          'an empty file',
          () => subCategoryForm(valid(), { bytes: Buffer.alloc(0) }),
          SUB_CATEGORY_MESSAGES.imageRequired,
        ],
        [
          'a text file renamed .png',
          () => subCategoryForm(valid(), textFile),
          IMAGE_KINDS.subCategory.messages.type,
        ],
        ['an SVG', () => subCategoryForm(valid(), svg), IMAGE_KINDS.subCategory.messages.type],
        [
          'a GIF',
          async () => subCategoryForm(valid(), { bytes: await imageBytes('gif', 300) }),
          IMAGE_KINDS.subCategory.messages.type,
        ],
        [
          'a 6 MB file',
          async () => subCategoryForm(valid(), await tooLarge()),
          IMAGE_KINDS.subCategory.messages.size,
        ],
        [
          'a JSON body',
          async () => ({ ...valid(), image: 'uploads/sub-categories/x.png' }),
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
    })

    it('answers 401 without a token and 403 without subCategory.create, storing nothing', async () => {
      const before = await snapshot()
      const form = () => subCategoryForm({ name: uniqueName(), description: 'Mops', category: parent.id })
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

    it('leaves no row and no file when the transaction fails after the insert', async () => {
      const before = await snapshot()
      const restore = await failWrites(t.app, 'content_versions', 'insert')
      try {
        const response = await send(
          'POST',
          CREATE,
          await subCategoryForm({ name: uniqueName(), description: 'Mops', category: parent.id }),
        )
        expect(response.statusCode).toBe(500)
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
          await subCategoryForm({ name: uniqueName(), description: 'Mops', category: parent.id }),
        )
        expect(response.statusCode).toBe(500)
      } finally {
        spy.mockRestore()
      }
      expect(await snapshot()).toEqual(before)
    })

    it('answers a generic 500 and logs one error when the database fails', async () => {
      await expectGeneric500WhenTableFails({
        fails: { query: 'selectFrom', table: 'categories' },
        request: {
          method: 'POST',
          url: CREATE,
          payload: await subCategoryForm({ name: 'Mops', description: 'Mops', category: UNKNOWN_ID }),
        },
      })
    })
  })

  describe('PATCH /api/v1/sub-category/:id', () => {
    const url = (id: string) => `/api/v1/sub-category/${id}`

    it('renames a sub-category, keeps its image, and the next anonymous reads show the new name', async () => {
      const category = await createCategory(t.app)
      const sub = await created(category.id)
      const reads = await watchPublicReads(category.id)
      await warmedRead(url(sub._id))
      const rowBefore = await rowOf(sub._id)
      const before = await catalogVersion()
      const name = uniqueName('Renamed')
      const response = await send('PATCH', url(sub._id), await subCategoryForm({ name: ` ${name} ` }, null))
      expect(response.statusCode, response.body).toBe(200)
      const expected = { ...sub, name }
      expect(response.json()).toEqual({
        success: true,
        message: SUB_CATEGORY_MESSAGES.updated,
        data: expected,
      })
      const row = await rowOf(sub._id)
      expect(row).toEqual({ ...rowBefore, name, updatedAt: expect.any(String) })
      expect(row!.updatedAt > rowBefore!.updatedAt).toBe(true)
      expect(imageFilesExist(t.dataDir, sub.image)).toBe(true)
      expect(await catalogVersion()).toBe(before + 1)
      const after = await reads.after()
      expect(after.byCategory).toEqual([expected])
      expect(after.all).toContainEqual(expected)
      expect((await get(url(sub._id))).json().data).toEqual(expected)
    })

    it('changes the description alone, for a role holding subCategory.update', async () => {
      const sub = await created()
      const response = await send(
        'PATCH',
        url(sub._id),
        await subCategoryForm({ name: sub.name, description: 'Only the description' }, null),
        updater.headers,
      )
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json().data).toEqual({ ...sub, description: 'Only the description' })
    })

    it('replaces the image (any pixel size): the new files are stored and the old ones removed', async () => {
      const sub = await created()
      const before = await catalogVersion()
      const response = await send(
        'PATCH',
        url(sub._id),
        await subCategoryForm(
          {},
          { bytes: await imageBytes('jpeg', 320), filename: 'new.jpg', type: 'image/jpeg' },
        ),
      )
      expect(response.statusCode, response.body).toBe(200)
      const { data } = response.json()
      expect(data).toEqual({ ...sub, image: expect.stringMatching(/^uploads\/sub-categories\/.+\.jpg$/) })
      expect(imageFilesExist(t.dataDir, data.image)).toBe(true)
      const gone = [sub.image, variantPath(sub.image, 400), variantPath(sub.image, 800)]
      expect(storedFiles(t.dataDir, 'sub-categories').filter((file) => gone.includes(file))).toEqual([])
      expect((await rowOf(sub._id))?.image).toBe(data.image)
      expect(await catalogVersion()).toBe(before + 1)
    })

    it.each([
      ['the same texts', (s: SavedSubCategory) => ({ name: s.name, description: s.description })],
      [
        'the same texts with spaces around them',
        (s: SavedSubCategory) => ({ name: `  ${s.name}`, description: `${s.description}\n` }),
      ],
      ['no field at all', () => ({})],
      // The edit form has no category: a category sent anyway is not read (SECURITY 17).
      ['only another category', () => ({ category: UNKNOWN_ID })],
    ])('refuses %s and no image with "No changes detected."', async (_, fields) => {
      const sub = await created()
      const before = await snapshot()
      const response = await send('PATCH', url(sub._id), await subCategoryForm(fields(sub), null))
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ success: false, message: SUB_CATEGORY_MESSAGES.noChanges })
      expect(await snapshot()).toEqual(before)
    })

    describe('refuses with the spec message and changes nothing', () => {
      const cases: Array<[string, Record<string, string>, Upload | null | 'large', string, string?]> = [
        ['an empty name', { name: ' ' }, null, SUB_CATEGORY_MESSAGES.nameEmpty, 'name'],
        [
          'a name of 51 characters',
          { name: 'n'.repeat(51) },
          null,
          SUB_CATEGORY_MESSAGES.nameTooLong,
          'name',
        ],
        [
          'an empty description',
          { description: '' },
          null,
          SUB_CATEGORY_MESSAGES.descriptionEmpty,
          'description',
        ],
        [
          'a description of 501 characters',
          { description: 'd'.repeat(501) },
          null,
          SUB_CATEGORY_MESSAGES.descriptionTooLong,
          'description',
        ],
        ['a text file renamed .png', {}, textFile, IMAGE_KINDS.subCategory.messages.type],
        ['an SVG', {}, svg, IMAGE_KINDS.subCategory.messages.type],
        ['a 6 MB file', {}, 'large', IMAGE_KINDS.subCategory.messages.size],
      ]

      it.each(cases)('%s', async (_, fields, image, message, field) => {
        const sub = await created()
        const before = await snapshot()
        const file = image === 'large' ? await tooLarge() : image
        const response = await send('PATCH', url(sub._id), await subCategoryForm(fields, file))
        expect(response.statusCode, response.body).toBe(400)
        expect(response.json()).toEqual({
          success: false,
          message,
          ...(field ? { errors: { [field]: message } } : {}),
        })
        expect(await snapshot()).toEqual(before)
        expect(imageFilesExist(t.dataDir, sub.image)).toBe(true)
      })
    })

    it.each([
      ['an unknown id', UNKNOWN_ID],
      ['a malformed id', 'not-a-uuid'],
      ["a category's id", 'CATEGORY'],
    ])('answers 404 to %s and changes nothing', async (_, id) => {
      const before = await snapshot()
      const response = await send(
        'PATCH',
        url(id === 'CATEGORY' ? parent.id : id),
        await subCategoryForm({ name: uniqueName() }),
      )
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ success: false, message: SUB_CATEGORY_MESSAGES.notFound })
      expect(await snapshot()).toEqual(before)
    })

    it('answers 401 without a token and 403 without subCategory.update, changing nothing', async () => {
      const sub = await created()
      const before = await snapshot()
      const form = () => subCategoryForm({ name: uniqueName() }, null)
      const anonymous = await send('PATCH', url(sub._id), await form(), {})
      expect(anonymous.statusCode).toBe(401)
      expect(anonymous.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated })
      const forbidden = await send('PATCH', url(sub._id), await form(), creator.headers)
      expect(forbidden.statusCode).toBe(403)
      expect(forbidden.json()).toEqual({ success: false, message: AUTH_MESSAGES.forbidden })
      expect(await snapshot()).toEqual(before)
    })

    it('keeps the old image and removes the new one when the transaction fails after the update', async () => {
      const sub = await created()
      const before = await snapshot()
      const restore = await failWrites(t.app, 'content_versions', 'insert')
      try {
        const response = await send(
          'PATCH',
          url(sub._id),
          await subCategoryForm({ name: uniqueName() }, { bytes: await imageBytes('png', 300) }),
        )
        expect(response.statusCode).toBe(500)
      } finally {
        await restore()
      }
      expect(await snapshot()).toEqual(before)
      expect(imageFilesExist(t.dataDir, sub.image)).toBe(true)
    })

    it('answers a generic 500 and logs one error when the database fails', async () => {
      await expectGeneric500WhenTableFails({
        fails: { query: 'selectFrom', table: 'subCategories' },
        request: {
          method: 'PATCH',
          url: url(UNKNOWN_ID),
          payload: await subCategoryForm({ name: 'Mops' }, null),
        },
        route: '/api/v1/sub-category/:id',
      })
    })
  })

  describe('DELETE /api/v1/sub-category/delete/:id', () => {
    const url = (id: string) => `/api/v1/sub-category/delete/${id}`

    it('deletes the row and its image files, and the next anonymous reads no longer show it', async () => {
      const category = await createCategory(t.app)
      const kept = await created(category.id)
      const gone = await created(category.id)
      const reads = await watchPublicReads(category.id)
      const before = await catalogVersion()
      const response = await send('DELETE', url(gone._id))
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json()).toEqual({ success: true, message: SUB_CATEGORY_MESSAGES.deleted })
      expect(await rowOf(gone._id)).toBeUndefined()
      const files = storedFiles(t.dataDir, 'sub-categories')
      for (const file of [gone.image, variantPath(gone.image, 400), variantPath(gone.image, 800)]) {
        expect(files).not.toContain(file)
      }
      expect(imageFilesExist(t.dataDir, kept.image)).toBe(true)
      expect(await catalogVersion()).toBe(before + 1)
      const after = await reads.after()
      expect(after.byCategory).toEqual([kept])
      expect(after.all.map((s) => s._id)).not.toContain(gone._id)
      expect(after.count).toBe(reads.before.count - 1)
      const single = await get(`/api/v1/sub-category/${gone._id}`)
      expect(single.statusCode).toBe(404)
      expect(single.json()).toEqual({ success: false, message: CATALOG_MESSAGES.subCategoryNotFound })
    })

    it.each([1, 3])(
      'refuses with 409 while %i product(s) point at it, and removes nothing',
      async (count) => {
        const sub = await created()
        for (let i = 0; i < count; i++) {
          await createProduct(t.app, parent.id, { subCategoryId: sub._id, isActive: i !== 0 })
        }
        const before = await snapshot()
        const response = await send('DELETE', url(sub._id))
        expect(response.statusCode).toBe(409)
        expect(response.json()).toEqual({ success: false, message: subCategoryInUseMessage(count) })
        expect(await snapshot()).toEqual(before)
        expect(imageFilesExist(t.dataDir, sub.image)).toBe(true)
      },
    )

    it('words the 409 as the contracts do', () => {
      expect(subCategoryInUseMessage(1)).toBe(
        'This sub-category still has 1 product. Delete or move them first.',
      )
    })

    it('deletes one whose stored image path is not one of ours, touching no file', async () => {
      const sub = await createSubCategory(t.app, parent.id)
      await t.app.db
        .updateTable('subCategories')
        .set({ image: '../../etc/passwd' })
        .where('id', '=', sub.id)
        .execute()
      const files = storedFiles(t.dataDir, 'sub-categories')
      const response = await send('DELETE', url(sub.id))
      expect(response.statusCode).toBe(200)
      expect(await rowOf(sub.id)).toBeUndefined()
      expect(storedFiles(t.dataDir, 'sub-categories')).toEqual(files)
    })

    it.each([
      ['an unknown id', UNKNOWN_ID],
      ['a malformed id', 'not-a-uuid'],
    ])('answers 404 to %s and changes nothing', async (_, id) => {
      const before = await snapshot()
      const response = await send('DELETE', url(id))
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ success: false, message: SUB_CATEGORY_MESSAGES.notFound })
      expect(await snapshot()).toEqual(before)
    })

    it('answers 401 without a token and 403 to anyone but the superAdmin, deleting nothing', async () => {
      const sub = await created()
      const before = await snapshot()
      await expectSuperAdminOnly(t.app, 'DELETE', url(sub._id))
      for (const admin of [creator, updater]) {
        const response = await send('DELETE', url(sub._id), undefined, admin.headers)
        expect(response.statusCode).toBe(403)
        expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.superAdminOnly })
      }
      expect(await snapshot()).toEqual(before)
    })

    it('keeps the row and its files when the transaction fails after the delete', async () => {
      const sub = await created()
      const before = await snapshot()
      const restore = await failWrites(t.app, 'content_versions', 'insert')
      try {
        const response = await send('DELETE', url(sub._id))
        expect(response.statusCode).toBe(500)
        expect(response.body).not.toContain('database is down')
      } finally {
        await restore()
      }
      expect(await snapshot()).toEqual(before)
      expect(imageFilesExist(t.dataDir, sub.image)).toBe(true)
    })
  })
})
