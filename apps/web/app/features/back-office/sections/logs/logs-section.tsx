import { PAGE_SIZE, type ServerLog } from '@gwp/contracts'
import { Eye } from 'lucide-react'
import { useState } from 'react'

import { DataTable, type DataTableColumn } from '#app/components/ui/data-table'
import { formatDateTime } from '#app/utils/dates'
import { useGetServerLogsQuery } from '#app/features/back-office/api/server-logs'
import { useServerList } from '#app/features/back-office/lib/use-server-list'
import { LogDetailsModal } from './log-details-modal'
import { cutText, repeatText } from './log-format'

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
const NOWRAP = 'whitespace-nowrap text-slate-700'

const at = (log: ServerLog) => formatDateTime(log.timestamp, { seconds: true })

/** The time, and for a row of several identical requests their count (×12, read out in words). */
function TimestampCell({ log }: { log: ServerLog }) {
  if (log.count === 1) return at(log)
  return (
    <>
      {at(log)}
      <span
        aria-hidden="true"
        title={repeatText(log.count)}
        className={`${BADGE} ml-2 bg-slate-100 text-slate-700 ring-slate-200`}
      >
        ×{log.count.toLocaleString('en-US')}
      </span>
      <span className="sr-only">, {repeatText(log.count)}</span>
    </>
  )
}

/**
 * The spec's columns (docs/requirements/back-office.md#server-logs): route and user agent cut at 10
 * characters, then Details.
 */
function logColumns(onDetails: (log: ServerLog) => void): ReadonlyArray<DataTableColumn<ServerLog>> {
  return [
    {
      header: 'User Name',
      cell: (log) => log.username ?? 'Guest',
      className: 'font-medium whitespace-nowrap text-slate-900',
    },
    {
      header: 'Method',
      cell: (log) => (
        <span className={`${BADGE} ${METHOD_STYLES[log.method] ?? 'bg-slate-50 text-slate-700'}`}>
          {log.method}
        </span>
      ),
    },
    {
      header: 'Route',
      cell: (log) => <span title={log.route}>{cutText(log.route)}</span>,
      className: `font-mono text-xs ${NOWRAP}`,
    },
    {
      header: 'User Agent',
      cell: (log) => (log.user ? <span title={log.user}>{cutText(log.user)}</span> : '—'),
      className: NOWRAP,
    },
    { header: 'Timestamp', cell: (log) => <TimestampCell log={log} />, className: NOWRAP },
    { header: 'IP Address', cell: (log) => log.ip, className: `font-mono text-xs ${NOWRAP}` },
    {
      header: 'Status Code',
      cell: (log) => <span className={`${BADGE} ${statusStyle(log.statusCode)}`}>{log.statusCode}</span>,
    },
    {
      header: 'Details',
      srOnlyHeader: true,
      align: 'right',
      cell: (log) => (
        <button
          type="button"
          onClick={() => onDetails(log)}
          aria-label={`Details of ${log.method} ${log.route} at ${at(log)}`}
          title="Details"
          className="rounded-lg p-2 text-brand-600 hover:bg-brand-50 hover:text-brand-800"
        >
          <Eye aria-hidden="true" className="h-4 w-4" />
        </button>
      ),
    },
  ]
}

/**
 * Server Logs (docs/requirements/back-office.md#server-logs): 10 rows a page, newest first, with a details
 * modal per row. The page is in the URL (`?section=logs&page=3`), so a reload or Back shows the same page.
 */
export function LogsSection() {
  const [selected, setSelected] = useState<ServerLog | null>(null)
  const { table } = useServerList({
    useQuery: useGetServerLogsQuery,
    args: ({ page }) => page,
    rowsOf: (page) => page.data,
    // A failure was logged by the endpoint; the table then shows no rows
    // (docs/requirements/back-office.md#errors).
    failure: null,
    paging: { noun: 'logs', label: 'Server logs pages', pageSize: PAGE_SIZE.logs },
  })
  const { isLoading, isFetching } = table

  return (
    <section aria-labelledby="server-logs-heading">
      <DataTable
        caption="Server logs"
        columns={logColumns(setSelected)}
        {...table}
        getRowKey={(log) => log._id}
        loadingMessage="Loading logs…"
        emptyMessage="No logs found."
        toolbar={
          <>
            <h2 id="server-logs-heading" className="font-semibold text-slate-900">
              Request log
            </h2>
            {isFetching && !isLoading && (
              <span className="text-sm text-slate-500" role="status">
                Loading…
              </span>
            )}
          </>
        }
      />
      <LogDetailsModal log={selected} onClose={() => setSelected(null)} />
    </section>
  )
}
