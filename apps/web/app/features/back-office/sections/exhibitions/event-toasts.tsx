import { EVENT_TOAST_AUTO_CLOSE_MS } from '@gwp/contracts'

import { toast } from '#app/components/toast'
import { getApiError } from '#app/lib/api-error'
import { toastFailure } from '#app/features/back-office/lib/failure-toast'

/**
 * The event flows' toasts close after 3000 ms (docs/requirements/exhibitions.md#limits), not the shared
 * area's 5000.
 */
const OPTIONS = { autoClose: EVENT_TOAST_AUTO_CLOSE_MS }

export const eventToast = {
  success: (text: string) => toast.success(text, OPTIONS),
  error: (text: string) => toast.error(text, OPTIONS),
}

/** A failure in the spec's words, closing after 3000 ms; returns the reason (or the title) for the dialog. */
export function toastEventFailure(title: string, error: unknown): string {
  const { reason } = toastFailure(title, error, OPTIONS)
  return reason ?? title
}

/**
 * A failed save: `answered` when the server refused ("Failed to create event"), `thrown` when no
 * answer came back ("Error creating event").
 */
export function toastSaveFailure(error: unknown, words: { answered: string; thrown: string }): string {
  return toastEventFailure(getApiError(error).status === null ? words.thrown : words.answered, error)
}
