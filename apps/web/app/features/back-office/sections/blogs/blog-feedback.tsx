import { toastFailure } from '#app/features/back-office/lib/failure-toast'

/**
 * A failure in the spec's words ("Failed to update blog image"), with the server's reason on a second
 * line when it gave one (docs/requirements/blogs.md#errors). Returns both in one line, for the dialog to say
 * too: toasts sit behind a modal's backdrop, where the page is inert.
 */
export function toastBlogFailure(title: string, error: unknown): string {
  const { reason } = toastFailure(title, error)
  return reason ? `${title}: ${reason}` : title
}
