import { waitedFor, type QuotationListItem, type QuotationStatusFilter } from '@gwp/contracts'
import { ClipboardList, Eye, Trash2 } from 'lucide-react'
import { Link } from 'react-router'

import type { DataTableColumn } from '#app/components/ui/data-table'
import { FilterMenu, type FilterMenuOption } from '#app/components/ui/filter-menu'
import { LanguageBadge } from '#app/features/back-office/lib/language-badge'
import { formatDateTime } from '#app/utils/dates'
import { FollowUpDate, OwnerName, StageBadge } from './desk-badges'
import { QuoteReplies } from './quote-replies'
import { QuoteStatusDot, QuoteStatusToggle } from './quote-status'
import { RegionBadge } from './region-badge'

/**
 * The Status column's filter menu (docs/requirements/enquiries.md#quotes-section): Show All, Completed,
 * Pending.
 */
export const STATUS_OPTIONS: ReadonlyArray<FilterMenuOption<QuotationStatusFilter>> = [
  { value: 'all', label: 'Show All' },
  { value: 'completed', label: 'Completed' },
  { value: 'pending', label: 'Pending' },
]

export interface QuoteColumnsOptions {
  status: QuotationStatusFilter
  onStatusFilter: (status: QuotationStatusFilter) => void
  /**
   * What the signed-in admin may do (docs/requirements/enquiries.md#rights); the API refuses the rest anyway.
   */
  rights: { statusChange: boolean; delete: boolean }
  /** The clock the waiting times are read against (one per render, so rows agree). */
  now: number
  /** Today on the company's calendar: a follow-up on or before it stands out. */
  today: string
  /** The sales desk's page of a quotation (`?section=quotes&quote=<id>`). */
  deskHref: (quote: QuotationListItem) => string
  onView: (quote: QuotationListItem) => void
  onDelete: (quote: QuotationListItem) => void
}

const ACTION =
  'rounded-lg p-2 transition focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none'

/**
 * Full Name, Phone Number, Email, Sent At, Status and Actions
 * (docs/requirements/enquiries.md#quotes-section), with the quote desk's region badge beside the number, the
 * wait of a pending quote under its time, and the reply links among the actions; the sales desk adds the
 * stage, the owner, the follow-up date and the link to the quotation's page (decision record 021).
 * Everything a visitor typed is rendered as text.
 */
export function quoteColumns({
  status,
  onStatusFilter,
  rights,
  now,
  today,
  deskHref,
  onView,
  onDelete,
}: QuoteColumnsOptions): ReadonlyArray<DataTableColumn<QuotationListItem>> {
  return [
    {
      header: 'Full Name',
      isRowHeader: true,
      cell: (quote) => quote.fullName,
      className: 'min-w-40 break-words',
    },
    {
      header: 'Phone Number',
      cell: (quote) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="tabular-nums whitespace-nowrap text-slate-700">{quote.phoneNumber}</span>
          <RegionBadge region={quote.region} />
          {quote.language !== 'en' && <LanguageBadge language={quote.language} />}
        </span>
      ),
    },
    { header: 'Email', cell: (quote) => quote.email, className: 'break-all text-slate-700' },
    {
      header: 'Sent At',
      cell: (quote) => (
        <>
          <span className="block whitespace-nowrap text-slate-700">{formatDateTime(quote.createdAt)}</span>
          {quote.status === 'pending' && (
            <span className="block text-xs font-medium whitespace-nowrap text-amber-800">
              Waiting {waitedFor(quote.createdAt, now)}
            </span>
          )}
        </>
      ),
    },
    { header: 'Stage', cell: (quote) => <StageBadge stage={quote.stage} /> },
    { header: 'Owner', cell: (quote) => <OwnerName owner={quote.owner} />, className: 'min-w-28' },
    { header: 'Follow-up', cell: (quote) => <FollowUpDate date={quote.followUpOn} today={today} /> },
    {
      header: 'Status',
      renderHeader: () => (
        <FilterMenu label="Status" options={STATUS_OPTIONS} value={status} onChange={onStatusFilter} />
      ),
      cell: (quote) =>
        rights.statusChange ? <QuoteStatusToggle quote={quote} /> : <QuoteStatusDot status={quote.status} />,
    },
    {
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (quote) => (
        <div className="flex justify-end gap-1">
          <Link
            to={deskHref(quote)}
            aria-label={`Open the sales desk for the quote from ${quote.fullName}`}
            title="Open"
            className={`${ACTION} text-brand-700 hover:bg-brand-50 hover:text-brand-800`}
          >
            <ClipboardList aria-hidden="true" className="h-4 w-4" />
          </Link>
          <button
            type="button"
            onClick={() => onView(quote)}
            aria-label={`View quote from ${quote.fullName}`}
            title="View"
            className={`${ACTION} text-brand-600 hover:bg-brand-50 hover:text-brand-800`}
          >
            <Eye aria-hidden="true" className="h-4 w-4" />
          </button>
          <QuoteReplies quote={quote} />
          {rights.delete && (
            <button
              type="button"
              onClick={() => onDelete(quote)}
              aria-label={`Delete quote from ${quote.fullName}`}
              title="Delete"
              className={`${ACTION} text-red-600 hover:bg-red-50 hover:text-red-800`}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            </button>
          )}
        </div>
      ),
    },
  ]
}
