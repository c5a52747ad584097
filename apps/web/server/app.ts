import { fileURLToPath } from 'node:url'

import { createRequestHandler as createRouterHandler, type ServerBuild } from 'react-router'
import * as build from 'virtual:react-router/server-build'

import { PAGE_QUERY_PARAMETERS } from '#app/lib/page-query-parameters'
import { languageOfPath } from '#app/i18n/languages'
import { contextInLanguage, type WebContext } from '#app/lib/web-context'

/**
 * What the API process loads at run time (the two apps never import each other's source): a
 * `(Request, WebContext) => Response` handler and where the browser assets are.
 */
export function createRequestHandler() {
  const handle = createRouterHandler(build as unknown as ServerBuild, process.env.NODE_ENV)
  return (request: Request, context: WebContext) => {
    // `/ar/products` and its data request `/ar/products.data` (`/ar.data` for the home page).
    const pathname = new URL(request.url).pathname.replace(/\.data$/, '')
    return handle(request, contextInLanguage(context, languageOfPath(pathname)))
  }
}

export const clientDir = fileURLToPath(new URL('../client', import.meta.url))
export const assetsPrefix = '/assets/'
export const pageQueryParameters = PAGE_QUERY_PARAMETERS
