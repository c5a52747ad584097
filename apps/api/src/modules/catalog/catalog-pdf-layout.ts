import type { Language } from '@gwp/contracts'

/**
 * What the catalogue PDF prints (catalog-pdf.ts draws it, catalog-pdf-card.ts one product's card): the
 * document's content, the A4 page and its grid, the brand colours and the date as printed.
 */

/** One product as the catalogue prints it; `image` is JPEG or PNG bytes (pdfkit reads no WebP). */
export interface CatalogProduct {
  name: string
  productCode: string
  brand: string
  material: string
  packageQuantity: number
  dimension: string
  capacity: string | null
  image: Buffer | null
}

export interface CatalogSection {
  category: string
  products: CatalogProduct[]
}

export interface CatalogDocument {
  sections: CatalogSection[]
  generatedAt: Date
  /** The website's address, printed on the cover and in the footer. */
  siteUrl: string
  /** English by default; Urdu and Arabic pages read from the right (decision record 023). */
  language?: Language
}

export const COMPANY = 'GWP'
export const TITLE = 'Product Catalogue'

// A4 in points, and the site's brand colours (apps/web/app/app.css).
export const PAGE = { width: 595.28, height: 841.89, margin: 40 }
export const COLOURS = {
  ink: '#1f2937',
  muted: '#6b7280',
  line: '#d9dee5',
  imageBackground: '#f4f6f9',
  brand: '#0b63b6',
  brandDark: '#0c2f52',
  band: '#094f91',
  accent: '#16a34a',
  white: '#ffffff',
}
export const GRID = { columns: 3, gap: 12, padding: 8, imageHeight: 98, rowGap: 12 }
export const HEADER_HEIGHT = 40
export const FOOTER_SPACE = 26
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin
export const CARD_WIDTH = (CONTENT_WIDTH - (GRID.columns - 1) * GRID.gap) / GRID.columns
export const TEXT_WIDTH = CARD_WIDTH - 2 * GRID.padding
export const NAME_MAX_LINES = 2

export type Doc = PDFKit.PDFDocument

/** "21 November 2026": the date printed on the cover, in words so no reader misreads it. */
export function catalogDate(date: Date, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(date)
}
