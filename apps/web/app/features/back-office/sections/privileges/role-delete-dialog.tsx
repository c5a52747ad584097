import type { Role } from '@gwp/contracts'
import { useRef } from 'react'

import { toast } from '#app/components/toast'
import { useDeleteRoleMutation } from '#app/features/back-office/api/privileges'
import { DeleteDialog } from '#app/features/back-office/lib/delete-dialog'

/**
 * Deleting a role: asked first. A role still given to an admin is refused (409, "This role is still
 * assigned…"), and the dialog says so, open, until their role is changed. Success toasts the server's
 * message (docs/requirements/accounts.md#calls, #errors).
 */
export function RoleDeleteDialog({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const [deleteRole, { isLoading }] = useDeleteRoleMutation()
  // The server's words for the toast, kept from the answer until the dialog reports the delete.
  const answer = useRef('')
  return (
    <DeleteDialog
      item={role}
      title="Delete Role"
      message={(item) => (
        <>
          Delete role <strong className="font-semibold break-words text-slate-900">{item?.role}</strong>? Its
          privileges go with it, and it can no longer be given to an admin.
        </>
      )}
      busy={isLoading}
      remove={async (item) => {
        answer.current = (await deleteRole(item._id).unwrap()).message
      }}
      onDeleted={() => toast.success(answer.current)}
      onClose={onClose}
    />
  )
}
