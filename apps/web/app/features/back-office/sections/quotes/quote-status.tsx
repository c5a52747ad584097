import { QUOTATION_MESSAGES, type QuotationListItem } from '@gwp/contracts'
import { useState } from 'react'

import { toast } from '#app/components/toast'
import { useChangeQuotationStatusMutation } from '#app/features/back-office/api/quotations'

/** docs/requirements/enquiries.md#states: green completed, yellow pending, grey for anything else. */
const TONES: Record<string, { dot: string; label: string }> = {
  completed: { dot: 'bg-emerald-500', label: 'Completed' },
  pending: { dot: 'bg-amber-400', label: 'Pending' },
}
const OTHER = { dot: 'bg-slate-400', label: 'Unknown' }

/** The status dot and its word, for every admin. */
export function QuoteStatusDot({ status }: { status: string }) {
  const tone = TONES[status] ?? OTHER
  return (
    <span className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
      <span aria-hidden="true" className={`h-2.5 w-2.5 shrink-0 rounded-full ${tone.dot}`} />
      {tone.label}
    </span>
  )
}

/**
 * The toggle of admins with quotations.statusChange (docs/requirements/enquiries.md#states): it only ever
 * asks for the other value. The new state shows at once and stays until the reloaded list agrees; a failure
 * puts the old one back and says "Failed to update quotation status". Never disabled while saving, so
 * focus stays on it.
 */
export function QuoteStatusToggle({ quote }: { quote: QuotationListItem }) {
  const [changeStatus, { isLoading }] = useChangeQuotationStatusMutation()
  const [requested, setRequested] = useState<QuotationListItem['status'] | null>(null)
  // The list has caught up with the change: show what it says from now on.
  if (requested !== null && !isLoading && requested === quote.status) setRequested(null)
  const status = requested ?? quote.status
  const completed = status === 'completed'

  const toggle = async () => {
    if (isLoading) return
    const next = completed ? 'pending' : 'completed'
    setRequested(next)
    try {
      await changeStatus({ id: quote._id, status: next }).unwrap()
    } catch {
      setRequested(null)
      toast.error(QUOTATION_MESSAGES.statusFailed)
    }
  }

  return (
    <span className="inline-flex items-center gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={completed}
        aria-busy={isLoading}
        aria-label={`Completed: quote from ${quote.fullName}`}
        title={completed ? 'Mark as pending' : 'Mark as completed'}
        onClick={() => void toggle()}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none motion-reduce:transition-none ${
          completed ? 'bg-emerald-600' : 'bg-slate-300'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition motion-reduce:transition-none ${
            completed ? 'translate-x-5' : 'translate-x-0.5'
          }`}
        />
      </button>
      <QuoteStatusDot status={status} />
    </span>
  )
}
