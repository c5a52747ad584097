import type { ToastOptions } from 'react-toastify'

import { toast } from '#app/components/toast'
import { getApiError, UNKNOWN_FAILURE } from '#app/lib/api-error'

/**
 * What a failure says: the spec's words (docs/requirements/back-office.md#errors) and the server's reason, if
 * it gave one.
 */
export interface Failure {
  title: string
  reason: string | null
}

export function failureOf(title: string, error: unknown): Failure {
  const { message } = getApiError(error)
  return { title, reason: message !== title && message !== UNKNOWN_FAILURE ? message : null }
}

/** The failure's words, with the reason on a second line. Plain text: nothing is read as markup. */
export function FailureText({ failure }: { failure: Failure }) {
  return failure.reason ? (
    <>
      <span className="block font-semibold">{failure.title}</span>
      <span className="block text-sm">{failure.reason}</span>
    </>
  ) : (
    failure.title
  )
}

/**
 * A failure in the spec's words ("Failed to upload image"), with the server's reason on a second line
 * when it gave one ("the server message is shown when available"). Returns what it said, so a dialog
 * can say it too: toasts sit behind a modal's backdrop, where the page is inert.
 */
export function toastFailure(title: string, error: unknown, options?: ToastOptions): Failure {
  const failure = failureOf(title, error)
  toast.error(<FailureText failure={failure} />, options)
  return failure
}
