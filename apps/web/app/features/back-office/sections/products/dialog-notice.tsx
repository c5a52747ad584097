import { FailureText, type Failure } from '#app/features/back-office/lib/failure-toast'

export type Notice = { tone: 'success'; text: string } | { tone: 'error'; failure: Failure }

/**
 * The outcome of something done inside a modal (an image stored or removed, a save refused), said
 * inside it as well as in a toast: while a modal is open the page behind it, toasts included, is
 * inert and dimmed, so screen readers would not hear the toast.
 */
export function DialogNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null
  return notice.tone === 'error' ? (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
      <FailureText failure={notice.failure} />
    </p>
  ) : (
    <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
      {notice.text}
    </p>
  )
}
