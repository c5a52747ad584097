import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  type LinksFunction,
} from 'react-router'

import type { Route } from './+types/root'
import { ToastArea } from './components/toast-area'
import { directionOf, languageOfPath } from './i18n/languages'
import { ScriptFontPreloads } from './i18n/script-fonts'
import { LanguageProvider, useI18n } from './i18n/use-i18n'
import { useNonce } from './lib/nonce'

/** The site's public origin, for the absolute URLs of canonical links and Open Graph tags. */
export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.publicUrl }
}

/** The origin never changes while the app runs: no refetch on navigation. */
export const shouldRevalidate = () => false

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

// No stylesheet import: the server writes the stylesheet into every page's head, where the first
// paint needs no second request (lib/first-paint.server.ts, decision record 026).
export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  // From the address, on the server as in the browser: the page is in its language from the first byte.
  const language = languageOfPath(useLocation().pathname)
  return (
    <html lang={language} dir={directionOf(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b63b6" />
        <Meta />
        <Links />
        <ScriptFontPreloads language={language} />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-800 antialiased">
        <LanguageProvider language={language}>{children}</LanguageProvider>
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return (
    <>
      <Outlet />
      <ToastArea />
    </>
  )
}

/** The last resort: layouts have their own boundaries, this one catches what escapes them. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t, localPath } = useI18n()
  const status = isRouteErrorResponse(error) ? error.status : 500
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-bold">
        {status === 404 ? t('PAGE NOT FOUND') : t('Something went wrong')}
      </h1>
      <p className="mt-4">
        <a className="text-brand-600 underline" href={localPath('/')}>
          {t('BACK TO HOME')}
        </a>
      </p>
    </main>
  )
}
