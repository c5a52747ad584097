import { ScrollButton } from '#app/components/scroll-button'
import { ScrollToTopOnPathChange } from '#app/components/scroll-to-top'
import { useI18n } from '#app/i18n/use-i18n'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/** The shared layout: navigation, page, footer (left out on the admin login page), scroll button. */
export function PublicChrome({ children, footer = true }: { children: React.ReactNode; footer?: boolean }) {
  const { t } = useI18n()
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:start-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('Skip to content')}
      </a>
      <ScrollToTopOnPathChange />
      <SiteHeader />
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      {footer && <SiteFooter />}
      <ScrollButton />
    </>
  )
}
