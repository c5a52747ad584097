import { isRightToLeft, type Language } from '@gwp/contracts'

import { isArabicScript, type Direction } from './bidi-pieces.js'
import { ARABIC_FONTS, registerArabicFonts, type Weight } from './script-fonts.js'
import { drawTextBox, lineHeight, textBoxHeight, textWidth, type TextStyle } from './text-box.js'

/*
 * One document's writing in its language (decision record 023), for the PDFs to call where they
 * called pdfkit's `text`. Latin text in an English document goes to pdfkit exactly as before, so the
 * English PDFs are the same bytes; Urdu and Arabic documents, and any text with Arabic letters, go
 * through text-box.ts. Positions are given as on an English page: `x` and `align` turn them round.
 */

type Doc = PDFKit.PDFDocument
type Align = 'left' | 'right' | 'center'

/** pdfkit's text options the PDFs use, read the same way for Urdu and Arabic. */
export interface WriteOptions {
  width: number
  align?: Align
  lineGap?: number
  /** false: one line, cut with an ellipsis when too long. */
  lineBreak?: boolean
  /** With `ellipsis`: as many lines as fit this height, the last one ending in an ellipsis. */
  height?: number
  ellipsis?: boolean
  /** Latin only: spacing letters apart would break Arabic words apart. */
  characterSpacing?: number
}

const FIRST_LETTER = /\p{L}/u

export type PdfWriter = ReturnType<typeof createPdfWriter>

export function createPdfWriter(doc: Doc, language: Language, latin: Record<Weight, string>) {
  const rtl = isRightToLeft(language)
  registerArabicFonts(doc)
  const fonts = { latin, arabic: ARABIC_FONTS }
  let weight: Weight = 'regular'
  let size = 12

  const style = (): TextStyle => ({ fonts, weight, size })
  /** Text pdfkit writes well by itself: Latin, on a left-to-right page. */
  const plain = (text: string) => !rtl && !isArabicScript(text)
  /** Text with Arabic letters reads right to left; other text in an Urdu or Arabic document too. */
  const direction = (text: string): Direction => {
    if (rtl) return isArabicScript(text) ? 'rtl' : 'ltr'
    return isArabicScript(FIRST_LETTER.exec(text)?.[0] ?? '') ? 'rtl' : 'ltr'
  }
  const restoreFont = () => doc.font(latin[weight]).fontSize(size)

  const writer = {
    doc,
    language,
    rtl,
    /** The weight (and size) of what is written next; returns the document for colours. */
    font(next: Weight, nextSize?: number): Doc {
      weight = next
      if (nextSize !== undefined) size = nextSize
      return restoreFont()
    },
    size(nextSize: number): Doc {
      size = nextSize
      return doc.fontSize(size)
    },
    /** Writes `text` in a box at (x, y), both as on an English page; returns the y below it. */
    text(text: string, x: number, y: number, options: WriteOptions): number {
      if (plain(text)) {
        doc.text(text, x, y, options)
        return doc.y
      }
      const line = lineHeight(text, size) + (options.lineGap ?? 0)
      const maxLines =
        options.lineBreak === false
          ? 1
          : options.ellipsis && options.height !== undefined
            ? Math.max(1, Math.floor(options.height / line + 0.001))
            : undefined
      const bottom = drawTextBox(doc, text, writer.x(x, options.width), y, style(), {
        width: options.width,
        direction: direction(text),
        align: writer.align(options.align ?? 'left'),
        ...(options.lineGap !== undefined ? { lineGap: options.lineGap } : {}),
        ...(maxLines !== undefined ? { maxLines } : {}),
      })
      restoreFont()
      return bottom
    },
    heightOf(text: string, options: WriteOptions): number {
      if (plain(text)) return doc.heightOfString(text, options)
      const height = textBoxHeight(doc, text, style(), {
        width: options.width,
        direction: direction(text),
        ...(options.lineGap !== undefined ? { lineGap: options.lineGap } : {}),
      })
      restoreFont()
      return height
    },
    /** The width of `text` on one line. */
    widthOf(text: string): number {
      if (plain(text)) return doc.widthOfString(text)
      const width = textWidth(doc, text, style(), direction(text))
      restoreFont()
      return width
    },
    /** One line's height: of `text` when given, else of the document's language. */
    lineHeight(text?: string): number {
      if (text === undefined ? !rtl : plain(text)) return doc.currentLineHeight(true)
      return lineHeight(text ?? 'ا', size)
    },
    /** Where a box `width` wide at `x` on an English page stands on this one. */
    x(x: number, width: number): number {
      return rtl ? doc.page.width - x - width : x
    },
    /** An English page's alignment on this one: left and right change places. */
    align(align: Align): Align {
      if (!rtl || align === 'center') return align
      return align === 'left' ? 'right' : 'left'
    },
  }
  return writer
}
