import PDFDocument from 'pdfkit'

import { cardHeight, drawCard } from './catalog-pdf-card.js'
import {
  CARD_WIDTH,
  catalogDate,
  COLOURS,
  COMPANY,
  CONTENT_WIDTH,
  FOOTER_SPACE,
  GRID,
  HEADER_HEIGHT,
  PAGE,
  TITLE,
  type CatalogDocument,
  type CatalogSection,
  type Doc,
} from './catalog-pdf-layout.js'

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
