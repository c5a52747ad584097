import { EVENT_TOAST_AUTO_CLOSE_MS } from '@gwp/contracts'
import { toast } from 'react-toastify'

import { getApiError, UNKNOWN_FAILURE } from '../../lib/api-error'

/** The event flows' toasts close after 3000 ms (back-office.md §9), not the shared area's 5000. */
const OPTIONS = { autoClose: EVENT_TOAST_AUTO_CLOSE_MS }

export const eventToast = {
  success: (text: string) => toast.success(text, OPTIONS),
  error: (text: string) => toast.error(text, OPTIONS),
}

/**
 * A failure in the spec's words (`title`), with the server's reason on a second line when it gave
 * one. Plain text: nothing is read as markup. Returns the reason (or the title) for the dialog, where
 * screen readers reach it: the toast sits behind the modal's backdrop.
 */
export function toastFailure(title: string, error: unknown): string {
  const { message } = getApiError(error)
  const reason = message !== title && message !== UNKNOWN_FAILURE ? message : null
  toast.error(
    reason ? (
      <>
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm">{reason}</span>
      </>
    ) : (
      title
    ),
    OPTIONS,
  )
  return reason ?? title
}

/**
 * A failed save: `answered` when the server refused ("Failed to create event"), `thrown` when no
 * answer came back ("Error creating event").
 */
export function toastSaveFailure(error: unknown, words: { answered: string; thrown: string }): string {
  return toastFailure(getApiError(error).status === null ? words.thrown : words.answered, error)
}
