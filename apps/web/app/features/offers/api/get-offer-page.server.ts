import {
  API_PATHS,
  fillPath,
  SALES_DESK_MESSAGES,
  type PublicOffer,
  type PublicOfferResponse,
} from '@gwp/contracts'

import { readFailedResponse } from '#app/lib/api-error'
import type { WebContext } from '#app/lib/web-context'

/** Why a link shows no offer: never existed (404), or replaced, withdrawn or expired (410). */
export interface OfferUnavailable {
  status: 404 | 410
  message: string
}

export type OfferLookup = { offer: PublicOffer } | { unavailable: OfferUnavailable }

/** A refused answer's `?error=` is the API's one sentence; anything longer is cut, not shown whole. */
const ERROR_TEXT_MAX = 300

/**
 * The offer behind a customer's link (decision record 021). The visitor's user agent goes along:
 * the API records the first opening, except by the link previews of chat apps and crawlers. A link
 * that never existed (or is not even shaped like one) is a 404 and one that no longer holds an
 * offer a 410, each with the API's sentence saying why; any other failure is thrown.
 */
export async function getOfferPage(
  context: WebContext,
  token: string,
  userAgent: string | null,
): Promise<OfferLookup> {
  const response = await context.fetchApi(fillPath(API_PATHS.offer.one, { token }), {
    headers: userAgent ? { 'user-agent': userAgent } : {},
  })
  if (response.ok) return { offer: ((await response.json()) as PublicOfferResponse).data }
  // 400: the token failed the API's parameter check (too long), which says nothing a customer can use.
  if (response.status === 404 || response.status === 400) {
    const { serverMessage } = await readFailedResponse(response)
    const message = response.status === 404 ? serverMessage : null
    return { unavailable: { status: 404, message: message ?? SALES_DESK_MESSAGES.linkNotFound } }
  }
  if (response.status === 410) {
    const { serverMessage } = await readFailedResponse(response)
    return { unavailable: { status: 410, message: serverMessage ?? 'This offer can no longer be answered' } }
  }
  throw new Error(`GET ${API_PATHS.offer.one} answered ${response.status}`)
}

/**
 * What the page adds from its address: `?answered=1` after the customer's answer was recorded,
 * `?error=<message>` after it was refused (both set by the API's redirect after a form post).
 */
export function answerOutcome(url: URL): { answered: boolean; error: string | null } {
  const error = url.searchParams.get('error')?.trim() ?? ''
  return {
    answered: url.searchParams.get('answered') === '1',
    error: error === '' ? null : error.slice(0, ERROR_TEXT_MAX),
  }
}
