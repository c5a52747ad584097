import { AUTH_MESSAGES, type IMAGE_KINDS, variantPath } from '@gwp/contracts'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { UPLOAD_MESSAGES } from '../plugins/multipart.js'
import { buildTestApp, type TestApp } from './app.js'
import { expectGeneric500WhenTableFails, expectSuperAdminOnly, warmedRead } from './expectations.js'
import { contentVersion, createRole, signedInAdmin, type TestAdmin } from './factories.js'
import { failWrites } from './failing-writes.js'
import {
  imageBytes,
  imageFilesExist,
  largePng,
  multipartForm,
  storedFiles,
  SVG_WITH_SCRIPT,
  TEXT_FILE_NAMED_PNG,
  type Upload,
} from './uploads.js'

/**
 * The writes categories and sub-categories share (docs/requirements/back-office.md#states, #rules): a name, a
 * description and one picture, created, updated and deleted through forms, with the same refusals, rights,
 * failure handling and file clean-up. Each kind's test file runs this suite for its kind and adds the
 * checks only it has, inside the same describe blocks.
 */

export interface CatalogKind {
  /** As the rights name it: `category.create`, `subCategory.update`. */
  area: 'category' | 'subCategory'
  /** The role names this suite makes: "Category creator", "Sub-category updater". */
  roleLabel: string
  table: 'categories' | 'subCategories'
  folder: 'categories' | 'sub-categories'
  paths: {
    create: string
    update: (id: string) => string
    /** The update route's pattern, as the error log names it. */
    updateRoute: string
    delete: (id: string) => string
  }
  limits: { name: number; description: number }
  messages: {
    nameEmpty: string
    nameTooLong: string
    descriptionEmpty: string
    descriptionTooLong: string
    imageRequired: string
    noChanges: string
    updated: string
    notFound: string
  }
  image: (typeof IMAGE_KINDS)['category' | 'subCategory']['messages']
  /** A picture the kind takes, sent by every form that needs one. */
  picture: () => Promise<Upload>
  /** A picture that replaces the stored one: JPEG, and of a size the kind takes. */
  replacement: () => Promise<Upload>
  /** Run once the app is built: the fields every create form carries besides the texts (a parent). */
  setUp?: (app: TestApp['app']) => Promise<Record<string, string>>
  /** What an update answers with: the saved item and the changes (a category's updatedAt moves too). */
  updated: (saved: Saved, changes: Partial<Saved>) => Saved
}

export type Saved = { _id: string; name: string; description: string; image: string } & Record<
  string,
  unknown
>
export type Payload = FormData | Record<string, unknown>

/** One refusal: its name, the form (built when the test runs), the message and the per-field errors. */
export type CreateRefusal = [string, () => Promise<Payload>, string, Record<string, string>?]
/** One refused update: its name, the texts, the file (or how to make it), the message and its field. */
export type UpdateRefusal = [
  string,
  Record<string, string>,
  Upload | null | (() => Promise<Upload>),
  string,
  string?,
]

/** What a kind's own tests use: the app, the admins, and the helpers the shared tests use. */
export interface CatalogWrites {
  t: TestApp
  boss: TestAdmin
  /** A role with `<area>.create` only. */
  creator: TestAdmin
  /** A role with `<area>.update` only. */
  updater: TestAdmin
  /** The fields every create form carries besides the texts (a sub-category's parent category). */
  parentFields: Record<string, string>
  /** A name no other test uses, within both kinds' limits. */
  uniqueName: (prefix?: string) => string
  send: (
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: Payload,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>
  get: (url: string) => Promise<LightMyRequestResponse>
  /** A form with the kind's valid picture unless told otherwise (`null`: no file at all). */
  form: (fields: Record<string, string>, image?: Upload | null) => Promise<FormData>
  /** One made through the create route, with its image files on disk. */
  created: (fields?: Record<string, string>) => Promise<Saved>
  rowOf: (id: string) => Promise<Record<string, unknown> | undefined>
  catalogVersion: () => Promise<number>
  /** Everything a refused or failed write must leave as it was. */
  snapshot: () => Promise<{ rows: unknown[]; files: string[]; version: number }>
  warmedRead: (url: string) => ReturnType<typeof warmedRead>
  /** A stored picture's file and its variants are all gone from the folder. */
  filesOf: (image: string) => string[]
  tooLarge: () => Promise<Upload>
}

export interface KindTests {
  /** Refusals only this kind has, run like the shared ones. */
  createRefusals?: (k: CatalogWrites) => CreateRefusal[]
  updateRefusals?: (k: CatalogWrites) => UpdateRefusal[]
  /** Ids that name nothing of this kind, besides an unknown and a malformed one. */
  unknownIds?: Array<[string, (k: CatalogWrites) => string]>
  /** Updates that change nothing, besides the same texts and an empty form. */
  noChanges?: Array<[string, (saved: Saved) => Record<string, string>]>
  create?: (k: CatalogWrites) => void
  update?: (k: CatalogWrites) => void
  delete?: (k: CatalogWrites) => void
}

export function describeCatalogWrites(kind: CatalogKind, own: KindTests): void {
  describe('back-office writes', () => {
    const k = {} as CatalogWrites
    let sequence = 0
    const textFile = TEXT_FILE_NAMED_PNG
    const svg = SVG_WITH_SCRIPT

    Object.assign(k, {
      uniqueName: (prefix = kind.roleLabel) => `${prefix} ${(sequence++).toString(36)}`,
      send: (method, url, payload, headers = k.boss.headers) =>
        k.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) }),
      get: (url) => k.t.app.inject({ url }),
      form: async (fields, image) => {
        const file = image === undefined ? await kind.picture() : image
        return multipartForm(fields, file ? { image: file } : {})
      },
      created: async (fields = {}) => {
        const payload = await k.form({
          name: k.uniqueName(),
          description: 'Mops and buckets',
          ...k.parentFields,
          ...fields,
        })
        const response = await k.send('POST', kind.paths.create, payload)
        expect(response.statusCode, response.body).toBe(201)
        return response.json().data as Saved
      },
      rowOf: (id) => k.t.app.db.selectFrom(kind.table).selectAll().where('id', '=', id).executeTakeFirst(),
      catalogVersion: () => contentVersion(k.t.app, 'catalog'),
      snapshot: async () => ({
        rows: await k.t.app.db.selectFrom(kind.table).selectAll().orderBy('id').execute(),
        files: storedFiles(k.t.dataDir, kind.folder),
        version: await k.catalogVersion(),
      }),
      warmedRead: (url) => warmedRead(k.t.app, url),
      filesOf: (image) => [image, variantPath(image, 400), variantPath(image, 800)],
      tooLarge: async () => ({ bytes: await largePng(6) }),
    } satisfies Partial<CatalogWrites>)

    beforeAll(async () => {
      k.t = await buildTestApp()
      k.boss = await signedInAdmin(k.t.app, 'superAdmin')
      await createRole(k.t.app, `${kind.roleLabel} creator`, (p) => void (p[kind.area].create = true))
      await createRole(k.t.app, `${kind.roleLabel} updater`, (p) => void (p[kind.area].update = true))
      k.creator = await signedInAdmin(k.t.app, `${kind.roleLabel} creator`)
      k.updater = await signedInAdmin(k.t.app, `${kind.roleLabel} updater`)
      k.parentFields = (await kind.setUp?.(k.t.app)) ?? {}
    })
    afterAll(async () => {
      await k.t.close()
    })

    const valid = () => ({ name: 'Mops', description: 'Mops', ...k.parentFields })
    const without = (field: 'name' | 'description') => {
      const fields: Record<string, string> = valid()
      delete fields[field]
      return fields
    }

    describe(`POST ${kind.paths.create}`, () => {
      it(`lets a role holding ${kind.area}.create add one`, async () => {
        const response = await k.send(
          'POST',
          kind.paths.create,
          await k.form({ ...valid(), name: k.uniqueName() }),
          k.creator.headers,
        )
        expect(response.statusCode, response.body).toBe(201)
      })

      describe('refuses with the spec message and stores nothing', () => {
        const { messages, limits } = kind
        const cases: CreateRefusal[] = [
          ['no name', () => k.form(without('name')), messages.nameEmpty, { name: messages.nameEmpty }],
          [
            'a name of spaces',
            () => k.form({ ...valid(), name: '   ' }),
            messages.nameEmpty,
            { name: messages.nameEmpty },
          ],
          [
            `a name of ${limits.name + 1} characters`,
            () => k.form({ ...valid(), name: 'n'.repeat(limits.name + 1) }),
            messages.nameTooLong,
            { name: messages.nameTooLong },
          ],
          [
            'no description',
            () => k.form(without('description')),
            messages.descriptionEmpty,
            { description: messages.descriptionEmpty },
          ],
          [
            'a description of spaces',
            () => k.form({ ...valid(), description: ' \t ' }),
            messages.descriptionEmpty,
            { description: messages.descriptionEmpty },
          ],
          [
            `a description of ${limits.description + 1} characters`,
            () => k.form({ ...valid(), description: 'd'.repeat(limits.description + 1) }),
            messages.descriptionTooLong,
            { description: messages.descriptionTooLong },
          ],
          ['no image', () => k.form(valid(), null), messages.imageRequired],
          ['an empty file', () => k.form(valid(), { bytes: Buffer.alloc(0) }), messages.imageRequired],
          ['a text file renamed .png', () => k.form(valid(), textFile), kind.image.type],
          ['an SVG', () => k.form(valid(), svg), kind.image.type],
          ['a GIF', async () => k.form(valid(), { bytes: await imageBytes('gif', 300) }), kind.image.type],
          ['a 6 MB file', async () => k.form(valid(), await k.tooLarge()), kind.image.size],
          [
            'two files',
            async () => {
              const form = await k.form(valid())
              form.append('other', new Blob([new Uint8Array(await imageBytes('png', 1000))]), 'other.png')
              return form
            },
            UPLOAD_MESSAGES.tooManyFiles,
          ],
          [
            'a JSON body',
            async () => ({ ...valid(), image: `uploads/${kind.folder}/x.png` }),
            UPLOAD_MESSAGES.notMultipart,
          ],
          ...(own.createRefusals?.(k) ?? []),
        ]

        it.each(cases)('%s', async (_, payload, message, errors) => {
          const before = await k.snapshot()
          const response = await k.send('POST', kind.paths.create, await payload())
          expect(response.statusCode, response.body).toBe(400)
          expect(response.json()).toEqual({ success: false, message, ...(errors ? { errors } : {}) })
          expect(await k.snapshot()).toEqual(before)
        })
      })

      it(`answers 401 without a token and 403 without ${kind.area}.create, storing nothing`, async () => {
        const before = await k.snapshot()
        const form = () => k.form({ ...valid(), name: k.uniqueName() })
        const anonymous = await k.send('POST', kind.paths.create, await form(), {})
        expect(anonymous.statusCode).toBe(401)
        expect(anonymous.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated })
        const member = await signedInAdmin(k.t.app, 'Member')
        for (const admin of [k.updater, member]) {
          const response = await k.send('POST', kind.paths.create, await form(), admin.headers)
          expect(response.statusCode).toBe(403)
          expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.forbidden })
        }
        expect(await k.snapshot()).toEqual(before)
      })

      it('answers a generic 500 and leaves no row and no file when the transaction fails after the insert', async () => {
        const before = await k.snapshot()
        const restore = await failWrites(k.t.app, 'content_versions', 'insert')
        try {
          const response = await k.send(
            'POST',
            kind.paths.create,
            await k.form({ ...valid(), name: k.uniqueName() }),
          )
          expect(response.statusCode).toBe(500)
          expect(response.json()).toEqual({ success: false, message: expect.any(String) })
          expect(response.body).not.toContain('database is down')
        } finally {
          await restore()
        }
        expect(await k.snapshot()).toEqual(before)
      })

      it('removes the stored files again when the transaction cannot start', async () => {
        const before = await k.snapshot()
        const spy = vi.spyOn(k.t.app.db, 'transaction').mockImplementation(() => {
          throw new Error('database is down')
        })
        try {
          const response = await k.send(
            'POST',
            kind.paths.create,
            await k.form({ ...valid(), name: k.uniqueName() }),
          )
          expect(response.statusCode).toBe(500)
        } finally {
          spy.mockRestore()
        }
        expect(await k.snapshot()).toEqual(before)
      })

      own.create?.(k)
    })

    describe(`PATCH ${kind.paths.updateRoute}`, () => {
      const url = kind.paths.update

      it(`changes the description alone, for a role holding ${kind.area}.update`, async () => {
        const saved = await k.created()
        const response = await k.send(
          'PATCH',
          url(saved._id),
          await k.form({ name: saved.name, description: 'Only the description' }, null),
          k.updater.headers,
        )
        expect(response.statusCode, response.body).toBe(200)
        expect(response.json().data).toEqual(kind.updated(saved, { description: 'Only the description' }))
        expect((await k.rowOf(saved._id))?.description).toBe('Only the description')
      })

      it('replaces the image: the new files are stored and the old ones removed after the commit', async () => {
        const saved = await k.created()
        const before = await k.catalogVersion()
        const response = await k.send('PATCH', url(saved._id), await k.form({}, await kind.replacement()))
        expect(response.statusCode, response.body).toBe(200)
        const { data } = response.json()
        const newImage = new RegExp(`^uploads/${kind.folder}/[0-9a-f-]{36}\\.jpg$`)
        expect(data).toEqual(kind.updated(saved, { image: expect.stringMatching(newImage) }))
        expect(imageFilesExist(k.t.dataDir, data.image)).toBe(true)
        const gone = k.filesOf(saved.image)
        expect(storedFiles(k.t.dataDir, kind.folder).filter((file) => gone.includes(file))).toEqual([])
        expect((await k.rowOf(saved._id))?.image).toBe(data.image)
        expect(await k.catalogVersion()).toBe(before + 1)
      })

      it.each([
        ['the same texts', (s: Saved) => ({ name: s.name, description: s.description })],
        [
          'the same texts with spaces around them',
          (s: Saved) => ({ name: ` ${s.name}  `, description: `\t${s.description}\n` }),
        ],
        ['no field at all', () => ({})],
        ...(own.noChanges ?? []),
      ])(`refuses %s and no image with "${kind.messages.noChanges}"`, async (_, fields) => {
        const saved = await k.created()
        const before = await k.snapshot()
        const response = await k.send('PATCH', url(saved._id), await k.form(fields(saved), null))
        expect(response.statusCode).toBe(400)
        expect(response.json()).toEqual({ success: false, message: kind.messages.noChanges })
        expect(await k.snapshot()).toEqual(before)
      })

      describe('refuses with the spec message and changes nothing', () => {
        const { messages, limits } = kind
        const cases: UpdateRefusal[] = [
          ['an empty name', { name: '  ' }, null, messages.nameEmpty, 'name'],
          [
            `a name of ${limits.name + 1} characters`,
            { name: 'n'.repeat(limits.name + 1) },
            null,
            messages.nameTooLong,
            'name',
          ],
          ['an empty description', { description: '' }, null, messages.descriptionEmpty, 'description'],
          [
            `a description of ${limits.description + 1} characters`,
            { description: 'd'.repeat(limits.description + 1) },
            null,
            messages.descriptionTooLong,
            'description',
          ],
          ['a text file renamed .png', {}, textFile, kind.image.type],
          ['an SVG', {}, svg, kind.image.type],
          ['a 6 MB file', {}, () => k.tooLarge(), kind.image.size],
          ...(own.updateRefusals?.(k) ?? []),
        ]

        it.each(cases)('%s', async (_, fields, image, message, field) => {
          const saved = await k.created()
          const before = await k.snapshot()
          const file = typeof image === 'function' ? await image() : image
          const response = await k.send('PATCH', url(saved._id), await k.form(fields, file))
          expect(response.statusCode, response.body).toBe(400)
          expect(response.json()).toEqual({
            success: false,
            message,
            ...(field ? { errors: { [field]: message } } : {}),
          })
          expect(await k.snapshot()).toEqual(before)
          expect(imageFilesExist(k.t.dataDir, saved.image)).toBe(true)
        })
      })

      it.each<[string, (k: CatalogWrites) => string]>([
        ['an unknown id', () => '01900000-0000-7000-8000-000000000000'],
        ['a malformed id', () => 'not-a-uuid'],
        ...(own.unknownIds ?? []),
      ])('answers 404 to %s and changes nothing', async (_, id) => {
        const before = await k.snapshot()
        const response = await k.send('PATCH', url(id(k)), await k.form({ name: k.uniqueName() }))
        expect(response.statusCode).toBe(404)
        expect(response.json()).toEqual({ success: false, message: kind.messages.notFound })
        expect(await k.snapshot()).toEqual(before)
      })

      it(`answers 401 without a token and 403 without ${kind.area}.update, changing nothing`, async () => {
        const saved = await k.created()
        const before = await k.snapshot()
        const form = () => k.form({ name: k.uniqueName() }, null)
        const anonymous = await k.send('PATCH', url(saved._id), await form(), {})
        expect(anonymous.statusCode).toBe(401)
        expect(anonymous.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated })
        const forbidden = await k.send('PATCH', url(saved._id), await form(), k.creator.headers)
        expect(forbidden.statusCode).toBe(403)
        expect(forbidden.json()).toEqual({ success: false, message: AUTH_MESSAGES.forbidden })
        expect(await k.snapshot()).toEqual(before)
      })

      it('keeps the old image and removes the new one when the transaction fails after the update', async () => {
        const saved = await k.created()
        const before = await k.snapshot()
        const restore = await failWrites(k.t.app, 'content_versions', 'insert')
        try {
          const response = await k.send('PATCH', url(saved._id), await k.form({ name: k.uniqueName() }))
          expect(response.statusCode).toBe(500)
        } finally {
          await restore()
        }
        expect(await k.snapshot()).toEqual(before)
        expect(imageFilesExist(k.t.dataDir, saved.image)).toBe(true)
      })

      it('answers a generic 500 and logs one error when the database fails', async () => {
        await expectGeneric500WhenTableFails({
          fails: { query: 'selectFrom', table: kind.table },
          request: {
            method: 'PATCH',
            url: url('01900000-0000-7000-8000-000000000000'),
            payload: await k.form({ name: 'Renamed' }, null),
          },
          route: kind.paths.updateRoute,
        })
      })

      own.update?.(k)
    })

    describe(`DELETE ${kind.paths.delete(':id')}`, () => {
      const url = kind.paths.delete

      it.each([
        ['an unknown id', '01900000-0000-7000-8000-000000000000'],
        ['a malformed id', 'not-a-uuid'],
      ])('answers 404 to %s and changes nothing', async (_, id) => {
        const before = await k.snapshot()
        const response = await k.send('DELETE', url(id))
        expect(response.statusCode).toBe(404)
        expect(response.json()).toEqual({ success: false, message: kind.messages.notFound })
        expect(await k.snapshot()).toEqual(before)
      })

      it('answers 401 without a token and 403 to anyone but the superAdmin, deleting nothing', async () => {
        const saved = await k.created()
        const before = await k.snapshot()
        await expectSuperAdminOnly(k.t.app, 'DELETE', url(saved._id))
        for (const admin of [k.creator, k.updater]) {
          const response = await k.send('DELETE', url(saved._id), undefined, admin.headers)
          expect(response.statusCode).toBe(403)
          expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.superAdminOnly })
        }
        expect(await k.snapshot()).toEqual(before)
      })

      it('keeps the row and its files when the transaction fails after the delete', async () => {
        const saved = await k.created()
        const before = await k.snapshot()
        const restore = await failWrites(k.t.app, 'content_versions', 'insert')
        try {
          const response = await k.send('DELETE', url(saved._id))
          expect(response.statusCode).toBe(500)
          expect(response.body).not.toContain('database is down')
        } finally {
          await restore()
        }
        expect(await k.snapshot()).toEqual(before)
        expect(imageFilesExist(k.t.dataDir, saved.image)).toBe(true)
      })

      own.delete?.(k)
    })
  })
}
