import { CHART_MESSAGES } from '@gwp/contracts'
import { useId, type ReactNode } from 'react'

interface ChartCardProps {
  title: string
  /** One line under the title, e.g. which weeks and whose calendar. */
  description?: string
  isLoading: boolean
  isError: boolean
  /** Shown instead of the chart when there is nothing to draw. */
  emptyMessage: string | null
  /** The chart and its table, drawn once the data is there. */
  children: ReactNode
}

/** A dashboard chart's card, with its loading, error and empty states. */
export function ChartCard({
  title,
  description,
  isLoading,
  isError,
  emptyMessage,
  children,
}: ChartCardProps) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={isLoading}
      className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={titleId} className="font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4 flex-1">
        {isLoading ? (
          <div role="status" className="h-56 animate-pulse rounded-lg bg-slate-100">
            <span className="sr-only">Loading…</span>
          </div>
        ) : isError ? (
          <p className="text-sm font-medium text-red-700">{CHART_MESSAGES.fetchFailed}</p>
        ) : emptyMessage ? (
          <p className="flex h-56 items-center justify-center rounded-lg bg-slate-50 text-sm text-slate-600">
            {emptyMessage}
          </p>
        ) : (
          children
        )}
      </div>
    </section>
  )
}
