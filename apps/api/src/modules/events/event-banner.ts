import { EVENT_LIMITS, EVENT_MESSAGES } from '@gwp/contracts'

import type { ImageRules } from '../../storage/images.js'
import type { ReadUploadFormOptions } from '../../plugins/multipart.js'

/**
 * An event's banner (docs/requirements/exhibitions.md#rules, #limits): PNG or JPEG by its bytes, at most
 * 3,072,000 bytes, any pixel size (the spec's hints name sizes it never checks). Stored like every image:
 * re-encoded, with its 400 and 800 px WebP variants beside it, as the demo seed stores its banners.
 */
export const EVENT_BANNER: ImageRules = {
  maxBytes: EVENT_LIMITS.bannerBytes,
  formats: ['png', 'jpeg'],
  messages: { type: EVENT_MESSAGES.bannerType, size: EVENT_MESSAGES.bannerSize },
}

/** The create and update forms: one file named `banner`, refused while streaming past 3,072,000 bytes. */
export const EVENT_FORM: ReadUploadFormOptions = {
  fileTooLarge: EVENT_MESSAGES.bannerSize,
  limits: { fileSize: EVENT_LIMITS.bannerBytes },
}
