import { PassThrough } from 'node:stream'

import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router'

import { NonceProvider } from './lib/nonce'

const ABORT_AFTER_MS = 5_000

/**
 * Streams the document. Crawlers get it whole (onAllReady) so every page is indexable; people get
 * the shell as soon as it is ready. Inline scripts carry this response's CSP nonce.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce
  const readyEvent =
    isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true
          const body = new PassThrough()
          headers.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }))
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          status = 500
          // Errors after the shell are already shown by the error boundary; log the rest.
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, ABORT_AFTER_MS + 1_000)
  })
}
