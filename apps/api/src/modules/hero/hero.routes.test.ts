import fs from 'node:fs'
import path from 'node:path'

import { IMAGE_KINDS } from '@gwp/contracts'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'

import { uploadsDir } from '../../storage/storage.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { HERO_CACHE_CONTROL } from './index.js'

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

const heroDir = (app: TestApp) => path.join(uploadsDir(app.dataDir), 'hero')

type Rgb = { r: number; g: number; b: number }
const RED = { r: 200, g: 30, b: 30 }
const BLUE = { r: 20, g: 60, b: 200 }
const GREEN = { r: 20, g: 160, b: 60 }

/** A picture as a company would copy it onto the server: one colour, 2000 × 1125 unless told. */
async function picture(format: 'jpeg' | 'png' | 'webp', color: Rgb, width = 2000, height = 1125) {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer()
}

function place(app: TestApp, name: string, bytes: Buffer | string) {
  fs.mkdirSync(heroDir(app), { recursive: true })
  fs.writeFileSync(path.join(heroDir(app), name), bytes)
}

const get = (app: TestApp, file: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url: `/uploads/hero/${file}`, headers })

/** The size and the centre pixel's colour of a served variant. */
async function look(body: Buffer) {
  const image = sharp(body)
  const { width, height, format } = await image.metadata()
  const { data } = await image
    .extract({ left: Math.floor(width / 2), top: Math.floor(height / 2), width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { width, height, format, color: { r: data[0]!, g: data[1]!, b: data[2]! } }
}

function expectColor(actual: Rgb, expected: Rgb) {
  // Lossy encoders move a flat colour by a few levels.
  for (const channel of ['r', 'g', 'b'] as const)
    expect(Math.abs(actual[channel] - expected[channel])).toBeLessThan(12)
}

describe('GET /uploads/hero/slide-<n>-<width>.webp', () => {
  it('makes each width as 16:9 WebP from the original, with an hour of caching and an ETag', async () => {
    t = await buildTestApp()
    place(t, 'slide-1.jpg', await picture('jpeg', RED))
    for (const width of IMAGE_KINDS.hero.variantWidths) {
      const response = await get(t, `slide-1-${width}.webp`)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('image/webp')
      expect(response.headers['cache-control']).toBe(HERO_CACHE_CONTROL)
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/)
      const seen = await look(response.rawPayload)
      expect(seen).toMatchObject({ format: 'webp', width, height: Math.round((width * 9) / 16) })
      expectColor(seen.color, RED)
    }
  })

  it('crops other shapes to 16:9 and never enlarges a small picture', async () => {
    t = await buildTestApp()
    place(t, 'slide-2.png', await picture('png', GREEN, 1200, 1200))
    expect(await look((await get(t, 'slide-2-800.webp')).rawPayload)).toMatchObject({
      width: 800,
      height: 450,
    })
    place(t, 'slide-3.webp', await picture('webp', GREEN, 600, 400))
    const small = await look((await get(t, 'slide-3-1600.webp')).rawPayload)
    expect(small.width).toBeLessThanOrEqual(600)
  })

  it('answers 304 to the ETag it gave, without a body', async () => {
    t = await buildTestApp()
    place(t, 'slide-1.jpg', await picture('jpeg', RED))
    const first = await get(t, 'slide-1-400.webp')
    const again = await get(t, 'slide-1-400.webp', { 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    expect(again.headers.etag).toBe(first.headers.etag)
  })

  it('serves the new picture once the file is replaced, even by a copy that keeps an older date', async () => {
    t = await buildTestApp()
    place(t, 'slide-1.jpg', await picture('jpeg', RED))
    const before = await get(t, 'slide-1-800.webp')
    expectColor((await look(before.rawPayload)).color, RED)

    // Overwritten in place, its modification time set back a year (cp -p, rsync -a, an unzip).
    const file = path.join(heroDir(t), 'slide-1.jpg')
    fs.writeFileSync(file, await picture('jpeg', BLUE))
    const lastYear = new Date(Date.now() - 365 * 86_400_000)
    fs.utimesSync(file, lastYear, lastYear)
    const after = await get(t, 'slide-1-800.webp')
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expectColor((await look(after.rawPayload)).color, BLUE)

    // Replaced by a file of another type: the newest one counts.
    place(t, 'slide-1.png', await picture('png', GREEN))
    expectColor((await look((await get(t, 'slide-1-800.webp')).rawPayload)).color, GREEN)
  })

  it('answers 404 when the slide has no picture, and for names it does not make', async () => {
    t = await buildTestApp()
    expect((await get(t, 'slide-1-800.webp')).statusCode).toBe(404)
    place(t, 'slide-1.jpg', await picture('jpeg', RED))
    for (const name of [
      'slide-2-800.webp',
      'slide-1-500.webp',
      'slide-5-800.webp',
      'slide-1.jpg',
      'slide-1-800.png',
      '..%2Fgwp.sqlite',
    ]) {
      const response = await get(t, name)
      expect(response.statusCode, name).toBe(404)
      expect(response.json()).toMatchObject({ success: false })
    }
  })

  it('treats a file that is no usable picture as missing, and says so in the log once', async () => {
    const logLines: string[] = []
    t = await buildTestApp({}, { logLines })
    place(t, 'slide-2.jpg', 'not a picture at all')
    place(t, 'slide-3.png', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
    for (const name of ['slide-2-800.webp', 'slide-2-800.webp', 'slide-3-800.webp']) {
      expect((await get(t, name)).statusCode, name).toBe(404)
    }
    const warnings = logLines.filter((line) => line.includes('hero picture cannot be read'))
    expect(warnings).toHaveLength(2)
  })
})

describe('default hero pictures', () => {
  const listen = (app: TestApp) => app.app.listen({ port: 0, host: '127.0.0.1' })

  it('are drawn when the server starts listening on a site without a hero folder', async () => {
    t = await buildTestApp()
    await listen(t)
    // The variant waits for the drawing that started with the server.
    const first = await get(t, 'slide-1-1600.webp')
    expect(first.statusCode).toBe(200)
    expect(fs.readdirSync(heroDir(t)).sort()).toEqual([
      'slide-1.jpg',
      'slide-2.jpg',
      'slide-3.jpg',
      'slide-4.jpg',
    ])
    const etags = new Set<string>()
    for (const slide of [1, 2, 3, 4]) {
      const response = await get(t, `slide-${slide}-400.webp`)
      expect(response.statusCode).toBe(200)
      etags.add(String(response.headers.etag))
    }
    // Four different pictures.
    expect(etags.size).toBe(4)
  })

  it('leave a folder the company already has alone, and are not drawn with SEED_DEMO=false', async () => {
    t = await buildTestApp()
    place(t, 'slide-1.jpg', await picture('jpeg', RED))
    await listen(t)
    expect((await get(t, 'slide-1-400.webp')).statusCode).toBe(200)
    expect(fs.readdirSync(heroDir(t))).toEqual(['slide-1.jpg'])
    await t.close()

    t = await buildTestApp({ SEED_DEMO: 'false' })
    await listen(t)
    expect((await get(t, 'slide-1-400.webp')).statusCode).toBe(404)
    expect(fs.existsSync(heroDir(t))).toBe(false)
  })
})
