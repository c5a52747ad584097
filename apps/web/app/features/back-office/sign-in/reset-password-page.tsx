import {
  API_PATHS,
  fillPath,
  RESET_PASSWORD_HINTS,
  ResetPasswordFormSchema,
  type ResetPasswordForm,
} from '@gwp/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRound } from 'lucide-react'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate, useParams } from 'react-router'

import { toast } from '#app/components/toast'
import { Button } from '#app/components/ui/button'
import { PasswordField } from '#app/components/ui/password-field'
import { PasswordHints } from '#app/components/ui/password-hints'
import { postPasswordRequest } from './post-password-request'

/**
 * The reset page and its rules, the match check included (docs/requirements/accounts.md#reset-password,
 * #rules).
 */
export function ResetPasswordPage() {
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })
  const password = useWatch({ control, name: 'password' })

  const onSubmit = async (values: ResetPasswordForm) => {
    const result = await postPasswordRequest(fillPath(API_PATHS.auth.resetPassword, { token }), values)
    if (!result.ok) {
      toast.error(result.message)
      return
    }
    reset()
    if (result.message) toast.success(result.message)
    await navigate('/admin/login')
  }

  return (
    <div className="flex justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-20">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-xl shadow-brand-900/5">
        <div className="mb-6 text-center">
          <span className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <KeyRound aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold text-brand-900">Reset Password</h1>
          <p className="mt-1 text-sm text-slate-600">Choose a new password for your admin account.</p>
        </div>

        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
          <PasswordField
            label="New Password"
            toggleSubject="new password"
            autoComplete="new-password"
            error={errors.password?.message}
            hint={<PasswordHints hints={RESET_PASSWORD_HINTS} password={password} />}
            {...register('password')}
          />
          <PasswordField
            label="Confirm Password"
            toggleSubject="confirm password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className="w-full py-2.5">
            {isSubmitting ? 'Resetting...' : 'Reset Password'}
          </Button>
        </form>
      </div>
    </div>
  )
}
