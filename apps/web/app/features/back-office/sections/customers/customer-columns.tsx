import type { PotentialCustomerListItem } from '@gwp/contracts'

import type { DataTableColumn } from '#app/components/ui/data-table'
import { LanguageBadge } from '#app/features/back-office/lib/language-badge'
import { formatDateTime } from '#app/utils/dates'

const SOURCE_STYLES: Record<string, string> = {
  catalog: 'bg-sky-50 text-sky-800 ring-sky-200',
  quotation: 'bg-amber-50 text-amber-900 ring-amber-200',
}

function SourceBadge({ source }: { source: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium capitalize ring-1 ring-inset ${SOURCE_STYLES[source] ?? 'bg-slate-50 text-slate-700 ring-slate-200'}`}
    >
      {source}
    </span>
  )
}

/**
 * The spec's four columns (docs/requirements/enquiries.md#customers-section), and the visitor's language. The address is what a visitor
 * typed: React writes it as text, so markup in it shows as markup and never runs.
 */
export const CUSTOMER_COLUMNS: ReadonlyArray<DataTableColumn<PotentialCustomerListItem>> = [
  {
    header: 'Email',
    cell: (customer) => customer.email,
    className: 'font-medium break-all text-slate-900',
    isRowHeader: true,
  },
  {
    header: 'Engaged At',
    cell: (customer) => formatDateTime(customer.engagedAt),
    className: 'whitespace-nowrap text-slate-700',
  },
  { header: 'Source', cell: (customer) => <SourceBadge source={customer.source} /> },
  {
    header: 'Visit Count',
    cell: (customer) => customer.visitCount.toLocaleString('en-US'),
    align: 'right',
    className: 'font-semibold text-slate-800',
  },
  // Beyond the spec: the language of their latest request, the one their next e-mail is written in.
  { header: 'Language', cell: (customer) => <LanguageBadge language={customer.language} /> },
]
