import { API_PATHS, HONEYPOT_FIELD, type Language } from '@gwp/contracts'

import { postEnquiry } from './post-enquiry'

/**
 * `POST /api/v1/catalog/send-catalog`: the catalogue goes to `email` (docs/requirements/enquiries.md#calls),
 * with the page's language, the one the visitor reads.
 */
export function sendCatalog(email: string, honeypot: string, language: Language) {
  return postEnquiry(API_PATHS.catalog.send, { email: email.trim(), [HONEYPOT_FIELD]: honeypot, language })
}
