import { VARIANT_WIDTHS } from '@gwp/contracts'
import sharp from 'sharp'

import { HERO_FOLDER, HERO_ORIGINAL } from '../storage/hero-originals.js'
import {
  IMAGE_FOLDERS,
  MAX_INPUT_PIXELS,
  sniffFormat,
  UPLOADS_PREFIX,
  type ImageFormat,
} from '../storage/images.js'
import { assertSafeKey } from '../storage/storage.js'

/**
 * The files a backup holds and a restore writes: only those the site itself writes under DATA_DIR,
 * by folder, name and type (decision record 016). An archive is data from outside: anything else in
 * it (a page, a script, a file in another folder) would be put where the site serves files from.
 *
 * - `uploads/<folder>/<generated id>.jpg|.png` (and `.webp`, which older versions kept), with
 *   `-400.webp` and `-800.webp` variants: what storeImage writes (storage/images.ts);
 * - `uploads/hero/slide-<n>.jpg|.jpeg|.png|.webp`: the hero pictures the company puts there;
 * - `catalog/catalog-<version>.pdf`: a catalogue an unsent e-mail still attaches.
 */

export type RestorableFile = { kind: 'image'; formats: readonly ImageFormat[] } | { kind: 'pdf' }

const GENERATED_ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const STORED_IMAGE = new RegExp(
  `^${UPLOADS_PREFIX}(?:${IMAGE_FOLDERS.join('|')})/${GENERATED_ID}(?:-(?:${VARIANT_WIDTHS.join('|')}))?\\.(jpg|png|webp)$`,
)
const HERO_PREFIX = `${UPLOADS_PREFIX}${HERO_FOLDER}/`
const CATALOGUE_PDF = /^catalog\/catalog-\d+\.pdf$/

const FORMAT_OF_EXTENSION: Record<string, ImageFormat> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
}
const FORMAT_LABELS: Record<ImageFormat, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP' }
const ANY_IMAGE: readonly ImageFormat[] = ['jpeg', 'png', 'webp']

/** What a file of this path must be, or null when the site never writes such a file. */
export function restorableFile(path: string): RestorableFile | null {
  try {
    assertSafeKey(path)
  } catch {
    return null
  }
  const stored = STORED_IMAGE.exec(path)
  // A variant is always WebP (variantPath); an original is what its extension says.
  if (stored) return { kind: 'image', formats: [FORMAT_OF_EXTENSION[stored[1]!]!] }
  // The hero's originals are copied onto the server by hand: any of the three web formats is shown.
  if (path.startsWith(HERO_PREFIX) && HERO_ORIGINAL.test(path.slice(HERO_PREFIX.length))) {
    return { kind: 'image', formats: ANY_IMAGE }
  }
  if (CATALOGUE_PDF.test(path)) return { kind: 'pdf' }
  return null
}

export const isRestorablePath = (path: string): boolean => restorableFile(path) !== null

/**
 * Why the bytes are not the file their path says, or null when they are. An image is checked as an
 * upload is (storage/images.ts): its type by content, its header read before any pixel, its pixel
 * count bounded, and every pixel decoded, so a truncated or corrupt file fails here rather than on
 * the restored site.
 */
export async function contentProblem(
  path: string,
  file: RestorableFile,
  bytes: Buffer,
): Promise<string | null> {
  if (file.kind === 'pdf') {
    return bytes.subarray(0, 5).toString('latin1') === '%PDF-' ? null : `${path} is not the PDF its name says`
  }
  const label = file.formats.map((format) => FORMAT_LABELS[format]).join(' or ')
  const refused = `${path} is not the ${label} image its name says (checked as an upload is)`
  const sniffed = sniffFormat(bytes)
  if (!sniffed || !file.formats.includes(sniffed)) return refused
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata()
    const pixels = (metadata.width ?? 0) * (metadata.height ?? 0)
    if (metadata.format !== sniffed || pixels === 0 || pixels > MAX_INPUT_PIXELS) return refused
    await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).stats()
  } catch {
    return refused
  }
  return null
}
