import { PRIVILEGE_MESSAGES, RoleNameSchema, type Role } from '@gwp/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useRef, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'

import { toast } from '#app/components/toast'
import { FormActions } from '#app/components/ui/form-actions'
import { FormFailure } from '#app/components/ui/form-failure'
import { FormField } from '#app/components/ui/form-field'
import { Modal } from '#app/components/ui/modal'
import { useCreateRoleMutation, useUpdateRoleMutation } from '#app/features/back-office/api/privileges'
import { applyApiErrors, getApiError, UNKNOWN_FAILURE } from '#app/lib/api-error'
import { PermissionGrid } from './permission-grid'
import {
  defaultFormGrid,
  formGridRows,
  sameRights,
  toRequestGrid,
  type FormGrid,
  type RoleFormKind,
} from './role-form-grid'

/** The role name by contracts' rules and messages; the grid is checkboxes, so always well formed. */
const roleFormSchema = z.object({
  role: RoleNameSchema,
  permissions: z.record(z.string(), z.record(z.string(), z.boolean())),
})
type RoleFormValues = z.input<typeof roleFormSchema>
type RoleFormOutput = z.output<typeof roleFormSchema>

/** Refusals of the name itself: said under the field, where it can be corrected. */
const NAME_REFUSALS: readonly string[] = [PRIVILEGE_MESSAGES.nameTaken, PRIVILEGE_MESSAGES.builtInName]

interface RoleFormModalProps {
  open: boolean
  /** The role to update; null adds a new one. */
  role: Role | null
  onClose: () => void
}

/**
 * Add Privilege and Update Privilege (docs/requirements/accounts.md#privileges-section, #states, #rules,
 * #errors): a role name and its grid.
 */
export function RoleFormModal({ open, role, onClose }: RoleFormModalProps) {
  const nameRef = useRef<HTMLInputElement>(null)
  const [createRole, created] = useCreateRoleMutation()
  const [updateRole, updated] = useUpdateRoleMutation()
  const saving = created.isLoading || updated.isLoading
  // A save under way finishes in the open dialog, so its outcome is seen where it was asked for.
  const close = () => {
    if (!saving) onClose()
  }
  return (
    <Modal
      open={open}
      title={role ? 'Update Privilege' : 'Add Privilege'}
      onClose={close}
      initialFocusRef={nameRef}
      closeOnBackdrop={false}
    >
      {/* Mounted only while open, so each opening starts from the stored role (or empty). */}
      {open && (
        <RoleForm
          key={role?._id ?? 'new'}
          role={role}
          saving={saving}
          nameRef={nameRef}
          save={(body) => (role ? updateRole({ id: role._id, body }) : createRole(body)).unwrap()}
          onCancel={close}
          onSaved={onClose}
        />
      )}
    </Modal>
  )
}

interface RoleFormProps {
  role: Role | null
  saving: boolean
  nameRef: React.RefObject<HTMLInputElement | null>
  save: (body: { role: string; permissions: FormGrid }) => Promise<{ message: string }>
  onCancel: () => void
  onSaved: () => void
}

function RoleForm({ role, saving, nameRef, save, onCancel, onSaved }: RoleFormProps) {
  const kind: RoleFormKind = role ? 'update' : 'create'
  const rows = formGridRows(kind)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<RoleFormValues, unknown, RoleFormOutput>({
    mode: 'onChange',
    resolver: zodResolver(roleFormSchema),
    defaultValues: { role: role?.role ?? '', permissions: defaultFormGrid(kind, role?.permissions) },
  })
  const {
    register,
    control,
    formState: { errors },
  } = form
  const [name = '', grid = {}] = useWatch({ control, name: ['role', 'permissions'] })
  // The server's own test (the trimmed name compared exactly, and the grid), so the button and the
  // API agree on what counts as a change (docs/requirements/accounts.md#states).
  const changed = !role || name.trim() !== role.role || !sameRights(kind, grid, role.permissions)

  const onSubmit = async (values: RoleFormOutput) => {
    // The Update button is disabled meanwhile; should a submit arrive anyway, it is refused in the
    // spec's words and nothing is sent (docs/requirements/accounts.md#states).
    if (!changed) {
      toast.info(PRIVILEGE_MESSAGES.noChanges)
      return
    }
    setFailure(null)
    try {
      const { message } = await save({ role: values.role, permissions: toRequestGrid(values.permissions) })
      toast.success(message)
      onSaved()
    } catch (error) {
      setFailure(report(error))
    }
  }

  /**
   * The server's message as a toast, with "Failed to update privileges" when an update's answer has
   * none (docs/requirements/accounts.md#calls, #errors). A reason about the name goes under it; any other is
   * said in the dialog too, as the toast sits behind the backdrop. What was typed stays.
   */
  const report = (error: unknown): string | null => {
    const { message, status, fieldErrors } = getApiError(error)
    applyApiErrors(form.setError, error, ['role'])
    // A taken or reserved name is answered 409 without field errors, yet it is the name's fault.
    const nameRefused = status === 409 && NAME_REFUSALS.includes(message)
    if (nameRefused) form.setError('role', { type: 'server', message }, { shouldFocus: true })
    if (status === 400 && message === PRIVILEGE_MESSAGES.noChanges) {
      toast.info(message)
      return message
    }
    const text = role && message === UNKNOWN_FAILURE ? PRIVILEGE_MESSAGES.updateFailed : message
    toast.error(text)
    return nameRefused || fieldErrors.role === text ? null : text
  }

  const nameField = register('role')
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormField
        label="Role name"
        autoComplete="off"
        error={errors.role?.message}
        // Read-only rather than disabled while saving: a refused name takes focus as the answer comes,
        // before the re-render that would enable a disabled field again.
        readOnly={saving}
        {...nameField}
        ref={(element) => {
          nameField.ref(element)
          nameRef.current = element
        }}
      />
      <Controller
        control={control}
        name="permissions"
        render={({ field }) => (
          <PermissionGrid rows={rows} value={field.value} onChange={field.onChange} disabled={saving} />
        )}
      />
      <FormFailure message={failure} />
      <FormActions
        submitLabel={role ? 'Update' : 'Add'}
        busyLabel={role ? 'Updating...' : 'Adding...'}
        busy={saving}
        disabled={!changed}
        disabledReason={PRIVILEGE_MESSAGES.noChanges}
        onCancel={onCancel}
      />
    </form>
  )
}
