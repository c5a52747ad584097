import { useNavigation } from 'react-router'

import { useI18n } from '#app/i18n/use-i18n'

/** The browsers' own bar and value, drawn by the element's background instead (see below). */
const NATIVE_PARTS_HIDDEN =
  '[&::-webkit-progress-bar]:bg-transparent [&::-webkit-progress-value]:bg-transparent [&::-moz-progress-bar]:bg-transparent'

/**
 * A bar at the top of the window while the next page's data loads (docs/requirements/site.md#states: a
 * list shows a loading state until its fetch ends). Loaders fetch before a page renders, so the page
 * being left stays visible underneath; the bar fades in after a moment, so quick loads never flash it.
 * A native <progress> with no value: busy, with no real percentage to tell. What it shows creeps
 * towards the end while waiting: a solid background image grown from the inline start.
 */
export function NavigationProgress() {
  const { t } = useI18n()
  const busy = useNavigation().state === 'loading'
  return (
    <progress
      aria-label={t('Loading page')}
      aria-hidden={!busy}
      className={`pointer-events-none fixed inset-x-0 top-0 z-50 block h-1 w-full appearance-none border-0 bg-brand-100 bg-[linear-gradient(var(--color-accent-500),var(--color-accent-500))] bg-no-repeat rtl:bg-right ${NATIVE_PARTS_HIDDEN} ${
        busy
          ? 'bg-size-[90%_100%] opacity-100 [transition:opacity_300ms_150ms,background-size_4s_ease-out]'
          : 'bg-size-[0%_100%] opacity-0 [transition:opacity_150ms]'
      }`}
    />
  )
}
