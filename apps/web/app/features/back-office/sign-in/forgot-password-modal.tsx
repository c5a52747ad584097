import { API_PATHS, ForgotPasswordBodySchema, type ForgotPasswordBody } from '@gwp/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { toast } from '#app/components/toast'
import { Button } from '#app/components/ui/button'
import { FormField } from '#app/components/ui/form-field'
import { Modal } from '#app/components/ui/modal'
import { postPasswordRequest } from './post-password-request'

/**
 * docs/requirements/accounts.md#forgot-password: one e-mail field; the server's message comes back as a
 * toast.
 */
export function ForgotPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Forgot Password" onClose={onClose} size="sm">
      {/* The Modal mounts its content only while open, so every opening starts with an empty form. */}
      <ForgotPasswordForm onSent={onClose} />
    </Modal>
  )
}

function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordBody>({
    resolver: zodResolver(ForgotPasswordBodySchema),
    defaultValues: { email: '' },
  })

  const { ref: emailRef, ...emailField } = register('email')

  const onSubmit = async (values: ForgotPasswordBody) => {
    const result = await postPasswordRequest(API_PATHS.auth.forgotPassword, values)
    if (!result.ok) {
      toast.error(result.message)
      return
    }
    if (result.message) toast.success(result.message)
    reset()
    onSent()
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">
        Enter the e-mail address of your admin account and we will send you a link to reset your password.
      </p>
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...emailField}
        ref={(input) => {
          emailRef(input)
          // The native dialog focuses the element carrying the autofocus attribute when it opens (React's
          // autoFocus prop sets no attribute), so the user can type the address at once.
          input?.setAttribute('autofocus', '')
        }}
      />
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className="w-full">
        {isSubmitting ? 'Sending...' : 'Submit'}
      </Button>
    </form>
  )
}
