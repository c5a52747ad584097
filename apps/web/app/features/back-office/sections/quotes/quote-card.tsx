import {
  LANGUAGE_NAMES_IN_ENGLISH,
  QUOTE_REGION_LABELS,
  waitedFor,
  type QuotationListItem,
} from '@gwp/contracts'
import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'

import { FollowUpDate, OwnerName, StageBadge } from './desk-badges'
import { QuoteStatusDot, QuoteStatusToggle } from './quote-status'

interface QuoteCardProps {
  quote: QuotationListItem
  now: number
  today: string
  canChangeStatus: boolean
  deskHref: string
}

/**
 * A quotation on a phone (decision record 021): who asked, for what, from where, how long ago, its
 * stage and owner, one tap to its page and the status control within thumb reach. The whole card's
 * heading is the link, so the card is one target with a name, not a cluster of small icons.
 */
export function QuoteCard({ quote, now, today, canChangeStatus, deskHref }: QuoteCardProps) {
  return (
    <article aria-label={`Quote from ${quote.fullName}`} className="space-y-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-semibold break-words text-slate-900">
            <Link
              to={deskHref}
              className="inline-flex min-h-11 items-center gap-1 rounded focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              {quote.fullName}
              <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-400" />
            </Link>
          </h3>
          <p className="text-sm break-words text-slate-600">{quote.product?.name ?? 'No product chosen'}</p>
        </div>
        <StageBadge stage={quote.stage} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">Region</dt>
        <dd className="text-slate-800">{QUOTE_REGION_LABELS[quote.region]}</dd>
        <dt className="text-slate-500">Language</dt>
        <dd className="text-slate-800">{LANGUAGE_NAMES_IN_ENGLISH[quote.language]}</dd>
        <dt className="text-slate-500">Age</dt>
        <dd className="text-slate-800">{waitedFor(quote.createdAt, now)}</dd>
        <dt className="text-slate-500">Owner</dt>
        <dd>
          <OwnerName owner={quote.owner} />
        </dd>
        <dt className="text-slate-500">Follow-up</dt>
        <dd>
          <FollowUpDate date={quote.followUpOn} today={today} />
        </dd>
      </dl>
      <div className="flex min-h-11 items-center">
        {canChangeStatus ? <QuoteStatusToggle quote={quote} /> : <QuoteStatusDot status={quote.status} />}
      </div>
    </article>
  )
}
