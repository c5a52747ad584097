import { pageButtons } from '@gwp/contracts'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Link } from 'react-router'

import { formatNumber } from '#app/i18n/format-number'
import { useI18n } from '#app/i18n/use-i18n'

interface PaginationButtonsProps {
  page: number
  totalPages: number
  /**
   * The URL of a page: each button is a real link, so any page can be opened, shared or reloaded. An
   * English path is taken to the page's language.
   */
  hrefFor: (page: number) => string
  /** The list's accessible name, in the page's language. */
  label: string
}

const BOX =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold transition'

/**
 * Previous and next arrows (when there is more than one page) around the numbered pages of
 * docs/requirements/categories.md#limits. Right to left the arrows point the way they lead.
 */
export function PaginationButtons({ page, totalPages, hrefFor, label }: PaginationButtonsProps) {
  const { t, language, localPath } = useI18n()
  const href = (n: number) => localPath(hrefFor(n))
  return (
    <nav aria-label={label}>
      <ul className="flex items-center justify-center gap-2">
        {totalPages > 1 && (
          <li>
            <Arrow to={page > 1 ? href(page - 1) : null} label={t('Previous page')}>
              <ChevronLeft aria-hidden="true" className="h-5 w-5 rtl:-scale-x-100" />
            </Arrow>
          </li>
        )}
        {pageButtons(page, totalPages).map((n) => (
          <li key={n}>
            <Link
              to={href(n)}
              preventScrollReset
              aria-label={t('Page {number}', { number: formatNumber(language, n) })}
              aria-current={n === page ? 'page' : undefined}
              className={`${BOX} ${
                n === page
                  ? 'bg-brand-600 text-white shadow-sm'
                  : 'border border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700'
              }`}
            >
              {formatNumber(language, n)}
            </Link>
          </li>
        ))}
        {totalPages > 1 && (
          <li>
            <Arrow to={page < totalPages ? href(page + 1) : null} label={t('Next page')}>
              <ChevronRight aria-hidden="true" className="h-5 w-5 rtl:-scale-x-100" />
            </Arrow>
          </li>
        )}
      </ul>
    </nav>
  )
}

/** A link to the neighbouring page; at either end a greyed arrow that is no link (and not announced). */
function Arrow({ to, label, children }: { to: string | null; label: string; children: React.ReactNode }) {
  if (!to) {
    return (
      <span aria-hidden="true" className={`${BOX} text-slate-300`}>
        {children}
      </span>
    )
  }
  return (
    <Link
      to={to}
      preventScrollReset
      aria-label={label}
      className={`${BOX} border border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700`}
    >
      {children}
    </Link>
  )
}
