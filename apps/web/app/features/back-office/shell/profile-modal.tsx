import { ADMIN_MESSAGES, type Admin, type UpdateProfileBody } from '@gwp/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRound, Pencil, Undo2 } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { flushSync } from 'react-dom'
import { useForm, useWatch } from 'react-hook-form'

import { toast } from '#app/components/toast'
import { FormActions } from '#app/components/ui/form-actions'
import { FormField } from '#app/components/ui/form-field'
import { Modal } from '#app/components/ui/modal'
import { PasswordField } from '#app/components/ui/password-field'
import { formatCalendarDate } from '#app/utils/dates'
import { useUpdateProfileMutation } from '#app/features/back-office/api/profile'
import { applyApiErrors, getApiError } from '#app/lib/api-error'
import { ChangePasswordForm } from './change-password-form'
import {
  EDITABLE,
  EDITABLE_KEYS,
  profileFormSchema,
  type ProfileField,
  type ProfileValues,
} from './profile-fields'
import { useLogout } from './use-logout'

// A label beside its value from sm up; above it on a phone, where a label column leaves no room.
const ROW = 'grid items-center gap-x-3 gap-y-0.5 px-4 py-3 sm:grid-cols-[8rem_1fr]'
const TERM = 'text-sm font-medium text-slate-500'

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export function ProfileModal({ open, user, onClose }: { open: boolean; user: Admin; onClose: () => void }) {
  // Beyond the spec, the same dialog changes the admin's own password.
  const [view, setView] = useState<'profile' | 'password'>('profile')
  const close = () => {
    setView('profile')
    onClose()
  }
  return (
    <Modal
      open={open}
      title={view === 'profile' ? 'Profile' : 'Change Password'}
      onClose={close}
      closeOnBackdrop={false}
    >
      {/* The Modal mounts its content only while open, so each opening starts from the stored profile. */}
      {view === 'profile' ? (
        <ProfileForm user={user} onClose={close} onChangePassword={() => setView('password')} />
      ) : (
        <ChangePasswordForm onBack={() => setView('profile')} onChanged={close} />
      )}
    </Modal>
  )
}

interface ProfileFormProps {
  user: Admin
  onClose: () => void
  onChangePassword: () => void
}

function ProfileForm({ user, onClose, onChangePassword }: ProfileFormProps) {
  const formId = useId()
  const [editing, setEditing] = useState<ReadonlySet<ProfileField>>(() => new Set())
  const resolver = useMemo(() => zodResolver(profileFormSchema(editing)), [editing])
  const {
    register,
    handleSubmit,
    control,
    resetField,
    setFocus,
    setError,
    formState: { errors },
  } = useForm<ProfileValues>({
    mode: 'onChange',
    resolver,
    defaultValues: {
      email: user.email,
      contactNumber: user.contactNumber,
      address: user.address,
      currentPassword: '',
    },
  })
  const values = useWatch({ control })
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation()
  const logout = useLogout()

  const edited = EDITABLE.filter((field) => editing.has(field.key))
  const changed = edited.filter((field) => (values[field.key] ?? '').trim() !== user[field.key])
  const hasError = Object.keys(errors).length > 0
  const editedEmpty = edited.some((field) => (values[field.key] ?? '').trim() === '')
  // Beyond the spec: a new e-mail moves where reset links go, so the server asks for the password.
  const emailChanged = changed.some((field) => field.key === 'email')
  const passwordMissing = emailChanged && (values.currentPassword ?? '') === ''
  const canUpdate = changed.length > 0 && !hasError && !editedEmpty && !passwordMissing && !saving

  const startEditing = (key: ProfileField) => {
    // The field must exist before it can take focus.
    flushSync(() => setEditing((current) => new Set(current).add(key)))
    setFocus(key)
  }

  const stopEditing = (key: ProfileField) => {
    flushSync(() =>
      setEditing((current) => {
        const next = new Set(current)
        next.delete(key)
        return next
      }),
    )
    resetField(key)
    if (key === 'email') resetField('currentPassword')
    document.getElementById(`${formId}-${key}-edit`)?.focus()
  }

  const onSubmit = async (parsed: ProfileValues) => {
    const body: UpdateProfileBody = {}
    for (const field of edited) {
      if (parsed[field.key] !== user[field.key]) body[field.key] = parsed[field.key]
    }
    if (Object.keys(body).length === 0) return
    if (body.email !== undefined) body.currentPassword = parsed.currentPassword
    try {
      await updateProfile({ id: user._id, body }).unwrap()
    } catch (error) {
      // A field the server refused (400) shows its reason under the field. A wrong current password
      // is said there alone: the admin retypes it, and a toast would outlast the retry's success.
      // A 409 means the e-mail belongs to another admin, a 429 that too many passwords were wrong:
      // the generic text would leave the admin retrying a change that cannot succeed now, so the
      // server's reason is the toast. Anything else gets the spec's "Failed to update profile.
      // Please try again." (docs/requirements/accounts.md#errors).
      const message = applyApiErrors(setError, error, [...EDITABLE_KEYS, 'currentPassword'])
      const { status, fieldErrors } = getApiError(error)
      if (fieldErrors.currentPassword) return
      toast.error(status === 409 || status === 429 ? message : ADMIN_MESSAGES.profileUpdateFailed)
      return
    }
    onClose()
    toast.success(ADMIN_MESSAGES.reloginRequired)
    // The server has already ended every session of this admin; this clears the browser's copy.
    await logout()
  }

  const readOnly: ReadonlyArray<[string, string]> = [
    ['Username', user.username],
    ['Gender', user.gender],
    ['Role', capitalise(user.role)],
    ['Date of Birth', formatCalendarDate(user.dateOfBirth)],
  ]

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <div className="mb-5 flex items-center gap-4 rounded-xl bg-brand-50 p-4">
        <span
          aria-hidden="true"
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-600 text-2xl font-bold text-white"
        >
          {user.username.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-slate-900">{user.fullName || user.username}</p>
          <p className="text-sm text-slate-600">{capitalise(user.role)}</p>
        </div>
      </div>

      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {readOnly.slice(0, 1).map(([label, value]) => (
          <ReadOnlyRow key={label} label={label} value={value} />
        ))}
        {EDITABLE.map((field) =>
          editing.has(field.key) ? (
            <div key={field.key} className="px-4 py-3">
              <dt className="sr-only">{field.label}</dt>
              <dd>
                <div className="flex items-start gap-2">
                  <FormField
                    label={field.label}
                    type={field.type}
                    autoComplete={field.autoComplete}
                    inputMode={field.inputMode}
                    error={errors[field.key]?.message}
                    className="flex-1"
                    {...register(field.key)}
                  />
                  <button
                    type="button"
                    onClick={() => stopEditing(field.key)}
                    aria-label={`Cancel ${field.name} edit`}
                    title={`Cancel ${field.name} edit`}
                    className="mt-7 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
                  >
                    <Undo2 aria-hidden="true" className="h-4 w-4" />
                  </button>
                </div>
                {field.key === 'email' && (
                  <PasswordField
                    label="Current Password"
                    toggleSubject="current password"
                    autoComplete="current-password"
                    hint="Needed to change your email."
                    error={errors.currentPassword?.message}
                    className="mt-3 sm:mr-10"
                    {...register('currentPassword')}
                  />
                )}
              </dd>
            </div>
          ) : (
            <div key={field.key} className={ROW}>
              <dt className={TERM}>{field.label}</dt>
              <dd className="flex min-w-0 items-center justify-between gap-3">
                <span className="min-w-0 break-words text-slate-900">{user[field.key] || '—'}</span>
                <button
                  id={`${formId}-${field.key}-edit`}
                  type="button"
                  onClick={() => startEditing(field.key)}
                  aria-label={`Edit ${field.name}`}
                  title={`Edit ${field.name}`}
                  className="shrink-0 rounded-lg p-2 text-brand-600 hover:bg-brand-50 hover:text-brand-800"
                >
                  <Pencil aria-hidden="true" className="h-4 w-4" />
                </button>
              </dd>
            </div>
          ),
        )}
        {readOnly.slice(1).map(([label, value]) => (
          <ReadOnlyRow key={label} label={label} value={value} />
        ))}
      </dl>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-500">After an update you will be asked to sign in again.</p>
        <button
          type="button"
          onClick={onChangePassword}
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <KeyRound aria-hidden="true" className="h-4 w-4" />
          Change password
        </button>
      </div>
      <FormActions
        submitLabel="Update"
        busyLabel="Updating..."
        busy={saving}
        disabled={!canUpdate}
        onCancel={onClose}
      />
    </form>
  )
}

function ReadOnlyRow({ label, value }: { label: string; value: string }) {
  return (
    <div className={ROW}>
      <dt className={TERM}>{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{value || '—'}</dd>
    </div>
  )
}
