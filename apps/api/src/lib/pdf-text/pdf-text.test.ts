import PDFDocument from 'pdfkit'
import { describe, expect, it } from 'vitest'

import { pdfPages } from '../../test/pdf-text.js'
import { linePieces, paragraphLevels, scriptsOf, type Direction } from './bidi-pieces.js'
import { createPdfWriter } from './pdf-writer.js'

const LATIN = { regular: 'Helvetica', bold: 'Helvetica-Bold' }

/** The pieces of a one-line text from left to right, as [text handed to pdfkit, rtl, script]. */
function pieces(text: string, direction: Direction) {
  const levels = paragraphLevels(text, direction)
  return linePieces(text, levels, scriptsOf(text), 0, text.length).map((piece) => [
    text.slice(piece.start, piece.end),
    piece.rtl ? 'rtl' : 'ltr',
    piece.script,
  ])
}

/** A PDF with one box per text, written by the writer in the language given. */
async function written(texts: string[], language: 'en' | 'ur' | 'ar', width = 300): Promise<string> {
  const doc = new PDFDocument({ size: 'A4', margin: 40 })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
  })
  const w = createPdfWriter(doc, language, LATIN)
  let y = 40
  for (const text of texts) {
    w.font('regular', 11)
    y = w.text(text, 40, y, { width }) + 12
  }
  doc.end()
  return (await pdfPages(await done)).join('\n')
}

/** Text without white space: pdfjs drops the spaces where the direction changes. */
const squeezed = (text: string) => text.replace(/\s+/g, '')

describe('linePieces', () => {
  it('keeps a product code and an amount in their own order inside Arabic text', () => {
    expect(pieces('منظف أرضيات GWP-FC-001 بسعر PKR 28,036.21', 'rtl')).toEqual([
      ['PKR 28,036.21', 'ltr', 'latin'],
      ['بسعر ', 'rtl', 'arabic'],
      [' ', 'rtl', 'latin'],
      ['GWP-FC-001', 'ltr', 'latin'],
      ['منظف أرضيات ', 'rtl', 'arabic'],
    ])
  })

  it('gives Urdu letters to the Arabic font and punctuation to the Latin one', () => {
    expect(pieces('کوڈ: GWP-FC-001', 'rtl')).toEqual([
      ['GWP-FC-001', 'ltr', 'latin'],
      [': ', 'rtl', 'latin'],
      ['کوڈ', 'rtl', 'arabic'],
    ])
  })

  it('keeps a shadda and vowel signs with their Arabic letters', () => {
    expect(pieces('منظف مركّز', 'rtl')).toEqual([['منظف مركّز', 'rtl', 'arabic']])
  })

  it('reads a Latin name left to right in a left-to-right line, Arabic words right to left', () => {
    expect(pieces('Floor Cleaner منظف أرضيات', 'ltr')).toEqual([
      ['Floor Cleaner ', 'ltr', 'latin'],
      ['منظف أرضيات', 'rtl', 'arabic'],
    ])
  })

  it('mirrors brackets in right-to-left runs and hands fontkit Arabic in reading order', () => {
    const text = 'عبوة (5 لتر)'
    const levels = paragraphLevels(text, 'rtl')
    const drawn = linePieces(text, levels, scriptsOf(text), 0, text.length).map((piece) => piece.text)
    expect(drawn).toEqual(['(', 'لتر', ' ', '5', ')', 'عبوة '])
  })
})

describe('createPdfWriter', () => {
  it('writes Arabic and Urdu labels, names, codes and amounts that read back in order', async () => {
    const text = await written(
      [
        'منظف الأرضيات بالليمون GWP-FC-001 بسعر PKR 28,036.21 للعبوة',
        'فرش صاف کرنے والا ے ں ٹ ڈ ڑ ہ ھ گ ک پ چ ژ، قیمت 1,250.50 روپے',
      ],
      'ar',
      200,
    )
    expect(squeezed(text)).toContain(squeezed('منظف الأرضيات بالليمون GWP-FC-001 بسعر PKR 28,036.21 للعبوة'))
    expect(squeezed(text)).toContain(
      squeezed('فرش صاف کرنے والا ے ں ٹ ڈ ڑ ہ ھ گ ک پ چ ژ، قیمت 1,250.50 روپے'),
    )
    // Letters that share a body with others (ب ن ی, س ش, ر ڑ) read as themselves, and the dots
    // drawn apart leave no stray characters.
    expect([...text].filter((char) => char < ' ' && char !== '\n')).toEqual([])
  })

  it('wraps Arabic text inside its width, and cuts a word wider than the box', async () => {
    const long = 'GWP'.repeat(40)
    const text = await written([`منظف ${long} أرضيات`], 'ar', 120)
    expect(squeezed(text)).toContain(long)
    expect(text.split('\n').length).toBeGreaterThan(3)
  })

  it('leaves English text to pdfkit as before', async () => {
    expect(await written(['Floor Cleaner Lemon 5 L, code GWP-FC-001'], 'en')).toContain(
      'Floor Cleaner Lemon 5 L, code GWP-FC-001',
    )
  })
})
