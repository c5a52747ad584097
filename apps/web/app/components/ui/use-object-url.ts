import { useCallback, type RefCallback } from 'react'

/**
 * A ref callback that shows a local file in an `<img>`: it makes an object URL when the image
 * mounts and revokes it when the image unmounts or the file changes, so previews never leak the
 * file's memory. Use it as `<img ref={useObjectUrl(file)} alt="…" />` (no `src`).
 */
export function useObjectUrl(file: Blob): RefCallback<HTMLImageElement> {
  return useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return
      const url = URL.createObjectURL(file)
      img.src = url
      return () => URL.revokeObjectURL(url)
    },
    [file],
  )
}

/** The decoded size of an image file, or null when the browser cannot read it as an image. */
export async function imageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  const url = URL.createObjectURL(file)
  try {
    const img = new Image()
    img.src = url
    await img.decode()
    return { width: img.naturalWidth, height: img.naturalHeight }
  } catch {
    return null
  } finally {
    URL.revokeObjectURL(url)
  }
}
