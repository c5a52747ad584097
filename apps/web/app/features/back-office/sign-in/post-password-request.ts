import { answerMessage, getApiError, readFailedResponse } from '#app/lib/api-error'

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
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  } catch (error) {
    return { ok: false, message: getApiError(error).message }
  }
  if (!response.ok) {
    const { serverMessage } = await readFailedResponse(response)
    return { ok: false, message: serverMessage ?? NETWORK_OR_SERVER_ERROR }
  }
  return { ok: true, message: await answerMessage(response) }
}
