/** What a visitor's enquiry call came to: accepted, or refused with whatever the server said. */
export type EnquiryResult =
  | { ok: true; message: string }
  | {
      ok: false
      /** The HTTP status, or null when the request never got an answer (offline, DNS, CORS). */
      status: number | null
      /** The server's message, when it sent one. */
      message: string | null
      /** A 400's messages by field (`{ errors: { email: '…' } }`), empty otherwise. */
      errors: Record<string, string>
    }

const textOf = (value: unknown): string | null => (typeof value === 'string' && value ? value : null)

function fieldErrorsOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {}
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

/**
 * POSTs a public form as JSON to the API on this site's origin (no token: the enquiry calls are
 * anonymous). Never throws: the forms show one message for every kind of failure
 * (docs/requirements/enquiries.md#errors).
 */
export async function postEnquiry(path: string, body: unknown): Promise<EnquiryResult> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
    const payload = (await response.json().catch(() => null)) as {
      message?: unknown
      errors?: unknown
    } | null
    const message = textOf(payload?.message)
    if (response.ok) return { ok: true, message: message ?? '' }
    return { ok: false, status: response.status, message, errors: fieldErrorsOf(payload?.errors) }
  } catch {
    return { ok: false, status: null, message: null, errors: {} }
  }
}
