import { FailureText, type Failure } from '#app/features/back-office/lib/failure-toast'

export type Notice =
  | { tone: 'error'; failure: Failure }
  /** Something under way, e.g. "Uploading image 1 of 2: front.png…". */
  | { tone: 'progress'; text: string }

/**
 * What a save inside a modal is doing, and why it failed (with what it did and did not save), said
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
    <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
      {notice.text}
    </p>
  )
}
