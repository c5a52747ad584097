/**
 * Why the last save failed, inside the dialog: the toast shows behind the modal's backdrop, where
 * the page is inert and screen readers do not reach it.
 */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
      {message}
    </p>
  )
}
