import { QUOTE_REGION_LABELS, type QuoteRegion } from '@gwp/contracts'

import { ToneBadge } from '#app/features/back-office/lib/tone-badge'

const TONES: Record<QuoteRegion, string> = {
  pk: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  ae: 'bg-sky-50 text-sky-800 ring-sky-200',
  other: 'bg-slate-100 text-slate-700 ring-slate-300',
}

/** Where a quotation came from, read from its phone number (contracts' regionOfPhone). */
export function RegionBadge({ region }: { region: QuoteRegion }) {
  return <ToneBadge tone={TONES[region]}>{QUOTE_REGION_LABELS[region]}</ToneBadge>
}
