import { EVENT_MESSAGES, type Event } from '@gwp/contracts'
import type { ReactNode } from 'react'

import { Modal } from '#app/components/ui/modal'
import { ResponsiveImage } from '#app/components/ui/responsive-image'
import { dateRangeOf } from './event-dates'

/** The spec's fallback for an empty field (docs/requirements/exhibitions.md#exhibitions-section). */
const orNoData = (text: string | null | undefined): ReactNode =>
  text && text.trim() ? text : <span className="text-slate-500 italic">{EVENT_MESSAGES.noData}</span>

/** Everything about one exhibition, for every admin: image, title, link, location, dates, time, description. */
export function ExhibitionDetailsModal({ event, onClose }: { event: Event | null; onClose: () => void }) {
  return (
    <Modal open={event !== null} title="Exhibition Details" onClose={onClose} size="lg">
      {event && <ExhibitionDetails event={event} />}
    </Modal>
  )
}

function ExhibitionDetails({ event }: { event: Event }) {
  const link = event.link.trim()
  const rows: ReadonlyArray<[string, ReactNode]> = [
    ['Title', orNoData(event.title)],
    [
      'Link',
      link ? (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className="break-all text-brand-700 underline hover:text-brand-900"
        >
          {link}
        </a>
      ) : (
        orNoData(null)
      ),
    ],
    ['Location', orNoData(event.location)],
    ['Date', event.schedule.fromDate ? dateRangeOf(event) : orNoData(null)],
    ['Time', orNoData(event.time)],
    ['Description', orNoData(event.description)],
  ]
  return (
    <div className="space-y-4">
      {event.bannerImage ? (
        <ResponsiveImage
          path={event.bannerImage}
          alt={`Banner of ${event.title}`}
          width={800}
          height={450}
          sizes="(min-width: 768px) 720px, 100vw"
          className="aspect-video w-full rounded-xl border border-slate-200 object-cover"
        />
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center">{orNoData(null)}</p>
      )}
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-2.5 sm:grid-cols-[8rem_1fr] sm:gap-3">
            <dt className="text-sm font-medium text-slate-500">{label}</dt>
            <dd className="text-sm break-words whitespace-pre-line text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
