import { STATUS_FILTERS, type Admin, type StatusFilter, USER_MANAGEMENT_MESSAGES } from '@gwp/contracts'
import { useState } from 'react'

import { Button } from '#app/components/ui/button'
import { DataTable } from '#app/components/ui/data-table'
import { SearchField } from '#app/components/ui/search-field'
import { useAppSelector } from '#app/features/back-office/session/store'
import { useGetAdminPageQuery } from '#app/features/back-office/api/admins'
import { failureOf } from '#app/features/back-office/lib/failure-toast'
import { useServerList } from '#app/features/back-office/lib/use-server-list'
import { AddAdminModal } from './add-admin-modal'
import { UpdateRoleModal } from './update-role-modal'
import { userColumns } from './user-columns'
import { UserDetailsModal } from './user-details-modal'
import { UserStateDialog } from './user-state-dialog'

type OpenModal = { kind: 'add' } | { kind: 'details' | 'role' | 'state'; admin: Admin } | null

const pick = (open: OpenModal, kind: 'details' | 'role' | 'state') =>
  open?.kind === kind ? open.admin : null

/**
 * User Management (docs/requirements/accounts.md#users-section, #rules, #rights, #calls), which only a
 * superAdmin reaches: the server pages the admins 10 at a time; the search by username, full name or e-mail,
 * the State filter and the page live in the URL (`?section=user-management&q=sana&status=inactive&page=2`).
 * Beyond the spec, an admin who leaves can be disabled (their sessions end at once) and enabled again.
 */
export function UsersSection() {
  const { list, table, search, filtered } = useServerList({
    params: { filters: { status: 'all' }, allowed: { status: STATUS_FILTERS } },
    useQuery: useGetAdminPageQuery,
    args: ({ page, q, filters }) => ({ page, q, status: filters.status as StatusFilter }),
    rowsOf: (page) => page.data,
    failure: (error) => {
      const failure = failureOf(USER_MANAGEMENT_MESSAGES.listFailed, error)
      return failure.reason ? `${failure.title}: ${failure.reason}` : failure.title
    },
    paging: { noun: 'users', label: 'Users pages' },
  })
  const status = list.filters.status as StatusFilter
  const ownId = useAppSelector((state) => state.session.user?._id)
  const [open, setOpen] = useState<OpenModal>(null)
  const close = () => setOpen(null)

  return (
    <section aria-labelledby="users-heading">
      <DataTable
        caption={list.q ? `Admin users matching “${list.q}”` : 'Admin users'}
        columns={userColumns({
          state: status,
          onStateFilter: (next) => list.setFilter('status', next),
          ownId,
          onChangeRole: (admin) => setOpen({ kind: 'role', admin }),
          onChangeState: (admin) => setOpen({ kind: 'state', admin }),
          onDetails: (admin) => setOpen({ kind: 'details', admin }),
        })}
        {...table}
        getRowKey={(admin) => admin._id}
        loadingMessage="Loading users…"
        emptyMessage={filtered ? 'No users match.' : 'No users yet.'}
        toolbar={
          <>
            <h2 id="users-heading" className="sr-only">
              Admin user list
            </h2>
            <SearchField
              label="Search by username, full name or email"
              placeholder="Search by username, full name or email"
              {...search}
              className="w-full sm:w-96"
            />
            <Button onClick={() => setOpen({ kind: 'add' })}>+ Create User</Button>
          </>
        }
      />
      <AddAdminModal open={open?.kind === 'add'} onClose={close} />
      <UserDetailsModal admin={pick(open, 'details')} onClose={close} />
      <UpdateRoleModal admin={pick(open, 'role')} onClose={close} />
      <UserStateDialog admin={pick(open, 'state')} onClose={close} />
    </section>
  )
}
