import { useCallback, useState } from 'react'

/**
 * The width of an element, kept current as it resizes: the charts draw in real pixels, so their text
 * keeps its size on a phone instead of shrinking with a scaled viewBox. 0 until it is measured.
 */
export function useElementWidth<E extends HTMLElement>(): [(element: E | null) => void, number] {
  const [width, setWidth] = useState(0)
  const ref = useCallback((element: E | null) => {
    if (!element) return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width))
    })
    observer.observe(element)
    // React 19 runs a callback ref's cleanup when the element goes away.
    return () => observer.disconnect()
  }, [])
  return [ref, width]
}
