import {
  COMPANY_NAME,
  COMPANY_TAGLINE,
  displayMoney,
  formatPercent,
  OFFICES,
  parseMoney,
  parsePercent,
} from '@gwp/contracts'
import PDFDocument from 'pdfkit'

import {
  BOTTOM,
  COLOURS,
  CONTENT_WIDTH,
  drawLinesTable,
  FONTS,
  PAGE,
  RIGHT,
  singleLine,
  type Doc,
  type TableRow,
  type Totals,
} from './offer-pdf-table.js'

/**
 * The PDF of a priced offer as the customer receives it: the letterhead, the customer, the lines, the
 * totals, the validity and the terms. Everything staff or the customer typed is drawn as plain text
 * (pdfkit has no markup), wrapped inside its box, long words included.
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
export async function renderOfferPdf(offer: OfferDocument): Promise<Buffer> {
  // Formatted first: a value that cannot be printed exactly stops the PDF before a page is drawn.
  const figures = printedFigures(offer)
  const doc: Doc = new PDFDocument({
    size: 'A4',
    // Pages the table or the terms run onto start below the running header and stop above the footer.
    margins: { top: PAGE.continuedTop, bottom: PAGE.height - BOTTOM, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    lang: 'en-GB',
    displayTitle: true,
    info: {
      Title: `Quotation ${offer.title}`,
      Author: COMPANY_NAME,
      Creator: COMPANY_NAME,
      Subject: `${COMPANY_NAME} quotation ${offer.title} for ${offer.customer.fullName}`,
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

  let y = drawLetterhead(doc)
  y = drawHeading(doc, offer, figures, y + 18)
  y = drawLinesTable(doc, figures.rows, figures.totals, y)
  drawTerms(doc, offer, y + 24)
  drawPageFurniture(doc, offer.title)
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

function printedFigures(offer: OfferDocument): PrintedFigures {
  const sums: Array<[string, string]> = [['Subtotal', money(offer.currency, offer.subtotal)]]
  if (offer.taxName !== null) {
    const label =
      offer.taxPercent === null ? offer.taxName : `${offer.taxName} ${percent(offer.taxPercent)} %`
    sums.push([label, money(offer.currency, offer.tax)])
  }
  const validUntil = longDate(offer.validUntil)
  return {
    issuedOn: longDate(offer.issuedOn),
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
      note: `This quotation is valid until ${validUntil}.`,
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
 * carries the PDF writes its dates with it too.
 */
export function longDate(text: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
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
function drawLetterhead(doc: Doc): number {
  const top = PAGE.margin
  doc.font(FONTS.bold).fontSize(28).fillColor(COLOURS.brand)
  doc.text(COMPANY_NAME, PAGE.margin, top - 4, { width: 190 })
  doc.font(FONTS.regular).fontSize(9.5).fillColor(COLOURS.muted)
  doc.text(COMPANY_TAGLINE, PAGE.margin, top + 30, { width: 190 })
  const nameBottom = doc.y

  const labelX = 250
  const detailX = labelX + 52
  const detailWidth = RIGHT - detailX
  let y = top
  for (const office of OFFICES) {
    doc.font(FONTS.bold).fontSize(7.5).fillColor(COLOURS.brand)
    doc.text(office.country.toUpperCase(), labelX, y + 0.5, { width: detailX - labelX - 6 })
    doc.font(FONTS.regular).fontSize(8).fillColor(COLOURS.ink)
    doc.text(office.address, detailX, y, { width: detailWidth })
    doc.fillColor(COLOURS.muted).text(`${office.phone}   ${office.email}`, detailX, doc.y + 1, {
      width: detailWidth,
    })
    y = doc.y + 7
  }
  const ruleY = Math.max(nameBottom, y - 7) + 10
  doc.moveTo(PAGE.margin, ruleY).lineTo(RIGHT, ruleY).lineWidth(1.5).strokeColor(COLOURS.brand).stroke()
  return ruleY
}

/** "Quotation", its title, the customer and the dates; returns where the lines table may start. */
function drawHeading(doc: Doc, offer: OfferDocument, figures: PrintedFigures, top: number): number {
  const leftWidth = 290
  doc.font(FONTS.bold).fontSize(22).fillColor(COLOURS.brand)
  doc.text('Quotation', PAGE.margin, top, { width: leftWidth })
  doc.font(FONTS.regular).fontSize(11).fillColor(COLOURS.ink)
  doc.text(offer.title, PAGE.margin, doc.y + 1, { width: leftWidth })

  doc.font(FONTS.bold).fontSize(7.5).fillColor(COLOURS.brand)
  doc.text('PREPARED FOR', PAGE.margin, doc.y + 14, { width: leftWidth, characterSpacing: 0.6 })
  const { fullName, address, email, phoneNumber } = offer.customer
  doc.font(FONTS.bold).fontSize(11).fillColor(COLOURS.ink)
  doc.text(fullName, PAGE.margin, doc.y + 4, { width: leftWidth })
  doc.font(FONTS.regular).fontSize(9).fillColor(COLOURS.ink)
  for (const detail of [address, email, phoneNumber]) {
    if (detail.trim() !== '') doc.text(detail, PAGE.margin, doc.y + 2, { width: leftWidth })
  }
  const leftBottom = doc.y

  const boxWidth = 210
  const boxX = RIGHT - boxWidth
  const details: Array<[string, string]> = [
    ['Issued', figures.issuedOn],
    ['Valid until', figures.validUntil],
    ['Currency', offer.currency],
  ]
  const boxTop = top + 6
  const boxHeight = 14 + details.length * 17
  doc.rect(boxX, boxTop, boxWidth, boxHeight).fill(COLOURS.stripe)
  doc.rect(boxX, boxTop, 3, boxHeight).fill(COLOURS.brand)
  details.forEach(([label, value], i) => {
    const y = boxTop + 10 + i * 17
    doc.font(FONTS.regular).fontSize(9).fillColor(COLOURS.muted)
    doc.text(label, boxX + 14, y, { width: 70, lineBreak: false })
    doc.font(FONTS.bold).fillColor(COLOURS.ink)
    doc.text(value, boxX + 84, y, { width: boxWidth - 96, align: 'right', lineBreak: false })
  })
  return Math.max(leftBottom, boxTop + boxHeight) + 20
}

/** Each terms section that has text, flowing onto new pages as far as it needs. */
function drawTerms(doc: Doc, offer: OfferDocument, top: number) {
  const sections: Array<[string, string]> = [
    ['Payment terms', offer.paymentTerms],
    ['Delivery terms', offer.deliveryTerms],
    ['Terms', offer.terms],
  ]
  let y = top
  for (const [heading, body] of sections) {
    if (body.trim() === '') continue
    doc.font(FONTS.regular).fontSize(9)
    // A heading keeps at least three lines of its text (or all of a shorter one) with it.
    const firstLines = Math.min(
      doc.heightOfString(body, { width: CONTENT_WIDTH }),
      3 * doc.currentLineHeight(true),
    )
    if (y + 18 + firstLines > BOTTOM) {
      doc.addPage()
      y = PAGE.continuedTop
    }
    doc
      .font(FONTS.bold)
      .fontSize(10)
      .fillColor(COLOURS.brand)
      .text(heading, PAGE.margin, y, { width: CONTENT_WIDTH })
    doc.font(FONTS.regular).fontSize(9).fillColor(COLOURS.ink)
    doc.text(body.trim(), PAGE.margin, doc.y + 4, { width: CONTENT_WIDTH, lineGap: 1.5 })
    y = doc.y + 14
  }
}

/** The running header of the pages after the first and every page's footer, once all pages exist. */
function drawPageFurniture(doc: Doc, title: string) {
  const { start, count } = doc.bufferedPageRange()
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i)
    // Text below the bottom margin would make pdfkit start a new page.
    doc.page.margins.bottom = 0
    if (i > start) {
      doc.font(FONTS.bold).fontSize(13).fillColor(COLOURS.brand)
      singleLine(doc, COMPANY_NAME, PAGE.margin, PAGE.margin - 2, { width: 150 })
      doc.font(FONTS.regular).fontSize(8.5).fillColor(COLOURS.muted)
      singleLine(doc, `Quotation ${title} (continued)`, PAGE.margin + 150, PAGE.margin + 1, {
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
    doc.font(FONTS.regular).fontSize(8).fillColor(COLOURS.muted)
    singleLine(doc, `${COMPANY_NAME} · Quotation ${title}`, PAGE.margin, footerY, {
      width: CONTENT_WIDTH - 90,
    })
    singleLine(doc, `Page ${i + 1} of ${count}`, RIGHT - 80, footerY, { width: 80, align: 'right' })
  }
}
