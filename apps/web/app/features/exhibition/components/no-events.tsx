/**
 * Shown when a tab has no events (docs/requirements/exhibitions.md#exhibition-page: a 'no event' placeholder
 * image).
 */
export const NO_EVENT_IMAGE = '/no-event.svg'

export function NoEvents({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center py-6 text-center">
      <img src={NO_EVENT_IMAGE} alt="No event" width={320} height={240} className="w-64 sm:w-80" />
      <p className="mt-4 text-slate-600">{`There are no ${label.toLowerCase()} events at the moment.`}</p>
    </div>
  )
}
