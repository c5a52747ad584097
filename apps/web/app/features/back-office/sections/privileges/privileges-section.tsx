import { PRIVILEGE_MESSAGES, type Role } from '@gwp/contracts'
import { Plus } from 'lucide-react'
import { useState } from 'react'

import { Button } from '#app/components/ui/button'
import { DataTable } from '#app/components/ui/data-table'
import { SearchField } from '#app/components/ui/search-field'
import { useGetRolePageQuery } from '#app/features/back-office/api/privileges'
import { useServerList } from '#app/features/back-office/lib/use-server-list'
import { ChangeHistory } from './change-history'
import { roleColumns } from './role-columns'
import { RoleDeleteDialog } from './role-delete-dialog'
import { RoleFormModal } from './role-form-modal'

type OpenModal = { kind: 'add' } | { kind: 'edit' | 'delete'; role: Role } | null

const pick = (open: OpenModal, kind: 'edit' | 'delete') => (open?.kind === kind ? open.role : null)

/**
 * Role Privileges (docs/requirements/accounts.md#privileges-section; superAdmin only, as its menu entry and
 * the API are): the server pages the roles 10 at a time, the role search and the page live in the URL
 * (`?section=privilege&q=writer&page=2`). Each area's rights show as C/U/S badges; roles are added,
 * updated and deleted in modals, and the history of role and admin changes reads below.
 */
export function PrivilegesSection() {
  const { list, table, search } = useServerList({
    useQuery: useGetRolePageQuery,
    args: ({ page, q }) => ({ page, q }),
    rowsOf: (page) => page.permission,
    failure: PRIVILEGE_MESSAGES.fetchFailed,
    paging: { noun: 'roles', label: 'Roles pages' },
  })
  const [open, setOpen] = useState<OpenModal>(null)
  const close = () => setOpen(null)
  const editing = pick(open, 'edit')

  return (
    <div className="space-y-6">
      <section aria-labelledby="roles-heading">
        <DataTable
          caption={list.q ? `Roles matching “${list.q}”` : 'Roles and their privileges'}
          columns={roleColumns({
            onEdit: (role) => setOpen({ kind: 'edit', role }),
            onDelete: (role) => setOpen({ kind: 'delete', role }),
          })}
          {...table}
          getRowKey={(role) => role._id}
          loadingMessage="Loading roles…"
          emptyMessage={list.q ? 'No roles match.' : 'No roles yet.'}
          toolbar={
            <>
              <h2 id="roles-heading" className="sr-only">
                Role list
              </h2>
              <SearchField
                label="Search by role"
                placeholder="Search by role"
                {...search}
                className="w-full sm:w-80"
              />
              <Button onClick={() => setOpen({ kind: 'add' })} className="inline-flex items-center gap-1">
                <Plus aria-hidden="true" className="h-4 w-4" />
                Add Role
              </Button>
            </>
          }
        />
      </section>
      <ChangeHistory />
      <RoleFormModal open={open?.kind === 'add' || editing !== null} role={editing} onClose={close} />
      <RoleDeleteDialog role={pick(open, 'delete')} onClose={close} />
    </div>
  )
}
