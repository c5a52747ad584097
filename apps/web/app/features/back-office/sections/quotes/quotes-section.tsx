import {
  API_PATHS,
  QUOTATION_MESSAGES,
  QUOTATION_REGION_FILTERS,
  QUOTATION_SORTS,
  QUOTATION_STATUS_FILTERS,
  type QuotationListItem,
  type QuotationRegionFilter,
  type QuotationSort,
  type QuotationStatusFilter,
} from '@gwp/contracts'
import { useState } from 'react'

import { DataTable } from '#app/components/ui/data-table'
import { SearchField } from '#app/components/ui/search-field'
import { quotationFilterParams, useGetQuotationPageQuery } from '#app/features/back-office/api/quotations'
import { getApiError } from '#app/lib/api-error'
import { CsvExportButton } from '#app/features/back-office/lib/csv-export-button'
import { useCan, useIsSuperAdmin } from '#app/features/back-office/lib/use-can'
import type { ListParams } from '#app/features/back-office/lib/use-list-params'
import { useServerList } from '#app/features/back-office/lib/use-server-list'
import { DeleteQuoteDialog } from './delete-quote-dialog'
import { quoteColumns } from './quote-columns'
import { QuoteDetailsModal } from './quote-details-modal'
import { QuoteProductModal } from './quote-product-modal'
import { REGION_OPTIONS, SORT_OPTIONS, ToolbarSelect } from './toolbar-select'

type OpenModal = { kind: 'view' | 'delete'; quote: QuotationListItem } | null

type QuoteFilters = { status: string; region: string; sort: string }

/** The search and filters as the quotation page and its CSV export take them. */
const filtersOf = ({ q, filters }: ListParams<QuoteFilters>) => ({
  q,
  status: filters.status as QuotationStatusFilter,
  region: filters.region as QuotationRegionFilter,
  sort: filters.sort as QuotationSort,
})

/**
 * Quotes (docs/requirements/enquiries.md#quotes-section, #states, #rights) and the quote desk (decision
 * record 009): the server pages the table 10 rows at a time; the search by e-mail, the status and region
 * filters, the order and the page live in the URL
 * (`?section=quotes&q=gmail&status=pending&region=pk&sort=oldest-pending&page=2`). The status toggle needs
 * quotations.statusChange, delete the superAdmin; view and replies are for all.
 */
export function QuotesSection() {
  const { list, query, table, search } = useServerList({
    params: {
      filters: { status: 'all', region: 'all', sort: 'newest' },
      allowed: { status: QUOTATION_STATUS_FILTERS, region: QUOTATION_REGION_FILTERS, sort: QUOTATION_SORTS },
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
  const filtered = filters.q !== '' || filters.status !== 'all' || filters.region !== 'all'

  return (
    <section aria-labelledby="quotes-heading">
      <DataTable
        caption={filters.q ? `Quotes matching “${filters.q}”` : 'Quotes'}
        columns={quoteColumns({
          status: filters.status,
          onStatusFilter: (next) => list.setFilter('status', next),
          rights,
          // Waits are read against the time the page arrived, so a re-render never shifts them.
          now: query.fulfilledTimeStamp ?? 0,
          onView: (quote) => setOpen({ kind: 'view', quote }),
          onDelete: (quote) => setOpen({ kind: 'delete', quote }),
        })}
        {...table}
        getRowKey={(quote) => quote._id}
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
            <div className="flex flex-wrap items-center gap-3">
              <ToolbarSelect
                label="Region"
                options={REGION_OPTIONS}
                value={filters.region}
                onChange={(next) => list.setFilter('region', next)}
              />
              <ToolbarSelect
                label="Order"
                options={SORT_OPTIONS}
                value={filters.sort}
                onChange={(next) => list.setFilter('sort', next)}
              />
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
