import type { ApiError } from '@gwp/contracts'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

/** What a failed call means for the screen: one sentence to show, and the per-field reasons. */
export interface ApiProblem {
  /** Always something to show: the server's message, "Network error: …", or "Something went wrong". */
  message: string
  /** The message of the API's own error envelope; null when none came (no answer, a proxy's page). */
  serverMessage: string | null
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

const problem = (message: string, status: number | null = null): ApiProblem => ({
  message,
  serverMessage: null,
  fieldErrors: {},
  status,
})

/**
 * Whether a body is the API's `{ success: false, message, errors? }` (contracts' ApiErrorSchema).
 * Checked by hand: the schema library would otherwise travel to every public page with this reader.
 */
function isApiError(body: unknown): body is ApiError {
  if (!isRecord(body) || body.success !== false || typeof body.message !== 'string') return false
  const { errors } = body
  return (
    errors === undefined || (isRecord(errors) && Object.values(errors).every((v) => typeof v === 'string'))
  )
}

/** The API's error envelope, or a problem without a message. */
function fromAnswer(status: number, body: unknown): ApiProblem {
  if (!isApiError(body)) return problem(UNKNOWN_FAILURE, status)
  const { message, errors } = body
  return { message, serverMessage: message, fieldErrors: errors ?? {}, status }
}

const network = (text: string) => problem(`${NETWORK_PREFIX}${text}`)

/**
 * Reads any failure the web app meets into one shape:
 * - an RTK Query error: `{ status: number, data }`, or `{ status: 'FETCH_ERROR' | 'TIMEOUT_ERROR', error }`,
 *   or `{ status: 'PARSING_ERROR', originalStatus, data }`;
 * - an answer read with `readFailedResponse`, or an `uploadWithProgress` result `{ status, body }`;
 * - a thrown `Error` (fetch's TypeError on a network fault, a SerializedError from `unwrap()`).
 * Network faults read "Network error: " plus the browser's text (docs/requirements/back-office.md#errors).
 */
export function getApiError(error: unknown): ApiProblem {
  if (error instanceof Error) {
    return error.name === 'TypeError' || error.name === 'UploadNetworkError'
      ? network(error.message)
      : problem(error.message || UNKNOWN_FAILURE)
  }
  if (!isRecord(error)) return problem(UNKNOWN_FAILURE)

  const { status } = error
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') {
    // RTK Query keeps the thrown error as text: "TypeError: Failed to fetch".
    const text = typeof error.error === 'string' ? error.error.replace(/^TypeError: /, '') : String(status)
    return network(text)
  }
  if (status === 'PARSING_ERROR' && typeof error.originalStatus === 'number') {
    return fromAnswer(error.originalStatus, null)
  }
  if (typeof status === 'number') return fromAnswer(status, 'data' in error ? error.data : error.body)
  if (typeof error.message === 'string' && error.message !== '') return problem(error.message)
  return problem(UNKNOWN_FAILURE)
}

/** A fetch answer's JSON body, or null when it has none (an empty 502, a proxy's HTML page). */
export const jsonBodyOf = (response: Response): Promise<unknown> => response.json().catch(() => null)

/** What an OK answer says it did (`{ message }`); '' when it says nothing. */
export async function answerMessage(response: Response): Promise<string> {
  const body = await jsonBodyOf(response)
  return isRecord(body) && typeof body.message === 'string' ? body.message : ''
}

/** A fetch answer that is not OK, read like every other failure. */
export async function readFailedResponse(response: Response): Promise<ApiProblem> {
  return getApiError({ status: response.status, data: await jsonBodyOf(response) })
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
