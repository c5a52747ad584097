import { SUPER_ADMIN_ROLE, type Admin, type StatusFilter } from '@gwp/contracts'
import { Eye, UserCog } from 'lucide-react'

import type { DataTableColumn } from '#app/components/ui/data-table'
import { FilterMenu, type FilterMenuOption } from '#app/components/ui/filter-menu'
import { RowActionButton } from '#app/components/ui/row-action-button'
import { formatCalendarDate } from '#app/utils/dates'
import { UserStateBadge, UserStateButton } from './user-state'

/** The State column's filter, in the words of the badge: the API calls a disabled admin inactive. */
const STATE_OPTIONS: ReadonlyArray<FilterMenuOption<StatusFilter>> = [
  { value: 'all', label: 'Show All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Disabled' },
]

export interface UserColumnsOptions {
  state: StatusFilter
  onStateFilter: (state: StatusFilter) => void
  /** The signed-in admin: the API refuses a change to one's own role or state, so none is offered. */
  ownId: string | undefined
  onChangeRole: (admin: Admin) => void
  onChangeState: (admin: Admin) => void
  onDetails: (admin: Admin) => void
}

/**
 * Username, Full Name, Email, Date of Birth, Role, State and Actions
 * (docs/requirements/accounts.md#users-section). Change role is hidden for a superAdmin
 * (docs/requirements/accounts.md#rights: their role cannot be changed); details is for everyone.
 */
export function userColumns({
  state,
  onStateFilter,
  ownId,
  onChangeRole,
  onChangeState,
  onDetails,
}: UserColumnsOptions): ReadonlyArray<DataTableColumn<Admin>> {
  const isOwn = (admin: Admin) => admin._id === ownId
  return [
    {
      header: 'Username',
      isRowHeader: true,
      // Widths below which a column would break its text a few letters a line on a tablet; the
      // table scrolls sideways instead.
      className: 'min-w-32 break-all',
      cell: (admin) => (
        <>
          {admin.username}
          {/* Says why this row offers no role or state change. */}
          {isOwn(admin) && (
            <>
              {' '}
              <span className="ml-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold break-normal whitespace-nowrap text-brand-800">
                You
              </span>
            </>
          )}
        </>
      ),
    },
    { header: 'Full Name', cell: (admin) => admin.fullName, className: 'min-w-32 break-words' },
    { header: 'Email', cell: (admin) => admin.email, className: 'min-w-56 break-words text-slate-700' },
    {
      header: 'Date of Birth',
      cell: (admin) => formatCalendarDate(admin.dateOfBirth),
      className: 'whitespace-nowrap text-slate-700',
    },
    { header: 'Role', cell: (admin) => admin.role, className: 'break-words text-slate-700' },
    {
      header: 'State',
      renderHeader: () => (
        <FilterMenu label="State" options={STATE_OPTIONS} value={state} onChange={onStateFilter} />
      ),
      cell: (admin) => (
        <span className="flex flex-wrap items-center gap-2">
          <UserStateBadge isActive={admin.isActive} />
          {!isOwn(admin) && <UserStateButton admin={admin} onClick={onChangeState} />}
        </span>
      ),
    },
    {
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (admin) => (
        <div className="flex justify-end gap-1">
          {admin.role !== SUPER_ADMIN_ROLE && !isOwn(admin) && (
            <RowActionButton
              label={`Change role of ${admin.username}`}
              icon={UserCog}
              tone="edit"
              onClick={() => onChangeRole(admin)}
            />
          )}
          <RowActionButton
            label={`Details of ${admin.username}`}
            icon={Eye}
            tone="view"
            onClick={() => onDetails(admin)}
          />
        </div>
      ),
    },
  ]
}
