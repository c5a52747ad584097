import { isbot } from 'isbot'
// The web-streams build, not react-dom/server's Node build: that one runs every render inside an
// AsyncLocalStorage, which turns on Node's async hooks for the whole process from the first page on.
// Every promise of every API request then paid for them (profiled: 4 to 7 % of an API read's CPU).
import { renderToReadableStream } from 'react-dom/server.edge'
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router'

// The stylesheet as text, for the head of every page (lib/first-paint.server.ts): only the server holds it.
import appStyles from './app.css?inline'
import { loadLanguage } from './i18n/load-language'
import { isBackOfficePath, languageOfPath } from './i18n/languages'
import { firstPaintDocument, styleElement } from './lib/first-paint.server'
import { NonceProvider } from './lib/nonce'

const ABORT_AFTER_MS = 5_000
const STYLE_ELEMENT = styleElement(appStyles)

/**
 * Streams the document. Crawlers get it whole (allReady) so every page is indexable; people get
 * the shell as soon as it is ready. Inline scripts carry this response's CSP nonce.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce
  // The back office renders its English without a catalogue, as the browser will (entry.client.tsx).
  const { pathname } = new URL(request.url)
  const publicPage = !isBackOfficePath(pathname)
  if (publicPage) await loadLanguage(languageOfPath(pathname))
  let shellRendered = false
  const stream = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: AbortSignal.timeout(ABORT_AFTER_MS + 1_000),
      onError(error: unknown) {
        status = 500
        // Errors after the shell are already shown by the error boundary; log the rest.
        if (shellRendered) console.error(error)
      },
    },
  )
  shellRendered = true
  if (isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode) await stream.allReady
  headers.set('Content-Type', 'text/html; charset=utf-8')
  const body = firstPaintDocument(stream, {
    nonce,
    styleElement: STYLE_ELEMENT,
    holdHydration: publicPage,
  })
  return new Response(body, { headers, status })
}
