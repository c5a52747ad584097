import path from 'node:path'

import {
  CATALOG_MESSAGES,
  IMAGE_KINDS,
  SUB_CATEGORY_LIMITS,
  SUB_CATEGORY_MESSAGES,
  subCategoryInUseMessage,
  variantPath,
} from '@gwp/contracts'
import sharp from 'sharp'
import { expect, it } from 'vitest'

import { describeCatalogWrites, type CatalogWrites, type Saved } from '../../test/catalog-writes-suite.js'
import { expectGeneric500WhenTableFails } from '../../test/expectations.js'
import { createCategory, createProduct, createSubCategory } from '../../test/factories.js'
import { imageBytes, imageFilesExist, storedFiles } from '../../test/uploads.js'

const CREATE = '/api/v1/sub-category/create'
const STORED_PNG = /^uploads\/sub-categories\/[0-9a-f-]{36}\.png$/
const UNKNOWN_ID = '01900000-0000-7000-8000-000000000000'
const url = (id: string) => `/api/v1/sub-category/${id}`

/** The public reads a sub-category change shows in, warmed, and read again after the write. */
async function watchPublicReads(k: CatalogWrites, categoryId: string) {
  const urls = {
    byCategory: `/api/v1/sub-category/by-category-id/${categoryId}`,
    all: '/api/v1/sub-category/',
    count: `/api/v1/count/sub-category-count-by-category-id/${categoryId}`,
  }
  const before = {
    byCategory: (await k.warmedRead(urls.byCategory)).data as Saved[],
    all: (await k.warmedRead(urls.all)).data as Saved[],
    count: (await k.warmedRead(urls.count)).count as number,
  }
  return {
    before,
    async after() {
      return {
        byCategory: (await k.get(urls.byCategory)).json().data as Saved[],
        all: (await k.get(urls.all)).json().data as Saved[],
        count: (await k.get(urls.count)).json().count as number,
      }
    },
  }
}

/**
 * The back office's sub-category writes: the checks shared with categories (catalog-writes-suite),
 * and those only a sub-category has: any pixel size, its parent category, the public reads by
 * category, and the products that keep it from being deleted.
 */
describeCatalogWrites(
  {
    area: 'subCategory',
    roleLabel: 'Sub-category',
    table: 'subCategories',
    folder: 'sub-categories',
    paths: {
      create: CREATE,
      update: url,
      updateRoute: '/api/v1/sub-category/:id',
      delete: (id) => `/api/v1/sub-category/delete/${id}`,
    },
    limits: SUB_CATEGORY_LIMITS,
    messages: SUB_CATEGORY_MESSAGES,
    image: IMAGE_KINDS.subCategory.messages,
    picture: async () => ({ bytes: await imageBytes('png', 600, 400) }),
    replacement: async () => ({
      bytes: await imageBytes('jpeg', 320),
      filename: 'new.jpg',
      type: 'image/jpeg',
    }),
    setUp: async (app) => ({ category: (await createCategory(app, { name: 'Cleaning' })).id }),
    updated: (saved, changes) => ({ ...saved, ...changes }),
  },
  {
    createRefusals: (k) => {
      const valid = () => ({ name: 'Mops', description: 'Mops', category: k.parentFields.category! })
      const refusedCategory = (message: string) => ({ category: message })
      return [
        [
          'no category',
          () => k.form({ name: 'Mops', description: 'Mops' }),
          SUB_CATEGORY_MESSAGES.categoryRequired,
          refusedCategory(SUB_CATEGORY_MESSAGES.categoryRequired),
        ],
        [
          'an empty category',
          () => k.form({ ...valid(), category: ' ' }),
          SUB_CATEGORY_MESSAGES.categoryRequired,
          refusedCategory(SUB_CATEGORY_MESSAGES.categoryRequired),
        ],
        [
          'every field missing',
          () => k.form({}),
          SUB_CATEGORY_MESSAGES.nameEmpty,
          {
            name: SUB_CATEGORY_MESSAGES.nameEmpty,
            description: SUB_CATEGORY_MESSAGES.descriptionEmpty,
            category: SUB_CATEGORY_MESSAGES.categoryRequired,
          },
        ],
        [
          'a category that does not exist',
          () => k.form({ ...valid(), category: UNKNOWN_ID }),
          SUB_CATEGORY_MESSAGES.categoryNotFound,
          refusedCategory(SUB_CATEGORY_MESSAGES.categoryNotFound),
        ],
        [
          'a category id full of SQL',
          () => k.form({ ...valid(), category: "1' OR '1'='1" }),
          SUB_CATEGORY_MESSAGES.categoryNotFound,
          refusedCategory(SUB_CATEGORY_MESSAGES.categoryNotFound),
        ],
      ]
    },
    // The edit form has no category: a category sent anyway is not read (docs/security.md#s17).
    noChanges: [['only another category', () => ({ category: UNKNOWN_ID })]],
    unknownIds: [["a category's id", (k) => k.parentFields.category!]],

    create(k) {
      it('stores the sub-category and its image with WebP variants, and the next anonymous reads show it', async () => {
        const category = await createCategory(k.t.app)
        const reads = await watchPublicReads(k, category.id)
        const before = await k.catalogVersion()
        const name = k.uniqueName('Spin mops')
        const response = await k.send(
          'POST',
          CREATE,
          await k.form({
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
        expect(await k.rowOf(data._id)).toEqual({
          id: data._id,
          name,
          description: data.description,
          image: data.image,
          categoryId: category.id,
          createdAt: data.createdAt,
          updatedAt: data.createdAt,
          translations: '{}',
        })
        expect(imageFilesExist(k.t.dataDir, data.image)).toBe(true)
        const original = await sharp(path.join(k.t.dataDir, data.image)).metadata()
        expect([original.format, original.width, original.height]).toEqual(['png', 600, 400])
        const variant = await sharp(path.join(k.t.dataDir, variantPath(data.image, 400))).metadata()
        expect([variant.format, variant.width]).toEqual(['webp', 400])
        expect(await k.catalogVersion()).toBe(before + 1)

        const after = await reads.after()
        expect(after.byCategory).toEqual([...reads.before.byCategory, data])
        expect(after.all).toContainEqual(data)
        expect(after.count).toBe(reads.before.count + 1)
        expect((await k.get(`/api/v1/sub-category/${data._id}`)).json()).toEqual({ success: true, data })
      })

      it('accepts any pixel size (a 500 × 500 PNG, a wide JPEG) and texts at their limits', async () => {
        const small = await k.send(
          'POST',
          CREATE,
          await k.form(
            {
              name: k.uniqueName().padEnd(SUB_CATEGORY_LIMITS.name, 'x'),
              description: 'd'.repeat(SUB_CATEGORY_LIMITS.description),
              ...k.parentFields,
            },
            { bytes: await imageBytes('png', 500) },
          ),
        )
        expect(small.statusCode, small.body).toBe(201)
        expect(small.json().data.name).toHaveLength(SUB_CATEGORY_LIMITS.name)
        expect(small.json().data.description).toHaveLength(SUB_CATEGORY_LIMITS.description)
        const wide = await k.send(
          'POST',
          CREATE,
          await k.form(
            { name: k.uniqueName(), description: 'Wide', ...k.parentFields },
            { bytes: await imageBytes('jpeg', 2400, 300), filename: 'wide.jpg', type: 'image/jpeg' },
          ),
        )
        expect(wide.statusCode, wide.body).toBe(201)
        const image = wide.json().data.image
        expect(image).toMatch(/^uploads\/sub-categories\/[0-9a-f-]{36}\.jpg$/)
        const original = await sharp(path.join(k.t.dataDir, image)).metadata()
        expect([original.format, original.width, original.height]).toEqual(['jpeg', 2400, 300])
        expect(imageFilesExist(k.t.dataDir, image)).toBe(true)
      })

      it('answers a generic 500 and logs one error when the database fails', async () => {
        await expectGeneric500WhenTableFails({
          fails: { query: 'selectFrom', table: 'categories' },
          request: {
            method: 'POST',
            url: CREATE,
            payload: await k.form({ name: 'Mops', description: 'Mops', category: UNKNOWN_ID }),
          },
        })
      })
    },

    update(k) {
      it('renames a sub-category, keeps its image, and the next anonymous reads show the new name', async () => {
        const category = await createCategory(k.t.app)
        const sub = await k.created({ category: category.id })
        const reads = await watchPublicReads(k, category.id)
        await k.warmedRead(url(sub._id))
        const rowBefore = await k.rowOf(sub._id)
        const before = await k.catalogVersion()
        const name = k.uniqueName('Renamed')
        const response = await k.send('PATCH', url(sub._id), await k.form({ name: ` ${name} ` }, null))
        expect(response.statusCode, response.body).toBe(200)
        const expected = { ...sub, name }
        expect(response.json()).toEqual({
          success: true,
          message: SUB_CATEGORY_MESSAGES.updated,
          data: expected,
        })
        const row = await k.rowOf(sub._id)
        expect(row).toEqual({ ...rowBefore, name, updatedAt: expect.any(String) })
        expect((row!.updatedAt as string) > (rowBefore!.updatedAt as string)).toBe(true)
        expect(imageFilesExist(k.t.dataDir, sub.image)).toBe(true)
        expect(await k.catalogVersion()).toBe(before + 1)
        const after = await reads.after()
        expect(after.byCategory).toEqual([expected])
        expect(after.all).toContainEqual(expected)
        expect((await k.get(url(sub._id))).json().data).toEqual(expected)
      })
    },

    delete(k) {
      const deleteUrl = (id: string) => `/api/v1/sub-category/delete/${id}`

      it('deletes the row and its image files, and the next anonymous reads no longer show it', async () => {
        const category = await createCategory(k.t.app)
        const kept = await k.created({ category: category.id })
        const gone = await k.created({ category: category.id })
        const reads = await watchPublicReads(k, category.id)
        const before = await k.catalogVersion()
        const response = await k.send('DELETE', deleteUrl(gone._id))
        expect(response.statusCode, response.body).toBe(200)
        expect(response.json()).toEqual({ success: true, message: SUB_CATEGORY_MESSAGES.deleted })
        expect(await k.rowOf(gone._id)).toBeUndefined()
        const files = storedFiles(k.t.dataDir, 'sub-categories')
        for (const file of k.filesOf(gone.image)) expect(files).not.toContain(file)
        expect(imageFilesExist(k.t.dataDir, kept.image)).toBe(true)
        expect(await k.catalogVersion()).toBe(before + 1)
        const after = await reads.after()
        expect(after.byCategory).toEqual([kept])
        expect(after.all.map((s) => s._id)).not.toContain(gone._id)
        expect(after.count).toBe(reads.before.count - 1)
        const single = await k.get(`/api/v1/sub-category/${gone._id}`)
        expect(single.statusCode).toBe(404)
        expect(single.json()).toEqual({ success: false, message: CATALOG_MESSAGES.subCategoryNotFound })
      })

      it.each([1, 3])(
        'refuses with 409 while %i product(s) point at it, and removes nothing',
        async (count) => {
          const sub = await k.created()
          for (let i = 0; i < count; i++) {
            await createProduct(k.t.app, k.parentFields.category!, {
              subCategoryId: sub._id,
              isActive: i !== 0,
            })
          }
          const before = await k.snapshot()
          const response = await k.send('DELETE', deleteUrl(sub._id))
          expect(response.statusCode).toBe(409)
          expect(response.json()).toEqual({ success: false, message: subCategoryInUseMessage(count) })
          expect(await k.snapshot()).toEqual(before)
          expect(imageFilesExist(k.t.dataDir, sub.image)).toBe(true)
        },
      )

      it('words the 409 as the contracts do', () => {
        expect(subCategoryInUseMessage(1)).toBe(
          'This sub-category still has 1 product. Delete or move them first.',
        )
      })

      it('deletes one whose stored image path is not one of ours, touching no file', async () => {
        const sub = await createSubCategory(k.t.app, k.parentFields.category!)
        await k.t.app.db
          .updateTable('subCategories')
          .set({ image: '../../etc/passwd' })
          .where('id', '=', sub.id)
          .execute()
        const files = storedFiles(k.t.dataDir, 'sub-categories')
        const response = await k.send('DELETE', deleteUrl(sub.id))
        expect(response.statusCode).toBe(200)
        expect(await k.rowOf(sub.id)).toBeUndefined()
        expect(storedFiles(k.t.dataDir, 'sub-categories')).toEqual(files)
      })
    },
  },
)
