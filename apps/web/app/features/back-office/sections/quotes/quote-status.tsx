import {
  QUOTATION_MESSAGES,
  SALES_DESK_MESSAGES,
  type OfferOutcome,
  type QuotationListItem,
} from '@gwp/contracts'
import { useState } from 'react'

import { toast } from '#app/components/toast'
import { useChangeQuotationStatusMutation } from '#app/features/back-office/api/quotations'
import { getApiError } from '#app/lib/api-error'
import { OutcomeDialog } from './outcome-dialog'

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
 * focus stays on it. It is a button named by the action it performs ("Mark as completed: quote from
 * …"), not a switch announced by its state (decision record 021). Completing a quote whose offer is
 * still open asks for the outcome first (outcome-dialog.tsx).
 */
export function QuoteStatusToggle({ quote }: { quote: QuotationListItem }) {
  const [changeStatus, { isLoading }] = useChangeQuotationStatusMutation()
  const [requested, setRequested] = useState<QuotationListItem['status'] | null>(null)
  const [asking, setAsking] = useState<{ error: string | null } | null>(null)
  // The list has caught up with the change: show what it says from now on.
  if (requested !== null && !isLoading && requested === quote.status) setRequested(null)
  const status = requested ?? quote.status
  const completed = status === 'completed'
  const action = completed ? 'Mark as pending' : 'Mark as completed'

  const save = async (next: QuotationListItem['status'], outcome?: OfferOutcome) => {
    setRequested(next)
    try {
      await changeStatus({ id: quote._id, status: next, ...(outcome ? { outcome } : {}) }).unwrap()
      setAsking(null)
    } catch (error) {
      setRequested(null)
      const problem = getApiError(error)
      if (problem.status === 409 && problem.serverMessage === SALES_DESK_MESSAGES.openOfferNeedsOutcome) {
        setAsking({ error: null })
      } else if (asking) setAsking({ error: problem.message })
      else toast.error(QUOTATION_MESSAGES.statusFailed)
    }
  }

  return (
    <span className="inline-flex items-center gap-3">
      <button
        type="button"
        aria-busy={isLoading}
        aria-label={`${action}: quote from ${quote.fullName}`}
        title={action}
        onClick={() => {
          if (isLoading) return
          // An offer out with the customer: ask how it ended before asking the server (which would
          // refuse). Any other open offer the server finds still brings the same question.
          if (!completed && quote.stage === 'offer-sent') setAsking({ error: null })
          else void save(completed ? 'pending' : 'completed')
        }}
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
      <OutcomeDialog
        customer={asking ? quote.fullName : null}
        busy={isLoading}
        error={asking?.error ?? null}
        onChoose={(outcome) => void save('completed', outcome)}
        onCancel={() => setAsking(null)}
      />
    </span>
  )
}
