import PDFDocument from 'pdfkit'

import { createPdfWriter, type PdfWriter } from '../../lib/pdf-text/pdf-writer.js'
import { cardHeight, drawCard } from './catalog-pdf-card.js'
import { CATALOG_PDF_LABELS, type CatalogPdfLabels } from './catalog-pdf-labels.js'
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
  type CatalogDocument,
  type CatalogSection,
  type Doc,
} from './catalog-pdf-layout.js'

/**
 * The catalogue PDF (docs/requirements/enquiries.md#catalogue-pdf): a cover with the company, the title, the
 * date and the contents, then one section per category, each product in a card with its image, name, code and
 * key specifications. Latin text uses the PDF standard fonts; Urdu and Arabic add the Arabic font the
 * writer embeds, and their pages read from the right (decision record 023).
 */
export function renderCatalogPdf({
  sections,
  generatedAt,
  siteUrl,
  language = 'en',
}: CatalogDocument): Promise<Buffer> {
  const labels = CATALOG_PDF_LABELS[language]
  const date = catalogDate(generatedAt, labels.locale)
  const doc: Doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: {
      Title: `${COMPANY} ${labels.title}`,
      Author: COMPANY,
      Subject: `${COMPANY} ${labels.title}, ${date}`,
      CreationDate: generatedAt,
    },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const w = createPdfWriter(doc, language, { regular: 'Helvetica', bold: 'Helvetica-Bold' })
  const productCount = sections.reduce((sum, section) => sum + section.products.length, 0)
  drawCoverTop(w, labels, date, productCount, sections.length)
  const startPages = sections.map((section) => drawSection(w, labels, section))
  doc.switchToPage(0)
  drawContents(w, labels, sections, startPages, siteUrl)
  drawFooters(w, labels, date, siteUrl)
  doc.end()
  return done
}

function drawCoverTop(
  w: PdfWriter,
  labels: CatalogPdfLabels,
  date: string,
  productCount: number,
  categoryCount: number,
) {
  const doc = w.doc
  const bandHeight = 330
  doc.rect(0, 0, PAGE.width, bandHeight).fill(COLOURS.brandDark)
  doc.rect(0, bandHeight, PAGE.width, 6).fill(COLOURS.accent)
  w.font('bold', 84).fillColor(COLOURS.white)
  w.text(COMPANY, PAGE.margin, 110, { width: CONTENT_WIDTH, lineBreak: false })
  w.font('regular', 30).fillColor(COLOURS.white)
  w.text(labels.title, PAGE.margin, w.rtl ? 195 : 205, { width: CONTENT_WIDTH, lineBreak: false })
  w.size(13).fillColor('#c7dcf2')
  w.text(labels.tagline, PAGE.margin, 248, { width: CONTENT_WIDTH })

  const summary = productCount === 0 ? labels.beingUpdated : labels.summary(productCount, categoryCount)
  w.font('bold', 14).fillColor(COLOURS.ink)
  const y = w.text(labels.updated(date), PAGE.margin, bandHeight + 36, { width: CONTENT_WIDTH })
  w.font('regular', 11).fillColor(COLOURS.muted)
  w.text(summary, PAGE.margin, y, { width: CONTENT_WIDTH })
}

function drawContents(
  w: PdfWriter,
  labels: CatalogPdfLabels,
  sections: CatalogSection[],
  startPages: number[],
  siteUrl: string,
) {
  const doc = w.doc
  let y = 430
  if (sections.length > 0) {
    w.font('bold', 12).fillColor(COLOURS.brand)
    w.text(labels.contents, PAGE.margin, y, { width: CONTENT_WIDTH })
    y += 24
  } else {
    w.font('regular', 11).fillColor(COLOURS.ink)
    w.text(labels.seeSite(siteUrl), PAGE.margin, y, { width: CONTENT_WIDTH })
  }
  const bottom = PAGE.height - PAGE.margin - FOOTER_SPACE
  // Urdu and Arabic lines are taller, so their text starts higher above the rule.
  const lift = w.rtl ? 4 : 0
  sections.forEach((section, i) => {
    // Many categories: the contents stop where the page does rather than spill onto a new one.
    if (y > bottom - 16) return
    const page = String((startPages[i] ?? 0) + 1)
    w.font('regular', 11).fillColor(COLOURS.ink)
    w.text(section.category, PAGE.margin, y - lift, {
      width: CONTENT_WIDTH - 50,
      lineBreak: false,
      ellipsis: true,
    })
    doc.fillColor(COLOURS.muted)
    w.text(page, PAGE.margin + CONTENT_WIDTH - 40, y - lift, { width: 40, align: 'right', lineBreak: false })
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
function drawSection(w: PdfWriter, labels: CatalogPdfLabels, section: CatalogSection): number {
  const doc = w.doc
  doc.addPage()
  const startPage = doc.bufferedPageRange().count - 1
  let y = drawSectionHeader(w, labels, section, false)
  const bottom = PAGE.height - PAGE.margin - FOOTER_SPACE
  for (let start = 0; start < section.products.length; start += GRID.columns) {
    const row = section.products.slice(start, start + GRID.columns)
    const height = Math.max(...row.map((product) => cardHeight(w, labels, product)))
    if (y + height > bottom) {
      doc.addPage()
      y = drawSectionHeader(w, labels, section, true)
    }
    row.forEach((product, column) => {
      const x = PAGE.margin + column * (CARD_WIDTH + GRID.gap)
      drawCard(w, labels, product, x, y, height)
    })
    y += height + GRID.rowGap
  }
  return startPage
}

function drawSectionHeader(
  w: PdfWriter,
  labels: CatalogPdfLabels,
  section: CatalogSection,
  continued: boolean,
): number {
  const doc = w.doc
  const top = PAGE.margin
  doc.rect(PAGE.margin, top, CONTENT_WIDTH, HEADER_HEIGHT).fill(COLOURS.band)
  doc.rect(w.x(PAGE.margin, 5), top, 5, HEADER_HEIGHT).fill(COLOURS.accent)
  const lift = w.rtl ? 5 : 0
  w.font('bold', 16).fillColor(COLOURS.white)
  w.text(section.category + (continued ? labels.continued : ''), PAGE.margin + 16, top + 12 - lift, {
    width: CONTENT_WIDTH - 130,
    lineBreak: false,
    ellipsis: true,
  })
  w.font('regular', 10).fillColor('#c7dcf2')
  w.text(labels.productCount(section.products.length), PAGE.margin + CONTENT_WIDTH - 112, top + 16 - lift, {
    width: 100,
    align: 'right',
    lineBreak: false,
  })
  return top + HEADER_HEIGHT + 16
}

/** Page numbers and the site address on every page but the cover, drawn once all pages exist. */
function drawFooters(w: PdfWriter, labels: CatalogPdfLabels, date: string, siteUrl: string) {
  const doc = w.doc
  const { start, count } = doc.bufferedPageRange()
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i)
    // Text below the bottom margin would make pdfkit start a new page.
    doc.page.margins.bottom = 0
    const base = PAGE.height - PAGE.margin + 8
    // Urdu and Arabic lines are taller: their text starts a little higher.
    const y = w.rtl ? base - 3 : base
    w.font('regular', 8).fillColor(COLOURS.muted)
    if (i === start) {
      w.text(siteUrl, PAGE.margin, y, { width: CONTENT_WIDTH, align: 'center', lineBreak: false })
      continue
    }
    doc
      .moveTo(PAGE.margin, base - 8)
      .lineTo(PAGE.margin + CONTENT_WIDTH, base - 8)
      .lineWidth(0.5)
      .strokeColor(COLOURS.line)
      .stroke()
    w.text(`${COMPANY} ${labels.title} · ${date} · ${siteUrl}`, PAGE.margin, y, {
      width: CONTENT_WIDTH - 80,
      lineBreak: false,
    })
    w.text(labels.page(i + 1, count), PAGE.margin + CONTENT_WIDTH - 80, y, {
      width: 80,
      align: 'right',
      lineBreak: false,
    })
  }
}
