import { IMAGE_KINDS, type ImageMimeType, type UploadImageKind, type UploadKind } from '@gwp/contracts'

import type { ImageFormat, ImageRules } from './images.js'

/** The browser's name for a type → the format the bytes must show (image/jpg is JPEG). */
const FORMAT_OF: Record<ImageMimeType, ImageFormat> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/webp': 'webp',
}

/** One kind of upload's rules (contracts' IMAGE_KINDS) in storeImage's terms. */
function rulesOf(kind: UploadKind): ImageRules {
  const { types, maxBytes, sidePx, messages }: UploadImageKind = IMAGE_KINDS[kind]
  return {
    maxBytes,
    formats: [...new Set(types.map((type) => FORMAT_OF[type]))],
    ...(sidePx && {
      minWidth: sidePx.min,
      maxWidth: sidePx.max,
      minHeight: sidePx.min,
      maxHeight: sidePx.max,
    }),
    messages: {
      type: messages.type,
      size: messages.size,
      ...(messages.dimensions !== undefined && { dimensions: messages.dimensions }),
    },
  }
}

/** What storeImage checks each kind of upload against (docs/requirements/products.md#rules, #limits). */
export const IMAGE_RULES: Readonly<Record<UploadKind, ImageRules>> = {
  category: rulesOf('category'),
  subCategory: rulesOf('subCategory'),
  product: rulesOf('product'),
  productEdit: rulesOf('productEdit'),
  blog: rulesOf('blog'),
  eventBanner: rulesOf('eventBanner'),
  partnerLogo: rulesOf('partnerLogo'),
}
