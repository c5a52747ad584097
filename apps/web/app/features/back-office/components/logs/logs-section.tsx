import { PAGE_SIZE, type ServerLog } from '@gwp/contracts'
import { Eye } from 'lucide-react'
import { useState } from 'react'

import { useGetServerLogsQuery } from '../../api/server-logs'
import { Pagination } from '../pagination'
import { LogDetailsModal } from './log-details-modal'
import { TableHead, type TableColumn } from '../../../../components/ui/table-head'
import { formatDateTime } from '../../../../utils/dates'
import { cutText } from './log-format'

const COLUMNS: readonly TableColumn[] = [
  { label: 'User Name' },
  { label: 'Method' },
  { label: 'Route' },
  { label: 'User Agent' },
  { label: 'Timestamp' },
  { label: 'IP Address' },
  { label: 'Status Code' },
  { label: 'Details', hidden: true },
]

const METHOD_STYLES: Record<string, string> = {
  GET: 'bg-sky-50 text-sky-800 ring-sky-200',
  POST: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  PUT: 'bg-amber-50 text-amber-800 ring-amber-200',
  PATCH: 'bg-violet-50 text-violet-800 ring-violet-200',
  DELETE: 'bg-red-50 text-red-800 ring-red-200',
}

function statusStyle(code: number): string {
  if (code >= 500) return 'bg-red-50 text-red-800 ring-red-200'
  if (code >= 400) return 'bg-amber-50 text-amber-800 ring-amber-200'
  if (code >= 300) return 'bg-sky-50 text-sky-800 ring-sky-200'
  return 'bg-emerald-50 text-emerald-800 ring-emerald-200'
}

const BADGE = 'inline-flex rounded-md px-2 py-0.5 text-xs font-semibold ring-1 ring-inset'

/** Server Logs (back-office.md §2): 10 rows a page, newest first, with a details modal per row. */
export function LogsSection() {
  const [page, setPage] = useState(1)
  const [selected, setSelected] = useState<ServerLog | null>(null)
  const { data, error, isLoading, isFetching } = useGetServerLogsQuery(page)

  // A failure was logged by the endpoint; the table then shows no rows (back-office.md §8).
  const rows = error ? [] : (data?.data ?? [])
  const pagination = error ? undefined : data?.pagination

  return (
    <section
      aria-labelledby="server-logs-heading"
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <h2 id="server-logs-heading" className="font-semibold text-slate-900">
          Request log
        </h2>
        {isFetching && !isLoading && (
          <span className="text-sm text-slate-500" role="status">
            Loading…
          </span>
        )}
      </div>
      {/* relative: the visually hidden header text is positioned, and must scroll with the table
          instead of widening the page on a phone. */}
      <div className="relative overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200 text-sm" aria-busy={isFetching}>
          <TableHead columns={COLUMNS} />
          <tbody className="divide-y divide-slate-100">
            {isLoading ? (
              <tr>
                <td colSpan={8} className="px-4 py-10 text-center text-slate-500">
                  <span role="status">Loading logs…</span>
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={8} className="px-4 py-10 text-center text-slate-500">
                  No logs found.
                </td>
              </tr>
            ) : (
              rows.map((log) => (
                <tr key={log._id} className="hover:bg-slate-50">
                  <td className="px-4 py-3 font-medium whitespace-nowrap text-slate-900">
                    {log.username ?? 'Guest'}
                  </td>
                  <td className="px-4 py-3">
                    <span className={`${BADGE} ${METHOD_STYLES[log.method] ?? 'bg-slate-50 text-slate-700'}`}>
                      {log.method}
                    </span>
                  </td>
                  <td
                    className="px-4 py-3 font-mono text-xs whitespace-nowrap text-slate-700"
                    title={log.route}
                  >
                    {cutText(log.route)}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700" title={log.user}>
                    {log.user ? cutText(log.user) : '—'}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                    {formatDateTime(log.timestamp, { seconds: true })}
                  </td>
                  <td className="px-4 py-3 font-mono text-xs whitespace-nowrap text-slate-700">{log.ip}</td>
                  <td className="px-4 py-3">
                    <span className={`${BADGE} ${statusStyle(log.statusCode)}`}>{log.statusCode}</span>
                  </td>
                  <td className="px-4 py-3 text-right">
                    <button
                      type="button"
                      onClick={() => setSelected(log)}
                      aria-label={`Details of ${log.method} ${log.route} at ${formatDateTime(log.timestamp, { seconds: true })}`}
                      title="Details"
                      className="rounded-lg p-2 text-brand-600 hover:bg-brand-50 hover:text-brand-800"
                    >
                      <Eye aria-hidden="true" className="h-4 w-4" />
                    </button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pagination && pagination.total > 0 && (
        <Pagination
          label="Server logs pages"
          page={page}
          totalPages={pagination.totalPages}
          total={pagination.total}
          pageSize={PAGE_SIZE.logs}
          noun="logs"
          onPageChange={setPage}
        />
      )}
      <LogDetailsModal log={selected} onClose={() => setSelected(null)} />
    </section>
  )
}
