import { IMAGE_KINDS } from '@gwp/contracts'
import sharp from 'sharp'

import type { Storage } from '../../storage/storage.js'
import { HERO_FOLDER } from './hero-images.js'
import { SCENES } from './picture-scenes.js'

/**
 * The home page's four default hero pictures (docs/requirements/site.md#home), drawn from SVG like the other
 * demo images so the repository ships no binary assets. Each is a studio-style scene of one slide's
 * subject in brand colours. The products stand right of centre: on wide screens the slide's text lies
 * over the left half, on phones the picture is cropped to its middle and sits under a darker overlay.
 * No words are drawn beyond the brand on labels: the slide's heading and description are page text.
 */

/** The default picture of slide `slide` (1 to 4) as SVG. */
function heroPictureSvg(slide: number): string {
  const scene = SCENES[slide - 1]
  if (!scene) throw new Error(`No hero slide ${slide}`)
  return scene()
}

/** The default picture of slide `slide` as a JPEG, what a company would put there from a camera. */
function renderHeroPicture(slide: number): Promise<Buffer> {
  return sharp(Buffer.from(heroPictureSvg(slide)))
    .jpeg({ quality: 88 })
    .toBuffer()
}

/**
 * Puts the demo's four hero pictures in place when there is none: a new site, or one that ran before
 * the hero had pictures. Once one is there the folder belongs to the company, so a picture deleted on
 * purpose stays deleted (that slide shows its gradient). A bucket has no empty folders, so a company
 * that wants no pictures at all runs with SEED_DEMO=false, as a live site does anyway.
 */
export async function writeDefaultHeroPictures(storage: Storage): Promise<number> {
  if ((await storage.list(`${HERO_FOLDER}/`)).length > 0) return 0
  // One at a time: it happens once, and the machine may be busy starting up.
  for (let slide = 1; slide <= IMAGE_KINDS.hero.maxCount; slide++) {
    await storage.save(`${HERO_FOLDER}/slide-${slide}.jpg`, await renderHeroPicture(slide))
  }
  return IMAGE_KINDS.hero.maxCount
}
