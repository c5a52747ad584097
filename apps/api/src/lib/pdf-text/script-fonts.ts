import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { inflateSync } from 'node:zlib'

import * as fontkit from 'fontkit'

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

let fonts: Record<Weight, fontkit.Font> | null = null

/**
 * A WOFF file as the TrueType file it wraps. fontkit reads WOFF, but inflates a table each time it
 * reads from it: every glyph drawn inflated the whole glyph table again (seconds per PDF).
 */
export function woffToTrueType(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF file')
  const count = woff.readUInt16BE(12)
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20
    const offset = woff.readUInt32BE(entry + 4)
    const stored = woff.subarray(offset, offset + woff.readUInt32BE(entry + 8))
    const length = woff.readUInt32BE(entry + 12)
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: stored.length < length ? inflateSync(stored) : stored,
    }
  })
  const header = Buffer.alloc(12 + 16 * count)
  header.writeUInt32BE(woff.readUInt32BE(4), 0)
  header.writeUInt16BE(count, 4)
  const power = 2 ** Math.floor(Math.log2(count))
  header.writeUInt16BE(power * 16, 6)
  header.writeUInt16BE(Math.log2(power), 8)
  header.writeUInt16BE(count * 16 - power * 16, 10)
  const parts: Buffer[] = [header]
  let offset = header.length
  tables.forEach((table, i) => {
    const record = 12 + i * 16
    table.tag.copy(header, record)
    header.writeUInt32BE(table.checksum, record + 4)
    header.writeUInt32BE(offset, record + 8)
    header.writeUInt32BE(table.data.length, record + 12)
    const padded = Buffer.alloc((table.data.length + 3) & ~3)
    table.data.copy(padded)
    parts.push(padded)
    offset += padded.length
  })
  return Buffer.concat(parts)
}

/**
 * The fonts, opened once per process and shared by every document: fontkit reads a font's shaping
 * rules the first time it shapes, which took 40-70 ms per weight and document. The package exports
 * only its CSS, so its folder is found from that file.
 */
function openFonts(): Record<Weight, fontkit.Font> {
  if (!fonts) {
    const css = createRequire(import.meta.url).resolve('@fontsource/noto-naskh-arabic')
    const open = (file: string) =>
      fontkit.create(woffToTrueType(readFileSync(path.join(path.dirname(css), 'files', file))))
    fonts = { regular: open(FILES.regular), bold: open(FILES.bold) }
  }
  return fonts
}

/**
 * Registers the Arabic fonts with a document under `ARABIC_FONTS`. Registering embeds nothing: a
 * document that never writes Arabic stays as it was.
 */
export function registerArabicFonts(doc: PDFKit.PDFDocument): void {
  const opened = openFonts()
  // pdfkit takes an opened fontkit font as it is; its types know only files and bytes.
  doc.registerFont(ARABIC_FONTS.regular, opened.regular as unknown as Buffer)
  doc.registerFont(ARABIC_FONTS.bold, opened.bold as unknown as Buffer)
}
