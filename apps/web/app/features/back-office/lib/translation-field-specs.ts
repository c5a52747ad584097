import {
  BLOG_LIMITS,
  CATEGORY_LIMITS,
  EVENT_LIMITS,
  HEADING_MAX_LENGTH,
  PARTNER_LOGO_NAME_MAX,
  PRODUCT_LIMITS,
  PRODUCT_TEXT_FIELDS,
  SUB_CATEGORY_LIMITS,
  type TranslatableField,
  type TranslatableKind,
} from '@gwp/contracts'

/** How a translated field shows: the English field's label, its counter's limit, one line or many. */
export interface TranslationFieldSpec {
  label: string
  limit: number
  /** Rows of a textarea; absent for a one-line input. */
  rows?: number
}

type Specs = { [K in TranslatableKind]: Record<TranslatableField<K>, TranslationFieldSpec> }

/**
 * The Urdu and Arabic fields of each record kind (TRANSLATABLE_FIELDS of contracts), shown as their
 * English twins are: the same label and limit. Their rules are the English field's, in contracts.
 */
export const TRANSLATION_FIELD_SPECS: Specs = {
  category: {
    name: { label: 'Name', limit: CATEGORY_LIMITS.name },
    description: { label: 'Description', limit: CATEGORY_LIMITS.description, rows: 3 },
  },
  subCategory: {
    name: { label: 'Name', limit: SUB_CATEGORY_LIMITS.name },
    description: { label: 'Description', limit: SUB_CATEGORY_LIMITS.description, rows: 4 },
  },
  product: {
    name: { label: PRODUCT_TEXT_FIELDS.name, limit: PRODUCT_LIMITS.name },
    description: { label: PRODUCT_TEXT_FIELDS.description, limit: PRODUCT_LIMITS.description, rows: 4 },
    brand: { label: PRODUCT_TEXT_FIELDS.brand, limit: PRODUCT_LIMITS.brand },
    material: { label: PRODUCT_TEXT_FIELDS.material, limit: PRODUCT_LIMITS.material },
    specialFeature: { label: PRODUCT_TEXT_FIELDS.specialFeature, limit: PRODUCT_LIMITS.specialFeature },
    recommendedSurface: {
      label: PRODUCT_TEXT_FIELDS.recommendedSurface,
      limit: PRODUCT_LIMITS.recommendedSurface,
    },
    recommendedUsage: {
      label: PRODUCT_TEXT_FIELDS.recommendedUsage,
      limit: PRODUCT_LIMITS.recommendedUsage,
      rows: 3,
    },
  },
  blog: {
    title: { label: 'Title', limit: BLOG_LIMITS.title },
    content: { label: 'Content', limit: BLOG_LIMITS.contentMax, rows: 10 },
  },
  event: {
    title: { label: 'Title', limit: EVENT_LIMITS.text },
    description: { label: 'Description', limit: EVENT_LIMITS.text, rows: 4 },
    location: { label: 'Location', limit: EVENT_LIMITS.text },
    additionalDetails: { label: 'Additional Details', limit: EVENT_LIMITS.text, rows: 3 },
  },
  heading: { heading: { label: 'Heading', limit: HEADING_MAX_LENGTH, rows: 4 } },
  partnerLogo: { name: { label: 'Name', limit: PARTNER_LOGO_NAME_MAX } },
}
