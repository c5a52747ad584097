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

/**
 * Where a page fetches a stored image from: a stored address (`uploads/…`) from this site, one the
 * API made public (S3_PUBLIC_URL: `https://cdn…/products/x.png`) as it is.
 */
export const imageHref = (address: string): string => (/^https?:\/\//.test(address) ? address : `/${address}`)

/** `/uploads/hero/slide-2-800.webp`: slide numbers start at 1, as in the file names the company uses. */
export const heroVariantUrl = (slide: number, width: number) => `/uploads/hero/slide-${slide}-${width}.webp`
