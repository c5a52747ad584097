import { OFFER_OUTCOMES, SALES_DESK_MESSAGES, type OfferOutcome } from '@gwp/contracts'
import { useId, useState } from 'react'

import { Modal } from '#app/components/ui/modal'

const OUTCOME_LABELS: Record<OfferOutcome, { label: string; hint: string }> = {
  accepted: { label: 'Accepted', hint: 'The customer said yes outside the link (phone, e-mail, visit).' },
  declined: { label: 'Declined', hint: 'The customer said no.' },
  lost: { label: 'Lost', hint: 'No answer or the sale went elsewhere; the link stops working.' },
}

interface OutcomeDialogProps {
  /** Whose quotation, for the title; null keeps the dialog closed. */
  customer: string | null
  busy: boolean
  error: string | null
  onChoose: (outcome: OfferOutcome) => void
  onCancel: () => void
}

/**
 * Completing a quotation whose offer is still open asks how the sale ended (decision record 021):
 * the answer becomes that offer's, and the quotation's stage.
 */
export function OutcomeDialog({ customer, busy, error, onChoose, onCancel }: OutcomeDialogProps) {
  const [choice, setChoice] = useState<OfferOutcome>('accepted')
  const name = useId()
  return (
    <Modal
      open={customer !== null}
      title={`Complete the quote from ${customer ?? ''}`}
      onClose={onCancel}
      size="sm"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          onChoose(choice)
        }}
        className="space-y-4"
      >
        <p className="text-sm text-slate-700">{SALES_DESK_MESSAGES.openOfferNeedsOutcome}.</p>
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-slate-900">How did it end?</legend>
          {OFFER_OUTCOMES.map((outcome) => (
            <div
              key={outcome}
              className="flex gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                id={`${name}-${outcome}`}
                type="radio"
                name={name}
                value={outcome}
                checked={choice === outcome}
                onChange={() => setChoice(outcome)}
                className="mt-1"
              />
              <label htmlFor={`${name}-${outcome}`} className="cursor-pointer">
                <span className="block font-medium text-slate-900">{OUTCOME_LABELS[outcome].label}</span>
                <span className="block text-sm text-slate-600">{OUTCOME_LABELS[outcome].hint}</span>
              </label>
            </div>
          ))}
        </fieldset>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button
            type="button"
            onClick={onCancel}
            className="rounded-lg px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            Cancel
          </button>
          <button
            type="submit"
            aria-busy={busy}
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {busy ? 'Completing…' : 'Complete quote'}
          </button>
        </div>
      </form>
    </Modal>
  )
}
