import { imageHref, VARIANT_WIDTHS, variantPath } from '@gwp/contracts'
import { useCallback, useState, type ImgHTMLAttributes } from 'react'

/** Shown wherever an image is missing or fails to load (docs/requirements/site.md#states). */
export const PLACEHOLDER_IMAGE = '/placeholder.svg'

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'>

export interface ResponsiveImageProps extends ImgProps {
  /** A stored image path relative to the host (`uploads/…`); empty or missing shows the placeholder. */
  path: string | null | undefined
  alt: string
  /** Intrinsic size for layout (no shift while loading); CSS decides the rendered size. */
  width: number
  height: number
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string
  /** The page's main image (LCP): fetched eagerly with high priority. */
  priority?: boolean
  /** In the first screenful but not the main image: fetched without waiting for layout. Otherwise lazy. */
  eager?: boolean
}

const LARGEST_VARIANT = Math.max(...VARIANT_WIDTHS)

/** `srcset` over the stored WebP variants: the browser picks 400 or 800 px for the slot and density. */
export function srcSetOf(path: string): string {
  return VARIANT_WIDTHS.map((width) => `${imageHref(variantPath(path, width))} ${width}w`).join(', ')
}

/**
 * A catalogue image from the WebP variants, with a placeholder when it is missing or broken. A load
 * that fails before hydration fires no React event, so the element is also checked when it mounts.
 */
export function ResponsiveImage({
  path,
  alt,
  width,
  height,
  sizes,
  priority = false,
  eager = false,
  ...rest
}: ResponsiveImageProps) {
  const [failedPath, setFailedPath] = useState<string | null>(null)
  const broken = !path || failedPath === path
  const fail = useCallback(() => setFailedPath(path ?? null), [path])
  const checkEarlyFailure = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) fail()
    },
    [fail],
  )

  if (broken) {
    return <img {...rest} src={PLACEHOLDER_IMAGE} alt={alt} width={width} height={height} />
  }
  return (
    <img
      {...rest}
      ref={checkEarlyFailure}
      src={imageHref(variantPath(path, LARGEST_VARIANT))}
      srcSet={srcSetOf(path)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={fail}
    />
  )
}
