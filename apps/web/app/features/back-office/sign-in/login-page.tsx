import { LockKeyhole } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'

import { toast } from '#app/components/toast'
import { Button } from '#app/components/ui/button'
import { FormField } from '#app/components/ui/form-field'
import { PasswordField } from '#app/components/ui/password-field'
import { useFetchedComponent } from '#app/components/use-fetched-component'
import { useBackOfficeGate } from '#app/features/back-office/gate/back-office-gate'
import { getApiError } from '#app/lib/api-error'

// Its form rules (zod) arrive when it is first opened: most sign-ins never need them.
const loadForgotPasswordModal = () =>
  import('./forgot-password-modal').then((module) => module.ForgotPasswordModal)

/**
 * The login page (docs/requirements/accounts.md#sign-in). No client-side validation
 * (docs/requirements/accounts.md#rules): username and password go to the server as typed, and its message is
 * the only feedback. A plain form, without the store or the form library: the gate fetches those when
 * the admin signs in (docs/decisions/007-browser-build-in-few-files.md).
 */
export function LoginPage() {
  const { signIn } = useBackOfficeGate()
  const navigate = useNavigate()
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [forgotOpen, setForgotOpen] = useState(false)
  // Once opened it stays mounted, so closing it gives focus back to its button.
  const [forgotWanted, setForgotWanted] = useState(false)
  const forgotPassword = useFetchedComponent(
    loadForgotPasswordModal,
    forgotWanted ? { open: forgotOpen, onClose: () => setForgotOpen(false) } : null,
    (failure) => {
      setForgotWanted(false)
      setForgotOpen(false)
      toast.error(getApiError(failure).message)
    },
  )

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (loading) return
    const form = new FormData(event.currentTarget)
    setLoading(true)
    setError(null)
    const failure = await signIn({
      username: String(form.get('username') ?? ''),
      password: String(form.get('password') ?? ''),
    })
    setLoading(false)
    if (failure === null) {
      await navigate('/admin')
      return
    }
    setError(failure)
    toast.error(`Login failed: ${failure}`)
  }

  return (
    <div className="flex justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-20">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-xl shadow-brand-900/5">
        <div className="mb-6 text-center">
          <span className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <LockKeyhole aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold text-brand-900">Admin Login</h1>
          <p className="mt-1 text-sm text-slate-600">Sign in to manage the GWP website.</p>
        </div>

        <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
          <FormField
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            name="username"
          />
          <PasswordField label="Password" autoComplete="current-password" name="password" />
          <div className="flex justify-end">
            <button
              type="button"
              onClick={() => {
                setForgotWanted(true)
                setForgotOpen(true)
              }}
              className="rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              Forget Password
            </button>
          </div>
          <Button type="submit" disabled={loading} aria-busy={loading} className="w-full py-2.5">
            {loading ? 'Logging in...' : 'Login'}
          </Button>
          {error && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              {error}
            </p>
          )}
        </form>
      </div>
      {forgotPassword}
    </div>
  )
}
