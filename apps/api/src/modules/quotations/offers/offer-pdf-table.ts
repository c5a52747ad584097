import type { PdfWriter } from '../../../lib/pdf-text/pdf-writer.js'
import { type OfferPdfLabels } from './offer-pdf-labels.js'

/**
 * The page, fonts and colours of the offer PDF, and its lines table with the totals beneath it
 * (offer-pdf.ts draws the rest). They live here, below offer-pdf.ts, so the two files import one way
 * only. Rows and totals come as text already formatted for people: this file knows nothing of money,
 * only of fitting text into columns and pages. Positions are those of the English page; the writer
 * turns them round for Urdu and Arabic, so the columns run from the right (decision record 023).
 */

export type Doc = PDFKit.PDFDocument

// A4 in points. The top margin is that of the pages after the first, below their running header.
export const PAGE = { width: 595.28, height: 841.89, margin: 40, continuedTop: 74 }
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin
export const RIGHT = PAGE.margin + CONTENT_WIDTH
/** Room kept at the foot of every page for its footer (title, page number). */
export const FOOTER_SPACE = 28
export const BOTTOM = PAGE.height - PAGE.margin - FOOTER_SPACE

/**
 * The one place fonts are chosen: the PDF standard fonts for Latin text (they need no file); the
 * writer adds Noto Naskh Arabic for Arabic-script runs (lib/pdf-text/script-fonts.ts).
 */
export const FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold' }

export const COLOURS = {
  brand: '#0b3b66',
  ink: '#1f2937',
  muted: '#6b7280',
  line: '#d9dee5',
  stripe: '#f3f6fa',
  white: '#ffffff',
}

/** One line of the offer as printed: every cell is text ready to show. */
export interface TableRow {
  number: string
  description: string
  productCode: string | null
  quantity: string
  unitPrice: string
  discount: string
  amount: string
}

/** What follows the lines: the subtotal and any tax (label, amount), the total, and a note beside them. */
export interface Totals {
  sums: Array<[string, string]>
  total: string
  note: string
}

const TOTALS = { width: 250, label: 104, row: 18, totalRow: 26, gap: 14 }

interface Column {
  key: Exclude<keyof TableRow, 'productCode'>
  width: number
  align: 'left' | 'right'
}

// Widths fit 'PKR 99,999,999.99' and a quantity of 1,000,000 at the full size; larger amounts shrink.
const FIXED_COLUMNS: Column[] = [
  { key: 'number', width: 26, align: 'left' },
  { key: 'quantity', width: 50, align: 'right' },
  { key: 'unitPrice', width: 88, align: 'right' },
  { key: 'discount', width: 50, align: 'right' },
  { key: 'amount', width: 96, align: 'right' },
]
const DESCRIPTION_WIDTH = CONTENT_WIDTH - FIXED_COLUMNS.reduce((sum, column) => sum + column.width, 0)
const DESCRIPTION: Column = { key: 'description', width: DESCRIPTION_WIDTH, align: 'left' }
const COLUMNS: Column[] = [FIXED_COLUMNS[0]!, DESCRIPTION, ...FIXED_COLUMNS.slice(1)]

const PAD_X = 5
const PAD_Y = 5
const HEADER_HEIGHT = 20
const TEXT_SIZE = 9
const CODE_SIZE = 7.5
const CODE_GAP = 1.5

const innerWidth = (column: Column) => column.width - 2 * PAD_X

function columnX(index: number): number {
  return PAGE.margin + COLUMNS.slice(0, index).reduce((sum, column) => sum + column.width, 0)
}

/** The description and its code wrap; the other cells are one line each (see fittedSize). */
function descriptionHeight(w: PdfWriter, labels: OfferPdfLabels, row: TableRow, width: number): number {
  w.font('regular', TEXT_SIZE)
  const height = w.heightOf(row.description, { width })
  if (!row.productCode) return height
  w.size(CODE_SIZE)
  return height + CODE_GAP + w.heightOf(labels.code(row.productCode), { width })
}

/**
 * The size, at most `size`, at which `text` fits `width` on one line in the current font: a figure
 * split over two lines is easily misread, so the rare amount too wide for its column prints smaller.
 */
export function fittedSize(w: PdfWriter, text: string, width: number, size: number): number {
  w.size(size)
  const natural = w.widthOf(text)
  return natural <= width ? size : Math.floor((size * width * 4) / natural) / 4
}

/** Text kept to one line, ending in an ellipsis where it is too long (a title in a page's margin). */
export function singleLine(
  w: PdfWriter,
  text: string,
  x: number,
  y: number,
  options: { width: number; align?: 'left' | 'right' },
) {
  w.text(text, x, y, { ...options, height: w.lineHeight(text), ellipsis: true })
}

function rowHeight(w: PdfWriter, labels: OfferPdfLabels, row: TableRow): number {
  w.font('regular', TEXT_SIZE)
  const oneLine = w.lineHeight()
  return Math.max(oneLine, descriptionHeight(w, labels, row, innerWidth(DESCRIPTION))) + 2 * PAD_Y
}

function drawHeader(w: PdfWriter, labels: OfferPdfLabels, doc: Doc, y: number): number {
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, HEADER_HEIGHT).fill(COLOURS.brand)
  w.font('bold', 8.5).fillColor(COLOURS.white)
  // Urdu and Arabic headings sit lower in their taller line, so they start a little higher.
  const top = w.rtl ? y + 2 : y + 6
  COLUMNS.forEach((column, i) => {
    w.text(labels.columns[column.key], columnX(i) + PAD_X, top, {
      width: innerWidth(column),
      align: column.align,
      lineBreak: false,
    })
  })
  return y + HEADER_HEIGHT
}

function drawRow(
  w: PdfWriter,
  labels: OfferPdfLabels,
  row: TableRow,
  y: number,
  height: number,
  striped: boolean,
) {
  const doc = w.doc
  if (striped) doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(COLOURS.stripe)
  COLUMNS.forEach((column, i) => {
    const x = columnX(i) + PAD_X
    const width = innerWidth(column)
    if (column.key === 'description') {
      w.font('regular', TEXT_SIZE).fillColor(COLOURS.ink)
      w.text(row.description, x, y + PAD_Y, { width })
      if (row.productCode) {
        const codeY = y + PAD_Y + w.heightOf(row.description, { width }) + CODE_GAP
        w.size(CODE_SIZE).fillColor(COLOURS.muted)
        w.text(labels.code(row.productCode), x, codeY, { width })
      }
      return
    }
    const text = row[column.key]
    w.font('regular')
    const size = fittedSize(w, text, width, TEXT_SIZE)
    // A smaller number sits on the same baseline as its row's description.
    const baselineShift = (TEXT_SIZE - size) * 0.75
    w.size(size).fillColor(COLOURS.ink)
    w.text(text, x, y + PAD_Y + baselineShift, { width, align: column.align, lineBreak: false })
  })
  doc
    .moveTo(PAGE.margin, y + height)
    .lineTo(RIGHT, y + height)
    .lineWidth(0.5)
    .strokeColor(COLOURS.line)
    .stroke()
}

/**
 * Draws the lines from `top` on, starting a new page (with the header again) whenever a row would run
 * into the footer, then the totals. The last row moves to a new page with the totals rather than leave
 * them alone on a page without a line above them. Returns where the totals end.
 */
export function drawLinesTable(
  w: PdfWriter,
  labels: OfferPdfLabels,
  rows: TableRow[],
  totals: Totals,
  top: number,
): number {
  const doc = w.doc
  const keepWithLast = TOTALS.gap + totalsHeight(totals)
  let y = drawHeader(w, labels, doc, top)
  rows.forEach((row, i) => {
    const height = rowHeight(w, labels, row)
    const needed = height + (i === rows.length - 1 ? keepWithLast : 0)
    // A row never starts a page alone if it is already at the top: it would not fit anywhere better.
    if (y + needed > BOTTOM && y > PAGE.continuedTop + HEADER_HEIGHT) {
      doc.addPage()
      y = drawHeader(w, labels, doc, PAGE.continuedTop)
    }
    drawRow(w, labels, row, y, height, i % 2 === 1)
    y += height
  })
  return drawTotals(w, labels, totals, y + TOTALS.gap)
}

function totalsHeight(totals: Totals): number {
  return totals.sums.length * TOTALS.row + TOTALS.totalRow
}

/** Subtotal, tax and total under the Amount column, with the validity beside them. */
function drawTotals(w: PdfWriter, labels: OfferPdfLabels, totals: Totals, top: number): number {
  const doc = w.doc
  // The table keeps its last line with the totals; this only matters for an offer without lines.
  if (top + totalsHeight(totals) > BOTTOM) {
    doc.addPage()
    top = PAGE.continuedTop
  }
  const x = RIGHT - TOTALS.width
  const valueX = x + 8 + TOTALS.label
  const valueWidth = RIGHT - 8 - valueX
  let y = top
  // Urdu and Arabic labels sit lower in their taller line, so they start a little higher.
  const lift = w.rtl ? 3 : 0
  for (const [label, value] of totals.sums) {
    w.font('regular', 9.5).fillColor(COLOURS.muted)
    singleLine(w, label, x + 8, y + 4 - lift, { width: TOTALS.label - 6 })
    const size = fittedSize(w, value, valueWidth, 9.5)
    w.size(size).fillColor(COLOURS.ink)
    singleLine(w, value, valueX, y + 4 + (9.5 - size) * 0.75, { width: valueWidth, align: 'right' })
    y += TOTALS.row
  }
  doc.rect(w.x(x, TOTALS.width), y + 2, TOTALS.width, TOTALS.totalRow - 2).fill(COLOURS.brand)
  w.font('bold', 11).fillColor(COLOURS.white)
  singleLine(w, labels.total, x + 8, y + 9 - lift, { width: TOTALS.label - 6 })
  const size = fittedSize(w, totals.total, valueWidth, 11)
  w.size(size)
  singleLine(w, totals.total, valueX, y + 9 + (11 - size) * 0.75, { width: valueWidth, align: 'right' })

  w.font('regular', 9).fillColor(COLOURS.ink)
  w.text(totals.note, PAGE.margin, top + 4, { width: x - PAGE.margin - 20 })
  return y + TOTALS.totalRow
}
