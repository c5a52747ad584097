import { CATALOG_IMAGE_MESSAGES, CATALOG_IMAGE_RULES } from '@gwp/contracts'
import { z } from 'zod'

import type { ImageUploadFieldProps } from '#app/components/ui/image-upload-field'

export type ImageRules = Pick<
  ImageUploadFieldProps,
  'hint' | 'accept' | 'maxBytes' | 'squarePx' | 'cropSize' | 'maxFiles' | 'messages'
>

/** One picture per category or sub-category: a second waits until the first is removed. */
const ONE_IMAGE = 'Only one image: remove the current one to choose another'

/**
 * Category pictures (docs/requirements/categories.md#rules): PNG or JPEG, at most 5 MB, square 1000–1010 px
 * or cropped.
 */
export const CATEGORY_IMAGE_RULES: ImageRules = {
  hint: CATALOG_IMAGE_MESSAGES.hint,
  accept: CATALOG_IMAGE_RULES.types,
  maxBytes: CATALOG_IMAGE_RULES.maxBytes,
  squarePx: { min: CATALOG_IMAGE_RULES.minSide, max: CATALOG_IMAGE_RULES.maxSide },
  cropSize: CATALOG_IMAGE_RULES.cropSide,
  maxFiles: 1,
  messages: {
    type: CATALOG_IMAGE_MESSAGES.type,
    size: CATALOG_IMAGE_MESSAGES.size,
    dimensions: CATALOG_IMAGE_MESSAGES.dimensions,
    tooMany: ONE_IMAGE,
  },
}

/** Sub-category pictures: the same types and size, any pixel size (the spec sets none). */
export const SUB_CATEGORY_IMAGE_RULES: ImageRules = {
  hint: CATALOG_IMAGE_MESSAGES.anySizeHint,
  accept: CATALOG_IMAGE_RULES.types,
  maxBytes: CATALOG_IMAGE_RULES.maxBytes,
  maxFiles: 1,
  messages: { type: CATALOG_IMAGE_MESSAGES.type, size: CATALOG_IMAGE_MESSAGES.size, tooMany: ONE_IMAGE },
}

/** The chosen files, as the image field hands them to the form; the field has checked each one. */
const chosenFiles = z.array(z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File))

/** At least one file, unless the stored picture stays (an edit that keeps it). */
export const imagesRule = (required: boolean, message: string) =>
  required ? chosenFiles.min(1, message) : chosenFiles
