import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { variantPath } from '@gwp/contracts'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { AppError } from '../lib/errors.js'
import { buildTestApp } from '../test/app.js'
import { imageFiles, removeImage, storageKey, storeImage, type ImageRules } from './images.js'
import { createLocalStorage, type Storage } from './storage.js'

let root: string
let storage: Storage
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'gwp-images-'))
  storage = createLocalStorage(root)
})
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true })
})

const PRODUCT_RULES: ImageRules = {
  minWidth: 1000,
  maxWidth: 1010,
  minHeight: 1000,
  maxHeight: 1010,
  maxBytes: 5 * 1024 * 1024,
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })

const png = (width = 1000, height = 1000) => solid(width, height).png().toBuffer()

const filesOnDisk = () =>
  fs.existsSync(root)
    ? fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    : []

async function expectRefused(promise: Promise<unknown>, message: string | RegExp) {
  const error = await promise.then(
    () => null,
    (err: unknown) => err,
  )
  expect(error).toBeInstanceOf(AppError)
  expect((error as AppError).statusCode).toBe(400)
  expect((error as AppError).message).toMatch(message)
  expect(filesOnDisk()).toEqual([])
}

describe('storeImage', () => {
  it('stores a 1000x1000 PNG as the re-encoded original plus 400 px and 800 px WebP variants', async () => {
    const stored = await storeImage(storage, await png(), 'products', PRODUCT_RULES)
    expect(stored.path).toMatch(/^uploads\/products\/[0-9a-f-]{36}\.png$/)
    expect(stored).toMatchObject({ width: 1000, height: 1000, format: 'png' })

    const files = imageFiles(stored.path)
    expect(files).toEqual([stored.path, variantPath(stored.path, 400), variantPath(stored.path, 800)])
    expect(filesOnDisk()).toHaveLength(3)
    const sizes = await Promise.all(
      files.map(async (p) => {
        const meta = await sharp(path.join(root, storageKey(p))).metadata()
        return [meta.format, meta.width, meta.height]
      }),
    )
    expect(sizes).toEqual([
      ['png', 1000, 1000],
      ['webp', 400, 400],
      ['webp', 800, 800],
    ])
  })

  it('keeps a JPEG as JPEG and turns an opaque WebP into JPEG, so the PDF catalogue can embed them', async () => {
    const jpeg = await storeImage(storage, await solid(1000, 1000).jpeg().toBuffer(), 'categories')
    expect(jpeg.path).toMatch(/^uploads\/categories\/[0-9a-f-]{36}\.jpg$/)
    const webp = await storeImage(storage, await solid(1200, 800).webp().toBuffer(), 'blogs')
    expect(webp).toMatchObject({ format: 'jpeg', width: 1200, height: 800 })
    expect((await sharp(path.join(root, storageKey(webp.path))).metadata()).format).toBe('jpeg')
  })

  it('never enlarges a small image for its variants, but still writes them', async () => {
    const stored = await storeImage(storage, await png(300, 150), 'partners')
    for (const width of [400, 800]) {
      const meta = await sharp(path.join(root, storageKey(variantPath(stored.path, width)))).metadata()
      expect([meta.width, meta.height]).toEqual([300, 150])
    }
  })

  it('decides the type by content: a PNG sent as a .jpg is refused where only JPEG is allowed', async () => {
    const claimedJpeg = await png()
    await expectRefused(
      storeImage(storage, claimedJpeg, 'products', { ...PRODUCT_RULES, formats: ['jpeg'] }),
      'Invalid file type. Please upload a JPEG image',
    )
    // Where PNG is allowed it is stored under the type its bytes have, whatever its name said.
    expect((await storeImage(storage, claimedJpeg, 'products')).path).toMatch(/\.png$/)
  })

  it('refuses SVG, GIF, a text file and a truncated PNG whatever they claim to be', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"><script>alert(1)</script></svg>',
    )
    const gif = await solid(1000, 1000).gif().toBuffer()
    const text = Buffer.from('This is not an image, only a renamed text file.\n')
    const truncated = (await solid(1000, 1000).png({ compressionLevel: 0 }).toBuffer()).subarray(0, 5000)
    for (const bytes of [svg, gif, text, truncated, Buffer.alloc(0)]) {
      await expectRefused(storeImage(storage, bytes, 'products'), 'Invalid file type')
    }
    // The route's own wording wins when it passes one.
    await expectRefused(
      storeImage(storage, svg, 'events', {
        messages: { type: 'Invalid file type. Please select a PNG, JPG, or JPEG file.' },
      }),
      'Invalid file type. Please select a PNG, JPG, or JPEG file.',
    )
  })

  it('refuses images outside the dimension rules', async () => {
    const message = 'Image dimensions must be between 1000x1000 and 1010x1010 pixels'
    await expectRefused(storeImage(storage, await png(999, 1000), 'products', PRODUCT_RULES), message)
    await expectRefused(storeImage(storage, await png(1000, 1011), 'products', PRODUCT_RULES), message)
    await expectRefused(
      storeImage(storage, await png(800, 800), 'categories', { minWidth: 1000 }),
      'at least 1000 px wide',
    )
  })

  it('refuses a file over maxBytes', async () => {
    const bytes = await solid(1000, 1000).png({ compressionLevel: 0 }).toBuffer()
    await expectRefused(
      storeImage(storage, bytes, 'products', { ...PRODUCT_RULES, maxBytes: 1024 * 1024 }),
      'Image size cannot be more than 1MB',
    )
  })

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    // A tiny valid PNG whose header claims 30000 x 30000 pixels (900 MP).
    const bomb = withPngSize(await png(10, 10), 30_000, 30_000)
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(30_000)
    const started = performance.now()
    await expectRefused(storeImage(storage, bomb, 'blogs'), 'Image dimensions are too large')
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('strips EXIF metadata and applies the orientation it described', async () => {
    const input = await solid(1200, 800)
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Person', Copyright: 'GPS and camera data' } })
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const before = await sharp(input).metadata()
    expect(input.includes('Secret Person')).toBe(true)
    expect(before.exif).toBeDefined()
    expect(before.orientation).toBe(6)

    const stored = await storeImage(storage, input, 'blogs')
    // Orientation 6 means "rotate 90°": the stored image is upright and carries no tag any more.
    expect(stored).toMatchObject({ width: 800, height: 1200 })
    for (const file of imageFiles(stored.path)) {
      const bytes = fs.readFileSync(path.join(root, storageKey(file)))
      const meta = await sharp(bytes).metadata()
      expect(meta.exif).toBeUndefined()
      expect(meta.orientation).toBeUndefined()
      expect(bytes.includes('Secret Person')).toBe(false)
    }
  })

  it('drops bytes appended after the image (polyglot files)', async () => {
    const polyglot = Buffer.concat([await png(), Buffer.from('<script>alert(document.cookie)</script>')])
    const stored = await storeImage(storage, polyglot, 'products', PRODUCT_RULES)
    const saved = fs.readFileSync(path.join(root, storageKey(stored.path)))
    expect(saved.includes('<script>')).toBe(false)
  })

  it('leaves no file behind when a write fails', async () => {
    let saves = 0
    const flaky: Storage = {
      ...storage,
      async save(key, bytes) {
        if (saves++ === 1) throw new Error('disk full')
        await storage.save(key, bytes)
      },
    }
    await expect(storeImage(flaky, await png(), 'products')).rejects.toThrow('disk full')
    expect(filesOnDisk()).toEqual([])
  })
})

describe('removeImage', () => {
  it('deletes the original and both variants', async () => {
    const keep = await storeImage(storage, await png(), 'products')
    const stored = await storeImage(storage, await png(), 'products')
    expect(filesOnDisk()).toHaveLength(6)
    expect(await removeImage(storage, stored.path)).toBe(true)
    for (const file of imageFiles(stored.path)) expect(await storage.exists(storageKey(file))).toBe(false)
    for (const file of imageFiles(keep.path)) expect(await storage.exists(storageKey(file))).toBe(true)
    // Removing it again is harmless.
    expect(await removeImage(storage, stored.path)).toBe(true)
  })

  it('deletes nothing for a path it did not produce', async () => {
    const stored = await storeImage(storage, await png(), 'products')
    for (const foreign of [
      'uploads/../gwp.sqlite',
      'https://cdn.example.com/a.png',
      'uploads/products/x.png',
      '',
    ]) {
      expect(await removeImage(storage, foreign)).toBe(false)
    }
    expect(await storage.exists(storageKey(stored.path))).toBe(true)
  })
})

describe('variantPath', () => {
  it('names the WebP variant of a width next to the original', () => {
    expect(variantPath('uploads/products/abc.png', 400)).toBe('uploads/products/abc-400.webp')
    expect(variantPath('uploads/events/abc.jpg', 800)).toBe('uploads/events/abc-800.webp')
    expect(variantPath('uploads/v1.2/abc', 400)).toBe('uploads/v1.2/abc-400.webp')
  })
})

describe('local storage', () => {
  it('refuses keys that would leave its root', async () => {
    for (const key of ['../escape.png', '/etc/passwd', 'products/../../x', 'a\\b', 'products//x', '']) {
      await expect(storage.save(key, Buffer.from('x'))).rejects.toThrow('Unsafe storage key')
    }
    expect(fs.readdirSync(path.dirname(root)).includes('escape.png')).toBe(false)
  })

  it('reads back what it saved and reports missing files as null', async () => {
    await storage.save('blogs/a.txt', Buffer.from('hello'))
    expect((await storage.read('blogs/a.txt'))?.toString()).toBe('hello')
    expect(await storage.read('blogs/missing.txt')).toBeNull()
    expect(await storage.exists('blogs/missing.txt')).toBe(false)
    await storage.remove('blogs/missing.txt')
  })
})

/** Rewrites the IHDR width and height of a PNG and fixes its checksum. */
function withPngSize(bytes: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(bytes)
  // Signature (8) + length (4) + "IHDR" (4), then width and height, then the rest of IHDR (5 bytes).
  out.writeUInt32BE(width, 16)
  out.writeUInt32BE(height, 20)
  out.writeUInt32BE(zlib.crc32(out.subarray(12, 29)), 29)
  return out
}

describe('GET /uploads/*', () => {
  it('serves a stored image with its type, nosniff and a long immutable cache', async () => {
    const t = await buildTestApp()
    try {
      const png = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#3366aa' } })
        .png()
        .toBuffer()
      const stored = await storeImage(t.app.storage, png, 'products')
      for (const file of [stored.path, variantPath(stored.path, 400)]) {
        const response = await t.app.inject({ url: `/${file}` })
        expect(response.statusCode).toBe(200)
        expect(response.headers['content-type']).toMatch(/^image\//)
        expect(response.headers['x-content-type-options']).toBe('nosniff')
        expect(response.headers['cache-control']).toContain('immutable')
      }
      expect((await t.app.inject({ url: '/uploads/products/../../test.sqlite' })).statusCode).toBe(404)
      expect((await t.app.inject({ url: '/uploads/products/missing.webp' })).statusCode).toBe(404)
    } finally {
      await t.close()
    }
  })
})

describe('what /uploads/* serves (docs/decisions/016-request-log-bounds-and-restore-checks.md#finding-4)', () => {
  it('never a page: a planted HTML or SVG file is not served as one, and every answer carries the strict headers with sandbox', async () => {
    const t = await buildTestApp()
    try {
      const uploads = path.join(t.dataDir, 'uploads')
      fs.mkdirSync(path.join(uploads, 'products'), { recursive: true })
      const page = '<!doctype html><script>fetch("/api/v1/admin")</script>'
      fs.writeFileSync(path.join(uploads, 'planted.html'), page)
      fs.writeFileSync(path.join(uploads, 'products', 'planted.htm'), page)
      fs.writeFileSync(
        path.join(uploads, 'products', 'planted.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      )
      fs.writeFileSync(path.join(uploads, 'products', 'disguised.png'), page)
      const stored = await storeImage(t.app.storage, await png(), 'products')

      const strict = (response: { headers: Record<string, unknown> }, url: string) => {
        const csp = String(response.headers['content-security-policy'])
        expect(csp, url).toContain("default-src 'none'")
        expect(csp, url).toContain('sandbox')
        expect(csp, url).toContain("frame-ancestors 'none'")
        expect(response.headers['x-content-type-options'], url).toBe('nosniff')
        expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin')
      }
      for (const url of [
        '/uploads/planted.html',
        '/uploads/products/planted.htm',
        '/uploads/products/planted.svg',
      ]) {
        const response = await t.app.inject({ url })
        expect(response.statusCode, url).toBe(404)
        expect(String(response.headers['content-type']), url).not.toMatch(/html|svg/)
        expect(response.body, url).not.toContain('<script>')
        strict(response, url)
      }
      // Under an image's name it is sent as that image, which no browser runs.
      const disguised = await t.app.inject({ url: '/uploads/products/disguised.png' })
      expect(disguised.headers['content-type']).toBe('image/png')
      strict(disguised, 'disguised.png')
      const real = await t.app.inject({ url: `/${stored.path}` })
      expect(real.statusCode).toBe(200)
      strict(real, stored.path)
    } finally {
      await t.close()
    }
  })
})
