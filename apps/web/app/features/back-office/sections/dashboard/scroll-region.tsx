import { ArrowRight } from 'lucide-react'
import { useCallback, useState, type ReactNode } from 'react'

/**
 * Whether an element's content is wider than the element, kept current as either resizes (the
 * window turns, a long category name arrives). False where there is no ResizeObserver (jsdom).
 */
function useOverflowsSideways<E extends HTMLElement>(): [(element: E | null) => void, boolean] {
  const [overflows, setOverflows] = useState(false)
  const ref = useCallback((element: E | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1)
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    // The table inside grows with its content while the box keeps its width: watch both.
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    // React 19 runs a callback ref's cleanup when the element goes away.
    return () => observer.disconnect()
  }, [])
  return [ref, overflows]
}

/**
 * A table's box that scrolls sideways inside itself, so a phone never scrolls the whole page. Only
 * while the table is wider than the box does it become a named region a keyboard can reach (Tab,
 * then the arrow keys) and show that there is more: a fade at the right edge and a hint under it.
 * A table that fits stays a plain box: no tab stop or landmark that does nothing.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const [measure, overflows] = useOverflowsSideways<HTMLDivElement>()
  return (
    <div className="relative">
      <div
        ref={measure}
        className="overflow-x-auto rounded-lg focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        {...(overflows ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
      >
        {children}
      </div>
      {overflows && (
        <>
          <div
            aria-hidden="true"
            className="pointer-events-none absolute top-0 right-0 bottom-5 w-8 bg-linear-to-l from-white"
          />
          <p aria-hidden="true" className="mt-1 flex items-center justify-end gap-1 text-xs text-slate-500">
            Scroll sideways for more <ArrowRight className="h-3 w-3" />
          </p>
        </>
      )}
    </div>
  )
}
