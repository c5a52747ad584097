import type { ReactNode } from 'react'

import { Button, type ButtonVariant } from './button'

export interface FormActionsProps {
  /** The submit button's text, e.g. "Update"; with `busyLabel` ("Updating...") while `busy`. */
  submitLabel: string
  busyLabel?: string
  busy?: boolean
  /** The form cannot be sent yet (nothing changed, a field is invalid); busy disables it too. */
  disabled?: boolean
  /** Said next to the buttons while submit is disabled, e.g. "No changes detected". */
  disabledReason?: string
  onCancel: () => void
  cancelLabel?: string
  /** While a save that must not be left half-way runs, Cancel waits for it. */
  cancelDisabled?: boolean
  variant?: ButtonVariant
  /** More buttons before Cancel, e.g. a wizard's Back. */
  children?: ReactNode
}

/** The row of buttons that ends every back-office form: [extra] Cancel, then the submit button. */
export function FormActions({
  submitLabel,
  busyLabel,
  busy = false,
  disabled = false,
  disabledReason,
  onCancel,
  cancelLabel = 'Cancel',
  cancelDisabled = false,
  variant = 'primary',
  children,
}: FormActionsProps) {
  const showReason = Boolean(disabledReason) && disabled && !busy
  return (
    <div className="mt-5 flex flex-wrap items-center justify-end gap-3">
      {showReason && (
        // Polite: the reason appears while the admin types, and must not interrupt them.
        <p className="mr-auto text-sm text-slate-500" aria-live="polite">
          {disabledReason}
        </p>
      )}
      {children}
      <Button variant="secondary" onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant={variant} disabled={disabled || busy} aria-busy={busy}>
        {busy && busyLabel ? busyLabel : submitLabel}
      </Button>
    </div>
  )
}
