import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/*
 * The fonts a PDF writes with (decision record 023): a Latin font for Latin letters, digits and
 * punctuation, an Arabic font for the Arabic script, Urdu's letters included. Noto Naskh Arabic's
 * Arabic file has no Latin glyphs, and the PDF standard fonts have no Arabic ones, so each run of a
 * line takes the font of its script.
 */

export type Weight = 'regular' | 'bold'

/** The font names a document uses, per script and weight. */
export interface ScriptFonts {
  latin: Record<Weight, string>
  arabic: Record<Weight, string>
}

/** The names under which `registerArabicFonts` gives a document its Arabic fonts. */
export const ARABIC_FONTS: Record<Weight, string> = {
  regular: 'NotoNaskhArabic',
  bold: 'NotoNaskhArabic-Bold',
}

const FILES: Record<Weight, string> = {
  regular: 'noto-naskh-arabic-arabic-400-normal.woff',
  bold: 'noto-naskh-arabic-arabic-700-normal.woff',
}

let bytes: Record<Weight, Buffer> | null = null

/**
 * The font files, read once per process. The package exports only its CSS, so its folder is found
 * from that file; fontkit reads WOFF as it is.
 */
function fontBytes(): Record<Weight, Buffer> {
  if (!bytes) {
    const css = createRequire(import.meta.url).resolve('@fontsource/noto-naskh-arabic')
    const folder = path.join(path.dirname(css), 'files')
    bytes = {
      regular: readFileSync(path.join(folder, FILES.regular)),
      bold: readFileSync(path.join(folder, FILES.bold)),
    }
  }
  return bytes
}

/**
 * Registers the Arabic fonts with a document under `ARABIC_FONTS`. Registering embeds nothing: a
 * document that never writes Arabic stays as it was.
 */
export function registerArabicFonts(doc: PDFKit.PDFDocument): void {
  const files = fontBytes()
  doc.registerFont(ARABIC_FONTS.regular, files.regular)
  doc.registerFont(ARABIC_FONTS.bold, files.bold)
}
