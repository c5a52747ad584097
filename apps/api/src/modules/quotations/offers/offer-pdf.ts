import {
  COMPANY_NAME,
  displayMoney,
  formatPercent,
  OFFICES,
  parseMoney,
  parsePercent,
  type Language,
} from '@gwp/contracts'
import PDFDocument from 'pdfkit'

import { createPdfWriter, type PdfWriter } from '../../../lib/pdf-text/pdf-writer.js'
import { footerText, OFFER_PDF_LABELS, type OfferPdfLabels } from './offer-pdf-labels.js'
import {
  BOTTOM,
  COLOURS,
  CONTENT_WIDTH,
  drawLinesTable,
  FONTS,
  PAGE,
  RIGHT,
  singleLine,
  type TableRow,
  type Totals,
} from './offer-pdf-table.js'

/**
 * The PDF of a priced offer as the customer receives it: the letterhead, the customer, the lines, the
 * totals, the validity and the terms. Everything staff or the customer typed is drawn as plain text
 * (pdfkit has no markup), wrapped inside its box, long words included. In Urdu and Arabic the
 * letterhead, boxes and columns change sides (decision record 023).
 */

export interface OfferDocument {
  title: string
  issuedOn: string
  validUntil: string
  customer: { fullName: string; email: string; phoneNumber: string; address: string }
  currency: 'PKR' | 'AED' | 'USD'
  lines: Array<{
    description: string
    productCode: string | null
    quantity: number
    unitPrice: string
    discountPercent: string
    amount: string
  }>
  subtotal: string
  taxName: string | null
  taxPercent: string | null
  tax: string
  total: string
  paymentTerms: string
  deliveryTerms: string
  terms: string
}

/** The offer's PDF: A4, letterhead, customer, lines table, totals, validity, terms. */
export async function renderOfferPdf(offer: OfferDocument, language: Language = 'en'): Promise<Buffer> {
  const labels = OFFER_PDF_LABELS[language]
  // Formatted first: a value that cannot be printed exactly stops the PDF before a page is drawn.
  const figures = printedFigures(offer, labels)
  const doc = new PDFDocument({
    size: 'A4',
    // Pages the table or the terms run onto start below the running header and stop above the footer.
    margins: { top: PAGE.continuedTop, bottom: PAGE.height - BOTTOM, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    lang: labels.locale,
    displayTitle: true,
    info: {
      Title: labels.title(offer.title),
      Author: COMPANY_NAME,
      Creator: COMPANY_NAME,
      Subject: labels.subject(offer.title, offer.customer.fullName),
      // From the offer, not the clock: the same offer always gives the same bytes.
      CreationDate: calendarDate(offer.issuedOn),
    },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const w = createPdfWriter(doc, language, FONTS)
  let y = drawLetterhead(w, labels)
  y = drawHeading(w, labels, offer, figures, y + 18)
  y = drawLinesTable(w, labels, figures.rows, figures.totals, y)
  drawTerms(w, labels, offer, y + 24)
  drawPageFurniture(w, labels, offer.title)
  doc.end()
  return done
}

/** The offer's dates and figures as people read them. */
interface PrintedFigures {
  issuedOn: string
  validUntil: string
  rows: TableRow[]
  totals: Totals
}

function printedFigures(offer: OfferDocument, labels: OfferPdfLabels): PrintedFigures {
  const sums: Array<[string, string]> = [[labels.subtotal, money(offer.currency, offer.subtotal)]]
  if (offer.taxName !== null) {
    const label =
      offer.taxPercent === null ? offer.taxName : `${offer.taxName} ${percent(offer.taxPercent)} %`
    sums.push([label, money(offer.currency, offer.tax)])
  }
  const validUntil = longDate(offer.validUntil, labels.locale)
  return {
    issuedOn: longDate(offer.issuedOn, labels.locale),
    validUntil,
    rows: offer.lines.map((line, i) => ({
      number: String(i + 1),
      description: line.description,
      productCode: line.productCode,
      quantity: line.quantity.toLocaleString('en-US'),
      unitPrice: money(offer.currency, line.unitPrice),
      // A dash rather than a column of "0 %": the discounted lines stand out.
      discount: parsePercent(line.discountPercent) === 0n ? '–' : `${percent(line.discountPercent)} %`,
      amount: money(offer.currency, line.amount),
    })),
    totals: {
      sums,
      total: money(offer.currency, offer.total),
      note: labels.validNote(validUntil),
    },
  }
}

/** Midnight UTC of a 'YYYY-MM-DD' date. */
function calendarDate(text: string): Date {
  const date = new Date(`${text}T00:00:00Z`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(date.getTime())) {
    throw new Error(`Not a calendar date: ${JSON.stringify(text)}`)
  }
  return date
}

/**
 * "9 December 2026": in words, so that no reader takes the day for the month. The e-mail that
 * carries the PDF writes its dates with it too. Urdu and Arabic dates keep Latin digits, as the
 * amounts do.
 */
export function longDate(text: string, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(calendarDate(text))
}

function money(currency: string, text: string): string {
  const minor = parseMoney(text)
  if (minor === null) throw new Error(`Not an amount: ${JSON.stringify(text)}`)
  return displayMoney(currency, minor)
}

/** "7.5" from '7.50': the percentage as people write it. */
function percent(text: string): string {
  const points = parsePercent(text)
  if (points === null) throw new Error(`Not a percentage: ${JSON.stringify(text)}`)
  return formatPercent(points)
}

/** The company and both offices, then the brand rule; returns where the rule is. */
function drawLetterhead(w: PdfWriter, labels: OfferPdfLabels): number {
  const doc = w.doc
  const top = PAGE.margin
  w.font('bold', 28).fillColor(COLOURS.brand)
  w.text(COMPANY_NAME, PAGE.margin, top - 4, { width: 190 })
  w.font('regular', 9.5).fillColor(COLOURS.muted)
  const nameBottom = w.text(labels.tagline, PAGE.margin, top + 30, { width: 190 })

  const labelX = 250
  const detailX = labelX + 52
  const detailWidth = RIGHT - detailX
  let y = top
  for (const office of OFFICES) {
    w.font('bold', 7.5).fillColor(COLOURS.brand)
    w.text(labels.country(office.country), labelX, y + 0.5, { width: detailX - labelX - 6 })
    w.font('regular', 8).fillColor(COLOURS.ink)
    const addressBottom = w.text(office.address, detailX, y, { width: detailWidth })
    doc.fillColor(COLOURS.muted)
    y = w.text(`${office.phone}   ${office.email}`, detailX, addressBottom + 1, { width: detailWidth }) + 7
  }
  const ruleY = Math.max(nameBottom, y - 7) + 10
  doc.moveTo(PAGE.margin, ruleY).lineTo(RIGHT, ruleY).lineWidth(1.5).strokeColor(COLOURS.brand).stroke()
  return ruleY
}

/** "Quotation", its title, the customer and the dates; returns where the lines table may start. */
function drawHeading(
  w: PdfWriter,
  labels: OfferPdfLabels,
  offer: OfferDocument,
  figures: PrintedFigures,
  top: number,
): number {
  const doc = w.doc
  const leftWidth = 290
  w.font('bold', 22).fillColor(COLOURS.brand)
  let y = w.text(labels.quotation, PAGE.margin, top, { width: leftWidth })
  w.font('regular', 11).fillColor(COLOURS.ink)
  y = w.text(offer.title, PAGE.margin, y + 1, { width: leftWidth })

  w.font('bold', 7.5).fillColor(COLOURS.brand)
  y = w.text(labels.preparedFor, PAGE.margin, y + 14, { width: leftWidth, characterSpacing: 0.6 })
  const { fullName, address, email, phoneNumber } = offer.customer
  w.font('bold', 11).fillColor(COLOURS.ink)
  y = w.text(fullName, PAGE.margin, y + 4, { width: leftWidth })
  w.font('regular', 9).fillColor(COLOURS.ink)
  for (const detail of [address, email, phoneNumber]) {
    if (detail.trim() !== '') y = w.text(detail, PAGE.margin, y + 2, { width: leftWidth })
  }
  const leftBottom = y

  const boxWidth = 210
  const boxX = RIGHT - boxWidth
  const details: Array<[string, string]> = [
    [labels.issued, figures.issuedOn],
    [labels.validUntil, figures.validUntil],
    [labels.currency, offer.currency],
  ]
  const boxTop = top + 6
  const row = w.rtl ? 20 : 17
  const boxHeight = 14 + details.length * row
  doc.rect(w.x(boxX, boxWidth), boxTop, boxWidth, boxHeight).fill(COLOURS.stripe)
  doc.rect(w.x(boxX, 3), boxTop, 3, boxHeight).fill(COLOURS.brand)
  details.forEach(([label, value], i) => {
    const y = boxTop + (w.rtl ? 6 : 10) + i * row
    w.font('regular', 9).fillColor(COLOURS.muted)
    w.text(label, boxX + 14, y, { width: 70, lineBreak: false })
    w.font('bold').fillColor(COLOURS.ink)
    w.text(value, boxX + 84, y, { width: boxWidth - 96, align: 'right', lineBreak: false })
  })
  return Math.max(leftBottom, boxTop + boxHeight) + 20
}

/** Each terms section that has text, flowing onto new pages as far as it needs. */
function drawTerms(w: PdfWriter, labels: OfferPdfLabels, offer: OfferDocument, top: number) {
  const sections: Array<[string, string]> = [
    [labels.paymentTerms, offer.paymentTerms],
    [labels.deliveryTerms, offer.deliveryTerms],
    [labels.terms, offer.terms],
  ]
  let y = top
  for (const [heading, body] of sections) {
    if (body.trim() === '') continue
    w.font('regular', 9)
    // A heading keeps at least three lines of its text (or all of a shorter one) with it.
    const firstLines = Math.min(w.heightOf(body, { width: CONTENT_WIDTH }), 3 * w.lineHeight(body))
    if (y + 18 + firstLines > BOTTOM) {
      w.doc.addPage()
      y = PAGE.continuedTop
    }
    w.font('bold', 10).fillColor(COLOURS.brand)
    y = w.text(heading, PAGE.margin, y, { width: CONTENT_WIDTH })
    w.font('regular', 9).fillColor(COLOURS.ink)
    y = w.text(body.trim(), PAGE.margin, y + 4, { width: CONTENT_WIDTH, lineGap: 1.5 }) + 14
  }
}

/** The running header of the pages after the first and every page's footer, once all pages exist. */
function drawPageFurniture(w: PdfWriter, labels: OfferPdfLabels, title: string) {
  const doc = w.doc
  const { start, count } = doc.bufferedPageRange()
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i)
    // Text below the bottom margin would make pdfkit start a new page.
    doc.page.margins.bottom = 0
    if (i > start) {
      w.font('bold', 13).fillColor(COLOURS.brand)
      singleLine(w, COMPANY_NAME, PAGE.margin, PAGE.margin - 2, { width: 150 })
      w.font('regular', 8.5).fillColor(COLOURS.muted)
      singleLine(w, labels.continued(title), PAGE.margin + 150, PAGE.margin + 1, {
        width: CONTENT_WIDTH - 150,
        align: 'right',
      })
      const ruleY = PAGE.margin + 18
      doc.moveTo(PAGE.margin, ruleY).lineTo(RIGHT, ruleY).lineWidth(1).strokeColor(COLOURS.brand).stroke()
    }
    const footerY = PAGE.height - PAGE.margin
    doc
      .moveTo(PAGE.margin, footerY - 6)
      .lineTo(RIGHT, footerY - 6)
      .lineWidth(0.5)
      .strokeColor(COLOURS.line)
      .stroke()
    w.font('regular', 8).fillColor(COLOURS.muted)
    // The footer's text keeps its place in Urdu and Arabic too: its taller line starts higher.
    const textY = w.rtl ? footerY - 3 : footerY
    singleLine(w, footerText(labels, title), PAGE.margin, textY, { width: CONTENT_WIDTH - 90 })
    singleLine(w, labels.page(i + 1, count), RIGHT - 80, textY, { width: 80, align: 'right' })
  }
}
