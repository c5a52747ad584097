import PDFDocument from 'pdfkit'

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
}

const COMPANY = 'GWP'
const TITLE = 'Product Catalogue'

// A4 in points, and the site's brand colours (apps/web/app/app.css).
const PAGE = { width: 595.28, height: 841.89, margin: 40 }
const COLOURS = {
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
const GRID = { columns: 3, gap: 12, padding: 8, imageHeight: 98, rowGap: 12 }
const HEADER_HEIGHT = 40
const FOOTER_SPACE = 26
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin
const CARD_WIDTH = (CONTENT_WIDTH - (GRID.columns - 1) * GRID.gap) / GRID.columns
const TEXT_WIDTH = CARD_WIDTH - 2 * GRID.padding
const NAME_MAX_LINES = 2

/** "21 November 2026": the date printed on the cover, in words so no reader misreads it. */
export function catalogDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date)
}

/** The key specifications a buyer compares, those the product has. */
export function specLines(product: CatalogProduct): string[] {
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

type Doc = PDFKit.PDFDocument

/**
 * The catalogue PDF (docs/requirements/enquiries.md#catalogue-pdf): a cover with the company, the title, the
 * date and the contents, then one section per category, each product in a card with its image, name, code and
 * key specifications. Text uses the PDF standard fonts, so nothing needs to be installed.
 */
export function renderCatalogPdf({ sections, generatedAt, siteUrl }: CatalogDocument): Promise<Buffer> {
  const doc: Doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: {
      Title: `${COMPANY} ${TITLE}`,
      Author: COMPANY,
      Subject: `${COMPANY} ${TITLE}, ${catalogDate(generatedAt)}`,
      CreationDate: generatedAt,
    },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const productCount = sections.reduce((sum, section) => sum + section.products.length, 0)
  drawCoverTop(doc, generatedAt, productCount, sections.length)
  const startPages = sections.map((section) => drawSection(doc, section))
  doc.switchToPage(0)
  drawContents(doc, sections, startPages, siteUrl)
  drawFooters(doc, generatedAt, siteUrl)
  doc.end()
  return done
}

function drawCoverTop(doc: Doc, generatedAt: Date, productCount: number, categoryCount: number) {
  const bandHeight = 330
  doc.rect(0, 0, PAGE.width, bandHeight).fill(COLOURS.brandDark)
  doc.rect(0, bandHeight, PAGE.width, 6).fill(COLOURS.accent)
  doc
    .font('Helvetica-Bold')
    .fontSize(84)
    .fillColor(COLOURS.white)
    .text(COMPANY, PAGE.margin, 110, { width: CONTENT_WIDTH, lineBreak: false })
  doc
    .font('Helvetica')
    .fontSize(30)
    .fillColor(COLOURS.white)
    .text(TITLE, PAGE.margin, 205, { width: CONTENT_WIDTH, lineBreak: false })
  doc
    .fontSize(13)
    .fillColor('#c7dcf2')
    .text('Cleaning products for homes, offices and industry', PAGE.margin, 248, { width: CONTENT_WIDTH })

  const summary =
    productCount === 0
      ? 'Our catalogue is being updated.'
      : `${productCount} ${productCount === 1 ? 'product' : 'products'} in ${categoryCount} ${categoryCount === 1 ? 'category' : 'categories'}`
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor(COLOURS.ink)
    .text(`Updated ${catalogDate(generatedAt)}`, PAGE.margin, bandHeight + 36, { width: CONTENT_WIDTH })
  doc.font('Helvetica').fontSize(11).fillColor(COLOURS.muted).text(summary, { width: CONTENT_WIDTH })
}

function drawContents(doc: Doc, sections: CatalogSection[], startPages: number[], siteUrl: string) {
  let y = 430
  if (sections.length > 0) {
    doc.font('Helvetica-Bold').fontSize(12).fillColor(COLOURS.brand).text('Contents', PAGE.margin, y)
    y += 24
  } else {
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor(COLOURS.ink)
      .text(`See our latest products at ${siteUrl}`, PAGE.margin, y, { width: CONTENT_WIDTH })
  }
  const bottom = PAGE.height - PAGE.margin - FOOTER_SPACE
  sections.forEach((section, i) => {
    // Many categories: the contents stop where the page does rather than spill onto a new one.
    if (y > bottom - 16) return
    const page = String((startPages[i] ?? 0) + 1)
    doc.font('Helvetica').fontSize(11).fillColor(COLOURS.ink)
    doc.text(section.category, PAGE.margin, y, {
      width: CONTENT_WIDTH - 50,
      lineBreak: false,
      ellipsis: true,
    })
    doc.fillColor(COLOURS.muted).text(page, PAGE.margin + CONTENT_WIDTH - 40, y, {
      width: 40,
      align: 'right',
      lineBreak: false,
    })
    doc
      .moveTo(PAGE.margin, y + 15)
      .lineTo(PAGE.margin + CONTENT_WIDTH, y + 15)
      .lineWidth(0.5)
      .strokeColor(COLOURS.line)
      .stroke()
    y += 22
  })
}

/** Draws one category from a new page on; returns the index of that page. */
function drawSection(doc: Doc, section: CatalogSection): number {
  doc.addPage()
  const startPage = doc.bufferedPageRange().count - 1
  let y = drawSectionHeader(doc, section, false)
  const bottom = PAGE.height - PAGE.margin - FOOTER_SPACE
  for (let start = 0; start < section.products.length; start += GRID.columns) {
    const row = section.products.slice(start, start + GRID.columns)
    const height = Math.max(...row.map((product) => cardHeight(doc, product)))
    if (y + height > bottom) {
      doc.addPage()
      y = drawSectionHeader(doc, section, true)
    }
    row.forEach((product, column) => {
      drawCard(doc, product, PAGE.margin + column * (CARD_WIDTH + GRID.gap), y, height)
    })
    y += height + GRID.rowGap
  }
  return startPage
}

function drawSectionHeader(doc: Doc, section: CatalogSection, continued: boolean): number {
  const top = PAGE.margin
  doc.rect(PAGE.margin, top, CONTENT_WIDTH, HEADER_HEIGHT).fill(COLOURS.band)
  doc.rect(PAGE.margin, top, 5, HEADER_HEIGHT).fill(COLOURS.accent)
  const count = `${section.products.length} ${section.products.length === 1 ? 'product' : 'products'}`
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(COLOURS.white)
    .text(section.category + (continued ? ' (continued)' : ''), PAGE.margin + 16, top + 12, {
      width: CONTENT_WIDTH - 130,
      lineBreak: false,
      ellipsis: true,
    })
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#c7dcf2')
    .text(count, PAGE.margin + CONTENT_WIDTH - 112, top + 16, {
      width: 100,
      align: 'right',
      lineBreak: false,
    })
  return top + HEADER_HEIGHT + 16
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

function cardHeight(doc: Doc, product: CatalogProduct): number {
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

function drawCard(doc: Doc, product: CatalogProduct, x: number, y: number, height: number) {
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

/** Page numbers and the site address on every page but the cover, drawn once all pages exist. */
function drawFooters(doc: Doc, generatedAt: Date, siteUrl: string) {
  const { start, count } = doc.bufferedPageRange()
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i)
    // Text below the bottom margin would make pdfkit start a new page.
    doc.page.margins.bottom = 0
    const y = PAGE.height - PAGE.margin + 8
    doc.font('Helvetica').fontSize(8).fillColor(COLOURS.muted)
    if (i === start) {
      doc.text(siteUrl, PAGE.margin, y, { width: CONTENT_WIDTH, align: 'center', lineBreak: false })
      continue
    }
    doc
      .moveTo(PAGE.margin, y - 8)
      .lineTo(PAGE.margin + CONTENT_WIDTH, y - 8)
      .lineWidth(0.5)
      .strokeColor(COLOURS.line)
      .stroke()
    doc.text(`${COMPANY} ${TITLE} · ${catalogDate(generatedAt)} · ${siteUrl}`, PAGE.margin, y, {
      width: CONTENT_WIDTH - 80,
      lineBreak: false,
    })
    doc.text(`Page ${i + 1} of ${count}`, PAGE.margin + CONTENT_WIDTH - 80, y, {
      width: 80,
      align: 'right',
      lineBreak: false,
    })
  }
}
