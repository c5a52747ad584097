import {
  ADMIN_MESSAGES,
  PRIVILEGE_MESSAGES,
  SUPER_ADMIN_ROLE,
  type Admin,
  USER_MANAGEMENT_MESSAGES,
} from '@gwp/contracts'
import { useRef, useState } from 'react'

import { toast } from '#app/components/toast'
import { FormActions } from '#app/components/ui/form-actions'
import { FormFailure } from '#app/components/ui/form-failure'
import { Modal } from '#app/components/ui/modal'
import { SelectField } from '#app/components/ui/select-field'
import { useUpdateAdminRoleMutation } from '#app/features/back-office/api/admins'
import { useGetAllRolesQuery } from '#app/features/back-office/api/privileges'
import { getApiError } from '#app/lib/api-error'

/**
 * Update Role (docs/requirements/accounts.md#states, #rights, #errors): a "Select Role" dropdown filled from
 * the permission list; Update waits for a role other than the current one and reads "Updating..." while the
 * request runs. A refusal says the server's message; no answer at all says the spec's network sentence.
 */
export function UpdateRoleModal({ admin, onClose }: { admin: Admin | null; onClose: () => void }) {
  const selectRef = useRef<HTMLSelectElement>(null)
  const [updateRole, { isLoading }] = useUpdateAdminRoleMutation()
  // A change under way finishes in the open dialog, so its outcome is seen where it was asked for.
  const close = () => {
    if (!isLoading) onClose()
  }
  return (
    <Modal open={admin !== null} title="Update Role" onClose={close} initialFocusRef={selectRef}>
      {admin && (
        <UpdateRoleForm
          key={admin._id}
          admin={admin}
          selectRef={selectRef}
          busy={isLoading}
          save={(role) => updateRole({ id: admin._id, role }).unwrap()}
          onCancel={close}
          onSaved={onClose}
        />
      )}
    </Modal>
  )
}

interface UpdateRoleFormProps {
  admin: Admin
  selectRef: React.RefObject<HTMLSelectElement | null>
  busy: boolean
  save: (role: string) => Promise<unknown>
  onCancel: () => void
  onSaved: () => void
}

function UpdateRoleForm({ admin, selectRef, busy, save, onCancel, onSaved }: UpdateRoleFormProps) {
  const roles = useGetAllRolesQuery()
  const [role, setRole] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const names = roles.data?.permission.map((entry) => entry.role) ?? []
  // Not disabled while the roles load: the select takes focus when the dialog opens, and keeps it.
  const unavailable = !roles.isLoading && (roles.isError || names.length === 0)

  let waiting: string | undefined
  if (role === '') waiting = 'Choose a role'
  else if (role === admin.role) waiting = `${admin.username} already has this role`

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (waiting !== undefined || busy) return
    setFailure(null)
    try {
      await save(role)
    } catch (error) {
      const problem = getApiError(error)
      const text = problem.status === null ? USER_MANAGEMENT_MESSAGES.roleNetworkFault : problem.message
      toast.error(text)
      setFailure(text)
      return
    }
    toast.success(ADMIN_MESSAGES.roleUpdated)
    onSaved()
  }

  let placeholder = 'Choose a role'
  if (roles.isLoading) placeholder = 'Loading roles…'
  else if (!roles.isError && names.length === 0) placeholder = USER_MANAGEMENT_MESSAGES.rolesEmpty

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        <strong className="font-semibold break-all text-slate-900">{admin.username}</strong> ({admin.fullName}
        ) has the role <strong className="font-semibold text-slate-900">{admin.role}</strong>.
      </p>
      <SelectField
        ref={selectRef}
        label="Select Role"
        value={role}
        onChange={(event) => setRole(event.target.value)}
        disabled={unavailable || busy}
        error={roles.isError ? PRIVILEGE_MESSAGES.fetchFailed : undefined}
        // docs/requirements/accounts.md#rights: nobody can change a superAdmin's role, so this choice cannot
        // be undone here.
        hint={role === SUPER_ADMIN_ROLE ? 'A superAdmin’s role cannot be changed afterwards.' : undefined}
      >
        <option value="">{placeholder}</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name === admin.role ? `${name} (current)` : name}
          </option>
        ))}
      </SelectField>
      <FormFailure message={failure} />
      <FormActions
        submitLabel="Update"
        busyLabel="Updating..."
        busy={busy}
        disabled={waiting !== undefined}
        disabledReason={unavailable || roles.isLoading ? undefined : waiting}
        onCancel={onCancel}
      />
    </form>
  )
}
