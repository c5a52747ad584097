import type { DeskReport } from '@gwp/contracts'
import { Clock, Timer } from 'lucide-react'

import { formatNumber } from './chart-format'
import { FigureTile } from './figure-tile'
import { formatHours } from './sales-format'

/**
 * How long a request waits for its first reply (a stage change or an offer): the median, and the
 * 90th percentile that shows the slow tail a median hides. Two tiles of the parent's <dl>.
 */
export function FirstReplyTiles({ firstReply }: { firstReply: DeskReport['firstReply'] }) {
  const { replied, medianHours, p90Hours } = firstReply
  const from =
    replied === 0
      ? 'No quotation answered yet'
      : `From ${formatNumber(replied)} answered quotation${replied === 1 ? '' : 's'}`
  return (
    <>
      <FigureTile
        label="Median time to first reply"
        value={formatHours(medianHours)}
        note={from}
        icon={Clock}
        accent="bg-brand-50 text-brand-700"
      />
      <FigureTile
        label="90th percentile"
        value={formatHours(p90Hours)}
        note={replied === 0 ? 'No quotation answered yet' : '9 in 10 first replies came within this'}
        icon={Timer}
        accent="bg-amber-50 text-amber-700"
      />
    </>
  )
}
