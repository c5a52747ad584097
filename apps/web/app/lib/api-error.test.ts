import { describe, expect, it, vi } from 'vitest'

import { UNKNOWN_FAILURE, answerMessage, applyApiErrors, getApiError, readFailedResponse } from './api-error'

const envelope = { success: false, message: 'Name cannot be empty', errors: { name: 'Name cannot be empty' } }

describe('getApiError', () => {
  it("reads the API's error envelope from an RTK Query error", () => {
    expect(getApiError({ status: 400, data: envelope })).toEqual({
      message: 'Name cannot be empty',
      serverMessage: 'Name cannot be empty',
      fieldErrors: { name: 'Name cannot be empty' },
      status: 400,
    })
  })

  it('reads an upload result ({ status, body }) the same way', () => {
    const body = { success: false, message: 'Image size cannot be more than 5MB' }
    expect(getApiError({ status: 413, body })).toEqual({
      message: body.message,
      serverMessage: body.message,
      fieldErrors: {},
      status: 413,
    })
  })

  it.each([
    ['an HTML page from a proxy', { status: 502, data: '<html>Bad gateway</html>' }, 502],
    ['an empty body', { status: 500, data: null }, 500],
    ['a body that is not the envelope', { status: 400, data: { success: true, message: 'fine' } }, 400],
    ['an answer that was not JSON', { status: 'PARSING_ERROR', originalStatus: 504, data: '' }, 504],
  ])('says "Something went wrong" for %s, keeping the status', (_, error, status) => {
    expect(getApiError(error)).toEqual({
      message: UNKNOWN_FAILURE,
      serverMessage: null,
      fieldErrors: {},
      status,
    })
  })

  it.each([
    [
      'fetch failing in RTK Query',
      { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
      'Failed to fetch',
    ],
    [
      'a timeout in RTK Query',
      { status: 'TIMEOUT_ERROR', error: 'AbortError: timed out' },
      'AbortError: timed out',
    ],
    ['a thrown TypeError', new TypeError('Failed to fetch'), 'Failed to fetch'],
    [
      'an upload that reached no server',
      Object.assign(new Error('The upload timed out'), { name: 'UploadNetworkError' }),
      'The upload timed out',
    ],
  ])('prefixes a network fault with "Network error: " (%s)', (_, error, text) => {
    expect(getApiError(error)).toEqual({
      message: `Network error: ${text}`,
      serverMessage: null,
      fieldErrors: {},
      status: null,
    })
  })

  it.each([
    ['an Error', new Error('Cannot read the form'), 'Cannot read the form'],
    ['an Error without text', new Error(''), UNKNOWN_FAILURE],
    ["unwrap()'s SerializedError", { name: 'Error', message: 'Rejected' }, 'Rejected'],
    ['nothing at all', undefined, UNKNOWN_FAILURE],
    ['a string', 'oops', UNKNOWN_FAILURE],
  ])('shows the text of %s, never a server message', (_, error, message) => {
    expect(getApiError(error)).toEqual({ message, serverMessage: null, fieldErrors: {}, status: null })
  })
})

describe('readFailedResponse', () => {
  it('reads the envelope of a refused fetch', async () => {
    const response = new Response(JSON.stringify(envelope), {
      status: 400,
      headers: { 'content-type': 'application/json' },
    })
    expect(await readFailedResponse(response)).toMatchObject({
      serverMessage: envelope.message,
      fieldErrors: envelope.errors,
      status: 400,
    })
  })

  it('gives no server message for an answer that is not JSON', async () => {
    const response = new Response('<html>502</html>', {
      status: 502,
      headers: { 'content-type': 'text/html' },
    })
    expect(await readFailedResponse(response)).toEqual({
      message: UNKNOWN_FAILURE,
      serverMessage: null,
      fieldErrors: {},
      status: 502,
    })
  })
})

describe('answerMessage', () => {
  it("gives an OK answer's message, and '' when it has none", async () => {
    expect(await answerMessage(new Response(JSON.stringify({ success: true, message: 'Sent' })))).toBe('Sent')
    expect(await answerMessage(new Response(JSON.stringify({ success: true })))).toBe('')
    expect(await answerMessage(new Response(''))).toBe('')
  })
})

describe('applyApiErrors', () => {
  it("puts the reasons on the form's own fields, focuses the first, and returns the message", () => {
    const setError = vi.fn()
    const error = {
      status: 400,
      data: {
        success: false,
        message: 'Description cannot be empty',
        errors: { description: 'Description cannot be empty', name: 'Name is taken', hidden: 'Not shown' },
      },
    }
    const message = applyApiErrors<{ name: string; description: string }>(setError, error, [
      'name',
      'description',
    ])
    expect(message).toBe('Description cannot be empty')
    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: 'Name is taken' }, { shouldFocus: true }],
      ['description', { type: 'server', message: 'Description cannot be empty' }, { shouldFocus: false }],
    ])
  })
})
