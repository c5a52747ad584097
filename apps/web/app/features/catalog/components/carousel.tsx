import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'

import { perViewCss, perViewId, useVisibleCount, type PerViewRule } from './use-visible-count'

export type { PerViewRule } from './use-visible-count'

/** The index of the first item on the last page: the last page is always full. */
const lastStart = (count: number, total: number) => Math.max(0, total - count)

/** Next page; from the last page back to the first (docs/requirements/site.md#carousels wrap around). */
export function nextStart(first: number, count: number, total: number): number {
  const last = lastStart(count, total)
  return first >= last ? 0 : Math.min(first + count, last)
}

/** Previous page; from the first page round to the last. */
export function previousStart(first: number, count: number, total: number): number {
  return first <= 0 ? lastStart(count, total) : Math.max(first - count, 0)
}

export interface CarouselProps<T> {
  /** Accessible name of the carousel, e.g. "Product categories". */
  label: string
  items: readonly T[]
  itemKey: (item: T) => string
  renderItem: (item: T, index: number) => ReactNode
  /**
   * How many items show at once, e.g. `{ base: 4, breakpoints: [{ maxWidth: 768, count: 1 },
   * { maxWidth: 1024, count: 3 }] }`: 1 at 768 px or narrower, 3 up to 1024 px, else 4.
   */
  perView: PerViewRule
  /** Index of the item the carousel opens on (e.g. the chosen one), so it is in view after a reload. */
  startAt?: number
  /** Accessible names of the arrow buttons. */
  previousLabel?: string
  nextLabel?: string
}

/**
 * A wrap-around carousel that shows a window of items and pages through them with two arrow buttons.
 * Item widths come from CSS media queries generated from `perView`, so the server-rendered page has
 * the right layout before hydration; the script only decides which items the arrows bring into view.
 * Items outside the window are `inert`: not focusable and hidden from screen readers.
 */
export function Carousel<T>({
  label,
  items,
  itemKey,
  renderItem,
  perView,
  startAt = 0,
  previousLabel = 'Previous',
  nextLabel = 'Next',
}: CarouselProps<T>) {
  const count = useVisibleCount(perView)
  const [start, setStart] = useState(startAt)
  // Set after the first arrow press, so the live region speaks for people who page, not on load.
  const [paged, setPaged] = useState(false)
  const trackId = useId()
  const total = items.length
  // A window that grew (rotating a tablet) may leave `start` past the last full page.
  const first = Math.min(start, lastStart(count, total))
  const pageable = total > count
  const id = perViewId(perView)
  const shown = Math.min(count, total)

  const go = (to: number) => {
    setStart(to)
    setPaged(true)
  }

  const arrow = 'absolute top-1/2 z-10 -translate-y-1/2 md:static md:translate-y-0'
  return (
    <section aria-roledescription="carousel" aria-label={label} data-carousel={id}>
      {/* React hoists this into <head> once per rule (href), also in the server-rendered HTML. */}
      <style href={`carousel-${id}`} precedence="default">
        {perViewCss(id, perView)}
      </style>
      <div className="relative flex items-center gap-3">
        {pageable && (
          <ArrowButton
            className={`${arrow} left-0`}
            label={previousLabel}
            controls={trackId}
            onClick={() => go(previousStart(first, count, total))}
          >
            <ChevronLeft aria-hidden="true" className="h-5 w-5" />
          </ArrowButton>
        )}
        <div id={trackId} className="min-w-0 flex-1 overflow-hidden">
          <div
            className="flex duration-500 ease-out motion-safe:transition-transform"
            style={{ transform: `translateX(calc(${-first} * 100% / var(--carousel-per-view)))` }}
          >
            {items.map((item, index) => {
              const visible = index >= first && index < first + count
              return (
                <div
                  key={itemKey(item)}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${total}`}
                  inert={!visible}
                  className="min-w-0 shrink-0 basis-[calc(100%/var(--carousel-per-view))] px-2 py-2 md:px-3"
                >
                  {renderItem(item, index)}
                </div>
              )
            })}
          </div>
        </div>
        {pageable && (
          <ArrowButton
            className={`${arrow} right-0`}
            label={nextLabel}
            controls={trackId}
            onClick={() => go(nextStart(first, count, total))}
          >
            <ChevronRight aria-hidden="true" className="h-5 w-5" />
          </ArrowButton>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {paged ? `Showing ${first + 1} to ${first + shown} of ${total}` : ''}
      </p>
    </section>
  )
}

function ArrowButton({
  label,
  controls,
  onClick,
  className,
  children,
}: {
  label: string
  controls: string
  onClick: () => void
  className: string
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={controls}
      onClick={onClick}
      className={`${className} flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-slate-200 bg-white text-brand-800 shadow-md transition hover:border-brand-600 hover:bg-brand-600 hover:text-white`}
    >
      {children}
    </button>
  )
}
