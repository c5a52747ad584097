import { ADMINISTRATION_MESSAGES, PAGE_SIZE, pageView, type AuditEntry } from '@gwp/contracts'
import type { LucideIcon } from 'lucide-react'
import {
  AtSign,
  KeyRound,
  RotateCcwKey,
  ShieldEllipsis,
  ShieldPlus,
  ShieldX,
  UserCheck,
  UserCog,
  UserPen,
  UserPlus,
  UserX,
} from 'lucide-react'
import { useEffect } from 'react'

import { Pagination } from '#app/components/ui/pagination'
import { formatDateTime } from '#app/utils/dates'
import { useGetAuditHistoryPageQuery } from '#app/features/back-office/api/audit-history'
import { describeChange } from './describe-change'
import { useHistoryPage } from './use-history-page'

/** A glance at the kind of change; the sentence beside it says it in full. */
function iconOf(entry: AuditEntry): { icon: LucideIcon; tone: string } {
  switch (entry.action) {
    case 'admin.role':
      return { icon: UserCog, tone: 'bg-violet-50 text-violet-700' }
    case 'admin.status':
      return entry.after?.isActive
        ? { icon: UserCheck, tone: 'bg-emerald-50 text-emerald-700' }
        : { icon: UserX, tone: 'bg-slate-100 text-slate-700' }
    case 'role.create':
      return { icon: ShieldPlus, tone: 'bg-emerald-50 text-emerald-700' }
    case 'role.update':
      return { icon: ShieldEllipsis, tone: 'bg-sky-50 text-sky-700' }
    case 'role.delete':
      return { icon: ShieldX, tone: 'bg-red-50 text-red-700' }
    case 'admin.create':
      return { icon: UserPlus, tone: 'bg-emerald-50 text-emerald-700' }
    case 'admin.profile':
      return { icon: UserPen, tone: 'bg-sky-50 text-sky-700' }
    // The changes that move an account's way back in (its e-mail, its password) stand out.
    case 'admin.email':
      return { icon: AtSign, tone: 'bg-amber-50 text-amber-700' }
    case 'admin.password':
      return { icon: KeyRound, tone: 'bg-amber-50 text-amber-700' }
    case 'admin.password-reset':
      return { icon: RotateCcwKey, tone: 'bg-amber-50 text-amber-700' }
  }
}

/**
 * Who changed which admin's role or state, and which role's grid, newest first, 10 at a time
 * (GET /api/v1/audit-history); and who added which account, and each admin's own profile, e-mail and
 * password changes and resets. Read-only: the history is a record, nothing in it can be edited. Every
 * privilege write, Add Admin and a password change invalidate it (the AuditEntry tag), so they show
 * here at once.
 */
export function ChangeHistory() {
  const history = useHistoryPage()
  const { data, error, isLoading, isFetching } = useGetAuditHistoryPageQuery({ page: history.page })
  const entries = error ? [] : (data?.data ?? [])
  const total = error ? 0 : (data?.pagination.total ?? 0)
  const view = pageView(total, history.page, PAGE_SIZE.admin)

  // A page past the end (an old link, a shorter history) shows the last page, and the URL says so.
  const settled = data !== undefined && !isFetching && !error
  const { setPage } = history
  useEffect(() => {
    if (settled && total > 0 && view.page !== history.page) setPage(view.page, { replace: true })
  }, [settled, total, view.page, history.page, setPage])

  let body: React.ReactNode
  if (isLoading) {
    body = (
      <p role="status" className="px-4 py-8 text-center text-slate-500">
        Loading history…
      </p>
    )
  } else if (error) {
    body = (
      <p role="alert" className="px-4 py-8 text-center font-medium text-red-700">
        {ADMINISTRATION_MESSAGES.historyFailed}
      </p>
    )
  } else if (entries.length === 0) {
    body = <p className="px-4 py-8 text-center text-slate-500">No changes recorded yet.</p>
  } else {
    body = (
      <ol
        aria-labelledby="change-history-heading"
        aria-busy={isFetching}
        className={`divide-y divide-slate-100 transition-opacity motion-reduce:transition-none ${
          isFetching ? 'opacity-60' : ''
        }`}
      >
        {entries.map((entry) => {
          const { icon: Icon, tone } = iconOf(entry)
          return (
            <li key={entry._id} className="flex items-start gap-3 px-4 py-3">
              <span
                aria-hidden="true"
                className={`mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full ${tone}`}
              >
                <Icon className="h-4 w-4" />
              </span>
              <div className="min-w-0 flex-1 sm:flex sm:items-baseline sm:gap-4">
                <p className="min-w-0 flex-1 text-sm break-words text-slate-800">
                  <span className="font-semibold text-slate-900">{entry.actor}</span> {describeChange(entry)}
                </p>
                <time
                  dateTime={entry.createdAt}
                  className="mt-0.5 block shrink-0 text-xs whitespace-nowrap text-slate-500 tabular-nums sm:mt-0"
                >
                  {formatDateTime(entry.createdAt)}
                </time>
              </div>
            </li>
          )
        })}
      </ol>
    )
  }

  return (
    <section
      aria-labelledby="change-history-heading"
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="border-b border-slate-200 px-4 py-3">
        <h2 id="change-history-heading" className="font-semibold text-slate-900">
          Change history
        </h2>
        <p className="text-sm text-slate-500">Role and account changes, newest first.</p>
      </div>
      {body}
      {!isLoading && !error && total > 0 && (
        <Pagination
          label="Change history pages"
          noun="changes"
          page={view.page}
          total={total}
          onPageChange={(page) => setPage(page)}
        />
      )}
    </section>
  )
}
