import { CHART_WEEKS, type QuotationWeek } from '@gwp/contracts'
import { scaleBand, scaleLinear } from 'd3-scale'
import { stack } from 'd3-shape'

import { formatNumber, formatWeek, STATUS_COLORS } from './chart-format'
import { useElementWidth } from './use-element-width'

const HEIGHT = 240
const MARGIN = { top: 12, right: 8, bottom: 28, left: 36 }
/** Room a week's label needs; narrower bars label every second or third week. */
const LABEL_WIDTH = 46
const STATUSES = ['pending', 'completed'] as const
const STATUS_LABELS = { pending: 'Pending', completed: 'Completed' } as const

/**
 * Quotations per week, pending stacked under completed (d3-scale places the bars, d3-shape stacks
 * them; React draws the SVG). The SVG is hidden from assistive technology: the table after it holds
 * the same figures, and the legend names the colours in words.
 */
export function QuotationsChart({ weeks, timeZone }: { weeks: readonly QuotationWeek[]; timeZone: string }) {
  const [measure, width] = useElementWidth<HTMLDivElement>()
  const totals = { pending: 0, completed: 0 }
  for (const week of weeks) {
    totals.pending += week.pending
    totals.completed += week.completed
  }

  return (
    <>
      <div ref={measure} className="w-full">
        {width > 0 && <Bars weeks={weeks} width={width} />}
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
        {STATUSES.map((status) => (
          <li key={status} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="h-3 w-3 rounded-sm"
              style={{ background: STATUS_COLORS[status] }}
            />
            {STATUS_LABELS[status]}{' '}
            <span className="font-semibold text-slate-900">{formatNumber(totals[status])}</span>
          </li>
        ))}
      </ul>
      {/* Wrapped: a table ignores the 1 px width sr-only gives it, and would widen a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>
            Quotations per week, the last {CHART_WEEKS} weeks (weeks begin on Monday, {timeZone} time)
          </caption>
          <thead>
            <tr>
              <th scope="col">Week beginning</th>
              <th scope="col">Pending</th>
              <th scope="col">Completed</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{formatWeek(week.weekStart, { year: true })}</th>
                <td>{week.pending}</td>
                <td>{week.completed}</td>
                <td>{week.pending + week.completed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

function Bars({ weeks, width }: { weeks: readonly QuotationWeek[]; width: number }) {
  const x = scaleBand<string>()
    .domain(weeks.map((week) => week.weekStart))
    .range([MARGIN.left, width - MARGIN.right])
    .padding(0.25)
  const highest = Math.max(1, ...weeks.map((week) => week.pending + week.completed))
  const y = scaleLinear()
    .domain([0, highest])
    .nice()
    .range([HEIGHT - MARGIN.bottom, MARGIN.top])
  // Whole quotations only: a scale up to 2 would otherwise tick at 0.5.
  const ticks = y.ticks(Math.min(4, highest)).filter(Number.isInteger)
  const series = stack<QuotationWeek>().keys(STATUSES)(weeks as QuotationWeek[])
  const labelEvery = Math.max(1, Math.ceil(LABEL_WIDTH / x.step()))

  return (
    <svg width={width} height={HEIGHT} aria-hidden="true" className="block overflow-visible">
      {ticks.map((tick) => (
        <g key={tick} transform={`translate(0, ${y(tick)})`}>
          <line x1={MARGIN.left} x2={width - MARGIN.right} stroke="#e2e8f0" />
          <text x={MARGIN.left - 8} dy="0.32em" textAnchor="end" className="fill-slate-600 text-xs">
            {formatNumber(tick)}
          </text>
        </g>
      ))}
      {series.map((layer) => (
        <g key={layer.key} fill={STATUS_COLORS[layer.key as keyof typeof STATUS_COLORS]}>
          {layer.map(([from, to], i) => {
            const week = weeks[i]!
            if (to === from) return null
            return (
              <rect
                key={week.weekStart}
                x={x(week.weekStart)}
                y={y(to)}
                width={x.bandwidth()}
                height={y(from) - y(to)}
              >
                <title>
                  {`Week of ${formatWeek(week.weekStart)}: ${week.pending} pending, ${week.completed} completed`}
                </title>
              </rect>
            )
          })}
        </g>
      ))}
      {weeks.map((week, i) =>
        // Counted from this week backwards, so the current week always has its label.
        (weeks.length - 1 - i) % labelEvery === 0 ? (
          <text
            key={week.weekStart}
            x={(x(week.weekStart) ?? 0) + x.bandwidth() / 2}
            y={HEIGHT - MARGIN.bottom + 18}
            textAnchor="middle"
            className="fill-slate-600 text-xs"
          >
            {formatWeek(week.weekStart)}
          </text>
        ) : null,
      )}
    </svg>
  )
}
