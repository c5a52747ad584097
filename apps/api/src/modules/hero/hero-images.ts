import fs from 'node:fs/promises'
import path from 'node:path'

import { IMAGE_KINDS } from '@gwp/contracts'
import sharp from 'sharp'

import { etagOf } from '../../cache/response-cache.js'
import { HERO_FOLDER, HERO_ORIGINAL } from '../../storage/hero-originals.js'
import { MAX_INPUT_PIXELS } from '../../storage/images.js'

export { HERO_FOLDER }

/**
 * The home page's hero pictures (docs/requirements/site.md#home), which the company replaces without touching
 * code: `DATA_DIR/uploads/hero/slide-1.jpg` … `slide-4.jpg` (or .jpeg, .png, .webp). The pages ask for
 * fixed names, `/uploads/hero/slide-<n>-<width>.webp`, and this module makes those WebP variants from
 * whatever file is there now.
 *
 * Why on request, kept in memory, and not written at upload time like other images: nothing in the
 * site sees the file arrive (it is copied onto the server), so any variant written beside it could go
 * stale. Instead each request looks at the original (one directory read and a stat), and a variant is
 * remade when the original is not the file it was made from: its change time (ctime), which every
 * write or rename moves forward and copying tools cannot set back as they can the modification time,
 * its inode and its size. Twelve variants at most stay in memory, and a replaced picture shows on the
 * next request, with no restart and no clean-up. The server-rendered pages do not depend on the
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
  file: string
  /** Changes whenever the file is replaced or rewritten (see the comment at the top). */
  identity: string
}

export function createHeroImages(options: {
  dir: string
  log: { warn: (details: object, message: string) => void }
}): HeroImages {
  const { dir, log } = options
  const made = new Map<string, { identity: string; variant: Promise<HeroVariant | null> }>()

  async function findOriginal(slide: number): Promise<Original | null> {
    let names: string[]
    try {
      names = await fs.readdir(dir)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw err
    }
    let newest: (Original & { changed: number }) | null = null
    for (const name of names) {
      if (Number(HERO_ORIGINAL.exec(name)?.[1]) !== slide) continue
      const file = path.join(dir, name)
      const stat = await fs.stat(file).catch(() => null)
      if (!stat?.isFile()) continue
      if (!newest || stat.ctimeMs > newest.changed) {
        newest = {
          file,
          identity: `${name}:${stat.ino}:${stat.size}:${stat.ctimeMs}:${stat.mtimeMs}`,
          changed: stat.ctimeMs,
        }
      }
    }
    return newest
  }

  async function make(original: Original, width: number): Promise<HeroVariant | null> {
    try {
      const input = await fs.readFile(original.file)
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
      log.warn({ err, file: original.file }, 'hero picture cannot be read: the slide shows without it')
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
