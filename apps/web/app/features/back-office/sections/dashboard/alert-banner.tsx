import { HEADING_MESSAGES } from '@gwp/contracts'
import { Megaphone, Pause, Pencil, Play } from 'lucide-react'
import { useState } from 'react'

import { useGetHeadingQuery } from '#app/features/back-office/api/heading'
import './alert-banner.css'
import { HeadingEditor } from './heading-editor'
import { useReducedMotion } from './use-reduced-motion'

/** Seconds per character, so a long heading does not race past and a short one does not crawl. */
const SECONDS_PER_CHARACTER = 0.18
const MIN_SECONDS = 12

/**
 * The dashboard's ALERT banner with the site heading (docs/requirements/back-office.md#alert-heading). The
 * superAdmin opens the heading editor from it. The text scrolls unless the admin prefers reduced motion or
 * pauses it.
 */
export function AlertBanner({ canEdit }: { canEdit: boolean }) {
  const { data, isLoading, isError } = useGetHeadingQuery()
  const reducedMotion = useReducedMotion()
  const [paused, setPaused] = useState(false)
  const [editing, setEditing] = useState(false)

  const heading = isError ? '' : (data?.heading ?? '')
  const status = isLoading
    ? 'Loading…'
    : isError
      ? HEADING_MESSAGES.fetchFailed
      : heading === ''
        ? HEADING_MESSAGES.noData
        : null
  const scrolls = status === null && !reducedMotion

  return (
    <section
      aria-label="Alert"
      className="mb-6 flex items-center gap-3 overflow-hidden rounded-xl border border-amber-200 bg-amber-50 p-2 pr-3 shadow-sm"
    >
      <span className="flex shrink-0 items-center gap-1.5 rounded-lg bg-amber-500 px-3 py-1.5 text-xs font-bold tracking-widest text-amber-950">
        <Megaphone aria-hidden="true" className="h-4 w-4" />
        ALERT
      </span>
      <div className="gwp-marquee-track min-w-0 flex-1 overflow-hidden">
        {status !== null ? (
          <p className={`text-sm font-medium ${isError ? 'text-red-700' : 'text-amber-950'}`}>{status}</p>
        ) : scrolls ? (
          <p
            className="gwp-marquee text-sm font-medium text-amber-950"
            data-paused={paused}
            style={{ animationDuration: `${Math.max(MIN_SECONDS, heading.length * SECONDS_PER_CHARACTER)}s` }}
          >
            {heading}
          </p>
        ) : (
          <p className="text-sm font-medium text-amber-950">{heading}</p>
        )}
      </div>
      {scrolls && (
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? 'Resume alert scrolling' : 'Pause alert scrolling'}
          title={paused ? 'Resume' : 'Pause'}
          className="shrink-0 rounded-lg p-1.5 text-amber-900 hover:bg-amber-100"
        >
          {paused ? (
            <Play aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Pause aria-hidden="true" className="h-4 w-4" />
          )}
        </button>
      )}
      {canEdit && (
        <button
          type="button"
          onClick={() => setEditing(true)}
          aria-label="Edit heading"
          className="flex shrink-0 items-center gap-1.5 rounded-lg border border-amber-300 bg-white px-2.5 py-1.5 text-sm font-medium text-amber-950 hover:bg-amber-100"
        >
          <Pencil aria-hidden="true" className="h-4 w-4" />
          <span className="hidden sm:inline">Edit</span>
        </button>
      )}
      {canEdit && (
        <HeadingEditor
          open={editing}
          current={heading}
          translations={isError ? undefined : data?.translations}
          onClose={() => setEditing(false)}
        />
      )}
    </section>
  )
}
