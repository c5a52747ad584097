import { API_PATHS, HONEYPOT_FIELD, normaliseQuote, type QuoteValues } from '@gwp/contracts'

import { postEnquiry } from './post-enquiry'

/**
 * `POST /api/v1/quotation/create` with the spec's six fields (trimmed) and the honeypot as the
 * browser filled it: empty for people, so the server keeps the request.
 */
export function createQuotation(values: QuoteValues, honeypot: string) {
  return postEnquiry(API_PATHS.quotation.create, { ...normaliseQuote(values), [HONEYPOT_FIELD]: honeypot })
}
