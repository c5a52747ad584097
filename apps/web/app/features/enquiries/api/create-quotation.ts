import { API_PATHS, HONEYPOT_FIELD, normaliseQuote, type Language, type QuoteValues } from '@gwp/contracts'

import { postEnquiry } from './post-enquiry'

/**
 * `POST /api/v1/quotation/create` with the spec's six fields (trimmed), the honeypot as the browser
 * filled it (empty for people, so the server keeps the request) and the page's language, so the sales
 * team knows which language to answer in.
 */
export function createQuotation(values: QuoteValues, honeypot: string, language: Language) {
  return postEnquiry(API_PATHS.quotation.create, {
    ...normaliseQuote(values),
    [HONEYPOT_FIELD]: honeypot,
    language,
  })
}
