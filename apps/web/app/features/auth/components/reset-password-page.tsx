import {
  API_PATHS,
  fillPath,
  PASSWORD_MIN_LENGTH,
  ResetPasswordFormSchema,
  type ResetPasswordForm,
} from '@gwp/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { Check, KeyRound, X } from 'lucide-react'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate, useParams } from 'react-router'
import { toast } from 'react-toastify'

import { Button } from '../../../components/ui/button'
import { PasswordField } from './password-field'
import { postPasswordRequest } from './post-password-request'

/**
 * The hint list only shows progress while typing; ResetPasswordFormSchema from contracts is what
 * accepts or refuses the password (its messages are the ones shown under the field).
 */
const PASSWORD_HINTS = [
  {
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    met: (value: string) => value.length >= PASSWORD_MIN_LENGTH,
  },
  { label: 'An uppercase letter', met: (value: string) => /[A-Z]/.test(value) },
  { label: 'A lowercase letter', met: (value: string) => /[a-z]/.test(value) },
  { label: 'A digit', met: (value: string) => /\d/.test(value) },
]

function PasswordHints({ password }: { password: string }) {
  return (
    <>
      <span className="sr-only">Your password needs:</span>
      <ul className="mt-1 grid gap-1 sm:grid-cols-2">
        {PASSWORD_HINTS.map((hint) => {
          const met = hint.met(password)
          return (
            <li
              key={hint.label}
              className={`flex items-center gap-1.5 ${met ? 'text-accent-600' : 'text-slate-500'}`}
            >
              {met ? <Check aria-hidden="true" size={14} /> : <X aria-hidden="true" size={14} />}
              <span>{hint.label}</span>
              {/* The state in words too, not only the icon and colour. */}
              <span className="sr-only">{met ? '(met)' : '(not met)'}</span>
            </li>
          )
        })}
      </ul>
    </>
  )
}

/** back-office.md §2 "Reset Password page" and §5 rules; decision 13 adds the match check. */
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
            hint={<PasswordHints password={password} />}
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
