import { displayMoney, QUOTE_STAGE_LABELS } from '@gwp/contracts'

import { TABLE_HEAD_CLASS } from '#app/components/ui/table-head'
import { formatNumber } from './chart-format'
import { ScrollRegion } from './scroll-region'
import { moneyText, sortOpenOffers, totalsByCurrency, type OpenOfferRow } from './sales-format'

const CAPTION = 'Value of open offers by stage and currency'
/** Tighter on a phone, so a long amount still fits a 390 px screen beside its stage. */
const CELL = 'px-2 py-2 sm:px-3'
/** The count and the amount take the room they need; the stage gets the rest. */
const NUMBER = `${CELL} w-px text-right whitespace-nowrap tabular-nums`

/**
 * What the offers still waiting for an answer are worth, a row per stage and currency, and each
 * currency's total under them when it has several stages. Amounts stay in their own currency: PKR and AED are never added up.
 */
export function OpenOffers({ rows }: { rows: readonly OpenOfferRow[] }) {
  if (rows.length === 0) {
    return (
      <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
        No offers waiting for an answer
      </p>
    )
  }
  const sorted = sortOpenOffers(rows)
  // A currency's total is worth a line only when it adds up more than one stage.
  const totals = totalsByCurrency(rows).filter((total) => total.rows > 1)
  return (
    <ScrollRegion label={CAPTION}>
      <table className="w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{CAPTION}</caption>
        <thead className={TABLE_HEAD_CLASS}>
          <tr>
            <th scope="col" className={CELL}>
              Stage
            </th>
            <th scope="col" className={NUMBER}>
              Offers
            </th>
            <th scope="col" className={NUMBER}>
              Value
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {sorted.map((row) => (
            <tr key={`${row.stage} ${row.currency}`}>
              <th scope="row" className={`${CELL} text-left font-medium text-slate-900`}>
                {QUOTE_STAGE_LABELS[row.stage]}
              </th>
              <td className={`${NUMBER} text-slate-700`}>{formatNumber(row.count)}</td>
              <td className={`${NUMBER} font-semibold text-slate-900`}>
                {moneyText(row.currency, row.total)}
              </td>
            </tr>
          ))}
        </tbody>
        {totals.length > 0 && (
          <tfoot className="border-t-2 border-slate-200 bg-slate-50">
            {totals.map((total) => (
              <tr key={total.currency}>
                <th scope="row" className={`${CELL} text-left font-semibold text-slate-900`}>
                  Total {total.currency}
                </th>
                <td className={`${NUMBER} text-slate-700`}>{formatNumber(total.count)}</td>
                <td className={`${NUMBER} font-bold text-slate-900`}>
                  {total.minor === null ? '—' : displayMoney(total.currency, total.minor)}
                </td>
              </tr>
            ))}
          </tfoot>
        )}
      </table>
    </ScrollRegion>
  )
}
