import { STATUS_FILTERS, type Admin, type StatusFilter, USER_MANAGEMENT_MESSAGES } from '@gwp/contracts'
import { useState } from 'react'

import { Button } from '#app/components/ui/button'
import { DataTable } from '#app/components/ui/data-table'
import { SearchField } from '#app/components/ui/search-field'
import { useAppSelector } from '#app/features/back-office/session/store'
import { useGetAdminPageQuery } from '#app/features/back-office/api/admins'
import { failureOf } from '#app/features/back-office/lib/failure-toast'
import { useListParams } from '#app/features/back-office/lib/use-list-params'
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
  const list = useListParams({ filters: { status: 'all' }, allowed: { status: STATUS_FILTERS } })
  const status = list.filters.status as StatusFilter
  const { data, error, isLoading, isFetching } = useGetAdminPageQuery({ page: list.page, q: list.q, status })
  const ownId = useAppSelector((state) => state.session.user?._id)
  const [open, setOpen] = useState<OpenModal>(null)
  const close = () => setOpen(null)
  const failure = error ? failureOf(USER_MANAGEMENT_MESSAGES.listFailed, error) : null

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
        rows={error ? [] : (data?.data ?? [])}
        getRowKey={(admin) => admin._id}
        isLoading={isLoading}
        isFetching={isFetching}
        error={failure && (failure.reason ? `${failure.title}: ${failure.reason}` : failure.title)}
        loadingMessage="Loading users…"
        emptyMessage={list.q || status !== 'all' ? 'No users match.' : 'No users yet.'}
        paging={{
          mode: 'server',
          page: list.page,
          total: error ? 0 : (data?.pagination?.total ?? 0),
          onPageChange: list.setPage,
          noun: 'users',
          label: 'Users pages',
        }}
        toolbar={
          <>
            <h2 id="users-heading" className="sr-only">
              Admin user list
            </h2>
            <SearchField
              label="Search by username, full name or email"
              placeholder="Search by username, full name or email"
              value={list.q}
              onSearch={list.setSearch}
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
