/** What the server passes to every loader and to the document render. */
// A type alias, not an interface: React Router's context type has an index signature.
export type WebContext = {
  /** Calls the JSON API: in-process in the single server, over HTTP when the apps run apart. */
  fetchApi(
    path: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string },
  ): Promise<Response>
  /** This response's Content-Security-Policy nonce for the inline scripts React Router writes. */
  nonce: string
  /** The site's public origin (PUBLIC_URL), for canonical URLs, Open Graph tags and structured data. */
  publicUrl: string
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends WebContext {}
}

/** The context as the server handed it over, before a language was chosen for its reads. */
const UNLOCALIZED = Symbol('unlocalized context')
type LocalizedContext = WebContext & { [UNLOCALIZED]?: WebContext }

/**
 * The request's context for a page in `language`: its API reads ask for that language (`?lang=`), so
 * loaders need not pass it, and the API answers translated fields with English where one is missing.
 * A loader that needs another language's answer (a page's address in each language) asks for it
 * with the same function.
 */
export function contextInLanguage(context: WebContext, language: string): WebContext {
  const base = (context as LocalizedContext)[UNLOCALIZED] ?? context
  if (language === 'en') return base
  const localized: LocalizedContext = {
    ...base,
    [UNLOCALIZED]: base,
    fetchApi: (path, init) => {
      const read = !init?.method || init.method === 'GET'
      return base.fetchApi(read ? `${path}${path.includes('?') ? '&' : '?'}lang=${language}` : path, init)
    },
  }
  return localized
}
