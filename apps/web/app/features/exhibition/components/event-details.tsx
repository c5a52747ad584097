import { EXHIBITION_MESSAGES, type EventStatus } from '@gwp/contracts'
import { CalendarDays, Clock, ExternalLink, MapPin } from 'lucide-react'

import { Modal } from '#app/components/ui/modal'
import { ResponsiveImage } from '#app/components/ui/responsive-image'
import type { ExhibitionEvent } from '#app/features/exhibition/api/get-active-events'
import { longDateRange } from '#app/features/exhibition/utils/event-dates'
import { externalHref, TAB_LABELS } from '#app/features/exhibition/utils/exhibition-view'
import { fallbackLang } from '#app/i18n/fallback-lang'
import { useI18n } from '#app/i18n/use-i18n'

const BADGE: Record<EventStatus, string> = {
  past: 'bg-slate-100 text-slate-700',
  current: 'bg-green-100 text-green-800',
  upcoming: 'bg-brand-100 text-brand-800',
}

interface EventDetailsProps {
  event: ExhibitionEvent
  open: boolean
  onClose: () => void
}

/**
 * Show More (docs/requirements/exhibitions.md#exhibition-page): banner, title, status, the whole date range,
 * location, time, the event's own site in a new tab, About Event, and Additional Information when there is
 * any. On the native dialog: Escape and the close button close it and focus returns to Show More.
 */
export function EventDetails({ event, open, onClose }: EventDetailsProps) {
  const { t, language } = useI18n()
  const href = externalHref(event.link)
  const description = event.description.trim()
  return (
    <Modal
      open={open}
      title={event.title}
      onClose={onClose}
      size="lg"
      closeLabel={t('Close')}
      titleLang={fallbackLang(event, 'title')}
    >
      <div className="aspect-[3/2] overflow-hidden rounded-xl bg-brand-50">
        <ResponsiveImage
          path={event.bannerImage}
          alt={t('{title} banner', { title: event.title })}
          width={800}
          height={533}
          sizes="(min-width: 800px) 720px, calc(100vw - 5rem)"
          className="h-full w-full object-cover"
        />
      </div>

      <p className="mt-5">
        <span className="sr-only">{t('Status:')} </span>
        <span className={`inline-block rounded-full px-3 py-1 text-sm font-bold ${BADGE[event.status]}`}>
          {t(TAB_LABELS[event.status])}
        </span>
      </p>

      <dl className="mt-4 grid gap-3 text-slate-700 sm:grid-cols-2">
        <Detail icon={<CalendarDays aria-hidden="true" className="h-4 w-4" />} term={t('Date')}>
          {longDateRange(event.schedule.fromDate, event.schedule.toDate, language)}
        </Detail>
        <Detail icon={<Clock aria-hidden="true" className="h-4 w-4" />} term={t('Time')}>
          <bdi dir="ltr">{event.time}</bdi>
        </Detail>
        <Detail icon={<MapPin aria-hidden="true" className="h-4 w-4" />} term={t('Location')} wide>
          <span lang={fallbackLang(event, 'location')}>{event.location}</span>
        </Detail>
      </dl>

      {href && (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-5 inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          {t('Visit event website')}
          <ExternalLink aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
          <span className="sr-only">{t('(opens in a new tab)')}</span>
        </a>
      )}

      <section className="mt-6">
        <h3 className="text-lg font-bold text-brand-900">{t('About Event')}</h3>
        <p
          lang={description ? fallbackLang(event, 'description') : undefined}
          className="mt-2 leading-relaxed whitespace-pre-line text-slate-700"
        >
          {description || t(EXHIBITION_MESSAGES.noDescription)}
        </p>
      </section>

      {event.additionalDetails?.trim() && (
        <section className="mt-6">
          <h3 className="text-lg font-bold text-brand-900">{t('Additional Information')}</h3>
          <p
            lang={fallbackLang(event, 'additionalDetails')}
            className="mt-2 leading-relaxed whitespace-pre-line text-slate-700"
          >
            {event.additionalDetails}
          </p>
        </section>
      )}
    </Modal>
  )
}

function Detail({
  icon,
  term,
  wide = false,
  children,
}: {
  icon: React.ReactNode
  term: string
  wide?: boolean
  children: React.ReactNode
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : ''}>
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-widest text-slate-500 uppercase">
        <span className="text-accent-600">{icon}</span>
        {term}
      </dt>
      <dd className="mt-1 font-medium text-slate-800">{children}</dd>
    </div>
  )
}
