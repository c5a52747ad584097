import { BLOG_FORM_MESSAGES, BLOG_IMAGE_RULES } from '@gwp/contracts'

import type { ImageRules } from '../../storage/images.js'

/**
 * A blog's picture (docs/requirements/blogs.md#rules): at most 5 MB, PNG, JPEG or WebP by its bytes, any
 * pixel size up to the decompression guard. Stored with its 400 and 800 px WebP variants like every
 * upload, which is how the public blog pages already read the seeded pictures.
 */
export const BLOG_IMAGE: ImageRules = {
  maxBytes: BLOG_IMAGE_RULES.maxBytes,
  formats: ['png', 'jpeg', 'webp'],
  messages: { type: BLOG_FORM_MESSAGES.imageType, size: BLOG_FORM_MESSAGES.imageSize },
}
