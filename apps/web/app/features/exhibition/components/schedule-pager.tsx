import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useEffect, useRef } from 'react'

import { useI18n } from '#app/i18n/use-i18n'

interface SchedulePagerProps {
  page: number
  totalPages: number
  onPage: (page: number) => void
}

const ARROW =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 transition hover:border-brand-600 hover:bg-brand-600 hover:text-white disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-50 disabled:text-slate-300'

/**
 * Previous and next arrows, disabled on the first and last page
 * (docs/requirements/exhibitions.md#exhibition-page). An arrow that becomes disabled under the keyboard hands
 * focus to the other one, so it is not lost. Right to left, the row turns round on its own (flex
 * follows the page's direction): Previous stands on the right, its chevron pointing right.
 */
export function SchedulePager({ page, totalPages, onPage }: SchedulePagerProps) {
  const { t } = useI18n()
  const previous = useRef<HTMLButtonElement>(null)
  const next = useRef<HTMLButtonElement>(null)
  /** The arrow to focus once the new page is shown, when the pressed one is then disabled. */
  const handOver = useRef<HTMLButtonElement | null>(null)

  useEffect(() => {
    handOver.current?.focus()
    handOver.current = null
  }, [page])

  function go(to: number) {
    if (to === 1) handOver.current = next.current
    else if (to === totalPages) handOver.current = previous.current
    onPage(to)
  }

  return (
    <nav aria-label={t('Events pages')} className="flex items-center justify-center gap-4">
      <button
        ref={previous}
        type="button"
        aria-label={t('Previous page')}
        disabled={page <= 1}
        onClick={() => go(page - 1)}
        className={ARROW}
      >
        <ChevronLeft aria-hidden="true" className="h-5 w-5 rtl:-scale-x-100" />
      </button>
      <p aria-live="polite" className="min-w-24 text-center text-sm font-semibold text-slate-600">
        {t('Page {page} of {totalPages}', { page, totalPages })}
      </p>
      <button
        ref={next}
        type="button"
        aria-label={t('Next page')}
        disabled={page >= totalPages}
        onClick={() => go(page + 1)}
        className={ARROW}
      >
        <ChevronRight aria-hidden="true" className="h-5 w-5 rtl:-scale-x-100" />
      </button>
    </nav>
  )
}
