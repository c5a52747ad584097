import { PRODUCT_TEXT_FIELDS } from '@gwp/contracts'

/**
 * The eight detail fields of a product and their labels: step two of the product forms
 * (sections/products) and the rows of the details modal, which Quotes opens too.
 */
export const DETAIL_FIELDS = [
  'productCode',
  'brand',
  'material',
  'packageQuantity',
  'dimension',
  'specialFeature',
  'recommendedSurface',
  'recommendedUsage',
] as const
export type DetailField = (typeof DETAIL_FIELDS)[number]

export const DETAIL_LABELS: Record<DetailField, string> = {
  productCode: PRODUCT_TEXT_FIELDS.productCode,
  brand: PRODUCT_TEXT_FIELDS.brand,
  material: PRODUCT_TEXT_FIELDS.material,
  packageQuantity: 'Package Quantity',
  dimension: PRODUCT_TEXT_FIELDS.dimension,
  specialFeature: PRODUCT_TEXT_FIELDS.specialFeature,
  recommendedSurface: PRODUCT_TEXT_FIELDS.recommendedSurface,
  recommendedUsage: PRODUCT_TEXT_FIELDS.recommendedUsage,
}
