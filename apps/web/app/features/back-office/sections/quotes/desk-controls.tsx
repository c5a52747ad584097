import {
  MANUAL_STAGES,
  QUOTE_STAGE_LABELS,
  type DeskUpdateBody,
  type ManualStage,
  type QuotationDetail,
} from '@gwp/contracts'
import { useId, useState } from 'react'

import { toast } from '#app/components/toast'
import { useGetOwnersQuery, useUpdateDeskMutation } from '#app/features/back-office/api/sales-desk'
import { getApiError } from '#app/lib/api-error'
import { FollowUpDate, OwnerName, StageBadge, companyToday } from './desk-badges'

const SELECT =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 outline-none focus:ring-2 focus:ring-brand-600 disabled:bg-slate-100'

interface DeskControlsProps {
  quote: QuotationDetail
  canUpdate: boolean
  className: string
}

/**
 * Who owns the quotation, its stage and its follow-up date (decision record 021). Each choice saves at
 * once and says so; a failure says why and the control shows the stored value again. Without
 * quotations.update the same facts are shown as text.
 */
export function DeskControls({ quote, canUpdate, className }: DeskControlsProps) {
  const ids = { owner: useId(), stage: useId(), followUp: useId() }
  const owners = useGetOwnersQuery(undefined, { skip: !canUpdate })
  const [update, { isLoading }] = useUpdateDeskMutation()
  const [followUp, setFollowUp] = useState(quote.followUpOn ?? '')
  const today = companyToday()

  const save = async (body: DeskUpdateBody) => {
    try {
      const result = await update({ id: quote._id, body }).unwrap()
      toast.success(result.message)
    } catch (error) {
      toast.error(getApiError(error).message)
      setFollowUp(quote.followUpOn ?? '')
    }
  }

  if (!canUpdate) {
    return (
      <section aria-labelledby="desk-heading" className={className}>
        <h3 id="desk-heading" className="mb-3 text-base font-semibold text-slate-900">
          Desk
        </h3>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">Owner</dt>
            <dd>
              <OwnerName owner={quote.owner} />
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Stage</dt>
            <dd>
              <StageBadge stage={quote.stage} />
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Follow-up</dt>
            <dd>
              <FollowUpDate date={quote.followUpOn} today={today} />
            </dd>
          </div>
        </dl>
      </section>
    )
  }

  const manual = (MANUAL_STAGES as readonly string[]).includes(quote.stage)
  return (
    <section aria-labelledby="desk-heading" className={className} aria-busy={isLoading}>
      <h3 id="desk-heading" className="mb-3 text-base font-semibold text-slate-900">
        Desk
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={ids.owner} className="text-sm font-medium text-slate-700">
            Owner
          </label>
          <select
            id={ids.owner}
            className={SELECT}
            value={quote.owner?._id ?? ''}
            onChange={(event) => void save({ ownerId: event.target.value || null })}
          >
            <option value="">Unassigned</option>
            {/* The current owner stays listed even if their account was since disabled. */}
            {quote.owner && !owners.data?.data.some((owner) => owner._id === quote.owner!._id) && (
              <option value={quote.owner._id}>{quote.owner.name}</option>
            )}
            {owners.data?.data.map((owner) => (
              <option key={owner._id} value={owner._id}>
                {owner.name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.stage} className="text-sm font-medium text-slate-700">
            Stage
          </label>
          <select
            id={ids.stage}
            className={SELECT}
            value={quote.stage}
            onChange={(event) => void save({ stage: event.target.value as ManualStage })}
          >
            {/* Offer sent, Accepted, Declined and Expired follow the offers; shown, not chosen. */}
            {!manual && (
              <option value={quote.stage} disabled>
                {QUOTE_STAGE_LABELS[quote.stage]}
              </option>
            )}
            {MANUAL_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {QUOTE_STAGE_LABELS[stage]}
              </option>
            ))}
          </select>
        </div>
        <form
          className="space-y-1 sm:col-span-2"
          onSubmit={(event) => {
            event.preventDefault()
            void save({ followUpOn: followUp || null })
          }}
        >
          <label htmlFor={ids.followUp} className="text-sm font-medium text-slate-700">
            Follow-up date
          </label>
          <div className="flex max-w-sm gap-2">
            <input
              id={ids.followUp}
              type="date"
              value={followUp}
              onChange={(event) => setFollowUp(event.target.value)}
              className={SELECT}
            />
            <button
              type="submit"
              className="min-h-11 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Save
            </button>
          </div>
          {quote.followUpOn && (
            <p className="flex items-center gap-2 text-xs text-slate-600">
              <FollowUpDate date={quote.followUpOn} today={today} />
              <button
                type="button"
                onClick={() => {
                  setFollowUp('')
                  void save({ followUpOn: null })
                }}
                className="font-medium text-brand-700 underline"
              >
                Clear
              </button>
            </p>
          )}
        </form>
      </div>
    </section>
  )
}
