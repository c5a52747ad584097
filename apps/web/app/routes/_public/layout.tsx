import { isRouteErrorResponse, Outlet } from 'react-router'

import { PublicChrome } from '#app/components/layout/public-chrome'
import { NavigationProgress } from '#app/components/navigation-progress'
import { NotFound } from '#app/components/not-found'
import { loadLanguage } from '#app/i18n/load-language'
import { languageOfPath } from '#app/i18n/languages'
import { useI18n } from '#app/i18n/use-i18n'
import type { Route } from './+types/layout'

/** Nothing to load on the server (entry.server.tsx loads the catalogue); it keeps clientLoader off hydration. */
export function loader() {
  return null
}

/**
 * A client navigation into another language (the back button after the switcher) first loads that
 * language's catalogue; the first page's was loaded before hydration (entry.client.tsx).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await loadLanguage(languageOfPath(new URL(request.url).pathname))
  return null
}

export default function PublicLayout() {
  return (
    <PublicChrome>
      <NavigationProgress />
      <Outlet />
    </PublicChrome>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useI18n()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <PublicChrome>
      {notFound ? (
        <NotFound />
      ) : (
        <section className="mx-auto max-w-xl px-4 py-24 text-center">
          <h1 className="text-2xl font-bold text-brand-900">{t('Something went wrong')}</h1>
          <p className="mt-3 text-slate-600">{t('Please try again in a moment.')}</p>
        </section>
      )}
    </PublicChrome>
  )
}
