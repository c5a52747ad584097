import fs from 'node:fs'
import path from 'node:path'

import { PARTNER_LOGO_MESSAGES, variantPath } from '@gwp/contracts'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { newId } from '../../lib/ids.js'
import { PUBLIC_CACHE_CONTROL } from '../../plugins/http-cache.js'
import { UPLOAD_MESSAGES } from '../../plugins/multipart.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { expectGeneric500WhenTableFails, expectSuperAdminOnly } from '../../test/expectations.js'
import { signedInAdmin, type TestAdmin, contentVersion } from '../../test/factories.js'

let t: TestApp
let boss: TestAdmin
beforeEach(async () => {
  t = await buildTestApp()
  boss = await signedInAdmin(t.app, 'superAdmin')
})
afterEach(async () => {
  await t.close()
})

const LIST = '/api/v1/partner-logo'
const STORED_PNG = /^uploads\/partners\/[0-9a-f-]{36}\.png$/

/** A real image of the given format, made with sharp: what a person would upload. */
async function image(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 320, height = 120): Promise<Buffer> {
  const pipeline = sharp({
    create: { width, height, channels: 4, background: { r: 20, g: 110, b: 180, alpha: 1 } },
  })
  return pipeline.toFormat(format).toBuffer()
}

interface Upload {
  bytes: Buffer
  filename?: string
  type?: string
}

function form(fields: Record<string, string>, files: Record<string, Upload> = {}): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  for (const [name, file] of Object.entries(files)) {
    data.append(name, new Blob([file.bytes], { type: file.type ?? 'image/png' }), file.filename ?? 'logo.png')
  }
  return data
}

const post = (payload: FormData | object, headers: Record<string, string> = boss.headers) =>
  t.app.inject({ method: 'POST', url: LIST, headers, payload })

const remove = (id: string, headers: Record<string, string> = boss.headers) =>
  t.app.inject({ method: 'DELETE', url: `${LIST}/${id}`, headers })

const rows = () => t.app.db.selectFrom('partnerLogos').selectAll().orderBy('createdAt').execute()

/** Every file under uploads/partners, relative to the uploads root like the stored paths. */
function storedFiles(): string[] {
  const dir = path.join(t.dataDir, 'uploads', 'partners')
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((file) => `uploads/partners/${file}`) : []
}

const fileExists = (imagePath: string) => fs.existsSync(path.join(t.dataDir, imagePath))

const catalogVersion = () => contentVersion(t.app, 'catalog')

async function insertLogo(name: string, createdAt: string) {
  const id = newId()
  await t.app.db
    .insertInto('partnerLogos')
    .values({ id, name, image: `uploads/partners/${id}.png`, createdAt })
    .execute()
  return id
}

describe('GET /api/v1/partner-logo', () => {
  it('answers an empty list on an empty database', async () => {
    const response = await t.app.inject({ url: LIST })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, data: [] })
  })

  it('lists every logo as { id, name, image }, in the order they were added, to anyone', async () => {
    const second = await insertLogo('Saffron Hotels', '2025-03-02T10:00:00.000Z')
    const first = await insertLogo('Noor Retail Group', '2025-03-01T10:00:00.000Z')
    const third = await insertLogo('Crescent Hospitals', '2025-03-03T10:00:00.000Z')
    const response = await t.app.inject({ url: LIST })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      success: true,
      data: [
        { id: first, name: 'Noor Retail Group', image: `uploads/partners/${first}.png` },
        { id: second, name: 'Saffron Hotels', image: `uploads/partners/${second}.png` },
        { id: third, name: 'Crescent Hospitals', image: `uploads/partners/${third}.png` },
      ],
    })
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/)
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
    const again = await t.app.inject({ url: LIST, headers: { 'if-none-match': response.headers.etag! } })
    expect(again.statusCode).toBe(304)
  })

  it('answers a generic 500 and logs one error when the database fails', async () => {
    await expectGeneric500WhenTableFails({
      fails: { query: 'selectFrom', table: 'partnerLogos' },
      request: { url: LIST },
    })
  })
})

describe('POST /api/v1/partner-logo', () => {
  it('stores a PNG with its WebP variants, answers 201 and lists it last', async () => {
    await insertLogo('Noor Retail Group', '2025-03-01T10:00:00.000Z')
    const before = await catalogVersion()
    const response = await post(
      form({ name: '  Gulf Star Trading  ' }, { image: { bytes: await image('png') } }),
    )
    expect(response.statusCode, response.body).toBe(201)
    const body = response.json()
    expect(body).toEqual({
      success: true,
      message: PARTNER_LOGO_MESSAGES.created,
      data: { id: expect.any(String), name: 'Gulf Star Trading', image: expect.stringMatching(STORED_PNG) },
    })
    const { id, image: stored } = body.data
    for (const file of [stored, variantPath(stored, 400), variantPath(stored, 800)]) {
      expect(fileExists(file), file).toBe(true)
    }
    const variant = await sharp(path.join(t.dataDir, variantPath(stored, 400))).metadata()
    expect(variant.format).toBe('webp')

    expect((await rows()).at(-1)).toEqual({
      id,
      name: 'Gulf Star Trading',
      image: stored,
      createdAt: expect.any(String),
      translations: '{}',
    })
    const list = (await t.app.inject({ url: LIST })).json().data
    expect(list.map((logo: { name: string }) => logo.name)).toEqual([
      'Noor Retail Group',
      'Gulf Star Trading',
    ])
    expect(list[1]).toEqual({ id, name: 'Gulf Star Trading', image: stored })
    expect(await catalogVersion()).toBe(before + 1)
  })

  it('stores a JPEG as a JPEG, and a name of exactly 60 characters', async () => {
    const name = 'N'.repeat(60)
    const response = await post(
      form({ name }, { image: { bytes: await image('jpeg'), filename: 'logo.jpg', type: 'image/jpeg' } }),
    )
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().data.image).toMatch(/^uploads\/partners\/[0-9a-f-]{36}\.jpg$/)
    expect(response.json().data.name).toBe(name)
    expect(await rows()).toHaveLength(1)
  })

  describe('refuses with a message and stores nothing', () => {
    const cases: Array<[string, () => Promise<FormData | object>, string, Record<string, string>?]> = [
      [
        'no name',
        async () => form({}, { image: { bytes: await image('png') } }),
        PARTNER_LOGO_MESSAGES.nameRequired,
        { name: PARTNER_LOGO_MESSAGES.nameRequired },
      ],
      [
        'a name of spaces',
        async () => form({ name: '   ' }, { image: { bytes: await image('png') } }),
        PARTNER_LOGO_MESSAGES.nameRequired,
        { name: PARTNER_LOGO_MESSAGES.nameRequired },
      ],
      [
        'a name of 61 characters',
        async () => form({ name: 'N'.repeat(61) }, { image: { bytes: await image('png') } }),
        PARTNER_LOGO_MESSAGES.nameTooLong,
        { name: PARTNER_LOGO_MESSAGES.nameTooLong },
      ],
      ['no file', async () => form({ name: 'Saffron Hotels' }), PARTNER_LOGO_MESSAGES.imageRequired],
      [
        'an empty file',
        async () => form({ name: 'Saffron Hotels' }, { image: { bytes: Buffer.alloc(0) } }),
        PARTNER_LOGO_MESSAGES.imageRequired,
      ],
      [
        'an SVG',
        async () =>
          form(
            { name: 'Saffron Hotels' },
            {
              image: {
                bytes: Buffer.from(
                  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
                ),
                filename: 'logo.svg',
                type: 'image/svg+xml',
              },
            },
          ),
        PARTNER_LOGO_MESSAGES.imageType,
      ],
      [
        'a text file renamed .png',
        async () =>
          form(
            { name: 'Saffron Hotels' },
            { image: { bytes: Buffer.from('just some text, not an image at all') } },
          ),
        PARTNER_LOGO_MESSAGES.imageType,
      ],
      [
        'a GIF',
        async () => form({ name: 'Saffron Hotels' }, { image: { bytes: await image('gif') } }),
        PARTNER_LOGO_MESSAGES.imageType,
      ],
      [
        'a file over 5 MB',
        async () => {
          const png = await image('png')
          return form(
            { name: 'Saffron Hotels' },
            { image: { bytes: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]) } },
          )
        },
        PARTNER_LOGO_MESSAGES.imageTooLarge,
      ],
      [
        'two files',
        async () => {
          const data = form({ name: 'Saffron Hotels' }, { image: { bytes: await image('png') } })
          data.append('other', new Blob([await image('png')], { type: 'image/png' }), 'other.png')
          return data
        },
        UPLOAD_MESSAGES.tooManyFiles,
      ],
      [
        'a JSON body',
        async () => ({ name: 'Saffron Hotels', image: 'uploads/partners/x.png' }),
        UPLOAD_MESSAGES.notMultipart,
      ],
    ]

    it.each(cases)('%s', async (_, payload, message, errors) => {
      const before = await catalogVersion()
      const response = await post(await payload())
      expect(response.statusCode, response.body).toBe(400)
      expect(response.json()).toEqual({ success: false, message, ...(errors ? { errors } : {}) })
      expect(await rows()).toEqual([])
      expect(storedFiles()).toEqual([])
      expect(await catalogVersion()).toBe(before)
    })
  })

  it('answers 401 without a token and 403 to anyone but the superAdmin, storing nothing', async () => {
    await expectSuperAdminOnly(t.app, 'POST', LIST)
    const member = await signedInAdmin(t.app, 'Member')
    const response = await post(
      form({ name: 'Saffron Hotels' }, { image: { bytes: await image('png') } }),
      member.headers,
    )
    expect(response.statusCode).toBe(403)
    expect(await rows()).toEqual([])
    expect(storedFiles()).toEqual([])
  })

  it('removes the stored files again when the row cannot be written', async () => {
    // The row and the content version are written in one transaction; make that transaction fail.
    vi.spyOn(t.app.db, 'transaction').mockImplementation(() => {
      throw new Error('database is down')
    })
    try {
      const response = await post(form({ name: 'Saffron Hotels' }, { image: { bytes: await image('png') } }))
      expect(response.statusCode).toBe(500)
    } finally {
      vi.restoreAllMocks()
    }
    expect(await rows()).toEqual([])
    expect(storedFiles()).toEqual([])
  })
})

describe('DELETE /api/v1/partner-logo/:id', () => {
  async function uploaded(name: string) {
    const response = await post(form({ name }, { image: { bytes: await image('png') } }))
    expect(response.statusCode).toBe(201)
    return response.json().data as { id: string; name: string; image: string }
  }

  it('deletes the row and its image files, and the list no longer shows it', async () => {
    const kept = await uploaded('Noor Retail Group')
    const gone = await uploaded('Saffron Hotels')
    const before = await catalogVersion()
    const response = await remove(gone.id)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, message: PARTNER_LOGO_MESSAGES.deleted })
    expect((await rows()).map((row) => row.id)).toEqual([kept.id])
    for (const file of [gone.image, variantPath(gone.image, 400), variantPath(gone.image, 800)]) {
      expect(fileExists(file), file).toBe(false)
    }
    expect(fileExists(kept.image)).toBe(true)
    expect((await t.app.inject({ url: LIST })).json().data).toEqual([kept])
    expect(await catalogVersion()).toBe(before + 1)
  })

  it.each([
    ['an unknown id', '01900000-0000-7000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
    ['an id full of SQL', encodeURIComponent("1' OR '1'='1")],
  ])('answers 404 to %s and changes nothing', async (_, id) => {
    const kept = await uploaded('Noor Retail Group')
    const before = await catalogVersion()
    const response = await remove(id)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ success: false, message: PARTNER_LOGO_MESSAGES.notFound })
    expect(await rows()).toHaveLength(1)
    expect(fileExists(kept.image)).toBe(true)
    expect(await catalogVersion()).toBe(before)
  })

  it('answers 401 without a token and 403 to anyone but the superAdmin, deleting nothing', async () => {
    const kept = await uploaded('Noor Retail Group')
    await expectSuperAdminOnly(t.app, 'DELETE', `${LIST}/${kept.id}`)
    expect(await rows()).toHaveLength(1)
    expect(fileExists(kept.image)).toBe(true)
  })

  it('answers a generic 500 and logs one error when the database fails', async () => {
    await expectGeneric500WhenTableFails({
      fails: { query: 'selectFrom', table: 'partnerLogos' },
      request: { method: 'DELETE', url: `${LIST}/01900000-0000-7000-8000-000000000000` },
      route: '/api/v1/partner-logo/:id',
    })
  })
})
