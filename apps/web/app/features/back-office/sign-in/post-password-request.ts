/**
 * docs/requirements/accounts.md#errors: "network errors show the message or a plain 'Network or server error'
 * text".
 */
export const NETWORK_OR_SERVER_ERROR = 'Network or server error'

export interface PasswordRequestResult {
  ok: boolean
  message: string
}

/**
 * The forgot and reset calls (no bearer token): both answer `{ status, message }` and both show that
 * message as a toast, so one outcome shape serves both forms. Called from submit handlers only.
 */
export async function postPasswordRequest(path: string, body: unknown): Promise<PasswordRequestResult> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const payload = (await response.json().catch(() => ({}))) as { message?: unknown }
    const message = typeof payload.message === 'string' && payload.message ? payload.message : null
    if (response.ok) return { ok: true, message: message ?? '' }
    return { ok: false, message: message ?? NETWORK_OR_SERVER_ERROR }
  } catch (err) {
    return { ok: false, message: err instanceof Error && err.message ? err.message : NETWORK_OR_SERVER_ERROR }
  }
}
