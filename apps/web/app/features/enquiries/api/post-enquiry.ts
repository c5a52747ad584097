import { type ApiProblem, answerMessage, getApiError, readFailedResponse } from '#app/lib/api-error'

/** What a visitor's enquiry call came to: accepted, or refused with what the server said (if anything). */
export type EnquiryResult = { ok: true; message: string } | ({ ok: false } & ApiProblem)

/**
 * POSTs a public form as JSON to the API on this site's origin (no token: the enquiry calls are
 * anonymous). Never throws: the forms show one message for every kind of failure
 * (docs/requirements/enquiries.md#errors).
 */
export async function postEnquiry(path: string, body: unknown): Promise<EnquiryResult> {
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
  } catch (error) {
    return { ok: false, ...getApiError(error) }
  }
  if (!response.ok) return { ok: false, ...(await readFailedResponse(response)) }
  return { ok: true, message: await answerMessage(response) }
}
