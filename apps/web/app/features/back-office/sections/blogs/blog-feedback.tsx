import { toast } from 'react-toastify'

import { getApiError, UNKNOWN_FAILURE } from '../../lib/api-error'

/**
 * A failure in the spec's words ("Failed to update blog image"), with the server's reason on a second
 * line when it gave one (back-office.md §8). Plain text: nothing is read as markup. Returns the
 * reason, for the dialog to say too: toasts sit behind a modal's backdrop, where the page is inert.
 */
export function toastBlogFailure(title: string, error: unknown): string {
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
  )
  return reason ? `${title}: ${reason}` : title
}

/** Why the last save failed, inside the dialog, where screen readers reach it. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
      {message}
    </p>
  )
}
