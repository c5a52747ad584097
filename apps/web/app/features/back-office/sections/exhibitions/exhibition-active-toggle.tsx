import { EVENT_MESSAGES, type Event } from '@gwp/contracts'
import { useState } from 'react'

import { useChangeEventStatusMutation } from '#app/features/back-office/api/events'
import { eventToast, toastEventFailure } from './event-toasts'

/** The Active column for admins without event.statusChange: what the toggle would show, as text. */
export function ExhibitionActiveBadge({ isActive }: { isActive: boolean }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        isActive ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700'
      }`}
    >
      {isActive ? 'Active' : 'Inactive'}
    </span>
  )
}

/**
 * The active toggle of docs/requirements/exhibitions.md#states, for admins with event.statusChange: a switch
 * that shows the new state at once and keeps it until the reloaded list agrees; a failure puts the old one
 * back. It is never disabled while saving, so focus stays where the admin left it.
 */
export function ExhibitionActiveToggle({ event }: { event: Event }) {
  const [changeStatus, { isLoading }] = useChangeEventStatusMutation()
  const [requested, setRequested] = useState<boolean | null>(null)
  // The list has caught up with the change: show what it says from now on.
  if (requested !== null && !isLoading && requested === event.isActive) setRequested(null)
  const isActive = requested ?? event.isActive

  const toggle = async () => {
    if (isLoading) return
    const next = !isActive
    setRequested(next)
    try {
      await changeStatus({ id: event._id, isActive: next }).unwrap()
      eventToast.success(EVENT_MESSAGES.statusChanged)
    } catch (error) {
      setRequested(null)
      toastEventFailure(EVENT_MESSAGES.statusFailed, error)
    }
  }

  return (
    <button
      type="button"
      role="switch"
      aria-checked={isActive}
      aria-busy={isLoading}
      aria-label={`Active: ${event.title}`}
      onClick={() => void toggle()}
      className="group inline-flex items-center gap-2 rounded-full py-1 pr-1 text-sm font-semibold text-slate-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${
          isActive ? 'bg-emerald-600' : 'bg-slate-300'
        }`}
      >
        <span
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${
            isActive ? 'translate-x-5' : 'translate-x-0.5'
          }`}
        />
      </span>
      <span aria-hidden="true">{isActive ? 'Active' : 'Inactive'}</span>
    </button>
  )
}
