import { ApiErrorSchema } from '@gwp/contracts'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

/** What a failed call means for the screen: one sentence for a toast, and the per-field reasons. */
export interface ApiProblem {
  message: string
  /** Field → message, from the envelope's `errors` (dotted paths for nested fields). */
  fieldErrors: Record<string, string>
  /** The HTTP status; null when no answer came back (network fault, timeout, a throw in our code). */
  status: number | null
}

/** Said when a reply carries no message of its own (a proxy's HTML page, an empty 502). */
export const UNKNOWN_FAILURE = 'Something went wrong'

const NETWORK_PREFIX = 'Network error: '

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The API's `{ success: false, message, errors? }` (ApiErrorSchema), or null for any other body. */
function fromEnvelope(body: unknown, status: number | null): ApiProblem | null {
  const parsed = ApiErrorSchema.safeParse(body)
  if (!parsed.success) return null
  return { message: parsed.data.message, fieldErrors: parsed.data.errors ?? {}, status }
}

function fromStatus(status: number, body: unknown): ApiProblem {
  return fromEnvelope(body, status) ?? { message: UNKNOWN_FAILURE, fieldErrors: {}, status }
}

const network = (text: string): ApiProblem => ({
  message: `${NETWORK_PREFIX}${text}`,
  fieldErrors: {},
  status: null,
})

/**
 * Reads any failure the back office meets into one shape:
 * - an RTK Query error: `{ status: number, data }`, or `{ status: 'FETCH_ERROR' | 'TIMEOUT_ERROR', error }`,
 *   or `{ status: 'PARSING_ERROR', originalStatus, data }`;
 * - an `uploadWithProgress` result `{ status, body }` whose status is not 2xx;
 * - a thrown `Error` (fetch's TypeError on a network fault, a SerializedError from `unwrap()`).
 * Network faults read "Network error: " plus the browser's text (docs/requirements/back-office.md#errors).
 */
export function getApiError(error: unknown): ApiProblem {
  if (error instanceof Error) {
    return error.name === 'TypeError' || error.name === 'UploadNetworkError'
      ? network(error.message)
      : { message: error.message || UNKNOWN_FAILURE, fieldErrors: {}, status: null }
  }
  if (!isRecord(error)) return { message: UNKNOWN_FAILURE, fieldErrors: {}, status: null }

  const { status } = error
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') {
    // RTK Query keeps the thrown error as text: "TypeError: Failed to fetch".
    const text = typeof error.error === 'string' ? error.error.replace(/^TypeError: /, '') : String(status)
    return network(text)
  }
  if (status === 'PARSING_ERROR' && typeof error.originalStatus === 'number') {
    return fromStatus(error.originalStatus, null)
  }
  if (typeof status === 'number') return fromStatus(status, 'data' in error ? error.data : error.body)
  if (typeof error.message === 'string' && error.message !== '') {
    return { message: error.message, fieldErrors: {}, status: null }
  }
  return { message: UNKNOWN_FAILURE, fieldErrors: {}, status: null }
}

/**
 * Puts the server's per-field reasons onto the react-hook-form fields listed in `fields` (the first
 * one takes focus) and returns the overall message, for a toast. Reasons for fields the form does
 * not show are left out: the message already names the first of them.
 */
export function applyApiErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[],
): string {
  const { message, fieldErrors } = getApiError(error)
  let focused = false
  for (const field of fields) {
    const text = fieldErrors[field]
    if (text === undefined) continue
    setError(field, { type: 'server', message: text }, { shouldFocus: !focused })
    focused = true
  }
  return message
}
