import { API_PATHS } from '@gwp/contracts'
import { RotateCw } from 'lucide-react'
import { useId, useRef, useState, type ReactNode } from 'react'

import { Button } from '#app/components/ui/button'
import { useGetDeskReportQuery } from '#app/features/back-office/api/sales-desk'
import { CsvExportButton } from '#app/features/back-office/lib/csv-export-button'
import { SalesReport } from './sales-report'
import { isEmptyReport } from './sales-format'

export const SALES_FIGURE_MESSAGES = {
  fetchFailed: 'Failed to load the sales figures',
  empty: 'No quotations answered yet',
  exportFailed: 'Failed to export offers',
} as const

/** The export takes no filter: every offer revision, newest first. */
const NO_PARAMS: Record<string, string> = {}

/**
 * The sales desk's block on the dashboard (decision record 021), between the count cards and the
 * charts: time to first reply, win rates and the open offers' value, from one call, and the offers'
 * CSV. Read again each time the dashboard opens, as the charts are: an offer can expire overnight
 * without any write in this tab; every desk write reloads it too (the 'DeskReport' tag).
 */
export function SalesFigures() {
  const { data, isLoading, isError, refetch } = useGetDeskReportQuery(undefined, {
    refetchOnMountOrArgChange: true,
  })
  const titleId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  // A retry after a failure has no data either, so the query reports it as a first load; without
  // this the error and its button would give way to the skeleton and the button's focus would drop
  // to the page's start.
  const [retrying, setRetrying] = useState(false)
  const report = data?.data

  const retry = () => {
    if (retrying) return
    setRetrying(true)
    void refetch()
      .unwrap()
      // The figures replace the button: focus goes to the block's heading, not back to the page's top.
      .then(() => heading.current?.focus())
      .catch(() => {})
      .finally(() => setRetrying(false))
  }

  let body: ReactNode = null
  if (report) {
    body = isEmptyReport(report) ? <EmptyState /> : <SalesReport report={report} />
  } else if (isError || retrying) {
    body = <ErrorState retrying={retrying} onRetry={retry} />
  } else if (isLoading) {
    body = <Skeleton />
  }

  return (
    <section aria-labelledby={titleId} aria-busy={isLoading} className="mt-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2
            id={titleId}
            ref={heading}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 outline-none"
          >
            Sales desk
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Replies and decided sales of the last 12 months; offers open today
          </p>
        </div>
        <CsvExportButton
          path={API_PATHS.quotation.offersExport}
          params={NO_PARAMS}
          fallbackName="offers.csv"
          failed={SALES_FIGURE_MESSAGES.exportFailed}
          label="Export offers (CSV)"
        />
      </div>
      <div className="mt-4">{body}</div>
    </section>
  )
}

function ErrorState({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <p role="alert" className="text-sm font-medium text-red-700">
        {SALES_FIGURE_MESSAGES.fetchFailed}
      </p>
      <Button
        variant="secondary"
        onClick={onRetry}
        aria-disabled={retrying}
        aria-busy={retrying}
        className="inline-flex items-center gap-2"
      >
        <RotateCw aria-hidden="true" className={`h-4 w-4 ${retrying ? 'motion-safe:animate-spin' : ''}`} />
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </div>
  )
}

function EmptyState() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-5 py-10 text-center">
      <p className="font-medium text-slate-800">{SALES_FIGURE_MESSAGES.empty}</p>
      <p className="mt-1 text-sm text-slate-600">
        The figures appear once a quotation gets its first reply: a stage change or an offer.
      </p>
    </div>
  )
}

/** The block's shape while it loads, so the charts below do not jump when it arrives. */
function Skeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading the sales figures…</span>
      <div aria-hidden="true" className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((tile) => (
          <div key={tile} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="h-10 w-10 rounded-lg bg-slate-100 motion-safe:animate-pulse" />
            <div className="mt-4 h-4 w-40 max-w-full rounded bg-slate-100 motion-safe:animate-pulse" />
            <div className="mt-2 h-8 w-24 rounded bg-slate-200 motion-safe:animate-pulse" />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="mt-4 grid gap-4 lg:grid-cols-2">
        {[0, 1].map((card) => (
          <div key={card} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="h-5 w-36 rounded bg-slate-200 motion-safe:animate-pulse" />
            <div className="mt-4 h-40 rounded-lg bg-slate-100 motion-safe:animate-pulse" />
          </div>
        ))}
      </div>
    </div>
  )
}
