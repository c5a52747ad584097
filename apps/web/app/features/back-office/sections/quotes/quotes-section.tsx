import {
  API_PATHS,
  QUOTATION_FOLLOW_UP_FILTERS,
  QUOTATION_MESSAGES,
  QUOTATION_OWNER_FILTERS,
  QUOTATION_REGION_FILTERS,
  QUOTATION_SORTS,
  QUOTATION_STAGE_FILTERS,
  QUOTATION_STATUS_FILTERS,
  type QuotationFollowUpFilter,
  type QuotationListItem,
  type QuotationOwnerFilter,
  type QuotationRegionFilter,
  type QuotationSort,
  type QuotationStageFilter,
  type QuotationStatusFilter,
} from '@gwp/contracts'
import { useId, useState } from 'react'
import { SlidersHorizontal } from 'lucide-react'
import { useSearchParams } from 'react-router'

import { DataTable } from '#app/components/ui/data-table'
import { SearchField } from '#app/components/ui/search-field'
import { quotationFilterParams, useGetQuotationPageQuery } from '#app/features/back-office/api/quotations'
import { getApiError } from '#app/lib/api-error'
import { CsvExportButton } from '#app/features/back-office/lib/csv-export-button'
import { useCan, useIsSuperAdmin } from '#app/features/back-office/lib/use-can'
import type { ListParams } from '#app/features/back-office/lib/use-list-params'
import { useServerList } from '#app/features/back-office/lib/use-server-list'
import { DeleteQuoteDialog } from './delete-quote-dialog'
import { companyToday } from './desk-badges'
import { QuoteCard } from './quote-card'
import { quoteColumns } from './quote-columns'
import { QuoteDetailsModal } from './quote-details-modal'
import { QuoteProductModal } from './quote-product-modal'
import { QuotationPage } from './quotation-page'
import {
  FOLLOW_UP_OPTIONS,
  OWNER_OPTIONS,
  REGION_OPTIONS,
  SORT_OPTIONS,
  STAGE_OPTIONS,
  ToolbarSelect,
  type ToolbarOption,
} from './toolbar-select'

type OpenModal = { kind: 'view' | 'delete'; quote: QuotationListItem } | null

type QuoteFilters = {
  status: string
  region: string
  sort: string
  owner: string
  stage: string
  followUp: string
}

/** The search and filters as the quotation page and its CSV export take them. */
const filtersOf = ({ q, filters }: ListParams<QuoteFilters>) => ({
  q,
  status: filters.status as QuotationStatusFilter,
  region: filters.region as QuotationRegionFilter,
  sort: filters.sort as QuotationSort,
  owner: filters.owner as QuotationOwnerFilter,
  stage: filters.stage as QuotationStageFilter,
  followUp: filters.followUp as QuotationFollowUpFilter,
})

/** The toolbar's choices, in the order they stand: the sales desk's filters, the region, the order. */
const TOOLBAR_CHOICES: ReadonlyArray<{
  name: Exclude<keyof QuoteFilters, 'status'>
  label: string
  options: ReadonlyArray<ToolbarOption<string>>
}> = [
  { name: 'owner', label: 'Owner', options: OWNER_OPTIONS },
  { name: 'stage', label: 'Stage', options: STAGE_OPTIONS },
  { name: 'followUp', label: 'Follow-up', options: FOLLOW_UP_OPTIONS },
  { name: 'region', label: 'Region', options: REGION_OPTIONS },
  { name: 'sort', label: 'Order', options: SORT_OPTIONS },
]

/** The URL parameter naming the quotation whose page is open (the e-mails link to it). */
const QUOTE_PARAM = 'quote'

/**
 * Quotes: the list, or one quotation's page on the sales desk when `?quote=<id>` names it. The list
 * keeps its search and filters in the URL meanwhile, so Back returns to the same rows.
 */
export function QuotesSection() {
  const [params] = useSearchParams()
  const quoteId = params.get(QUOTE_PARAM)
  return quoteId ? <QuotationPage id={quoteId} /> : <QuotesList />
}

/** The list's address with one quotation's page open. */
function useDeskHref(): (quote: QuotationListItem) => string {
  const [params] = useSearchParams()
  return (quote) => {
    const next = new URLSearchParams(params)
    next.set(QUOTE_PARAM, quote._id)
    return `?${next.toString()}`
  }
}

/**
 * The list of Quotes (docs/requirements/enquiries.md#quotes-section, #states, #rights), the quote desk
 * (decision record 009) and the sales desk's filters and phone cards (decision record 021): the server pages the table 10 rows at a time; the search by e-mail, the status and region
 * filters, the order and the page live in the URL
 * (`?section=quotes&q=gmail&status=pending&region=pk&sort=oldest-pending&page=2`). The status toggle needs
 * quotations.statusChange, delete the superAdmin; view and replies are for all.
 */
function QuotesList() {
  const { list, query, table, search } = useServerList({
    params: {
      filters: { status: 'all', region: 'all', sort: 'newest', owner: 'all', stage: 'all', followUp: 'all' },
      allowed: {
        status: QUOTATION_STATUS_FILTERS,
        region: QUOTATION_REGION_FILTERS,
        sort: QUOTATION_SORTS,
        owner: QUOTATION_OWNER_FILTERS,
        stage: QUOTATION_STAGE_FILTERS,
        followUp: QUOTATION_FOLLOW_UP_FILTERS,
      },
    },
    useQuery: useGetQuotationPageQuery,
    args: (current) => ({ page: current.page, ...filtersOf(current) }),
    rowsOf: (page) => page.data,
    failure: (error) => getApiError(error).message,
    paging: { noun: 'quotes', label: 'Quotes pages' },
  })
  const filters = filtersOf(list)
  const [open, setOpen] = useState<OpenModal>(null)
  const [productId, setProductId] = useState<string | null>(null)
  const rights = { statusChange: useCan('quotations', 'statusChange'), delete: useIsSuperAdmin() }
  const [filtersOpen, setFiltersOpen] = useState(false)
  const filtersId = useId()
  const activeFilters = Object.entries(filters).filter(
    ([name, value]) => name !== 'q' && name !== 'sort' && name !== 'status' && value !== 'all',
  ).length
  const filtered = Object.entries(filters).some(
    ([name, value]) => name !== 'sort' && value !== 'all' && value !== '',
  )
  const deskHref = useDeskHref()
  // Waits are read against the time the page arrived, so a re-render never shifts them.
  const now = query.fulfilledTimeStamp ?? 0
  const today = companyToday()

  return (
    <section aria-labelledby="quotes-heading">
      <DataTable
        caption={filters.q ? `Quotes matching “${filters.q}”` : 'Quotes'}
        columns={quoteColumns({
          status: filters.status,
          onStatusFilter: (next) => list.setFilter('status', next),
          rights,
          now,
          today,
          deskHref,
          onView: (quote) => setOpen({ kind: 'view', quote }),
          onDelete: (quote) => setOpen({ kind: 'delete', quote }),
        })}
        {...table}
        getRowKey={(quote) => quote._id}
        renderCard={(quote) => (
          <QuoteCard
            quote={quote}
            now={now}
            today={today}
            canChangeStatus={rights.statusChange}
            deskHref={deskHref(quote)}
          />
        )}
        loadingMessage="Loading quotes…"
        emptyMessage={filtered ? 'No quotes match.' : 'No quotes yet.'}
        toolbar={
          <>
            <h2 id="quotes-heading" className="sr-only">
              Quote list
            </h2>
            <SearchField
              label="Search by email"
              placeholder="Search by email"
              {...search}
              className="w-full sm:w-72"
            />
            {/* On a phone the six choices fold behind one button, so the quotes come first. */}
            <button
              type="button"
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              onClick={() => setFiltersOpen((open) => !open)}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 md:hidden"
            >
              <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
              Filters and order{activeFilters > 0 ? ` (${activeFilters})` : ''}
            </button>
            <div
              id={filtersId}
              className={`${filtersOpen ? 'grid' : 'hidden'} w-full grid-cols-1 gap-3 md:flex md:w-auto md:flex-wrap md:items-center`}
            >
              {TOOLBAR_CHOICES.map(({ name, label, options }) => (
                <ToolbarSelect
                  key={name}
                  label={label}
                  options={options}
                  value={filters[name]}
                  onChange={(next) => list.setFilter(name, next)}
                />
              ))}
              <CsvExportButton
                path={API_PATHS.quotation.export}
                params={quotationFilterParams(filters)}
                fallbackName="quotations.csv"
                failed={QUOTATION_MESSAGES.exportFailed}
              />
            </div>
          </>
        }
      />
      <QuoteDetailsModal
        quote={open?.kind === 'view' ? open.quote : null}
        onClose={() => setOpen(null)}
        onOpenProduct={setProductId}
      />
      <QuoteProductModal productId={productId} onClose={() => setProductId(null)} />
      <DeleteQuoteDialog quote={open?.kind === 'delete' ? open.quote : null} onClose={() => setOpen(null)} />
    </section>
  )
}
