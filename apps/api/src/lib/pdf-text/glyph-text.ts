/*
 * What a reader copies, searches or reads aloud from the Arabic font's glyphs (decision record 023).
 *
 * pdfkit tells readers which characters each glyph stands for with one entry per glyph (ToUnicode),
 * the first it met. Noto Naskh Arabic draws a letter as a body shared by several letters (ب ت ث ن ی
 * share one, as do س ش and ر ز ڑ) plus its dots, which are glyphs of their own standing for no
 * character. So every ن after a ب would read as ب, and each dot as a stray control character. Here
 * each (glyph, characters) pair gets its own code in the font, and a glyph standing for nothing
 * reads as a zero width joiner: invisible, left out by readers' text extraction, and neutral to the
 * joining of the letters around it. The subset then holds a body once per letter that uses it.
 *
 * This replaces pdfkit's `encode` on its embedded font object and fontkit's `getGlyph` on the font
 * inside it, neither of which pdfkit types; the
 * tests of the PDFs read the text back and fail if pdfkit changes it.
 */

interface Glyph {
  id: number
  codePoints: number[]
  advanceWidth: number
}

interface EmbeddedFont {
  /** fontkit's font. */
  font: { getGlyph(id: number, codePoints?: number[]): Glyph }
  scale: number
  widths: number[]
  unicode: number[][]
  subset: { glyphs: number[]; includeGlyph(id: number): number }
  layout(text: string, features?: unknown): { glyphs: Glyph[]; positions: unknown[] }
  encode(text: string, features?: unknown): [string[], unknown[]]
}

const ZERO_WIDTH_JOINER = [0x200d]

/**
 * Shaped runs by font and text, shared by documents: shaping runs the font's rules over the whole
 * run and is most of an Arabic PDF's time, and the same labels, words and figures recur. Glyphs and
 * positions are only read by pdfkit. Bounded, as texts come from the data.
 */
const SHAPED = new WeakMap<object, Map<string, { glyphs: Glyph[]; positions: unknown[] }>>()
const SHAPED_MAX = 5_000

function shaped(font: EmbeddedFont, text: string, features: unknown) {
  let runs = SHAPED.get(font.font)
  if (!runs) SHAPED.set(font.font, (runs = new Map()))
  const key = `${JSON.stringify(features ?? null)}\u0000${text}`
  let run = runs.get(key)
  if (!run) {
    run = font.layout(text, features)
    if (runs.size >= SHAPED_MAX) runs.clear()
    runs.set(key, run)
  }
  return run
}
const patched = new WeakSet<object>()
const viewed = new WeakSet<object>()

const sameText = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((codePoint, i) => codePoint === b[i])

/** Gives the document's current font (an embedded one) one code per glyph and text it stands for. */
export function encodeGlyphsWithTheirText(doc: PDFKit.PDFDocument): void {
  const font = (doc as unknown as { _font?: EmbeddedFont })._font
  if (!font || patched.has(font) || typeof font.subset?.includeGlyph !== 'function') return
  patched.add(font)
  const codes = new Map<string, number>()
  // fontkit keeps one glyph object per glyph, with the characters of the first place it was used;
  // each use gets a view of it with its own characters.
  // The fontkit font is shared by documents (script-fonts.ts): it is changed once.
  const fontkitFont = font.font
  if (!viewed.has(fontkitFont)) {
    viewed.add(fontkitFont)
    const getGlyph = fontkitFont.getGlyph.bind(fontkitFont)
    fontkitFont.getGlyph = (id, codePoints) => {
      const glyph = getGlyph(id, codePoints)
      return codePoints ? (Object.create(glyph, { codePoints: { value: codePoints } }) as Glyph) : glyph
    }
  }
  font.encode = function encode(text, features) {
    const { glyphs, positions } = shaped(font, text, features)
    const encoded = glyphs.map((glyph) => {
      const codePoints = glyph.codePoints.length > 0 ? glyph.codePoints : ZERO_WIDTH_JOINER
      const key = `${glyph.id}:${codePoints.join(',')}`
      let code = codes.get(key)
      if (code === undefined) {
        code = font.subset.includeGlyph(glyph.id)
        const taken = font.unicode[code]
        if (taken && !sameText(taken, codePoints)) {
          font.subset.glyphs.push(glyph.id)
          code = font.subset.glyphs.length - 1
        }
        codes.set(key, code)
      }
      font.widths[code] ??= glyph.advanceWidth * font.scale
      font.unicode[code] ??= codePoints
      return `0000${code.toString(16)}`.slice(-4)
    })
    return [encoded, positions]
  }
}
