import { IMAGE_KINDS } from '@gwp/contracts'

import type { ReadUploadFormOptions } from '../../plugins/multipart.js'

/**
 * The create and update forms: one file named `banner`, refused while streaming past its limit
 * (IMAGE_KINDS.eventBanner: 3,072,000 bytes).
 */
export const EVENT_FORM: ReadUploadFormOptions = {
  fileTooLarge: IMAGE_KINDS.eventBanner.messages.size,
  limits: { fileSize: IMAGE_KINDS.eventBanner.maxBytes },
}
