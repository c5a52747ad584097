import { useCallback, useState } from 'react'

/**
 * Whether an <img> failed to load, for a fallback (a placeholder, or nothing). `onError` catches a
 * failure after hydration; one before it fired no React event, so `ref` checks the element when it
 * mounts.
 */
export function useImageFailure() {
  const [failed, setFailed] = useState(false)
  const onError = useCallback(() => setFailed(true), [])
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true)
  }, [])
  return { failed, onError, ref }
}
