import { variantPath } from '@gwp/contracts'
import sharp from 'sharp'

import { MAX_INPUT_PIXELS, storageKey } from '../../storage/images.js'
import type { Storage } from '../../storage/storage.js'

const PRINT_WIDTH = 400
// The card's image well (catalog-pdf.ts): a transparent logo sits on the same grey, not on white.
const BACKGROUND = '#f4f6f9'

/**
 * A product's main image as JPEG for the PDF, or null (the card then shows a placeholder). pdfkit
 * reads only JPEG and PNG, and the stored variants are WebP: the 400 px one is converted (it is
 * already the print size), and the original is used only when that variant is missing.
 */
export async function loadPrintImage(storage: Storage, imagesJson: string): Promise<Buffer | null> {
  let main: unknown
  try {
    main = (JSON.parse(imagesJson) as unknown[])[0]
  } catch {
    return null
  }
  if (typeof main !== 'string') return null
  for (const candidate of [variantPath(main, PRINT_WIDTH), main]) {
    const bytes = await readStored(storage, candidate)
    if (!bytes) continue
    try {
      return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .resize({ width: PRINT_WIDTH, height: PRINT_WIDTH, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: BACKGROUND })
        .jpeg({ quality: 82 })
        .toBuffer()
    } catch {
      // An unreadable file: try the next candidate.
    }
  }
  return null
}

/** The stored file's bytes; null when missing or when the path is not one storage would hand out. */
async function readStored(storage: Storage, imagePath: string): Promise<Buffer | null> {
  try {
    return await storage.read(storageKey(imagePath))
  } catch {
    return null
  }
}

/** Runs `task` over `items` with at most `limit` at a time (sharp works on a small thread pool). */
export async function mapWithLimit<T, R>(
  items: T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
