import { afterEach, describe, expect, it, vi } from 'vitest'

import { postEnquiry } from './post-enquiry'

const answer = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  )

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('postEnquiry', () => {
  it('POSTs the body as JSON and gives the answer’s message when it is accepted', async () => {
    const fetch = answer(201, { success: true, message: 'Quotation created successfully' })
    vi.stubGlobal('fetch', fetch)
    expect(await postEnquiry('/api/v1/quotation/create', { email: 'a@b.com' })).toEqual({
      ok: true,
      message: 'Quotation created successfully',
    })
    expect(fetch).toHaveBeenCalledWith('/api/v1/quotation/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: '{"email":"a@b.com"}',
    })
  })

  it('gives a refusal’s status, message and field reasons', async () => {
    const body = { success: false, message: 'Invalid email', errors: { email: 'Invalid email' } }
    vi.stubGlobal('fetch', answer(400, body))
    expect(await postEnquiry('/api/v1/quotation/create', {})).toEqual({
      ok: false,
      status: 400,
      message: 'Invalid email',
      serverMessage: 'Invalid email',
      fieldErrors: { email: 'Invalid email' },
    })
  })

  it('never throws when no answer comes: no status and no server message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    expect(await postEnquiry('/api/v1/catalog/send-catalog', {})).toMatchObject({
      ok: false,
      status: null,
      serverMessage: null,
      fieldErrors: {},
    })
  })
})
