import { VARIANT_WIDTHS, variantPath } from '@gwp/contracts'
import sharp, { type Metadata, type Sharp } from 'sharp'

import { AppError } from '../lib/errors.js'
import { newId } from '../lib/ids.js'
import type { Storage } from './storage.js'

/**
 * The upload pipeline of docs/architecture.md#images and docs/security.md#s11 to #s14: the type is decided by
 * the bytes, pixel dimensions are checked from the header before anything is decoded, the image is
 * re-encoded (metadata and anything appended to it are dropped) under a name the server generates,
 * and 400 px and 800 px WebP variants are written next to it.
 */

export const IMAGE_FOLDERS = [
  'products',
  'categories',
  'sub-categories',
  'blogs',
  'events',
  'partners',
] as const
export type ImageFolder = (typeof IMAGE_FOLDERS)[number]

export type ImageFormat = 'jpeg' | 'png' | 'webp'
const ALL_FORMATS: readonly ImageFormat[] = ['jpeg', 'png', 'webp']

/** Paths stored in the database are relative to the host: `uploads/<folder>/<file>`. */
export const UPLOADS_PREFIX = 'uploads/'

/**
 * Decompression-bomb guard for routes without dimension rules (blogs, event banners): a 5 MB file
 * may claim 50 000 × 50 000 pixels. 40 MP covers any camera photo a member of staff would upload.
 */
export const MAX_INPUT_PIXELS = 40_000_000

// Quality 90 keeps a re-saved JPEG visually identical to the upload; mozjpeg would save ~10% more
// but costs ~6× the time. WebP effort 2 (default 4) is ~40% faster for files a few per cent larger.
const JPEG_OPTIONS = { quality: 90 } as const
const WEBP_OPTIONS = { quality: 80, effort: 2 } as const

export interface ImageRules {
  minWidth?: number
  maxWidth?: number
  minHeight?: number
  maxHeight?: number
  /** Largest accepted file, in bytes. */
  maxBytes?: number
  /** Accepted types (by content); jpeg, png and webp when not given. Never SVG, GIF or anything else. */
  formats?: readonly ImageFormat[]
  /** The spec words each screen's messages differently; a route passes its own. */
  messages?: { type?: string; size?: string; dimensions?: string }
}

export interface StoredImage {
  /** Relative to the host, e.g. `uploads/products/<id>.png`; what the database stores. */
  path: string
  width: number
  height: number
  format: ImageFormat
}

/** The original and its variants, the files one stored image consists of. */
export function imageFiles(imagePath: string): string[] {
  return [imagePath, ...VARIANT_WIDTHS.map((width) => variantPath(imagePath, width))]
}

/**
 * Checks, re-encodes and stores one image. Throws AppError 400 with a message for the user when the
 * file is not an accepted image, is too large or has the wrong dimensions. Either every file is
 * written or none is.
 */
export async function storeImage(
  storage: Storage,
  input: Buffer,
  folder: ImageFolder,
  rules: ImageRules = {},
): Promise<StoredImage> {
  const formats = rules.formats ?? ALL_FORMATS
  const messages = {
    type: rules.messages?.type ?? typeMessage(formats),
    size: rules.messages?.size ?? sizeMessage(rules.maxBytes),
    dimensions: rules.messages?.dimensions ?? dimensionsMessage(rules),
  }

  if (rules.maxBytes !== undefined && input.length > rules.maxBytes) throw new AppError(400, messages.size)

  // Only the three accepted decoders ever see the bytes: SVG (scripts, external references), GIF,
  // TIFF, HEIF, PDF and the rest never reach libvips, whatever the file name or declared type said.
  const sniffed = sniffFormat(input)
  if (!sniffed || !formats.includes(sniffed)) throw new AppError(400, messages.type)

  const limitInputPixels = pixelLimit(rules)
  let metadata: Metadata
  try {
    // metadata() reads the header only, so a decompression bomb is refused before any pixel is decoded.
    metadata = await sharp(input, { limitInputPixels: false }).metadata()
  } catch {
    throw new AppError(400, messages.type)
  }
  if (metadata.format !== sniffed) throw new AppError(400, messages.type)

  // Width and height as displayed: a phone photo stored sideways has its EXIF orientation applied.
  const width = metadata.autoOrient.width
  const height = metadata.autoOrient.height
  if (!width || !height || width * height > limitInputPixels || !fitsRules(width, height, rules)) {
    throw new AppError(400, messages.dimensions)
  }

  // Originals stay JPEG or PNG, not WebP: the catalogue PDF (pdfkit) and e-mail clients read only
  // those two, while browsers get the WebP variants. A WebP upload becomes PNG when it has
  // transparency (logos), JPEG otherwise.
  const format: ImageFormat =
    sniffed === 'webp' ? (metadata.hasAlpha ? 'png' : 'jpeg') : sniffed === 'png' ? 'png' : 'jpeg'
  const id = newId()
  const original = `${UPLOADS_PREFIX}${folder}/${id}.${format === 'png' ? 'png' : 'jpg'}`

  let outputs: Array<{ path: string; bytes: Buffer }>
  try {
    // Decoding starts here, under the same pixel limit; autoOrient bakes the rotation into the pixels
    // because the EXIF tag that described it is dropped with the rest of the metadata. failOn 'error'
    // refuses truncated and corrupt pixel data but not the harmless warnings many phone JPEGs raise.
    const base = sharp(input, { limitInputPixels, autoOrient: true, failOn: 'error' })
    const encode = (pipeline: Sharp) => (format === 'png' ? pipeline.png() : pipeline.jpeg(JPEG_OPTIONS))
    const [originalBytes, ...variantBytes] = await Promise.all([
      encode(base.clone()).toBuffer(),
      ...VARIANT_WIDTHS.map((w) =>
        base.clone().resize({ width: w, withoutEnlargement: true }).webp(WEBP_OPTIONS).toBuffer(),
      ),
    ])
    outputs = [
      { path: original, bytes: originalBytes! },
      ...VARIANT_WIDTHS.map((w, i) => ({ path: variantPath(original, w), bytes: variantBytes[i]! })),
    ]
  } catch {
    // A header that parses over pixel data that does not (truncated or corrupt file).
    throw new AppError(400, messages.type)
  }

  // allSettled, not all: every write has finished before a failure cleans up, so none lands afterwards.
  const results = await Promise.allSettled(outputs.map((o) => storage.save(storageKey(o.path), o.bytes)))
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
  if (failure) {
    await storage.removeAll(outputs.map((o) => storageKey(o.path))).catch(() => {})
    throw failure.reason
  }
  return { path: original, width, height, format }
}

// One stored image is `uploads/<folder>/<uuid>.<ext>`; anything else in a record was not written by
// storeImage and is never deleted on its behalf.
const STORED_PATH = new RegExp(
  `^${UPLOADS_PREFIX}(${IMAGE_FOLDERS.join('|')})/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(jpg|png|webp)$`,
)

export function isStoredImagePath(imagePath: string): boolean {
  return STORED_PATH.test(imagePath)
}

/**
 * Deletes an image and its variants. Returns false, deleting nothing, when the path is not one
 * storeImage produced (so a record pointing elsewhere can still be deleted).
 */
export async function removeImage(storage: Storage, imagePath: string): Promise<boolean> {
  if (!isStoredImagePath(imagePath)) return false
  await storage.removeAll(imageFiles(imagePath).map(storageKey))
  return true
}

/** `uploads/products/x.png` → `products/x.png`, the key inside the uploads root. */
export function storageKey(imagePath: string): string {
  if (!imagePath.startsWith(UPLOADS_PREFIX)) throw new Error(`Not an uploads path: ${imagePath}`)
  return imagePath.slice(UPLOADS_PREFIX.length)
}

/** The image type the bytes begin with, whatever a name or a header says. */
export function sniffFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png'
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp'
  }
  return null
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function pixelLimit(rules: ImageRules): number {
  if (rules.maxWidth !== undefined && rules.maxHeight !== undefined) {
    return Math.min(MAX_INPUT_PIXELS, rules.maxWidth * rules.maxHeight)
  }
  return MAX_INPUT_PIXELS
}

function fitsRules(width: number, height: number, rules: ImageRules): boolean {
  return (
    (rules.minWidth === undefined || width >= rules.minWidth) &&
    (rules.maxWidth === undefined || width <= rules.maxWidth) &&
    (rules.minHeight === undefined || height >= rules.minHeight) &&
    (rules.maxHeight === undefined || height <= rules.maxHeight)
  )
}

const FORMAT_LABELS: Record<ImageFormat, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP' }

function typeMessage(formats: readonly ImageFormat[]): string {
  const labels = formats.map((f) => FORMAT_LABELS[f])
  const list = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : labels[0]
  return `Invalid file type. Please upload a ${list} image`
}

function sizeMessage(maxBytes: number | undefined): string {
  if (maxBytes === undefined) return 'Image is too large'
  const mb = maxBytes / 1_048_576
  const label = Number.isInteger(mb) ? `${mb}MB` : `${Math.round(maxBytes / 1024)}KB`
  return `Image size cannot be more than ${label}`
}

function dimensionsMessage(rules: ImageRules): string {
  const { minWidth, maxWidth, minHeight, maxHeight } = rules
  if (
    minWidth !== undefined &&
    maxWidth !== undefined &&
    minHeight !== undefined &&
    maxHeight !== undefined
  ) {
    return `Image dimensions must be between ${minWidth}x${minHeight} and ${maxWidth}x${maxHeight} pixels`
  }
  const parts: string[] = []
  if (minWidth !== undefined) parts.push(`at least ${minWidth} px wide`)
  if (maxWidth !== undefined) parts.push(`at most ${maxWidth} px wide`)
  if (minHeight !== undefined) parts.push(`at least ${minHeight} px high`)
  if (maxHeight !== undefined) parts.push(`at most ${maxHeight} px high`)
  return parts.length > 0 ? `Image must be ${parts.join(' and ')}` : 'Image dimensions are too large'
}

/**
 * Stores every image, then runs `write` (the transaction that records them) with what was stored.
 * Nothing is left behind on failure: if an image is refused, the ones already stored are removed; if
 * `write` throws, all of them are (docs/security.md#s14: no orphan file, no half record).
 */
export async function withStoredImages<T>(
  storage: Storage,
  inputs: readonly Buffer[],
  folder: ImageFolder,
  rules: ImageRules,
  write: (stored: StoredImage[]) => Promise<T>,
): Promise<T> {
  const stored: StoredImage[] = []
  try {
    // One at a time: each is decoded and encoded four ways, and the machine has two cores.
    for (const input of inputs) stored.push(await storeImage(storage, input, folder, rules))
    return await write(stored)
  } catch (error) {
    await Promise.allSettled(stored.map((image) => removeImage(storage, image.path)))
    throw error
  }
}

/**
 * Removes the files of records already deleted or changed (after the commit). A failure leaves only
 * unreferenced files, so it is logged rather than reported to the admin.
 */
export async function removeImagesAfterCommit(
  storage: Storage,
  paths: readonly string[],
  log: { error: (details: object, message: string) => void },
): Promise<void> {
  const results = await Promise.allSettled(paths.map((imagePath) => removeImage(storage, imagePath)))
  results.forEach((result, i) => {
    if (result.status === 'rejected') {
      log.error(
        { err: result.reason, image: paths[i] },
        'record changed, but its old image files were not removed',
      )
    }
  })
}
