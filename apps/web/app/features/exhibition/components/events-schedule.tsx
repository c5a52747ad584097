import { EXHIBITION, pageView, parsePageParam, type EventStatus } from '@gwp/contracts'
import { useId } from 'react'
import { useSearchParams } from 'react-router'

import type { ExhibitionEvent } from '#app/features/exhibition/api/get-active-events'
import { exhibitionSearch, parseTab } from '#app/features/exhibition/utils/exhibition-view'
import { useI18n } from '#app/i18n/use-i18n'
import { EventCard } from './event-card'
import { NoEvents } from './no-events'
import { SchedulePager } from './schedule-pager'
import { ScheduleTabs } from './schedule-tabs'

interface EventsScheduleProps {
  /** Every active event, in schedule order, each with its status from the server. */
  events: readonly ExhibitionEvent[]
  /**
   * Why the list could not be read (docs/requirements/exhibitions.md#errors), shown instead of the events.
   */
  error: string | null
}

/**
 * The Events Schedule: tabs Past, Current and Upcoming (Current first shown), each keeping the events
 * of that status, 2 a page. Tab and page live in the URL (`?tab=past&page=2`), so a view can be linked
 * and survives a reload; the page's loader does not run again for them (see the route's shouldRevalidate).
 */
export function EventsSchedule({ events, error }: EventsScheduleProps) {
  const { t } = useI18n()
  const [searchParams, setSearchParams] = useSearchParams()
  const tab = parseTab(searchParams.get('tab'))
  const matching = events.filter((event) => event.status === tab)
  const view = pageView(matching.length, parsePageParam(searchParams.get('page')), EXHIBITION.pageSize)
  const shown = matching.slice(view.start, view.end)
  const idPrefix = useId()
  const panelId = `${idPrefix}-panel`

  const show = (nextTab: EventStatus, page: number) =>
    setSearchParams(new URLSearchParams(exhibitionSearch(nextTab, page)), {
      replace: true,
      preventScrollReset: true,
    })

  return (
    <section aria-labelledby="events-schedule-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <div className="mb-10 text-center">
          <p className="text-sm font-semibold tracking-widest text-accent-600 uppercase">
            {t('Where to find us')}
          </p>
          <h2
            id="events-schedule-heading"
            className="mt-2 text-3xl font-extrabold text-brand-900 md:text-4xl"
          >
            {t('Events Schedule')}
          </h2>
        </div>

        <ScheduleTabs
          selected={tab}
          onSelect={(nextTab) => show(nextTab, 1)}
          idPrefix={idPrefix}
          panelId={panelId}
        />

        <div id={panelId} role="tabpanel" aria-labelledby={`${idPrefix}-${tab}`} className="mt-10">
          {error ? (
            <p
              role="alert"
              className="mx-auto max-w-xl rounded-xl border border-red-200 bg-red-50 px-4 py-6 text-center text-red-800"
            >
              {t(error)}
            </p>
          ) : shown.length === 0 ? (
            <NoEvents status={tab} />
          ) : (
            <>
              <ul className="grid gap-8 md:grid-cols-2">
                {shown.map((event, index) => (
                  <li key={event._id}>
                    <EventCard event={event} eager={index === 0} />
                  </li>
                ))}
              </ul>
              <div className="mt-10">
                <SchedulePager
                  page={view.page}
                  totalPages={view.totalPages}
                  onPage={(page) => show(tab, page)}
                />
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  )
}
