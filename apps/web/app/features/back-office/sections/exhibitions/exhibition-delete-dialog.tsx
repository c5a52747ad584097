import { EVENT_MESSAGES, type Event } from '@gwp/contracts'

import { useDeleteEventMutation } from '#app/features/back-office/api/events'
import { getApiError, UNKNOWN_FAILURE } from '#app/lib/api-error'
import { DeleteDialog } from '#app/features/back-office/lib/delete-dialog'
import { eventToast } from './event-toasts'

/**
 * The superAdmin's delete (docs/requirements/exhibitions.md#rights, #errors): asked first; a failure says the
 * server's message, or the spec's "Failed to delete category", in a toast and in the dialog, which stays
 * open.
 */
export function ExhibitionDeleteDialog({ event, onClose }: { event: Event | null; onClose: () => void }) {
  const [deleteEvent, { isLoading }] = useDeleteEventMutation()
  return (
    <DeleteDialog
      item={event}
      title="Delete Exhibition"
      message={(item) => (
        <>
          <p>{EVENT_MESSAGES.confirmDelete}</p>
          {item && <p className="mt-2 text-sm font-semibold break-words text-slate-900">{item.title}</p>}
        </>
      )}
      busy={isLoading}
      remove={(item) => deleteEvent(item._id).unwrap()}
      onDeleted={() => eventToast.success(EVENT_MESSAGES.deleted)}
      describeFailure={(error) => {
        const { message } = getApiError(error)
        const text = message === UNKNOWN_FAILURE ? EVENT_MESSAGES.deleteFailed : message
        eventToast.error(text)
        return text
      }}
      onClose={onClose}
    />
  )
}
