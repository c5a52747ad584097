import { API_PATHS, HONEYPOT_FIELD } from '@gwp/contracts'

import { postEnquiry } from './post-enquiry'

/**
 * `POST /api/v1/catalog/send-catalog`: the catalogue goes to `email` (docs/requirements/enquiries.md#calls).
 */
export function sendCatalog(email: string, honeypot: string) {
  return postEnquiry(API_PATHS.catalog.send, { email: email.trim(), [HONEYPOT_FIELD]: honeypot })
}
