/**
 * The page, fonts and colours of the offer PDF, and its lines table with the totals beneath it
 * (offer-pdf.ts draws the rest). They live here, below offer-pdf.ts, so the two files import one way
 * only. Rows and totals come as text already formatted for people: this file knows nothing of money,
 * only of fitting text into columns and pages.
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
 * The one place fonts are chosen. The PDF standard fonts need no file but cover Latin text only; the
 * Urdu and Arabic offers will register embedded fonts and name them here.
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
  label: string
  width: number
  align: 'left' | 'right'
}

// Widths fit 'PKR 99,999,999.99' and a quantity of 1,000,000 at the full size; larger amounts shrink.
const FIXED_COLUMNS: Column[] = [
  { key: 'number', label: 'No.', width: 26, align: 'left' },
  { key: 'quantity', label: 'Qty', width: 50, align: 'right' },
  { key: 'unitPrice', label: 'Unit price', width: 88, align: 'right' },
  { key: 'discount', label: 'Discount', width: 50, align: 'right' },
  { key: 'amount', label: 'Amount', width: 96, align: 'right' },
]
const DESCRIPTION_WIDTH = CONTENT_WIDTH - FIXED_COLUMNS.reduce((sum, column) => sum + column.width, 0)
const DESCRIPTION: Column = {
  key: 'description',
  label: 'Description',
  width: DESCRIPTION_WIDTH,
  align: 'left',
}
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
function descriptionHeight(doc: Doc, row: TableRow, width: number): number {
  doc.font(FONTS.regular).fontSize(TEXT_SIZE)
  const height = doc.heightOfString(row.description, { width })
  if (!row.productCode) return height
  doc.fontSize(CODE_SIZE)
  return height + CODE_GAP + doc.heightOfString(codeText(row.productCode), { width })
}

const codeText = (code: string) => `Code: ${code}`

/**
 * The size, at most `size`, at which `text` fits `width` on one line in the current font: a figure
 * split over two lines is easily misread, so the rare amount too wide for its column prints smaller.
 */
export function fittedSize(doc: Doc, text: string, width: number, size: number): number {
  const natural = doc.fontSize(size).widthOfString(text)
  return natural <= width ? size : Math.floor((size * width * 4) / natural) / 4
}

/** Text kept to one line, ending in an ellipsis where it is too long (a title in a page's margin). */
export function singleLine(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  options: { width: number; align?: 'left' | 'right' },
) {
  doc.text(text, x, y, { ...options, height: doc.currentLineHeight(true), ellipsis: true })
}

function rowHeight(doc: Doc, row: TableRow): number {
  doc.font(FONTS.regular).fontSize(TEXT_SIZE)
  const oneLine = doc.currentLineHeight(true)
  return Math.max(oneLine, descriptionHeight(doc, row, innerWidth(DESCRIPTION))) + 2 * PAD_Y
}

function drawHeader(doc: Doc, y: number): number {
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, HEADER_HEIGHT).fill(COLOURS.brand)
  doc.font(FONTS.bold).fontSize(8.5).fillColor(COLOURS.white)
  COLUMNS.forEach((column, i) => {
    doc.text(column.label, columnX(i) + PAD_X, y + 6, {
      width: innerWidth(column),
      align: column.align,
      lineBreak: false,
    })
  })
  return y + HEADER_HEIGHT
}

function drawRow(doc: Doc, row: TableRow, y: number, height: number, striped: boolean) {
  if (striped) doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(COLOURS.stripe)
  COLUMNS.forEach((column, i) => {
    const x = columnX(i) + PAD_X
    const width = innerWidth(column)
    if (column.key === 'description') {
      doc.font(FONTS.regular).fontSize(TEXT_SIZE).fillColor(COLOURS.ink)
      doc.text(row.description, x, y + PAD_Y, { width })
      if (row.productCode) {
        const codeY = y + PAD_Y + doc.heightOfString(row.description, { width }) + CODE_GAP
        doc.fontSize(CODE_SIZE).fillColor(COLOURS.muted).text(codeText(row.productCode), x, codeY, { width })
      }
      return
    }
    const text = row[column.key]
    doc.font(FONTS.regular)
    const size = fittedSize(doc, text, width, TEXT_SIZE)
    // A smaller number sits on the same baseline as its row's description.
    const baselineShift = (TEXT_SIZE - size) * 0.75
    doc.fontSize(size).fillColor(COLOURS.ink)
    doc.text(text, x, y + PAD_Y + baselineShift, { width, align: column.align, lineBreak: false })
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
export function drawLinesTable(doc: Doc, rows: TableRow[], totals: Totals, top: number): number {
  const keepWithLast = TOTALS.gap + totalsHeight(totals)
  let y = drawHeader(doc, top)
  rows.forEach((row, i) => {
    const height = rowHeight(doc, row)
    const needed = height + (i === rows.length - 1 ? keepWithLast : 0)
    // A row never starts a page alone if it is already at the top: it would not fit anywhere better.
    if (y + needed > BOTTOM && y > PAGE.continuedTop + HEADER_HEIGHT) {
      doc.addPage()
      y = drawHeader(doc, PAGE.continuedTop)
    }
    drawRow(doc, row, y, height, i % 2 === 1)
    y += height
  })
  return drawTotals(doc, totals, y + TOTALS.gap)
}

function totalsHeight(totals: Totals): number {
  return totals.sums.length * TOTALS.row + TOTALS.totalRow
}

/** Subtotal, tax and total under the Amount column, with the validity beside them. */
function drawTotals(doc: Doc, totals: Totals, top: number): number {
  // The table keeps its last line with the totals; this only matters for an offer without lines.
  if (top + totalsHeight(totals) > BOTTOM) {
    doc.addPage()
    top = PAGE.continuedTop
  }
  const x = RIGHT - TOTALS.width
  const valueX = x + 8 + TOTALS.label
  const valueWidth = RIGHT - 8 - valueX
  let y = top
  for (const [label, value] of totals.sums) {
    doc.font(FONTS.regular).fontSize(9.5).fillColor(COLOURS.muted)
    singleLine(doc, label, x + 8, y + 4, { width: TOTALS.label - 6 })
    const size = fittedSize(doc, value, valueWidth, 9.5)
    doc.fontSize(size).fillColor(COLOURS.ink)
    singleLine(doc, value, valueX, y + 4 + (9.5 - size) * 0.75, { width: valueWidth, align: 'right' })
    y += TOTALS.row
  }
  doc.rect(x, y + 2, TOTALS.width, TOTALS.totalRow - 2).fill(COLOURS.brand)
  doc.font(FONTS.bold).fontSize(11).fillColor(COLOURS.white)
  singleLine(doc, 'Total', x + 8, y + 9, { width: TOTALS.label - 6 })
  const size = fittedSize(doc, totals.total, valueWidth, 11)
  doc.fontSize(size)
  singleLine(doc, totals.total, valueX, y + 9 + (11 - size) * 0.75, { width: valueWidth, align: 'right' })

  doc.font(FONTS.regular).fontSize(9).fillColor(COLOURS.ink)
  doc.text(totals.note, PAGE.margin, top + 4, { width: x - PAGE.margin - 20 })
  return y + TOTALS.totalRow
}
