import type { SourceCount } from '@gwp/contracts'
import { arc, pie, type PieArcDatum } from 'd3-shape'

import { formatNumber, OTHER_SOURCE_COLOR, SOURCE_COLORS, sourceLabel } from './chart-format'

const SIZE = 176
const RADIUS = SIZE / 2

/**
 * Whole percentages that add up to 100 (largest remainder): rounding each alone shows 38 % and 63 %
 * for 3 and 5 of 8.
 */
function sharesOf(counts: readonly number[]): string[] {
  const total = counts.reduce((sum, count) => sum + count, 0)
  if (total === 0) return counts.map(() => '0%')
  const exact = counts.map((count) => (count / total) * 100)
  const whole = exact.map(Math.floor)
  let left = 100 - whole.reduce((sum, value) => sum + value, 0)
  const byRemainder = exact
    .map((value, i) => ({ i, rest: value - whole[i]! }))
    .sort((a, b) => b.rest - a.rest)
  for (const { i } of byRemainder) {
    if (left-- <= 0) break
    whole[i]! += 1
  }
  return whole.map((value) => `${value}%`)
}

/**
 * Potential customers by the source that brought them first, as a donut (d3-shape's pie and arc,
 * drawn by React) with the total in its middle. The SVG is hidden from assistive technology: the
 * table after it holds the same figures, and the legend names each colour in words.
 */
export function CustomersSourceChart({ sources }: { sources: readonly SourceCount[] }) {
  const total = sources.reduce((sum, source) => sum + source.count, 0)
  const shares = sharesOf(sources.map((source) => source.count))
  const shareOf = new Map(sources.map((source, i) => [source.source, shares[i]!]))
  const slices = pie<SourceCount>()
    .value((source) => source.count)
    .sort(null)(sources.filter((source) => source.count > 0))
  const drawSlice = arc<PieArcDatum<SourceCount>>()
    .innerRadius(RADIUS * 0.62)
    .outerRadius(RADIUS)
    .padAngle(slices.length > 1 ? 0.02 : 0)
  const colorOf = (source: string) => SOURCE_COLORS[source] ?? OTHER_SOURCE_COLOR

  return (
    <div className="flex flex-wrap items-center gap-6">
      <svg width={SIZE} height={SIZE} viewBox={`${-RADIUS} ${-RADIUS} ${SIZE} ${SIZE}`} aria-hidden="true">
        {slices.map((slice) => (
          <path key={slice.data.source} d={drawSlice(slice) ?? undefined} fill={colorOf(slice.data.source)}>
            <title>{`${sourceLabel(slice.data.source)}: ${slice.data.count} (${shareOf.get(slice.data.source)})`}</title>
          </path>
        ))}
        <text textAnchor="middle" dy="-0.1em" className="fill-slate-900 text-2xl font-bold">
          {formatNumber(total)}
        </text>
        <text textAnchor="middle" dy="1.4em" className="fill-slate-600 text-xs">
          customers
        </text>
      </svg>
      <ul className="space-y-2 text-sm text-slate-700">
        {sources.map((source) => (
          <li key={source.source} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="h-3 w-3 rounded-sm"
              style={{ background: colorOf(source.source) }}
            />
            {sourceLabel(source.source)}
            <span className="font-semibold text-slate-900">{formatNumber(source.count)}</span>
            <span className="text-slate-600">({shareOf.get(source.source)})</span>
          </li>
        ))}
      </ul>
      <table className="sr-only">
        <caption>Potential customers by source</caption>
        <thead>
          <tr>
            <th scope="col">Source</th>
            <th scope="col">Customers</th>
            <th scope="col">Share</th>
          </tr>
        </thead>
        <tbody>
          {sources.map((source) => (
            <tr key={source.source}>
              <th scope="row">{sourceLabel(source.source)}</th>
              <td>{source.count}</td>
              <td>{shareOf.get(source.source)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
