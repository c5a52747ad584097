import type { ReactNode } from 'react'

interface DataCardsProps<Row> {
  rows: readonly Row[]
  getRowKey: (row: Row) => string
  renderCard: (row: Row) => ReactNode
  /** The list's name for screen readers (the table's caption). */
  label: string
  isLoading: boolean
  isFetching: boolean
  error: string | null
  emptyMessage: string
  loadingMessage: string
}

/**
 * The table's rows as a list of cards, for phones: each row a card of its own instead of a table
 * that scrolls sideways. Shown below the `md` breakpoint in place of the table (data-table.tsx),
 * with the same loading, error and empty states; only one of the two is ever displayed, so screen
 * readers meet the list once.
 */
export function DataCards<Row>({
  rows,
  getRowKey,
  renderCard,
  label,
  isLoading,
  isFetching,
  error,
  emptyMessage,
  loadingMessage,
}: DataCardsProps<Row>) {
  let content: ReactNode
  if (isLoading)
    content = (
      <p role="status" className="px-4 py-10 text-center text-slate-500">
        {loadingMessage}
      </p>
    )
  else if (error)
    content = (
      <p role="alert" className="px-4 py-10 text-center font-medium text-red-700">
        {error}
      </p>
    )
  else if (rows.length === 0)
    content = <p className="px-4 py-10 text-center text-slate-500">{emptyMessage}</p>
  else
    content = (
      <ul aria-label={label} className="divide-y divide-slate-100">
        {rows.map((row) => (
          <li key={getRowKey(row)} className="px-4 py-4">
            {renderCard(row)}
          </li>
        ))}
      </ul>
    )
  return (
    <div
      aria-busy={isLoading || isFetching}
      className={`md:hidden ${isFetching && !isLoading ? 'opacity-60' : ''} transition-opacity motion-reduce:transition-none`}
    >
      {content}
    </div>
  )
}
