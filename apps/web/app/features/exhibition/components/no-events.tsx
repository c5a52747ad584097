import type { EventStatus } from '@gwp/contracts'

import { NO_EVENTS_TEXT } from '#app/features/exhibition/utils/exhibition-view'
import { useI18n } from '#app/i18n/use-i18n'

/**
 * Shown when a tab has no events (docs/requirements/exhibitions.md#exhibition-page: a 'no event' placeholder
 * image).
 */
export const NO_EVENT_IMAGE = '/no-event.svg'

export function NoEvents({ status }: { status: EventStatus }) {
  const { t } = useI18n()
  return (
    <div className="flex flex-col items-center py-6 text-center">
      <img src={NO_EVENT_IMAGE} alt={t('No event')} width={320} height={240} className="w-64 sm:w-80" />
      <p className="mt-4 text-slate-600">{t(NO_EVENTS_TEXT[status])}</p>
    </div>
  )
}
