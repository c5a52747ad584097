import { data } from 'react-router'

import { readFailedResponse } from './api-error'
import type { WebContext } from './web-context'

/**
 * GETs one API path for a loader and returns its JSON. A 404 from the API becomes the page's 404
 * (the route's error boundary shows the not-found screen with that status); any other failure is
 * thrown as an error, which the boundary shows as "Something went wrong" with a 500.
 */
export async function getJson<T>(context: WebContext, path: string): Promise<T> {
  const response = await context.fetchApi(path)
  if (response.status === 404) {
    const { serverMessage } = await readFailedResponse(response)
    throw data({ message: serverMessage ?? 'Not found' }, { status: 404 })
  }
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
  return (await response.json()) as T
}

/** Like getJson, but a failure gives `fallback` instead: for a page section that may be left empty. */
export async function getJsonOr<T>(context: WebContext, path: string, fallback: T): Promise<T> {
  try {
    return await getJson<T>(context, path)
  } catch (error) {
    // The spec's lists stay empty when their call fails (docs/requirements/site.md#errors); the server log
    // says why.
    console.warn(error instanceof Error ? error.message : error)
    return fallback
  }
}
