import { renderToString } from 'react-dom/server'

import { HomePage } from './home-page.js'

/**
 * The web app's request handler: `(Request) => Response`, the same contract as React Router's
 * `createRequestHandler`, which replaces this server-rendered page when the full web app lands.
 */
export function createRequestHandler() {
  return async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url)
    const found = pathname === '/'
    const html = '<!doctype html>' + renderToString(<HomePage found={found} />)
    return new Response(html, {
      status: found ? 200 : 404,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    })
  }
}
