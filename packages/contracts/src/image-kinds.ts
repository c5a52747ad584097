import { VARIANT_WIDTHS } from './images.js'

/**
 * Every kind of picture the site stores, and its rules: accepted types, size in bytes and pixels,
 * how many one record holds, how a picture of another shape is cropped, the widths of the WebP
 * variants made from it, and the words a refusal is given in (docs/requirements/products.md#product-images,
 * docs/requirements/categories.md#category-rules, docs/requirements/blogs.md#rules,
 * docs/requirements/exhibitions.md#event-banner; each hint states the rule that is enforced). The API
 * checks uploads by these and the forms check the same before sending.
 */

/** A picture's type as the browser names it; the server decides by the bytes (docs/security.md#s11). */
export type ImageMimeType = 'image/png' | 'image/jpeg' | 'image/jpg' | 'image/webp'

export interface ImageKindMessages {
  /** A file of a type the kind does not take, or not a readable picture at all. */
  type: string
  /** A file over `maxBytes`. */
  size: string
  /** A picture outside `sidePx`. */
  dimensions?: string
  /** More pictures than `maxCount`; a function is told how many more would still fit. */
  tooMany: string | ((room: number) => string)
  /** Under the field's label: the rule that is enforced. */
  hint: string
}

/** A picture an admin uploads through a form: checked, re-encoded, stored with the usual variants. */
export interface UploadImageKind {
  types: readonly ImageMimeType[]
  maxBytes: number
  /** Each side within min…max pixels; without it any size (the server's pixel guard still holds). */
  sidePx?: { readonly min: number; readonly max: number }
  /** How many one record holds. */
  maxCount: number
  /** A picture outside `sidePx` is offered a crop to `aspect` (width / height) at `width` pixels. */
  crop?: { readonly aspect: number; readonly width: number }
  variantWidths: typeof VARIANT_WIDTHS
  messages: ImageKindMessages
}

/** The spec's words, each written once: several kinds refuse in the same words. */
const WORDS = {
  catalogType: 'Only PNG, JPG, and JPEG formats are allowed',
  catalogSize: 'Image size cannot be more than 5MB',
  catalogDimensions: 'Image dimensions must be between 1000x1000 and 1010x1010 pixels',
  catalogHint: 'PNG or JPG, 1000–1010 px on each side, at most 5 MB',
  webType: 'Invalid file type. Please upload JPEG, PNG, or WebP images',
  webSize: 'Image size should be less than 5MB',
  /** Ours: a record with one picture takes a second once the first is removed. */
  oneImage: 'Only one image: remove the current one to choose another',
} as const

const FIVE_MB = 5 * 1024 * 1024
const PNG_OR_JPEG: readonly ImageMimeType[] = ['image/png', 'image/jpeg']
const WEB_FORMATS: readonly ImageMimeType[] = ['image/png', 'image/jpeg', 'image/webp']
/**
 * Product and category pictures (docs/requirements/products.md#product-images): PNG or JPEG up to 5 MB,
 * square, 1000 to 1010 px on each side; the browser's crop makes a 1000 px square of a picture outside
 * that range.
 */
const CATALOG_PICTURE = {
  types: PNG_OR_JPEG,
  maxBytes: FIVE_MB,
  sidePx: { min: 1000, max: 1010 },
  crop: { aspect: 1, width: 1000 },
  variantWidths: VARIANT_WIDTHS,
} as const
const CATALOG_WORDS = {
  type: WORDS.catalogType,
  size: WORDS.catalogSize,
  dimensions: WORDS.catalogDimensions,
  hint: WORDS.catalogHint,
} as const

export const IMAGE_KINDS = {
  /** A category's picture (docs/requirements/categories.md#category-rules). */
  category: {
    ...CATALOG_PICTURE,
    maxCount: 1,
    messages: { ...CATALOG_WORDS, tooMany: WORDS.oneImage },
  },
  /** A sub-category's picture: the spec sets no pixel rule, so any size up to 5 MB. */
  subCategory: {
    types: PNG_OR_JPEG,
    maxBytes: FIVE_MB,
    maxCount: 1,
    variantWidths: VARIANT_WIDTHS,
    messages: {
      type: WORDS.catalogType,
      size: WORDS.catalogSize,
      tooMany: WORDS.oneImage,
      hint: 'PNG or JPG, at most 5 MB',
    },
  },
  /** The pictures of a new product (docs/requirements/products.md#add-product): one to three. */
  product: {
    ...CATALOG_PICTURE,
    maxCount: 3,
    messages: { ...CATALOG_WORDS, tooMany: 'Maximum image limit reached' },
  },
  /**
   * A picture added to an existing product: WebP too, in the edit form's words
   * (docs/requirements/products.md#edit-product).
   */
  productEdit: {
    ...CATALOG_PICTURE,
    types: WEB_FORMATS,
    maxCount: 3,
    messages: {
      type: WORDS.webType,
      size: WORDS.webSize,
      dimensions: WORDS.catalogDimensions,
      tooMany: (room: number) => `You can only upload ${room} more image(s)`,
      // Said before the admin acts: images, like every other field, are saved by Update, not at once.
      hint: 'PNG, JPG or WebP, 1000–1010 px on each side, at most 5 MB. Added and removed images are saved with the other changes when you press Update; Cancel keeps the product as it is.',
    },
  },
  /** A blog's picture (docs/requirements/blogs.md#rules): any of the three web formats, any pixel size. */
  blog: {
    types: WEB_FORMATS,
    maxBytes: FIVE_MB,
    maxCount: 1,
    variantWidths: VARIANT_WIDTHS,
    messages: {
      type: WORDS.webType,
      size: WORDS.webSize,
      tooMany: WORDS.oneImage,
      hint: 'PNG, JPG or WebP, at most 5 MB',
    },
  },
  /**
   * An event's banner (docs/requirements/exhibitions.md#event-banner): at most 3,072,000 bytes ("3MB" as
   * the spec counts), any pixel size (the spec's hints name sizes it never checks).
   */
  eventBanner: {
    types: ['image/jpeg', 'image/png', 'image/jpg'],
    maxBytes: 3_072_000,
    maxCount: 1,
    variantWidths: VARIANT_WIDTHS,
    messages: {
      type: 'Invalid file type. Please select a PNG, JPG, or JPEG file.',
      size: 'File size exceeds 3MB. Please select a smaller image.',
      tooMany: 'Only one banner: remove the current one to choose another',
      hint: 'PNG, JPG or JPEG, at most 3 MB (3,072,000 bytes), any pixel size',
    },
  },
  /**
   * A partner's logo on the About page (docs/requirements/back-office.md#partner-logos): added through the
   * API only, no form.
   */
  partnerLogo: {
    types: WEB_FORMATS,
    maxBytes: FIVE_MB,
    maxCount: 1,
    variantWidths: VARIANT_WIDTHS,
    messages: {
      type: 'Invalid file type. Please upload a JPEG, PNG or WebP image',
      size: WORDS.webSize,
      tooMany: WORDS.oneImage,
      hint: 'PNG, JPG or WebP, at most 5 MB',
    },
  },
  /**
   * The home page's hero pictures (docs/requirements/site.md#home): `slide-1.jpg` … copied onto the server,
   * never uploaded, so no form and no words. Their variants are cut to 16:9 when made.
   */
  hero: {
    types: ['image/jpeg', 'image/png', 'image/webp'],
    maxCount: 4,
    crop: { aspect: 16 / 9 },
    variantWidths: [400, 800, 1600],
  },
} as const satisfies Record<string, UploadImageKind | HeroImageKind>

/** The hero's pictures: no byte limit (nothing uploads them), variants of their own widths. */
export interface HeroImageKind {
  types: readonly ImageMimeType[]
  maxCount: number
  crop: { readonly aspect: number }
  variantWidths: readonly number[]
}

export type ImageKind = keyof typeof IMAGE_KINDS
export type UploadKind = Exclude<ImageKind, 'hero'>
