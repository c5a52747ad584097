import { QUOTE_STAGE_LABELS, type DeskPerson, type QuoteStage } from '@gwp/contracts'

/** Each stage's colours: open stages cool, won green, lost and declined grey-red, expired amber. */
const STAGE_TONES: Record<QuoteStage, string> = {
  new: 'bg-sky-50 text-sky-800 ring-sky-200',
  contacted: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  'offer-sent': 'bg-violet-50 text-violet-800 ring-violet-200',
  accepted: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  declined: 'bg-rose-50 text-rose-800 ring-rose-200',
  expired: 'bg-amber-50 text-amber-900 ring-amber-200',
  lost: 'bg-slate-100 text-slate-700 ring-slate-200',
}

/** A quotation's stage on the sales desk (decision record 021), as a labelled pill. */
export function StageBadge({ stage }: { stage: QuoteStage }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STAGE_TONES[stage]}`}
    >
      {QUOTE_STAGE_LABELS[stage]}
    </span>
  )
}

/** Who owns a quotation, or that nobody does yet. */
export function OwnerName({ owner }: { owner: DeskPerson | null }) {
  return owner ? (
    <span className="text-slate-800">{owner.name}</span>
  ) : (
    <span className="text-slate-500 italic">Unassigned</span>
  )
}

/** "12 Dec 2026" from `2026-12-12`. */
export function shortDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/**
 * A follow-up date; one on or before today stands out, with the word as well as the colour, so it
 * is not told by colour alone.
 */
export function FollowUpDate({ date, today }: { date: string | null; today: string }) {
  if (!date) return <span className="text-slate-400">—</span>
  if (date < today) {
    return (
      <span className="inline-flex items-center gap-1.5 rounded-md bg-red-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-red-800 ring-1 ring-red-200 ring-inset">
        Overdue · {shortDate(date)}
      </span>
    )
  }
  if (date === today) {
    return (
      <span className="inline-flex items-center rounded-md bg-amber-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-200 ring-inset">
        Today
      </span>
    )
  }
  return <span className="whitespace-nowrap text-slate-700">{shortDate(date)}</span>
}

/** Today on the company's calendar (Asia/Karachi, where its main office is), as `YYYY-MM-DD`. */
export function companyToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(now)
}
