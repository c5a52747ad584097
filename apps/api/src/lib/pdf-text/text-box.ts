import type { EmbeddingLevels } from 'bidi-js'

import {
  BIDI_CONTROLS,
  isArabicScript,
  linePieces,
  paragraphLevels,
  scriptsOf,
  type Direction,
  type Piece,
  type Script,
} from './bidi-pieces.js'
import { encodeGlyphsWithTheirText } from './glyph-text.js'
import type { ScriptFonts, Weight } from './script-fonts.js'

/*
 * Text in a box of a given width, drawn piece by piece (decision record 023): lines are wrapped at
 * spaces by the width of their shaped runs, each line is ordered by the bidirectional algorithm,
 * and each piece is written in the font of its script. pdfkit's own `text` would wrap and order
 * Arabic words left to right and draw them in a font without Arabic letters.
 */

type Doc = PDFKit.PDFDocument

export interface TextStyle {
  fonts: ScriptFonts
  weight: Weight
  size: number
}

export interface BoxOptions {
  width: number
  direction: Direction
  /** Where each line sits in the box: by default at the start of `direction`. */
  align?: 'left' | 'right' | 'center'
  /** Space added below each line, as pdfkit's `lineGap`. */
  lineGap?: number
  /** At most this many lines; the last one kept ends in an ellipsis when text was left out. */
  maxLines?: number
}

/** One line: a stretch of one paragraph, with that paragraph's levels and scripts. */
interface Line {
  text: string
  levels: EmbeddingLevels
  scripts: Script[]
  start: number
  end: number
}

// Per em. Latin: Helvetica's ascender and pdfkit's line height for it, so Latin text sits where
// `doc.text` puts it. Arabic: Noto Naskh Arabic's ascent and descent (1.07 + 0.63) a little
// tightened, since its tallest marks and deepest tails seldom meet between lines.
const LATIN_LINE = { ascent: 0.718, height: 1.156 }
const ARABIC_LINE = { ascent: 0.98, height: 1.55 }
/** fontkit shapes a run (joins Arabic letters) only when given features; these add right-to-left forms. */
const SHAPING: PDFKit.Mixins.OpenTypeFeatures[] = ['rtla']
const ELLIPSIS = '…'

/** The height of one line of `text` in this style, before any `lineGap`. */
export function lineHeight(text: string, size: number): number {
  return (isArabicScript(text) ? ARABIC_LINE : LATIN_LINE).height * size
}

function useFont(doc: Doc, style: TextStyle, script: Script) {
  doc.font(style.fonts[script][style.weight]).fontSize(style.size)
}

/**
 * Widths of shaped Arabic runs at 1 pt, by font and text. Shaping is the slow part of an Arabic PDF
 * (fontkit runs the font's substitution and positioning rules for every run), and the same words,
 * labels and amounts are measured again and again: while wrapping, for each page's furniture, and
 * across documents. Bounded, as texts come from the data.
 */
const ARABIC_WIDTHS = new Map<string, number>()
const ARABIC_WIDTHS_MAX = 20_000

function widthOfScriptRun(doc: Doc, style: TextStyle, script: Script, text: string): number {
  useFont(doc, style, script)
  if (script === 'latin') return doc.widthOfString(text)
  const key = `${style.fonts.arabic[style.weight]}\u0000${text}`
  let perPoint = ARABIC_WIDTHS.get(key)
  if (perPoint === undefined) {
    perPoint = doc.fontSize(1).widthOfString(text, { features: SHAPING })
    doc.fontSize(style.size)
    if (ARABIC_WIDTHS.size >= ARABIC_WIDTHS_MAX) ARABIC_WIDTHS.clear()
    ARABIC_WIDTHS.set(key, perPoint)
  }
  return perPoint * style.size
}

/** The width of the characters [start, end) of a paragraph, run by run of one script. */
function rangeWidth(
  doc: Doc,
  style: TextStyle,
  line: Omit<Line, 'start' | 'end'>,
  start: number,
  end: number,
) {
  let width = 0
  let from = start
  for (let i = start + 1; i <= end; i++) {
    if (i === end || line.scripts[i] !== line.scripts[from]) {
      const run = line.text.slice(from, i).replace(BIDI_CONTROLS, '')
      if (run !== '') width += widthOfScriptRun(doc, style, line.scripts[from]!, run)
      from = i
    }
  }
  return width
}

const visibleEnd = (text: string, start: number, end: number) => {
  while (end > start && /\s/.test(text[end - 1]!)) end--
  return end
}

/** One paragraph's lines: as many words as fit; a word wider than the box is cut where it must be. */
function wrapParagraph(doc: Doc, style: TextStyle, text: string, options: BoxOptions): Line[] {
  const paragraph = { text, levels: paragraphLevels(text, options.direction), scripts: scriptsOf(text) }
  const lines: Line[] = []
  const starts = [0]
  for (let i = 1; i < text.length; i++) if (/\s/.test(text[i - 1]!) && !/\s/.test(text[i]!)) starts.push(i)
  let lineStart = 0
  let advance = 0
  for (let k = 0; k < starts.length; k++) {
    let wordStart = starts[k]!
    const wordEnd = starts[k + 1] ?? text.length
    const visible = visibleEnd(text, wordStart, wordEnd)
    let width = rangeWidth(doc, style, paragraph, wordStart, visible)
    if (wordStart > lineStart && advance + width > options.width) {
      lines.push({ ...paragraph, start: lineStart, end: wordStart })
      lineStart = wordStart
      advance = 0
    }
    while (width > options.width && visible - wordStart > 1) {
      let cut = wordStart + 1
      while (cut < visible && rangeWidth(doc, style, paragraph, wordStart, cut + 1) <= options.width) cut++
      lines.push({ ...paragraph, start: wordStart, end: cut })
      wordStart = lineStart = cut
      advance = 0
      width = rangeWidth(doc, style, paragraph, wordStart, visible)
    }
    advance += width + rangeWidth(doc, style, paragraph, visible, wordEnd)
  }
  lines.push({ ...paragraph, start: lineStart, end: text.length })
  return lines
}

/** The last line kept, ending in an ellipsis and shortened until that fits. */
function withEllipsis(doc: Doc, style: TextStyle, line: Line, options: BoxOptions): Line {
  let end = visibleEnd(line.text, line.start, line.end)
  for (;;) {
    const text = line.text.slice(0, end).trimEnd() + ELLIPSIS
    const cut = { text, levels: paragraphLevels(text, options.direction), scripts: scriptsOf(text) }
    if (end <= line.start + 1 || rangeWidth(doc, style, cut, line.start, text.length) <= options.width)
      return { ...cut, start: line.start, end: text.length }
    end--
  }
}

/** The lines `text` takes in the box ('\n' starts a paragraph). */
export function layoutLines(doc: Doc, text: string, style: TextStyle, options: BoxOptions): Line[] {
  const lines = text.split('\n').flatMap((paragraph) => wrapParagraph(doc, style, paragraph, options))
  const max = options.maxLines
  if (max === undefined || lines.length <= max) return lines
  const kept = lines.slice(0, Math.max(1, max))
  kept.push(withEllipsis(doc, style, kept.pop()!, options))
  return kept
}

/** The height the text takes in the box, as `drawTextBox` draws it. */
export function textBoxHeight(doc: Doc, text: string, style: TextStyle, options: BoxOptions): number {
  const lines = layoutLines(doc, text, style, options).length
  return lines * (lineHeight(text, style.size) + (options.lineGap ?? 0))
}

/** The width of `text` on one line, unwrapped. */
export function textWidth(doc: Doc, text: string, style: TextStyle, direction: Direction): number {
  const paragraph = { text, levels: paragraphLevels(text, direction), scripts: scriptsOf(text) }
  return rangeWidth(doc, style, paragraph, 0, visibleEnd(text, 0, text.length))
}

/**
 * Draws `text` in the box whose top left corner is (x, y); returns the y below its last line. The
 * pieces go into the file in reading order, so a reader's copy, search and screen reader get the
 * text as it was written, whatever order they stand in on the page.
 */
export function drawTextBox(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  style: TextStyle,
  options: BoxOptions,
): number {
  const line = lineHeight(text, style.size) + (options.lineGap ?? 0)
  const ascent = (isArabicScript(text) ? ARABIC_LINE : LATIN_LINE).ascent * style.size
  const align = options.align ?? (options.direction === 'rtl' ? 'right' : 'left')
  const lines = layoutLines(doc, text, style, options)
  lines.forEach((row, i) => {
    const pieces = linePieces(row.text, row.levels, row.scripts, row.start, row.end)
    const widths = pieces.map((piece) => widthOfScriptRun(doc, style, piece.script, piece.text))
    const total = widths.reduce((sum, width) => sum + width, 0)
    let left =
      align === 'right' ? x + options.width - total : align === 'center' ? x + (options.width - total) / 2 : x
    const placed = pieces.map((piece, k) => {
      const at = { piece, left }
      left += widths[k]!
      return at
    })
    placed.sort((a, b) => a.piece.start - b.piece.start)
    for (const { piece, left: pieceX } of placed) drawPiece(doc, style, piece, pieceX, y + i * line + ascent)
  })
  const bottom = y + lines.length * line
  doc.x = x
  doc.y = bottom
  return bottom
}

function drawPiece(doc: Doc, style: TextStyle, piece: Piece, x: number, baseline: number) {
  useFont(doc, style, piece.script)
  if (piece.script === 'arabic') encodeGlyphsWithTheirText(doc)
  doc.text(piece.text, x, baseline, {
    lineBreak: false,
    baseline: 'alphabetic',
    ...(piece.script === 'arabic' ? { features: SHAPING } : {}),
  })
}
