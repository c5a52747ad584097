import type { DeskReport } from '@gwp/contracts'
import { Trophy } from 'lucide-react'
import { useId, type ReactNode } from 'react'

import { formatNumber } from './chart-format'
import { FigureTile } from './figure-tile'
import { FirstReplyTiles } from './first-reply-tiles'
import { OpenOffers } from './open-offers'
import { formatMonth, winRate } from './sales-format'
import { WinRateTable, type WinRateRow } from './win-rate-table'

const NO_DECISIONS = 'No sale decided yet'

/** Most decided first, as the API already orders the categories: the rows that carry weight on top. */
const byDecided = (rows: readonly WinRateRow[]) =>
  [...rows].sort((a, b) => b.decided - a.decided || a.label.localeCompare(b.label))

/**
 * The sales desk's figures once they are there: three headline tiles (first reply, its slow tail,
 * the overall win rate), then the win rate by month, region and category and the open offers' value.
 * Pure props, so it renders the same in a test as on the dashboard.
 */
export function SalesReport({ report }: { report: DeskReport }) {
  const accepted = report.winRateByMonth.reduce((sum, month) => sum + month.accepted, 0)
  const decided = report.winRateByMonth.reduce((sum, month) => sum + month.decided, 0)
  const months = report.winRateByMonth.map(({ month, ...counts }) => ({
    label: formatMonth(month),
    ...counts,
  }))
  const regions = byDecided(
    report.winRateByRegion.map(({ region, ...counts }) => ({ label: region, ...counts })),
  )
  const categories = byDecided(
    report.winRateByCategory.map(({ category, ...counts }) => ({ label: category, ...counts })),
  )

  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-3">
        <FirstReplyTiles firstReply={report.firstReply} />
        <FigureTile
          label="Win rate"
          value={winRate(accepted, decided) ?? '—'}
          note={
            decided === 0
              ? NO_DECISIONS
              : `${formatNumber(accepted)} accepted of ${formatNumber(decided)} decided`
          }
          icon={Trophy}
          accent="bg-emerald-50 text-emerald-700"
        />
      </dl>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <FigureCard title="Win rate by month" description="By the month the sale was decided">
          <WinRateTable
            caption="Win rate by month, by the month the sale was decided"
            labelHeader="Month"
            rows={months}
            emptyMessage={NO_DECISIONS}
          />
        </FigureCard>
        <FigureCard title="Open offers" description="Offers still waiting for the customer's answer">
          <OpenOffers rows={report.openOffers} />
        </FigureCard>
        <FigureCard title="Win rate by region" description="Where the request came from">
          <WinRateTable
            caption="Win rate by region"
            labelHeader="Region"
            rows={regions}
            emptyMessage={NO_DECISIONS}
          />
        </FigureCard>
        <FigureCard title="Win rate by category" description="The category of the product asked about">
          <WinRateTable
            caption="Win rate by category"
            labelHeader="Category"
            rows={categories}
            emptyMessage={NO_DECISIONS}
          />
        </FigureCard>
      </div>
    </>
  )
}

/**
 * A card of the sales desk, like the chart cards but a level down: it sits under "Sales desk". A
 * little less padding on a phone leaves a four-column table room for a long category name.
 */
function FigureCard({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: ReactNode
}) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 id={titleId} className="font-semibold text-slate-900">
        {title}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <div className="mt-4 flex-1">{children}</div>
    </section>
  )
}
