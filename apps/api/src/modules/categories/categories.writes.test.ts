import path from 'node:path'

import {
  CATALOG_MESSAGES,
  CATEGORY_LIMITS,
  CATEGORY_MESSAGES,
  IMAGE_KINDS,
  categoryInUseMessage,
  variantPath,
} from '@gwp/contracts'
import sharp from 'sharp'
import { expect, it } from 'vitest'

import { describeCatalogWrites, type Saved } from '../../test/catalog-writes-suite.js'
import { createProduct, createSubCategory } from '../../test/factories.js'
import { imageBytes, imageFilesExist, storedFiles } from '../../test/uploads.js'

const CREATE = '/api/v1/category/create'
const STORED_PNG = /^uploads\/categories\/[0-9a-f-]{36}\.png$/
const IMAGE = IMAGE_KINDS.category.messages
const MOPS = { name: 'Mops', description: 'Mops' }

/**
 * The back office's category writes: the checks shared with sub-categories (catalog-writes-suite),
 * and those only a category has: its pixel rule, refused characters, names unique whatever their
 * case, and the sub-categories and products that keep it from being deleted.
 */
describeCatalogWrites(
  {
    area: 'category',
    roleLabel: 'Category',
    table: 'categories',
    folder: 'categories',
    paths: {
      create: CREATE,
      update: (id) => `/api/v1/category/update/${id}`,
      updateRoute: '/api/v1/category/update/:id',
      delete: (id) => `/api/v1/category/delete/${id}`,
    },
    limits: CATEGORY_LIMITS,
    messages: CATEGORY_MESSAGES,
    image: IMAGE,
    picture: async () => ({ bytes: await imageBytes('png', 1000) }),
    replacement: async () => ({
      bytes: await imageBytes('jpeg', 1005),
      filename: 'new.jpg',
      type: 'image/jpeg',
    }),
    updated: (saved, changes) => ({ ...saved, ...changes, updatedAt: expect.any(String) }),
  },
  {
    createRefusals: (k) => [
      [
        'both texts empty',
        () => k.form({ name: '', description: '' }),
        CATEGORY_MESSAGES.nameEmpty,
        { name: CATEGORY_MESSAGES.nameEmpty, description: CATEGORY_MESSAGES.descriptionEmpty },
      ],
      ['a WebP', async () => k.form(MOPS, { bytes: await imageBytes('webp') }), IMAGE.type],
      [
        'a 500 × 500 PNG',
        async () => k.form(MOPS, { bytes: await imageBytes('png', 500) }),
        IMAGE.dimensions,
      ],
      [
        'a 1011 px wide PNG',
        async () => k.form(MOPS, { bytes: await imageBytes('png', 1011, 1000) }),
        IMAGE.dimensions,
      ],
      [
        'a 999 px high JPEG',
        async () => k.form(MOPS, { bytes: await imageBytes('jpeg', 1000, 999) }),
        IMAGE.dimensions,
      ],
    ],
    updateRefusals: () => [
      ['a name holding <', { name: 'Mops <b>' }, null, CATEGORY_MESSAGES.nameInvalid, 'name'],
      [
        'a description holding {',
        { description: 'Mops {x}' },
        null,
        CATEGORY_MESSAGES.descriptionInvalid,
        'description',
      ],
      ['a 500 × 500 PNG', {}, async () => ({ bytes: await imageBytes('png', 500) }), IMAGE.dimensions],
    ],
    unknownIds: [['an id full of SQL', () => encodeURIComponent("1' OR '1'='1")]],

    create(k) {
      it('stores the category and its image with 400 and 800 px WebP variants, and the next anonymous read shows it', async () => {
        await k.warmedRead('/api/v1/category')
        await k.warmedRead('/api/v1/category?page=1&limit=100')
        const before = await k.catalogVersion()
        const name = k.uniqueName('Floor care')
        const response = await k.send(
          'POST',
          CREATE,
          await k.form({ name: `  ${name}  `, description: '  Mops, buckets and wipers  ' }),
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
        expect(await k.rowOf(id)).toEqual({ id, ...stored, translations: '{}' })
        expect(imageFilesExist(k.t.dataDir, stored.image)).toBe(true)
        const original = await sharp(path.join(k.t.dataDir, stored.image)).metadata()
        expect([original.format, original.width, original.height]).toEqual(['png', 1000, 1000])
        for (const width of [400, 800]) {
          const variant = await sharp(path.join(k.t.dataDir, variantPath(stored.image, width))).metadata()
          expect([variant.format, variant.width]).toEqual(['webp', width])
        }
        expect(await k.catalogVersion()).toBe(before + 1)

        const list = (await k.get('/api/v1/category')).json().data
        expect(list).toContainEqual(body.data)
        const page = (await k.get('/api/v1/category?page=1&limit=100')).json().data
        expect(page).toContainEqual(body.data)
        expect((await k.get(`/api/v1/category/${id}`)).json()).toEqual({ success: true, data: body.data })
      })

      it('accepts a JPEG (kept as JPEG), 1010 px sides, and texts at their limits', async () => {
        const name = k.uniqueName().padEnd(CATEGORY_LIMITS.name, 'x')
        const description = 'd'.repeat(CATEGORY_LIMITS.description)
        const response = await k.send(
          'POST',
          CREATE,
          await k.form(
            { name, description },
            { bytes: await imageBytes('jpeg', 1010, 1000), filename: 'photo.jpg', type: 'image/jpeg' },
          ),
        )
        expect(response.statusCode, response.body).toBe(201)
        const { data } = response.json()
        expect(data).toMatchObject({ name, description })
        expect(data.image).toMatch(/^uploads\/categories\/[0-9a-f-]{36}\.jpg$/)
        expect(imageFilesExist(k.t.dataDir, data.image)).toBe(true)
        const original = await sharp(path.join(k.t.dataDir, data.image)).metadata()
        expect([original.format, original.width, original.height]).toEqual(['jpeg', 1010, 1000])
      })

      it.each([..."<>=`%$;'[]{}"])(
        'refuses a name or a description holding %s, storing nothing',
        async (character) => {
          const before = await k.snapshot()
          for (const [fields, field, message] of [
            [{ name: `Mops ${character}`, description: 'Mops' }, 'name', CATEGORY_MESSAGES.nameInvalid],
            [
              { name: 'Mops', description: `Mops ${character} more` },
              'description',
              CATEGORY_MESSAGES.descriptionInvalid,
            ],
          ] as const) {
            const response = await k.send('POST', CREATE, await k.form(fields))
            expect(response.statusCode).toBe(400)
            expect(response.json()).toEqual({ success: false, message, errors: { [field]: message } })
          }
          expect(await k.snapshot()).toEqual(before)
        },
      )

      it('refuses a name another category has, whatever its case, with 409, and keeps no file', async () => {
        const existing = await k.created({ name: k.uniqueName('Kitchen') })
        const before = await k.snapshot()
        const response = await k.send(
          'POST',
          CREATE,
          await k.form({ name: ` ${existing.name.toUpperCase()} `, description: 'Another' }),
        )
        expect(response.statusCode).toBe(409)
        expect(response.json()).toEqual({ success: false, message: CATEGORY_MESSAGES.nameTaken })
        expect(await k.snapshot()).toEqual(before)
      })

      it('lets exactly one of several simultaneous creates with one name through; the others hear 409', async () => {
        const name = k.uniqueName('Race')
        const forms = await Promise.all(
          ['', ' ', '  ', '   '].map((pad, i) =>
            k.form({ name: `${pad}${i % 2 ? name.toUpperCase() : name}`, description: 'Mops' }),
          ),
        )
        const responses = await Promise.all(forms.map((form) => k.send('POST', CREATE, form)))
        expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409])
        const rows = await k.t.app.db
          .selectFrom('categories')
          .select('image')
          .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
          .execute()
        expect(rows).toHaveLength(1)
        // Only the stored category's files remain: the refused ones took theirs with them.
        const files = storedFiles(k.t.dataDir, 'categories').filter((file) =>
          file.startsWith(rows[0]!.image.slice(0, -4)),
        )
        expect(files).toHaveLength(3)
      })
    },

    update(k) {
      const url = (id: string) => `/api/v1/category/update/${id}`

      it('renames a category, keeps its image, and the next anonymous read shows the new name', async () => {
        const category = await k.created()
        await k.warmedRead('/api/v1/category')
        await k.warmedRead(`/api/v1/category/${category._id}`)
        const before = await k.catalogVersion()
        const name = k.uniqueName('Renamed')
        const response = await k.send('PATCH', url(category._id), await k.form({ name: ` ${name} ` }, null))
        expect(response.statusCode, response.body).toBe(200)
        const body = response.json()
        expect(body).toEqual({
          success: true,
          message: CATEGORY_MESSAGES.updated,
          data: { ...category, name, updatedAt: expect.any(String) },
        })
        expect(body.data.updatedAt > (category.updatedAt as string)).toBe(true)
        const { _id: id, ...stored } = body.data
        expect(await k.rowOf(id)).toEqual({ id, ...stored, translations: '{}' })
        expect(imageFilesExist(k.t.dataDir, category.image)).toBe(true)
        expect(await k.catalogVersion()).toBe(before + 1)
        expect((await k.get('/api/v1/category')).json().data).toContainEqual(body.data)
        expect((await k.get(`/api/v1/category/${id}`)).json().data).toEqual(body.data)
      })

      it('changes the description alone, as the spec client sends both texts', async () => {
        const category = await k.created()
        const response = await k.send(
          'PATCH',
          url(category._id),
          await k.form({ name: category.name, description: 'Only the description' }, null),
        )
        expect(response.statusCode, response.body).toBe(200)
        expect(response.json().data).toEqual({
          ...category,
          description: 'Only the description',
          updatedAt: expect.any(String),
        })
      })

      it('lets a role holding category.update change only the letter case of its name', async () => {
        const category = await k.created({ name: k.uniqueName('kitchen') })
        const name = category.name.toUpperCase()
        const response = await k.send(
          'PATCH',
          url(category._id),
          await k.form({ name }, null),
          k.updater.headers,
        )
        expect(response.statusCode, response.body).toBe(200)
        expect(response.json().data.name).toBe(name)
      })

      it("refuses another category's name, whatever its case, with 409 and keeps no new file", async () => {
        const kitchen = await k.created({ name: k.uniqueName('Kitchen') })
        const other = await k.created()
        const before = await k.snapshot()
        const response = await k.send(
          'PATCH',
          url(other._id),
          await k.form({ name: kitchen.name.toLowerCase() }, { bytes: await imageBytes('png', 1000) }),
        )
        expect(response.statusCode).toBe(409)
        expect(response.json()).toEqual({ success: false, message: CATEGORY_MESSAGES.nameTaken })
        expect(await k.snapshot()).toEqual(before)
      })
    },

    delete(k) {
      const url = (id: string) => `/api/v1/category/delete/${id}`

      it('deletes the row and its image files, and the next anonymous reads no longer show it', async () => {
        const kept = await k.created()
        const gone = await k.created()
        await k.warmedRead('/api/v1/category')
        await k.warmedRead('/api/v1/category?page=1&limit=100')
        const before = await k.catalogVersion()
        const response = await k.send('DELETE', url(gone._id))
        expect(response.statusCode, response.body).toBe(200)
        expect(response.json()).toEqual({ success: true, message: CATEGORY_MESSAGES.deleted })
        expect(await k.rowOf(gone._id)).toBeUndefined()
        const files = storedFiles(k.t.dataDir, 'categories')
        for (const file of k.filesOf(gone.image)) expect(files).not.toContain(file)
        expect(imageFilesExist(k.t.dataDir, kept.image)).toBe(true)
        expect(await k.catalogVersion()).toBe(before + 1)
        for (const read of ['/api/v1/category', '/api/v1/category?page=1&limit=100']) {
          const ids = (await k.get(read)).json().data.map((c: Saved) => c._id)
          expect(ids).toContain(kept._id)
          expect(ids).not.toContain(gone._id)
        }
        const single = await k.get(`/api/v1/category/${gone._id}`)
        expect(single.statusCode).toBe(404)
        expect(single.json()).toEqual({ success: false, message: CATALOG_MESSAGES.categoryNotFound })
      })

      it.each([
        ['sub-categories and products', 2, 1],
        ['one sub-category', 1, 0],
        ['products only (inactive ones count too)', 0, 3],
      ])('refuses with 409 while it still has %s, and removes nothing', async (_, subs, products) => {
        const category = await k.created()
        for (let i = 0; i < subs; i++) await createSubCategory(k.t.app, category._id)
        for (let i = 0; i < products; i++) await createProduct(k.t.app, category._id, { isActive: i !== 0 })
        const before = await k.snapshot()
        const response = await k.send('DELETE', url(category._id))
        expect(response.statusCode).toBe(409)
        expect(response.json()).toEqual({ success: false, message: categoryInUseMessage(subs, products) })
        expect(await k.snapshot()).toEqual(before)
        expect(imageFilesExist(k.t.dataDir, category.image)).toBe(true)
      })

      it('words the 409 as the contracts do', () => {
        expect(categoryInUseMessage(2, 1)).toBe(
          'This category still has 2 sub-categories and 1 product. Delete or move them first.',
        )
      })
    },
  },
)
