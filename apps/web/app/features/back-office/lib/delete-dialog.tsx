import { useState, type ReactNode } from 'react'

import { ConfirmDialog } from '#app/components/ui/confirm-dialog'
import { getApiError } from '#app/lib/api-error'

interface DeleteDialogProps<T extends { _id: string }> {
  /** The row to delete; null keeps the dialog closed. */
  item: T | null
  /** e.g. "Delete Blog". */
  title: string
  /** The question, naming the row, e.g. "Delete blog <strong>Spring cleaning</strong>?". */
  message: (item: T | null) => ReactNode
  busy: boolean
  /** Deletes the row (an RTK Query mutation's `unwrap()`); a rejection keeps the dialog open. */
  remove: (item: T) => Promise<unknown>
  /** After the delete: the success toast. */
  onDeleted: () => void
  /** What the dialog says of a failure; the server's message by default. */
  describeFailure?: (error: unknown) => string
  onClose: () => void
}

/**
 * The superAdmin's delete of any back-office row (docs/requirements/back-office.md#rights, #errors): asked
 * first, then the list reloads through the mutation's tags. A refusal (a 409 of
 * docs/requirements/api.md#deletes-lose-nothing, a network fault) is said inside the dialog, which stays open
 * with the choice to try again or cancel: a toast would sit behind its backdrop. The failure is kept with the
 * row it is about, so another row's dialog starts clean.
 */
export function DeleteDialog<T extends { _id: string }>({
  item,
  title,
  message,
  busy,
  remove,
  onDeleted,
  describeFailure = (error) => getApiError(error).message,
  onClose,
}: DeleteDialogProps<T>) {
  const [failure, setFailure] = useState<{ id: string; message: string } | null>(null)

  const close = () => {
    setFailure(null)
    onClose()
  }

  const confirm = async () => {
    if (!item) return
    try {
      await remove(item)
    } catch (error) {
      setFailure({ id: item._id, message: describeFailure(error) })
      return
    }
    onDeleted()
    close()
  }

  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      message={message(item)}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      variant="danger"
      busy={busy}
      error={failure && failure.id === item?._id ? failure.message : null}
      onConfirm={() => void confirm()}
      onCancel={close}
    />
  )
}
