import { COUNT_MESSAGES } from '@gwp/contracts'

import { TableHead, type TableColumn } from '#app/components/ui/table-head'
import { formatDateTime } from '#app/utils/dates'
import { useGetCountsQuery } from '#app/features/back-office/api/counts'

const COLUMNS: readonly TableColumn[] = [
  { label: 'Email' },
  { label: 'Engaged At' },
  { label: 'Source' },
  { label: 'Visit Count', align: 'right' },
]

/** The most recently engaged potential customers, from the same count summary as the cards. */
export function RecentCustomers() {
  const { data, isLoading, isError } = useGetCountsQuery()
  const customers = data?.potentialCustomers ?? []
  return (
    <section
      aria-labelledby="recent-customers-heading"
      className="mt-6 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <h2
        id="recent-customers-heading"
        className="border-b border-slate-200 px-5 py-4 font-semibold text-slate-900"
      >
        Recent Potential Customers
      </h2>
      {isLoading ? (
        <p className="px-5 py-6 text-sm text-slate-500" role="status">
          Loading…
        </p>
      ) : isError ? (
        <p className="px-5 py-6 text-sm font-medium text-red-600">{COUNT_MESSAGES.fetchFailed}</p>
      ) : customers.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-500">No potential customers yet.</p>
      ) : (
        <>
          {/* On a phone a table of four columns would squeeze the e-mail to a few letters a line. */}
          <ul className="divide-y divide-slate-100 sm:hidden">
            {customers.map((customer) => (
              <li key={customer._id} className="px-5 py-3">
                <p className="truncate font-medium text-slate-900">{customer.email}</p>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
                  <SourceBadge source={customer.source} />
                  <span>
                    {customer.visitCount} {customer.visitCount === 1 ? 'visit' : 'visits'}
                  </span>
                  <span>{formatDateTime(customer.engagedAt)}</span>
                </p>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto sm:block">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <TableHead columns={COLUMNS} cellClassName="px-5 py-3" />
              <tbody className="divide-y divide-slate-100">
                {customers.map((customer) => (
                  <tr key={customer._id}>
                    <td className="px-5 py-3 font-medium break-all text-slate-900">{customer.email}</td>
                    <td className="px-5 py-3 whitespace-nowrap text-slate-600">
                      {formatDateTime(customer.engagedAt)}
                    </td>
                    <td className="px-5 py-3">
                      <SourceBadge source={customer.source} />
                    </td>
                    <td className="px-5 py-3 text-right font-semibold text-slate-800">
                      {customer.visitCount}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  )
}

function SourceBadge({ source }: { source: string }) {
  return (
    <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 capitalize">
      {source}
    </span>
  )
}
