/**
 * How a stored image and its WebP variants are named, shared by the API that writes them and the
 * pages that build `srcset` from them.
 */

/** Widths of the WebP variants written next to every stored image. */
export const VARIANT_WIDTHS = [400, 800] as const
export type VariantWidth = (typeof VARIANT_WIDTHS)[number]

/** `uploads/products/x.png`, 400 → `uploads/products/x-400.webp`. Variants are always WebP. */
export function variantPath(imagePath: string, width: number): string {
  const dot = imagePath.lastIndexOf('.')
  const slash = imagePath.lastIndexOf('/')
  const stem = dot > slash ? imagePath.slice(0, dot) : imagePath
  return `${stem}-${width}.webp`
}

/** Slides of the home page's hero; their pictures are `slide-1.jpg` … in the uploads' hero folder. */
export const HERO_SLIDE_COUNT = 4
/** Widths of the hero pictures' WebP variants, made by the API and listed in the page's srcset. */
export const HERO_WIDTHS = [400, 800, 1600] as const

/** `/uploads/hero/slide-2-800.webp`: slide numbers start at 1, as in the file names the company uses. */
export const heroVariantUrl = (slide: number, width: number) => `/uploads/hero/slide-${slide}-${width}.webp`
