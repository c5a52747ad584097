import { can, isBuiltInRole, type Role } from '@gwp/contracts'
import { Pencil, Trash2 } from 'lucide-react'

import type { DataTableColumn } from '#app/components/ui/data-table'
import { RowActionButton } from '#app/components/ui/row-action-button'
import { actionsOf, AREA_COLUMNS } from './role-areas'
import { RightsBadges } from './rights-badges'

export interface RoleColumnsOptions {
  onEdit: (role: Role) => void
  onDelete: (role: Role) => void
}

/**
 * Role, Blog, Quotes, Category, Sub-Category, Products, Event and the actions
 * (docs/requirements/accounts.md#privileges-section). Rights are read through contracts' `can()`, so
 * superAdmin shows every badge: it holds them all whatever is stored for it. superAdmin and Member offer
 * neither edit nor delete (docs/requirements/accounts.md#rights).
 */
export function roleColumns({ onEdit, onDelete }: RoleColumnsOptions): ReadonlyArray<DataTableColumn<Role>> {
  return [
    {
      header: 'Role',
      isRowHeader: true,
      cell: (role) => role.role,
      className: 'min-w-36 break-words',
    },
    ...AREA_COLUMNS.map(({ area, label }): DataTableColumn<Role> => ({
      header: label,
      cell: (role) => <RightsBadges held={actionsOf(area).filter((action) => can(role, area, action))} />,
      className: 'whitespace-nowrap',
    })),
    {
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (role) =>
        // Built-in roles say why they offer nothing, rather than leaving a blank the admin must puzzle over.
        isBuiltInRole(role.role) ? (
          <span className="text-xs font-medium text-slate-500">Built-in</span>
        ) : (
          <div className="flex justify-end gap-1">
            <RowActionButton
              label={`Edit ${role.role}`}
              icon={Pencil}
              tone="edit"
              onClick={() => onEdit(role)}
            />
            <RowActionButton
              label={`Delete ${role.role}`}
              icon={Trash2}
              tone="delete"
              onClick={() => onDelete(role)}
            />
          </div>
        ),
    },
  ]
}
