import { PAGE_SIZE, pageView } from '@gwp/contracts'
import { ChevronLeft, ChevronRight } from 'lucide-react'

export interface PaginationProps {
  /** The page shown, 1-based; a page past the end reads as the last one. */
  page: number
  /** Rows in the whole list, not on this page. */
  total: number
  /** Rows per page; the back office's 10 unless told otherwise. */
  pageSize?: number
  /** What is counted, for "Showing 1 to 10 of 57 logs". */
  noun: string
  onPageChange: (page: number) => void
  /** The navigation landmark's name, e.g. "Server logs pages". */
  label: string
}

const BUTTON =
  'inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50'

/**
 * "Showing X to Y of N …" with Previous and Next, as the back-office lists page their rows. The
 * numbers come from contracts' `pageView`, the same arithmetic as the public lists.
 */
export function Pagination({
  page,
  total,
  pageSize = PAGE_SIZE.admin,
  noun,
  onPageChange,
  label,
}: PaginationProps) {
  const view = pageView(total, page, pageSize)
  return (
    <nav
      aria-label={label}
      className="flex flex-col items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 sm:flex-row"
    >
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {view.from} to {view.to} of {total} {noun}
      </p>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={BUTTON}
          disabled={view.page <= 1}
          onClick={() => onPageChange(view.page - 1)}
        >
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          Previous
        </button>
        <span className="px-2 text-sm whitespace-nowrap text-slate-600">
          Page {view.page} of {view.totalPages}
        </span>
        <button
          type="button"
          className={BUTTON}
          disabled={view.page >= view.totalPages}
          onClick={() => onPageChange(view.page + 1)}
        >
          Next
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    </nav>
  )
}
