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

/**
 * The request's context for a page in `language`: its API reads ask for that language (`?lang=`), so
 * loaders need not pass it, and the API answers translated fields with English where one is missing.
 */
export function contextInLanguage(context: WebContext, language: string): WebContext {
  if (language === 'en') return context
  return {
    ...context,
    fetchApi: (path, init) => {
      const read = !init?.method || init.method === 'GET'
      const localized = read ? `${path}${path.includes('?') ? '&' : '?'}lang=${language}` : path
      return context.fetchApi(localized, init)
    },
  }
}
