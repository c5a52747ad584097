import { afterEach, describe, expect, it, vi } from 'vitest'

import { NETWORK_OR_SERVER_ERROR, postPasswordRequest } from './post-password-request'

const answer = (status: number, body: string, type = 'application/json') =>
  vi.fn(async () => new Response(body, { status, headers: { 'content-type': type } }))

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('postPasswordRequest (docs/requirements/accounts.md#errors: the server message as a toast)', () => {
  it('gives the success message', async () => {
    vi.stubGlobal('fetch', answer(200, JSON.stringify({ success: true, message: 'Link sent' })))
    expect(await postPasswordRequest('/api/v1/auth/forgot-password', {})).toEqual({
      ok: true,
      message: 'Link sent',
    })
  })

  it("gives the server's message for a refusal", async () => {
    const body = JSON.stringify({ success: false, message: 'This password reset link is invalid' })
    vi.stubGlobal('fetch', answer(400, body))
    expect(await postPasswordRequest('/api/v1/auth/reset-password', {})).toEqual({
      ok: false,
      message: 'This password reset link is invalid',
    })
  })

  it('says "Network or server error" for an answer without a message', async () => {
    vi.stubGlobal('fetch', answer(502, '<html>Bad gateway</html>', 'text/html'))
    expect(await postPasswordRequest('/api/v1/auth/forgot-password', {})).toEqual({
      ok: false,
      message: NETWORK_OR_SERVER_ERROR,
    })
  })

  it('says what the network fault was when no answer came', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    expect(await postPasswordRequest('/api/v1/auth/forgot-password', {})).toEqual({
      ok: false,
      message: 'Network error: Failed to fetch',
    })
  })
})
