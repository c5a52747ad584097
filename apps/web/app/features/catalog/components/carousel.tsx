import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

import { formatNumber } from '#app/i18n/format-number'
import { directionOf } from '#app/i18n/languages'
import { useI18n } from '#app/i18n/use-i18n'
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
  /** Accessible names of the arrow buttons (already in the page's language); "Previous" and "Next" by default. */
  previousLabel?: string
  nextLabel?: string
}

/**
 * A wrap-around carousel that shows a window of items and pages through them with two arrow buttons.
 * Item widths come from CSS media queries generated from `perView`, so the server-rendered page has
 * the right layout before hydration; the script only decides which items the arrows bring into view.
 * Items outside the window are `inert`: not focusable and hidden from screen readers.
 *
 * Right to left (Urdu, Arabic) the items run from the right: "previous" sits on the right, "next" on
 * the left and brings in the items further left, and the arrow keys follow what the reader sees.
 */
export function Carousel<T>({
  label,
  items,
  itemKey,
  renderItem,
  perView,
  startAt = 0,
  previousLabel,
  nextLabel,
}: CarouselProps<T>) {
  const { t, language } = useI18n()
  const rtl = directionOf(language) === 'rtl'
  const number = (value: number) => formatNumber(language, value)
  const count = useVisibleCount(perView)
  const [start, setStart] = useState(startAt)
  // Set after the first arrow press, so the live region speaks for people who page, not on load.
  const [paged, setPaged] = useState(false)
  const trackId = useId()
  const slidesRef = useRef<HTMLDivElement>(null)
  // The card to focus once a key press has paged (the one that had focus has left the window).
  const focusAfterPaging = useRef<number | null>(null)
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
  const goPrevious = () => go(previousStart(first, count, total))
  const goNext = () => go(nextStart(first, count, total))

  // The arrow keys page from any focused card or button inside: the key towards the end of the
  // reading direction (left in Urdu and Arabic) brings the next items.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!pageable || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return
    event.preventDefault()
    const to =
      (event.key === 'ArrowRight') !== rtl
        ? nextStart(first, count, total)
        : previousStart(first, count, total)
    if (slidesRef.current?.contains(event.target as Node)) focusAfterPaging.current = to
    go(to)
  }

  // The focused card has left the window (inert, so the browser drops focus to the page): the first
  // card now in view takes it, and the next key press pages on from there.
  useEffect(() => {
    const index = focusAfterPaging.current
    if (index === null) return
    focusAfterPaging.current = null
    slidesRef.current?.children[index]?.querySelector<HTMLElement>('a[href], button, [tabindex]')?.focus()
  }, [first])

  const arrow = 'absolute top-1/2 z-10 -translate-y-1/2 md:static md:translate-y-0'
  return (
    // A keyboard shortcut for the two buttons inside, which stay the way to page without arrow keys.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section aria-roledescription="carousel" aria-label={label} data-carousel={id} onKeyDown={onKeyDown}>
      {/* React hoists this into <head> once per rule (href), also in the server-rendered HTML. */}
      <style href={`carousel-${id}`} precedence="default">
        {perViewCss(id, perView)}
      </style>
      <div className="relative flex items-center gap-3">
        {pageable && (
          <ArrowButton
            className={`${arrow} start-0`}
            label={previousLabel ?? t('Previous')}
            controls={trackId}
            onClick={goPrevious}
          >
            <ChevronLeft aria-hidden="true" className="h-5 w-5 rtl:-scale-x-100" />
          </ArrowButton>
        )}
        <div id={trackId} className="min-w-0 flex-1 overflow-hidden">
          <div
            ref={slidesRef}
            className="flex duration-500 ease-out motion-safe:transition-transform"
            // Right to left the track starts at the right edge, so the window moves the other way.
            style={{
              transform: `translateX(calc(${rtl ? first : -first} * 100% / var(--carousel-per-view)))`,
            }}
          >
            {items.map((item, index) => {
              const visible = index >= first && index < first + count
              return (
                <div
                  key={itemKey(item)}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t('{position} of {total}', {
                    position: number(index + 1),
                    total: number(total),
                  })}
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
            className={`${arrow} end-0`}
            label={nextLabel ?? t('Next')}
            controls={trackId}
            onClick={goNext}
          >
            <ChevronRight aria-hidden="true" className="h-5 w-5 rtl:-scale-x-100" />
          </ArrowButton>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {paged
          ? t('Showing {from} to {to} of {total}', {
              from: number(first + 1),
              to: number(first + shown),
              total: number(total),
            })
          : ''}
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
