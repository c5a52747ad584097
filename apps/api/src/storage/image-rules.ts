import { CATALOG_IMAGE_MESSAGES, CATALOG_IMAGE_RULES, PRODUCT_MESSAGES } from '@gwp/contracts'

import type { ImageRules } from './images.js'

/** The catalogue's upload rules (docs/requirements/products.md#product-images), in storeImage's terms. */

const square = {
  minWidth: CATALOG_IMAGE_RULES.minSide,
  maxWidth: CATALOG_IMAGE_RULES.maxSide,
  minHeight: CATALOG_IMAGE_RULES.minSide,
  maxHeight: CATALOG_IMAGE_RULES.maxSide,
}

/** Category pictures and the images of a new product: PNG or JPEG, 1000–1010 px, at most 5 MB. */
export const CATALOG_IMAGE: ImageRules = {
  ...square,
  maxBytes: CATALOG_IMAGE_RULES.maxBytes,
  formats: ['png', 'jpeg'],
  messages: {
    type: CATALOG_IMAGE_MESSAGES.type,
    size: CATALOG_IMAGE_MESSAGES.size,
    dimensions: CATALOG_IMAGE_MESSAGES.dimensions,
  },
}

/** Sub-category pictures: the spec sets no pixel rule, so any size up to 5 MB. */
export const SUB_CATEGORY_IMAGE: ImageRules = {
  maxBytes: CATALOG_IMAGE_RULES.maxBytes,
  formats: ['png', 'jpeg'],
  messages: { type: CATALOG_IMAGE_MESSAGES.type, size: CATALOG_IMAGE_MESSAGES.size },
}

/**
 * An image added to an existing product: WebP too, in the edit form's words
 * (docs/requirements/products.md#edit-product).
 */
export const PRODUCT_EDIT_IMAGE: ImageRules = {
  ...square,
  maxBytes: CATALOG_IMAGE_RULES.maxBytes,
  formats: ['png', 'jpeg', 'webp'],
  messages: {
    type: PRODUCT_MESSAGES.editImageType,
    size: PRODUCT_MESSAGES.editImageSize,
    dimensions: CATALOG_IMAGE_MESSAGES.dimensions,
  },
}
