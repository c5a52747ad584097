import fs from 'node:fs'
import path from 'node:path'

import { variantPath } from '@gwp/contracts'
import sharp from 'sharp'

/**
 * Upload test data in one place (docs/architecture.md#tests): real images made with sharp, and multipart
 * forms.
 */

export type TestImageFormat = 'png' | 'jpeg' | 'webp' | 'gif'

const cache = new Map<string, Promise<Buffer>>()

/** A real image of the given format and size: what a person would upload. Made once per shape. */
export function imageBytes(format: TestImageFormat = 'png', width = 1000, height = width): Promise<Buffer> {
  const key = `${format}:${width}x${height}`
  let bytes = cache.get(key)
  if (!bytes) {
    bytes = sharp({
      create: { width, height, channels: 3, background: { r: 20, g: 110, b: 180 } },
    })
      .toFormat(format)
      .toBuffer()
    cache.set(key, bytes)
  }
  return bytes
}

const largeCache = new Map<string, Promise<Buffer>>()

/** A PNG of the given side whose noise keeps it from compressing: `megabytes` big at least. Made once. */
export function largePng(megabytes: number, side = 1000): Promise<Buffer> {
  const key = `${megabytes}:${side}`
  let bytes = largeCache.get(key)
  if (!bytes) {
    bytes = makeLargePng(megabytes, side)
    largeCache.set(key, bytes)
  }
  return bytes
}

async function makeLargePng(megabytes: number, side: number): Promise<Buffer> {
  const raw = Buffer.alloc(side * side * 3)
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24
  const png = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
  if (png.length < megabytes * 1024 * 1024) {
    // Padding after IEND: still a valid PNG to every decoder, and as large as the test needs.
    return Buffer.concat([png, Buffer.alloc(megabytes * 1024 * 1024 - png.length + 1)])
  }
  return png
}

export interface Upload {
  bytes: Buffer
  filename?: string
  type?: string
}

/** Uploads that are not images, whatever their names say (docs/security.md#s12). */
export const TEXT_FILE_NAMED_PNG: Upload = {
  bytes: Buffer.from('just some text, not an image at all'),
  filename: 'photo.png',
}
export const SVG_WITH_SCRIPT: Upload = {
  bytes: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"><script>alert(1)</script></svg>',
  ),
  filename: 'logo.svg',
  type: 'image/svg+xml',
}

/** A multipart form: text fields, and files by field name (a list sends the name once per file). */
export function multipartForm(
  fields: Record<string, string>,
  files: Record<string, Upload | Upload[]> = {},
): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  for (const [name, entry] of Object.entries(files)) {
    for (const file of Array.isArray(entry) ? entry : [entry]) {
      const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' })
      data.append(name, blob, file.filename ?? 'image.png')
    }
  }
  return data
}

/** Every file under uploads/<folder>, named as the database names them (`uploads/<folder>/<file>`). */
export function storedFiles(dataDir: string, folder: string): string[] {
  const dir = path.join(dataDir, 'uploads', folder)
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .map((file) => `uploads/${folder}/${file}`)
        .sort()
    : []
}

/** The original and its two WebP variants, all on disk. */
export function imageFilesExist(dataDir: string, imagePath: string): boolean {
  return [imagePath, variantPath(imagePath, 400), variantPath(imagePath, 800)].every((file) =>
    fs.existsSync(path.join(dataDir, file)),
  )
}
