import { IMAGE_KINDS } from '@gwp/contracts'
import sharp from 'sharp'

import { etagOf } from '../../cache/response-cache.js'
import { HERO_FOLDER, HERO_ORIGINAL } from '../../storage/hero-originals.js'
import { MAX_INPUT_PIXELS } from '../../storage/images.js'
import type { Storage, StoredFile } from '../../storage/storage.js'

export { HERO_FOLDER }

/**
 * The home page's hero pictures (docs/requirements/site.md#home), which the company replaces without touching
 * code: `hero/slide-1.jpg` … `slide-4.jpg` (or .jpeg, .png, .webp) under DATA_DIR/uploads, or in the
 * bucket. The pages ask for fixed names, `/uploads/hero/slide-<n>-<width>.webp`, and this module makes
 * those WebP variants from whatever file is there now.
 *
 * Why on request, kept in memory, and not written at upload time like other images: nothing in the
 * site sees the file arrive (it is copied onto the server or into the bucket), so any variant written
 * beside it could go stale. Instead a request looks at the folder's listing, and a variant is remade
 * when the original is not the file it was made from (StoredFile.version: on disk its change time,
 * which every write or rename moves forward and copying tools cannot set back as they can the
 * modification time, its inode and its size; in a bucket its ETag and time). Twelve variants at most
 * stay in memory, and a replaced picture shows on the next request on disk, within `relistAfterMs`
 * from a bucket, with no restart and no clean-up. The server-rendered pages do not depend on the
 * files at all, so the page cache needs no invalidation either.
 */

const HERO = IMAGE_KINDS.hero

/** `slide-2-800.webp`: a variant as the pages ask for it. */
const VARIANT = /^slide-([1-9])-(\d+)\.webp$/

// A hero picture is shown on every home page view and made once, so it gets more encoding effort than
// an upload's variants; quality 78 keeps photos clean at about 30 % less weight than 90.
const WEBP_OPTIONS = { quality: 78, effort: 4 } as const

export interface HeroVariant {
  bytes: Buffer
  etag: string
}

export interface HeroImages {
  /** The variant a page asked for by file name, or null when the name or the original is unknown. */
  variant(file: string): Promise<HeroVariant | null>
}

export function parseVariantName(file: string): { slide: number; width: number } | null {
  const match = VARIANT.exec(file)
  if (!match) return null
  const slide = Number(match[1])
  const width = Number(match[2])
  if (slide > HERO.maxCount || !(HERO.variantWidths as readonly number[]).includes(width)) return null
  return { slide, width }
}

interface Original {
  key: string
  /** Changes whenever the file is replaced or rewritten (see the comment at the top). */
  identity: string
}

export function createHeroImages(options: {
  storage: Storage
  log: { warn: (details: object, message: string) => void }
  /**
   * How long one listing of the folder serves: 0 on disk (a directory read), longer for a bucket,
   * where each listing is a request: a replaced picture then shows within that time.
   */
  relistAfterMs: number
}): HeroImages {
  const { storage, log, relistAfterMs } = options
  const made = new Map<string, { identity: string; variant: Promise<HeroVariant | null> }>()
  let listing: { at: number; files: Promise<StoredFile[]> } | null = null

  function originals(): Promise<StoredFile[]> {
    if (!listing || Date.now() - listing.at >= relistAfterMs) {
      const files = storage.list(`${HERO_FOLDER}/`)
      listing = { at: Date.now(), files }
      // A failed listing is not kept: the next request asks again.
      files.catch(() => {
        if (listing?.files === files) listing = null
      })
    }
    return listing.files
  }

  async function findOriginal(slide: number): Promise<Original | null> {
    let newest: StoredFile | null = null
    for (const file of await originals()) {
      if (Number(HERO_ORIGINAL.exec(file.key.slice(HERO_FOLDER.length + 1))?.[1]) !== slide) continue
      if (!newest || file.modified > newest.modified) newest = file
    }
    return newest && { key: newest.key, identity: `${newest.key}:${newest.version}` }
  }

  async function make(original: Original, width: number): Promise<HeroVariant | null> {
    try {
      const input = await storage.read(original.key)
      if (!input) throw new Error('gone since it was listed')
      // The header first: only the three web formats, and no decompression bomb, reach the decoder.
      const meta = await sharp(input, { limitInputPixels: false }).metadata()
      if (!(HERO.types as readonly string[]).includes(`image/${meta.format}`))
        throw new Error(`not a JPEG, PNG or WebP`)
      if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw new Error('too many pixels')
      const bytes = await sharp(input, {
        limitInputPixels: MAX_INPUT_PIXELS,
        autoOrient: true,
        failOn: 'error',
      })
        // Cut to the hero's shape (the page draws them with object-fit: cover anyway).
        .resize({
          width,
          height: Math.round(width / HERO.crop.aspect),
          fit: 'cover',
          withoutEnlargement: true,
        })
        .webp(WEBP_OPTIONS)
        .toBuffer()
      return { bytes, etag: etagOf(bytes) }
    } catch (err) {
      // Remembered for this file, so a broken picture costs one attempt and one log line, not one per
      // visit; the slide shows its gradient until the file is replaced.
      log.warn({ err, file: original.key }, 'hero picture cannot be read: the slide shows without it')
      return null
    }
  }

  return {
    async variant(file) {
      const wanted = parseVariantName(file)
      if (!wanted) return null
      const original = await findOriginal(wanted.slide)
      if (!original) return null
      const key = `${wanted.slide}-${wanted.width}`
      const known = made.get(key)
      if (known?.identity === original.identity) return known.variant
      // Requests that arrive while it is being made share the one promise.
      const variant = make(original, wanted.width)
      made.set(key, { identity: original.identity, variant })
      return variant
    },
  }
}
