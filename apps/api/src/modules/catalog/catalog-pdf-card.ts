import { isolate } from '../../lib/pdf-text/bidi-pieces.js'
import type { PdfWriter } from '../../lib/pdf-text/pdf-writer.js'
import type { CatalogPdfLabels } from './catalog-pdf-labels.js'
import {
  CARD_WIDTH,
  COLOURS,
  GRID,
  NAME_MAX_LINES,
  TEXT_WIDTH,
  type CatalogProduct,
} from './catalog-pdf-layout.js'

/*
 * One product's card in the catalogue: its image (or a placeholder), name, code and key
 * specifications, and its height, so a row of cards is laid out before it is drawn. `x` is where the
 * card stands on an English page; the writer mirrors it for Urdu and Arabic.
 */

/** The key specifications a buyer compares, those the product has. */
function specLines(w: PdfWriter, labels: CatalogPdfLabels, product: CatalogProduct): string[] {
  const lines: Array<[string, string | null]> = [
    [labels.specs.brand, product.brand],
    [labels.specs.material, product.material],
    [labels.specs.packageQuantity, product.packageQuantity > 0 ? String(product.packageQuantity) : null],
    [labels.specs.dimension, product.dimension],
    [labels.specs.capacity, product.capacity],
  ]
  return lines
    .filter((line): line is [string, string] => typeof line[1] === 'string' && line[1].trim() !== '')
    .map(([label, value]) => `${label}: ${w.rtl ? isolate(value.trim()) : value.trim()}`)
}

function nameHeight(w: PdfWriter, name: string): number {
  w.font('bold', 10)
  const lineHeight = w.lineHeight(name)
  return Math.min(w.heightOf(name, { width: TEXT_WIDTH }), lineHeight * NAME_MAX_LINES)
}

function specsHeight(w: PdfWriter, labels: CatalogPdfLabels, product: CatalogProduct): number {
  w.font('regular', 8)
  return specLines(w, labels, product).reduce(
    (sum, line) => sum + w.heightOf(line, { width: TEXT_WIDTH }) + 1.5,
    0,
  )
}

export function cardHeight(w: PdfWriter, labels: CatalogPdfLabels, product: CatalogProduct): number {
  w.font('regular', 8.5)
  const codeHeight = w.lineHeight(labels.code(product.productCode))
  return (
    GRID.padding +
    GRID.imageHeight +
    8 +
    nameHeight(w, product.name) +
    3 +
    codeHeight +
    6 +
    specsHeight(w, labels, product) +
    GRID.padding
  )
}

export function drawCard(
  w: PdfWriter,
  labels: CatalogPdfLabels,
  product: CatalogProduct,
  x: number,
  y: number,
  height: number,
) {
  const doc = w.doc
  const boxX = w.x(x, CARD_WIDTH)
  doc.roundedRect(boxX, y, CARD_WIDTH, height, 6).lineWidth(0.75).strokeColor(COLOURS.line).stroke()
  const imageX = x + GRID.padding
  const imageY = y + GRID.padding
  const imageBoxX = w.x(imageX, TEXT_WIDTH)
  doc.roundedRect(imageBoxX, imageY, TEXT_WIDTH, GRID.imageHeight, 4).fill(COLOURS.imageBackground)
  if (!drawImage(doc, product.image, imageBoxX, imageY)) drawPlaceholder(w, labels, imageX, imageY)

  let textY = imageY + GRID.imageHeight + 8
  const nameBox = nameHeight(w, product.name)
  w.font('bold', 10).fillColor(COLOURS.ink)
  w.text(product.name, imageX, textY, { width: TEXT_WIDTH, height: nameBox, ellipsis: true })
  textY += nameBox + 3
  const code = labels.code(product.productCode)
  w.font('regular', 8.5).fillColor(COLOURS.brand)
  w.text(code, imageX, textY, { width: TEXT_WIDTH, lineBreak: false, ellipsis: true })
  textY += w.lineHeight(code) + 6
  w.font('regular', 8).fillColor(COLOURS.muted)
  for (const line of specLines(w, labels, product)) {
    w.text(line, imageX, textY, { width: TEXT_WIDTH })
    textY += w.heightOf(line, { width: TEXT_WIDTH }) + 1.5
  }
}

/** False when there is no image or pdfkit cannot read it; the card then shows the placeholder. */
function drawImage(doc: PDFKit.PDFDocument, image: Buffer | null, x: number, y: number): boolean {
  if (!image) return false
  try {
    doc.image(image, x + 6, y + 6, {
      fit: [TEXT_WIDTH - 12, GRID.imageHeight - 12],
      align: 'center',
      valign: 'center',
    })
    return true
  } catch {
    return false
  }
}

function drawPlaceholder(w: PdfWriter, labels: CatalogPdfLabels, x: number, y: number) {
  const doc = w.doc
  const size = 36
  const cx = w.x(x, TEXT_WIDTH) + TEXT_WIDTH / 2
  const cy = y + GRID.imageHeight / 2 - 8
  doc
    .roundedRect(cx - size / 2, cy - size / 2, size, size, 4)
    .lineWidth(1)
    .strokeColor('#b8c0cc')
    .stroke()
  doc
    .moveTo(cx - size / 2 + 6, cy + size / 2 - 8)
    .lineTo(cx - 4, cy)
    .lineTo(cx + 3, cy + 7)
    .lineTo(cx + 8, cy + 2)
    .lineTo(cx + size / 2 - 6, cy + size / 2 - 8)
    .strokeColor('#b8c0cc')
    .stroke()
  doc.circle(cx + 7, cy - 7, 3).fill('#b8c0cc')
  w.font('regular', 8).fillColor(COLOURS.muted)
  w.text(labels.noImage, x, cy + size / 2 + 6, { width: TEXT_WIDTH, align: 'center', lineBreak: false })
}
