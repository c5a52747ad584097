import { ArrowRight, Clock, MapPin } from 'lucide-react'
import { useId, useState } from 'react'

import { ResponsiveImage } from '#app/components/ui/responsive-image'
import type { ExhibitionEvent } from '#app/features/exhibition/api/get-active-events'
import { cardDate } from '#app/features/exhibition/utils/event-dates'
import { cutLocation } from '#app/features/exhibition/utils/exhibition-view'
import { fallbackLang } from '#app/i18n/fallback-lang'
import { useI18n } from '#app/i18n/use-i18n'
import { EventDetails } from './event-details'

/** `sizes` for a banner in the 1 / 2-column schedule inside the 1280 px page. */
export const EVENT_CARD_SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw'

interface EventCardProps {
  event: ExhibitionEvent
  /** In the first screenful of a phone: the banner loads without waiting for layout. */
  eager?: boolean
}

/**
 * One event of the schedule (docs/requirements/exhibitions.md#exhibition-page): banner with the time over it,
 * the first day (two-digit day, short month, weekday), title, location cut at 40 characters, and Show More,
 * which opens the details in a modal.
 */
export function EventCard({ event, eager = false }: EventCardProps) {
  const { t, language } = useI18n()
  const [open, setOpen] = useState(false)
  const titleId = useId()
  const date = cardDate(event.schedule.fromDate, language)
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-lg"
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-brand-50">
        <ResponsiveImage
          path={event.bannerImage}
          alt=""
          width={600}
          height={400}
          sizes={EVENT_CARD_SIZES}
          eager={eager}
          className="h-full w-full object-cover"
        />
        {event.time && (
          <p className="absolute end-3 top-3 inline-flex items-center gap-1.5 rounded-full bg-slate-900/80 px-3 py-1.5 text-sm font-semibold text-white backdrop-blur-sm">
            <Clock aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">{t('Time:')} </span>
            <bdi dir="ltr">{event.time}</bdi>
          </p>
        )}
      </div>
      <div className="flex flex-1 gap-4 p-5 sm:gap-5">
        {date && (
          <time
            dateTime={event.schedule.fromDate}
            className="flex w-24 shrink-0 flex-col items-center justify-center self-start rounded-xl bg-brand-50 px-2 py-3 text-center text-brand-800"
          >
            <span className="text-4xl leading-none font-extrabold text-brand-600">{date.day}</span>
            <span className="mt-1 text-sm font-bold">{date.month}</span>
            <span className="text-xs text-slate-600">{date.weekday}</span>
          </time>
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <h3
            id={titleId}
            lang={fallbackLang(event, 'title')}
            className="text-lg leading-snug font-bold text-brand-900"
          >
            {event.title}
          </h3>
          <p className="mt-2 flex items-start gap-1.5 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-accent-600" />
            <span className="sr-only">{t('Location:')} </span>
            <span lang={fallbackLang(event, 'location')}>{cutLocation(event.location)}</span>
          </p>
          <button
            type="button"
            onClick={() => setOpen(true)}
            aria-label={t('Show More about {title}', { title: event.title })}
            className="mt-4 inline-flex w-fit items-center gap-1.5 rounded-full border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 transition hover:bg-brand-600 hover:text-white sm:mt-auto"
          >
            {t('Show More')}
            <ArrowRight aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
          </button>
        </div>
      </div>
      <EventDetails event={event} open={open} onClose={() => setOpen(false)} />
    </article>
  )
}
