import { NOTE_MAX_LENGTH, SALES_DESK_MESSAGES, type QuotationDetail } from '@gwp/contracts'
import { useId, useState } from 'react'

import { toast } from '#app/components/toast'
import { useAddNoteMutation } from '#app/features/back-office/api/sales-desk'
import { getApiError } from '#app/lib/api-error'
import { formatDateTime } from '#app/utils/dates'

interface DeskNotesProps {
  quote: QuotationDetail
  canUpdate: boolean
  className: string
}

/**
 * The internal thread of a quotation (decision record 021): who wrote what, when, never shown to the
 * customer. A note that fails to save stays in the box with the reason beside it.
 */
export function DeskNotes({ quote, canUpdate, className }: DeskNotesProps) {
  const fieldId = useId()
  const errorId = useId()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [addNote, { isLoading }] = useAddNoteMutation()

  const submit = async () => {
    if (text.trim() === '') {
      setError(SALES_DESK_MESSAGES.noteEmpty)
      return
    }
    try {
      await addNote({ id: quote._id, body: { text } }).unwrap()
      setText('')
      setError(null)
      toast.success(SALES_DESK_MESSAGES.noteAdded)
    } catch (failure) {
      setError(getApiError(failure).message)
    }
  }

  return (
    <section aria-labelledby="notes-heading" className={className}>
      <h3 id="notes-heading" className="mb-1 text-base font-semibold text-slate-900">
        Internal notes
      </h3>
      <p className="mb-3 text-xs text-slate-500">Only staff see these; the customer never does.</p>
      {quote.notes.length === 0 ? (
        <p className="text-sm text-slate-500">No notes yet.</p>
      ) : (
        <ul className="space-y-3">
          {[...quote.notes].reverse().map((note) => (
            <li key={note._id} className="rounded-lg bg-slate-50 p-3">
              <p className="text-sm break-words whitespace-pre-wrap text-slate-900">{note.text}</p>
              <p className="mt-1 text-xs text-slate-500">
                {note.author} · <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      {canUpdate && (
        <form
          className="mt-4 space-y-2"
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          <label htmlFor={fieldId} className="text-sm font-medium text-slate-700">
            Add a note
          </label>
          <textarea
            id={fieldId}
            value={text}
            maxLength={NOTE_MAX_LENGTH}
            rows={3}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            className="w-full rounded-lg border border-slate-300 p-3 text-sm outline-none focus:ring-2 focus:ring-brand-600"
          />
          {error && (
            <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <button
            type="submit"
            aria-busy={isLoading}
            className="min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {isLoading ? 'Adding…' : 'Add note'}
          </button>
        </form>
      )}
    </section>
  )
}
