import { TriangleAlert } from 'lucide-react'
import { useId, useRef, type ReactNode } from 'react'

import { Button } from './button'
import { Modal } from './modal'

export interface ConfirmDialogProps {
  open: boolean
  title: string
  /** The question, e.g. "Do you really want to delete this product?" */
  message: ReactNode
  /** The confirm button's text, e.g. "Delete". */
  confirmLabel: string
  /** The confirm button's text while `busy`, e.g. "Deleting...". */
  busyLabel?: string
  cancelLabel?: string
  variant?: 'danger' | 'primary'
  /** The request is under way: both buttons are disabled and the dialog stays open. */
  busy?: boolean
  /** Why the last attempt failed (a 409's reason), shown in the dialog and announced. */
  error?: string | null
  onConfirm: () => void
  /** Cancel, Close, Escape and a click outside; ignored while busy. */
  onCancel: () => void
}

/**
 * "Are you sure?" on the shared Modal. Focus starts on Cancel, the harmless choice; the dialog stays
 * open until the caller closes it, so a refusal can be read inside it.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  variant = 'primary',
  busy = false,
  error = null,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  const messageId = useId()
  const close = () => {
    if (!busy) onCancel()
  }
  return (
    <Modal open={open} title={title} onClose={close} size="sm" initialFocusRef={cancelRef}>
      <div className="flex gap-3">
        {variant === 'danger' && (
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-600">
            <TriangleAlert aria-hidden="true" className="h-5 w-5" />
          </span>
        )}
        <div id={messageId} className="min-w-0 text-slate-700">
          {message}
        </div>
      </div>
      {error && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="mt-6 flex justify-end gap-3">
        {/* aria-disabled rather than disabled while busy: a disabled button would drop the focus
            of whoever just pressed it. */}
        <Button ref={cancelRef} variant="secondary" onClick={close} aria-disabled={busy}>
          {cancelLabel}
        </Button>
        <Button
          variant={variant}
          onClick={() => {
            if (!busy) onConfirm()
          }}
          aria-disabled={busy}
          aria-busy={busy}
          aria-describedby={messageId}
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  )
}
