import { EVENT_MESSAGES, type Event } from '@gwp/contracts'
import { useState } from 'react'

import { ConfirmDialog } from '../../../../components/ui/confirm-dialog'
import { useDeleteEventMutation } from '../../api/events'
import { getApiError, UNKNOWN_FAILURE } from '../../lib/api-error'
import { eventToast } from './event-toasts'

/**
 * The superAdmin's delete (back-office.md §6, §8): asked first; a failure says the server's message,
 * or the spec's "Failed to delete category", in a toast and in the dialog, which stays open.
 */
export function ExhibitionDeleteDialog({ event, onClose }: { event: Event | null; onClose: () => void }) {
  const [deleteEvent, { isLoading }] = useDeleteEventMutation()
  // Kept with the event it is about, so another row's dialog starts clean.
  const [failure, setFailure] = useState<{ id: string; message: string } | null>(null)

  const confirm = async () => {
    if (!event) return
    try {
      await deleteEvent(event._id).unwrap()
    } catch (error) {
      const { message } = getApiError(error)
      const text = message === UNKNOWN_FAILURE ? EVENT_MESSAGES.deleteFailed : message
      eventToast.error(text)
      setFailure({ id: event._id, message: text })
      return
    }
    setFailure(null)
    eventToast.success(EVENT_MESSAGES.deleted)
    onClose()
  }

  return (
    <ConfirmDialog
      open={event !== null}
      title="Delete Exhibition"
      message={
        <>
          <p>{EVENT_MESSAGES.confirmDelete}</p>
          {event && <p className="mt-2 text-sm font-semibold break-words text-slate-900">{event.title}</p>}
        </>
      }
      confirmLabel="Delete"
      busyLabel="Deleting..."
      variant="danger"
      busy={isLoading}
      error={failure && failure.id === event?._id ? failure.message : null}
      onConfirm={() => void confirm()}
      onCancel={() => {
        setFailure(null)
        onClose()
      }}
    />
  )
}
