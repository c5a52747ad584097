import {
  CARD_WIDTH,
  COLOURS,
  GRID,
  NAME_MAX_LINES,
  TEXT_WIDTH,
  type CatalogProduct,
  type Doc,
} from './catalog-pdf-layout.js'

/*
 * One product's card in the catalogue: its image (or a placeholder), name, code and key
 * specifications, and its height, so a row of cards is laid out before it is drawn.
 */

/** The key specifications a buyer compares, those the product has. */
function specLines(product: CatalogProduct): string[] {
  const lines: Array<[string, string | null]> = [
    ['Brand', product.brand],
    ['Material', product.material],
    ['Package Quantity', product.packageQuantity > 0 ? String(product.packageQuantity) : null],
    ['Dimension', product.dimension],
    ['Capacity', product.capacity],
  ]
  return lines
    .filter((line): line is [string, string] => typeof line[1] === 'string' && line[1].trim() !== '')
    .map(([label, value]) => `${label}: ${value.trim()}`)
}

function nameHeight(doc: Doc, name: string): number {
  doc.font('Helvetica-Bold').fontSize(10)
  const lineHeight = doc.currentLineHeight(true)
  return Math.min(doc.heightOfString(name, { width: TEXT_WIDTH }), lineHeight * NAME_MAX_LINES)
}

function specsHeight(doc: Doc, product: CatalogProduct): number {
  doc.font('Helvetica').fontSize(8)
  return specLines(product).reduce(
    (sum, line) => sum + doc.heightOfString(line, { width: TEXT_WIDTH }) + 1.5,
    0,
  )
}

export function cardHeight(doc: Doc, product: CatalogProduct): number {
  doc.font('Helvetica').fontSize(8.5)
  const codeHeight = doc.currentLineHeight(true)
  return (
    GRID.padding +
    GRID.imageHeight +
    8 +
    nameHeight(doc, product.name) +
    3 +
    codeHeight +
    6 +
    specsHeight(doc, product) +
    GRID.padding
  )
}

export function drawCard(doc: Doc, product: CatalogProduct, x: number, y: number, height: number) {
  doc.roundedRect(x, y, CARD_WIDTH, height, 6).lineWidth(0.75).strokeColor(COLOURS.line).stroke()
  const imageX = x + GRID.padding
  const imageY = y + GRID.padding
  doc.roundedRect(imageX, imageY, TEXT_WIDTH, GRID.imageHeight, 4).fill(COLOURS.imageBackground)
  if (!drawImage(doc, product.image, imageX, imageY)) drawPlaceholder(doc, imageX, imageY)

  let textY = imageY + GRID.imageHeight + 8
  const nameBox = nameHeight(doc, product.name)
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(COLOURS.ink)
    .text(product.name, imageX, textY, { width: TEXT_WIDTH, height: nameBox, ellipsis: true })
  textY += nameBox + 3
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(COLOURS.brand)
    .text(`Code: ${product.productCode}`, imageX, textY, {
      width: TEXT_WIDTH,
      lineBreak: false,
      ellipsis: true,
    })
  textY += doc.currentLineHeight(true) + 6
  doc.font('Helvetica').fontSize(8).fillColor(COLOURS.muted)
  for (const line of specLines(product)) {
    doc.text(line, imageX, textY, { width: TEXT_WIDTH })
    textY += doc.heightOfString(line, { width: TEXT_WIDTH }) + 1.5
  }
}

/** False when there is no image or pdfkit cannot read it; the card then shows the placeholder. */
function drawImage(doc: Doc, image: Buffer | null, x: number, y: number): boolean {
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

function drawPlaceholder(doc: Doc, x: number, y: number) {
  const size = 36
  const cx = x + TEXT_WIDTH / 2
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
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(COLOURS.muted)
    .text('No image', x, cy + size / 2 + 6, { width: TEXT_WIDTH, align: 'center', lineBreak: false })
}
