import type { ServerLog } from '@gwp/contracts'

import { Modal } from '#app/components/ui/modal'
import { formatDateTime } from '#app/utils/dates'
import { repeatText } from './log-format'

/**
 * One row in full: method, route, user agent, user name, timestamp
 * (docs/requirements/back-office.md#server-logs), and how many identical requests of that second it stands
 * for.
 */
export function LogDetailsModal({ log, onClose }: { log: ServerLog | null; onClose: () => void }) {
  const rows: ReadonlyArray<[string, string]> = log
    ? [
        ['Method', log.method],
        ['Route', log.route],
        ['User Agent', log.user || '—'],
        ['User Name', log.username ?? 'Guest'],
        ['Timestamp', formatDateTime(log.timestamp, { seconds: true })],
        ['Requests', log.count === 1 ? '1' : repeatText(log.count)],
      ]
    : []
  return (
    <Modal open={log !== null} title="Log Details" onClose={onClose}>
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[8rem_1fr] sm:gap-3">
            <dt className="text-sm font-medium text-slate-500">{label}</dt>
            <dd className="font-mono text-sm wrap-anywhere text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  )
}
