import { API_PATHS, CUSTOMER_MESSAGES } from '@gwp/contracts'

import { DataTable } from '#app/components/ui/data-table'
import { SearchField } from '#app/components/ui/search-field'
import {
  customerSearchParams,
  useGetPotentialCustomerPageQuery,
} from '#app/features/back-office/api/customers'
import { getApiError } from '#app/lib/api-error'
import { CsvExportButton } from '#app/features/back-office/lib/csv-export-button'
import { useServerList } from '#app/features/back-office/lib/use-server-list'
import { CUSTOMER_COLUMNS } from './customer-columns'

/**
 * Potential customers (docs/requirements/enquiries.md#customers-section), reached from the dashboard's card:
 * read-only, most recently engaged first, 10 a page from the server, searched by the start of the address.
 * The page and search live in the URL (`?section=potential-customers&q=sana&page=2`). Export downloads the
 * CSV of every customer the search finds.
 */
export function CustomersSection() {
  const { list, table, search } = useServerList({
    useQuery: useGetPotentialCustomerPageQuery,
    args: ({ page, q }) => ({ page, q }),
    rowsOf: (page) => page.data,
    failure: (error) => getApiError(error).message,
    paging: { noun: 'potential customers', label: 'Potential customers pages' },
  })

  return (
    <section aria-labelledby="customers-heading">
      <DataTable
        caption={list.q ? `Potential customers whose email starts with “${list.q}”` : 'Potential customers'}
        columns={CUSTOMER_COLUMNS}
        {...table}
        getRowKey={(customer) => customer._id}
        loadingMessage="Loading potential customers…"
        emptyMessage={list.q ? 'No potential customers match.' : 'No potential customers yet.'}
        toolbar={
          <>
            <h2 id="customers-heading" className="sr-only">
              Potential customer list
            </h2>
            <SearchField
              label={CUSTOMER_MESSAGES.searchLabel}
              placeholder={CUSTOMER_MESSAGES.searchPlaceholder}
              {...search}
              className="w-full sm:w-80"
            />
            <CsvExportButton
              path={API_PATHS.potentialCustomer.export}
              params={customerSearchParams(list.q)}
              fallbackName="potential-customers.csv"
              failed={CUSTOMER_MESSAGES.exportFailed}
            />
          </>
        }
      />
    </section>
  )
}
