import { SALES_DESK_MESSAGES } from '@gwp/contracts'
import { describe, expect, it, vi } from 'vitest'

import type { WebContext } from '#app/lib/web-context'
import { answerOutcome, getOfferPage } from './get-offer-page.server'

const TOKEN = 'a'.repeat(43)

/** A context whose API answers `status` with `body`, recording what it was asked. */
function contextAnswering(status: number, body: unknown) {
  const fetchApi = vi.fn(
    async (_path: string, _init?: { headers?: Record<string, string> }) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  )
  const context: WebContext = { fetchApi, nonce: 'n', publicUrl: 'http://localhost' }
  return { context, fetchApi }
}

describe('getOfferPage', () => {
  it('asks for the offer with the visitor’s user agent, so a link preview is not taken for the customer', async () => {
    const offer = { title: 'Q-2026-0042' }
    const { context, fetchApi } = contextAnswering(200, { success: true, data: offer })
    expect(await getOfferPage(context, TOKEN, 'WhatsApp/2.24')).toEqual({ offer })
    expect(fetchApi).toHaveBeenCalledWith(`/api/v1/offer/${TOKEN}`, {
      headers: { 'user-agent': 'WhatsApp/2.24' },
    })
  })

  it('gives a 404 and the API’s sentence for a link that never existed', async () => {
    const { context } = contextAnswering(404, { success: false, message: SALES_DESK_MESSAGES.linkNotFound })
    expect(await getOfferPage(context, TOKEN, null)).toEqual({
      unavailable: { status: 404, message: SALES_DESK_MESSAGES.linkNotFound },
    })
  })

  it('gives a 410 and the API’s sentence for a replaced, withdrawn or expired offer', async () => {
    const { context } = contextAnswering(410, { success: false, message: SALES_DESK_MESSAGES.linkReplaced })
    expect(await getOfferPage(context, TOKEN, null)).toEqual({
      unavailable: { status: 410, message: SALES_DESK_MESSAGES.linkReplaced },
    })
  })

  it('reads a token the API refuses to look up (400) as a link that is not valid', async () => {
    const { context } = contextAnswering(400, { success: false, message: 'Too big: expected string' })
    expect(await getOfferPage(context, 'x'.repeat(120), null)).toEqual({
      unavailable: { status: 404, message: SALES_DESK_MESSAGES.linkNotFound },
    })
  })

  it('throws on any other failure, for the page’s error boundary', async () => {
    const { context } = contextAnswering(500, { success: false, message: 'Internal Server Error' })
    await expect(getOfferPage(context, TOKEN, null)).rejects.toThrow('answered 500')
  })
})

describe('answerOutcome', () => {
  const outcome = (query: string) => answerOutcome(new URL(`http://localhost/offer/${TOKEN}${query}`))

  it('reads the redirect’s ?answered=1 and ?error=', () => {
    expect(outcome('')).toEqual({ answered: false, error: null })
    expect(outcome('?answered=1')).toEqual({ answered: true, error: null })
    expect(outcome('?error=Please%20enter%20your%20name')).toEqual({
      answered: false,
      error: 'Please enter your name',
    })
  })

  it('ignores an empty error and cuts a long one', () => {
    expect(outcome('?error=%20%20')).toEqual({ answered: false, error: null })
    expect(outcome(`?error=${'x'.repeat(1000)}`).error).toHaveLength(300)
  })
})
