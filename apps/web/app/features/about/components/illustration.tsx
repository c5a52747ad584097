import type { ImgHTMLAttributes } from 'react'

import { PLACEHOLDER_IMAGE } from '#app/components/ui/responsive-image'
import { useImageFailure } from '#app/components/ui/use-image-failure'

type IllustrationProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> & {
  /** A file the site ships (under /public), e.g. `/about-quality.svg`. */
  src: string
  alt: string
  width: number
  height: number
}

/**
 * A picture the site ships itself (not a stored upload, so no WebP variants), with the same placeholder
 * as every other image when it fails to load. A failure before hydration fires no React event, so the
 * element is also checked when it mounts.
 */
export function Illustration({ src, alt, width, height, ...rest }: IllustrationProps) {
  const { failed, onError, ref } = useImageFailure()
  return (
    <img
      loading="lazy"
      decoding="async"
      {...rest}
      ref={failed ? undefined : ref}
      src={failed ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      width={width}
      height={height}
      onError={failed ? undefined : onError}
    />
  )
}
