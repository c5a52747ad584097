/**
 * The catalogue's messages and the reader of a product's colours, kept apart from the zod schemas in
 * catalog.ts: public pages import these, and must not pull zod into the visitor's JavaScript.
 */

export const CATALOG_MESSAGES = {
  productNotFound: 'Product not found',
  categoryNotFound: 'Category not found',
  subCategoryNotFound: 'Sub-category not found',
  activeProductsFetched: 'Active products fetched successfully',
} as const

/** One entry of a product's colours, from the colour picker's palette. */
export interface ProductColor {
  id: number
  name: string
  hex: string
}

const isProductColor = (value: unknown): value is ProductColor => {
  if (typeof value !== 'object' || value === null) return false
  const color = value as Record<string, unknown>
  return Number.isInteger(color.id) && typeof color.name === 'string' && typeof color.hex === 'string'
}

/**
 * The colour objects of a product (the spec's shape: one element, the JSON text of the list), or none
 * when the stored text is missing or malformed. The API writes it through ProductColorSchema.
 */
export function parseProductColors(colors: readonly string[]): ProductColor[] {
  const first = colors[0]
  if (!first) return []
  try {
    const parsed: unknown = JSON.parse(first)
    return Array.isArray(parsed) && parsed.every(isProductColor)
      ? parsed.map(({ id, name, hex }) => ({ id, name, hex }))
      : []
  } catch {
    return []
  }
}
