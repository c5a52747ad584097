import type { TimelineEntry, TimelineKind } from '@gwp/contracts'
import {
  CalendarClock,
  CheckCircle2,
  Eye,
  FileText,
  Flag,
  Inbox,
  MessageSquare,
  Send,
  TimerOff,
  UserRound,
  XCircle,
  type LucideIcon,
} from 'lucide-react'

import { formatDateTime } from '#app/utils/dates'

const ICONS: Record<TimelineKind, LucideIcon> = {
  received: Inbox,
  assigned: UserRound,
  note: MessageSquare,
  stage: Flag,
  status: Flag,
  'follow-up': CalendarClock,
  'offer-drafted': FileText,
  'offer-sent': Send,
  'offer-opened': Eye,
  'offer-accepted': CheckCircle2,
  'offer-declined': XCircle,
  'offer-expired': TimerOff,
}

/** What the customer does through the link; the site's own steps (an expiry) name nobody. */
const CUSTOMER_KINDS: ReadonlySet<TimelineKind> = new Set([
  'offer-opened',
  'offer-accepted',
  'offer-declined',
])

/**
 * Everything that happened to a quotation, oldest first (decision record 021): who did it and when. A
 * note shows as "Note" here; its text is in the notes.
 */
export function DeskTimeline({
  entries,
  className,
}: {
  entries: readonly TimelineEntry[]
  className: string
}) {
  return (
    <section aria-labelledby="timeline-heading" className={className}>
      <h3 id="timeline-heading" className="mb-3 text-base font-semibold text-slate-900">
        Timeline
      </h3>
      <ol className="relative space-y-4 border-s border-slate-200 ps-5">
        {entries.map((entry, index) => {
          const Icon = ICONS[entry.kind]
          return (
            <li key={`${entry.at}-${index}`} className="relative">
              <span className="absolute -start-[1.95rem] flex h-6 w-6 items-center justify-center rounded-full bg-white ring-1 ring-slate-200">
                <Icon aria-hidden="true" className="h-3.5 w-3.5 text-brand-700" />
              </span>
              <p className="text-sm break-words text-slate-900">{entry.summary}</p>
              <p className="text-xs text-slate-500">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                {entry.actor ? ` · ${entry.actor}` : CUSTOMER_KINDS.has(entry.kind) ? ' · Customer' : ''}
              </p>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
