import {
  ADMIN_MESSAGES,
  GENDERS,
  RegisterAdminBodySchema,
  type Gender,
  type RegisterAdminBody,
  USER_MANAGEMENT_MESSAGES,
} from '@gwp/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useRef, useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'

import { toast } from '#app/components/toast'
import { FormActions } from '#app/components/ui/form-actions'
import { FormFailure } from '#app/components/ui/form-failure'
import { FormField } from '#app/components/ui/form-field'
import { Modal } from '#app/components/ui/modal'
import { PasswordField } from '#app/components/ui/password-field'
import { SelectField } from '#app/components/ui/select-field'
import { useRegisterAdminMutation } from '#app/features/back-office/api/admins'
import { applyApiErrors } from '#app/lib/api-error'

/** What the form holds: every field as typed, the gender empty until one is chosen. */
type AddAdminValues = Omit<RegisterAdminBody, 'gender'> & { gender: Gender | '' }

const FIELDS = [
  'username',
  'fullName',
  'email',
  'password',
  'contactNumber',
  'address',
  'gender',
  'dateOfBirth',
] as const satisfies ReadonlyArray<keyof AddAdminValues>

const EMPTY: AddAdminValues = {
  username: '',
  fullName: '',
  email: '',
  password: '',
  contactNumber: '',
  address: '',
  gender: '',
  dateOfBirth: '',
}

/** Every rule and message of docs/requirements/accounts.md#add-admin comes from the API's own schema. */
const resolver = zodResolver(RegisterAdminBodySchema) as unknown as Resolver<
  AddAdminValues,
  unknown,
  RegisterAdminBody
>

/** Add Admin, opened by "+ Create User" (docs/requirements/accounts.md#users-section, #rules, #calls). */
export function AddAdminModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const usernameRef = useRef<HTMLInputElement>(null)
  const [register, { isLoading }] = useRegisterAdminMutation()
  // A request under way finishes in the open dialog, so its outcome is seen where it was started.
  const close = () => {
    if (!isLoading) onClose()
  }
  return (
    <Modal
      open={open}
      title="Add Admin"
      onClose={close}
      initialFocusRef={usernameRef}
      closeOnBackdrop={false}
      size="lg"
    >
      {/* Mounted only while open, so each opening starts empty. */}
      {open && (
        <AddAdminForm
          usernameRef={usernameRef}
          busy={isLoading}
          save={(body) => register(body).unwrap()}
          onCancel={close}
          onSaved={onClose}
        />
      )}
    </Modal>
  )
}

interface AddAdminFormProps {
  usernameRef: React.RefObject<HTMLInputElement | null>
  busy: boolean
  save: (body: RegisterAdminBody) => Promise<unknown>
  onCancel: () => void
  onSaved: () => void
}

function AddAdminForm({ usernameRef, busy, save, onCancel, onSaved }: AddAdminFormProps) {
  const [failure, setFailure] = useState<string | null>(null)
  // Checked when a field is left, then at each keystroke: no message for a field not yet reached.
  const form = useForm<AddAdminValues, unknown, RegisterAdminBody>({
    mode: 'onTouched',
    resolver,
    defaultValues: EMPTY,
  })
  const {
    register,
    setError,
    formState: { errors },
  } = form

  const onSubmit = async (body: RegisterAdminBody) => {
    setFailure(null)
    try {
      await save(body)
    } catch (error) {
      // Everything typed stays (the fields are never disabled, so the one the server names can take
      // focus at once): the admin corrects it and sends again.
      const message = applyApiErrors(setError, error, FIELDS)
      const text = `${USER_MANAGEMENT_MESSAGES.addFailedPrefix}${message}`
      toast.error(text)
      setFailure(text)
      return
    }
    toast.success(ADMIN_MESSAGES.added)
    onSaved()
  }

  const usernameField = register('username')
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint="Lowercase letters, digits, dots, dashes and underscores"
          error={errors.username?.message}
          {...usernameField}
          ref={(element) => {
            usernameField.ref(element)
            usernameRef.current = element
          }}
        />
        <FormField
          label="Full Name"
          autoComplete="off"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <FormField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint="At least 8 characters, with an uppercase letter, a digit and one of ! @ # $ % ^ & *"
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField
          label="Contact Number"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          hint="11 digits, e.g. 03001234567"
          error={errors.contactNumber?.message}
          {...register('contactNumber')}
        />
        <SelectField label="Gender" error={errors.gender?.message} {...register('gender')}>
          <option value="">Select gender</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {gender}
            </option>
          ))}
        </SelectField>
        <FormField
          label="Date of Birth"
          type="date"
          hint="The admin must be at least 18 years old"
          error={errors.dateOfBirth?.message}
          {...register('dateOfBirth')}
        />
        <FormField
          label="Address"
          autoComplete="off"
          error={errors.address?.message}
          {...register('address')}
        />
      </div>
      <FormFailure message={failure} />
      <FormActions submitLabel="Add Admin" busyLabel="Adding..." busy={busy} onCancel={onCancel} />
    </form>
  )
}
