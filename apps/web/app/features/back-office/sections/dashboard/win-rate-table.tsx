import { TABLE_HEAD_CLASS } from '#app/components/ui/table-head'
import { formatNumber } from './chart-format'
import { ScrollRegion } from './scroll-region'
import { winRate } from './sales-format'

export interface WinRateRow {
  /** What the row counts: a month as people read it, a region, a category. */
  label: string
  accepted: number
  decided: number
}

interface WinRateTableProps {
  /** Read by screen readers before the table; the card's heading shows the short form. */
  caption: string
  /** The first column's heading: Month, Region, Category. */
  labelHeader: string
  rows: readonly WinRateRow[]
  /** Shown instead of the table when no sale was decided. */
  emptyMessage: string
}

/** Tighter on a phone, so the four columns fit a 390 px screen without scrolling. */
const CELL = 'px-2 py-2 sm:px-3'
/** The counts take the room they need; the name column gets the rest, so it wraps last. */
const NUMBER_CELL = `${CELL} w-px text-right tabular-nums`
const NUMBER = `${NUMBER_CELL} whitespace-nowrap`
/** On a phone "Win rate" may take two lines: the row's name keeps the room for a whole word. */
const NUMBER_HEAD = `${NUMBER_CELL} whitespace-normal sm:whitespace-nowrap`
const NUMBER_HEADERS = ['Accepted', 'Decided', 'Win rate'] as const

/** Accepted ÷ decided for each month, region or category, with the counts it is made of. */
export function WinRateTable({ caption, labelHeader, rows, emptyMessage }: WinRateTableProps) {
  if (rows.length === 0) {
    return (
      <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">{emptyMessage}</p>
    )
  }
  return (
    <ScrollRegion label={caption}>
      <table className="w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className={TABLE_HEAD_CLASS}>
          <tr>
            <th scope="col" className={CELL}>
              {labelHeader}
            </th>
            {NUMBER_HEADERS.map((header) => (
              <th key={header} scope="col" className={NUMBER_HEAD}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.label}>
              {/* The counts keep their width, so this column gets what is left: a name wraps
                  between words, and a word longer than the column breaks inside rather than
                  pushing the win rate out of sight. */}
              <th scope="row" className={`${CELL} text-left font-medium wrap-anywhere text-slate-900`}>
                {row.label}
              </th>
              <td className={`${NUMBER} text-slate-700`}>{formatNumber(row.accepted)}</td>
              <td className={`${NUMBER} text-slate-700`}>{formatNumber(row.decided)}</td>
              <td className={NUMBER}>
                <RateCell accepted={row.accepted} decided={row.decided} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}

/**
 * The percentage, with a small bar beside it from the tablet up (drawn only, the number says it all;
 * a phone keeps the width for the numbers). "—" when nothing was decided: 0 % would claim a loss.
 */
function RateCell({ accepted, decided }: { accepted: number; decided: number }) {
  const rate = winRate(accepted, decided)
  if (rate === null) {
    return (
      <span className="text-slate-500">
        <span aria-hidden="true">—</span>
        <span className="sr-only">None decided</span>
      </span>
    )
  }
  return (
    <span className="inline-flex items-center justify-end gap-2">
      <span
        aria-hidden="true"
        className="hidden h-1.5 w-14 overflow-hidden rounded-full bg-slate-100 sm:block"
      >
        <span className="block h-full rounded-full bg-emerald-600" style={{ width: rate }} />
      </span>
      <span className="w-10 font-semibold text-slate-900 tabular-nums">{rate}</span>
    </span>
  )
}
