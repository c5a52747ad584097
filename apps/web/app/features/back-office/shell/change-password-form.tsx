import {
  ChangePasswordFormSchema,
  RESET_PASSWORD_HINTS,
  type ChangePasswordForm as ChangePasswordValues,
} from '@gwp/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { toast } from '#app/components/toast'
import { FormActions } from '#app/components/ui/form-actions'
import { FormFailure } from '#app/components/ui/form-failure'
import { PasswordField } from '#app/components/ui/password-field'
import { PasswordHints } from '#app/components/ui/password-hints'
import { useChangePasswordMutation } from '#app/features/back-office/api/profile'
import { applyApiErrors, getApiError } from '#app/lib/api-error'

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const

/**
 * Beyond the spec: the signed-in admin changes their own password from the Profile modal. The
 * current password is asked for, the new one follows the reset page's rules, and every other session
 * of the admin ends on the server while this one stays signed in.
 */
export function ChangePasswordForm({ onBack, onChanged }: { onBack: () => void; onChanged: () => void }) {
  const {
    register,
    handleSubmit,
    control,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    mode: 'onTouched',
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  })
  const password = useWatch({ control, name: 'password' })
  const [changePassword, { isLoading: saving, error }] = useChangePasswordMutation()

  useEffect(() => setFocus('currentPassword'), [setFocus])

  const onSubmit = async (values: ChangePasswordValues) => {
    try {
      const { message } = await changePassword(values).unwrap()
      // The dialog closes first: a toast under an open dialog sits behind its backdrop.
      onChanged()
      toast.success(message)
    } catch (failure) {
      // A wrong current password comes back under its field; a throttle or a fault as a message.
      applyApiErrors(setError, failure, FIELDS)
    }
  }

  const problem = error ? getApiError(error) : null
  // Field reasons are shown under their fields; anything else (429, a network fault) above the buttons.
  const failure = problem && Object.keys(problem.fieldErrors).length === 0 ? problem.message : null

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">
        Your other devices are signed out when the password changes; this one stays signed in.
      </p>
      <PasswordField
        label="Current Password"
        toggleSubject="current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        disabled={saving}
        {...register('currentPassword')}
      />
      <PasswordField
        label="New Password"
        toggleSubject="new password"
        autoComplete="new-password"
        error={errors.password?.message}
        hint={<PasswordHints hints={RESET_PASSWORD_HINTS} password={password} />}
        disabled={saving}
        {...register('password')}
      />
      <PasswordField
        label="Confirm New Password"
        toggleSubject="confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        disabled={saving}
        {...register('confirmPassword')}
      />
      <FormFailure message={failure} />
      <FormActions
        submitLabel="Change Password"
        busyLabel="Changing..."
        busy={saving}
        onCancel={onBack}
        cancelLabel="Back"
      />
    </form>
  )
}
