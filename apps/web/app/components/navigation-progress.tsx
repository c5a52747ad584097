import { useNavigation } from 'react-router'

import { useI18n } from '#app/i18n/use-i18n'

/**
 * A bar at the top of the window while the next page's data loads (docs/requirements/site.md#states: a
 * list shows a loading state until its fetch ends). Loaders fetch before a page renders, so the page
 * being left stays visible underneath; the bar fades in after a moment, so quick loads never flash it.
 */
export function NavigationProgress() {
  const { t } = useI18n()
  const busy = useNavigation().state === 'loading'
  return (
    <div
      role="progressbar"
      aria-label={t('Loading page')}
      aria-hidden={!busy}
      className={`pointer-events-none fixed inset-x-0 top-0 z-50 h-1 bg-brand-100 transition-opacity ${
        busy ? 'opacity-100 delay-150 duration-300' : 'opacity-0 duration-150'
      }`}
    >
      {/* Creeps towards the end while waiting: there is no real percentage to show. */}
      <div
        className={`h-full bg-accent-500 ease-out ${busy ? 'w-[90%] transition-[width] duration-[4s]' : 'w-0'}`}
      />
    </div>
  )
}
