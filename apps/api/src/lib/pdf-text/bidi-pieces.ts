import bidiModule, { type Bidi, type EmbeddingLevels } from 'bidi-js'

/*
 * The Unicode bidirectional algorithm for one line of a PDF (decision record 023): pdfkit draws
 * every string left to right, so a line is cut into pieces, each of one direction and one script,
 * and given in the order they stand on the page from left to right. Pure: nothing here knows pdfkit.
 */

// bidi-js is CommonJS typed with an ES default export: Node's default import is its factory itself,
// where TypeScript (NodeNext) looks for it under `.default`.
const bidi = (bidiModule as unknown as () => Bidi)()

export type Script = 'arabic' | 'latin'

/** A run of a line in one direction and one script; `text` is what to hand pdfkit for it. */
export interface Piece {
  /** The piece's characters in the source string: [start, end). */
  start: number
  end: number
  rtl: boolean
  script: Script
  text: string
  /** Arabic-script text is shaped by fontkit (joined letters), which also reverses it. */
  shaped: boolean
}

export type Direction = 'ltr' | 'rtl'

/**
 * Letters the Arabic font draws: the Arabic script (Urdu's letters included), its comma, semicolon
 * and question mark, and the zero-width joiners Urdu uses inside words. The Latin font draws the rest.
 */
const ARABIC_SCRIPT = /[\p{Script=Arabic}\u060C\u061B\u061F\u200C\u200D]/u
/** What fontkit reverses: a run it finds a right-to-left script in (Arabic letters and digits). */
const REVERSED_BY_FONTKIT = /\p{Script=Arabic}/u

export const isArabicScript = (text: string): boolean => ARABIC_SCRIPT.test(text)

/** The bidirectional formatting characters: they order the text and are never drawn. */
export const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu

/**
 * A value (a size, a code, an amount) kept in its own direction inside a label of the other one:
 * "السعة: 5 L", not "السعة: L 5". First-strong isolate, as HTML's <bdi> does.
 */
export const isolate = (value: string): string => `\u2068${value}\u2069`

/**
 * Levels by direction and text: a text is measured several times before it is drawn (its height,
 * its lines, its width), and labels recur on every page. Bounded, as texts come from the data.
 */
const LEVELS = new Map<string, EmbeddingLevels>()
const LEVELS_MAX = 5_000

/** The embedding level of each character of a paragraph (one line of the source, without '\n'). */
export function paragraphLevels(text: string, direction: Direction): EmbeddingLevels {
  const key = `${direction}\u0000${text}`
  let levels = LEVELS.get(key)
  if (!levels) {
    levels = bidi.getEmbeddingLevels(text, direction)
    if (LEVELS.size >= LEVELS_MAX) LEVELS.clear()
    LEVELS.set(key, levels)
  }
  return levels
}

/**
 * Each character's script. White space and marks take the script of the letter before them (of the
 * one after at the start), so "منظف أرضيات" stays one shaped piece; punctuation and symbols are Latin, as the
 * Arabic font has none but its own.
 */
export function scriptsOf(text: string): Script[] {
  const scripts: Array<Script | null> = Array.from(text, () => null)
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (ARABIC_SCRIPT.test(char)) scripts[i] = 'arabic'
    // Marks (an Arabic shadda or vowel sign) belong to the letter they sit on.
    else if (!/[\s\p{M}]/u.test(char)) scripts[i] = 'latin'
  }
  let previous: Script | null = null
  for (let i = 0; i < text.length; i++) previous = scripts[i] ??= previous
  let next: Script = 'latin'
  for (let i = text.length - 1; i >= 0; i--) next = scripts[i] ??= next
  return scripts as Script[]
}

const reversed = (text: string) => [...text].reverse().join('')

/**
 * The string that draws `logical` as it must look. A right-to-left run goes on the page reversed;
 * fontkit reverses a run with Arabic letters or digits itself, so such a run is handed over as it is
 * read (right to left) or, for digits in a left-to-right run, turned round first.
 */
function drawable(logical: string, rtl: boolean, script: Script): { text: string; shaped: boolean } {
  const shaped = script === 'arabic' && REVERSED_BY_FONTKIT.test(logical)
  return { text: rtl === shaped ? logical : reversed(logical), shaped }
}

/**
 * The pieces of the line `text.slice(start, end)` from left to right. Trailing white space is left
 * out (it is never seen), and brackets in right-to-left runs are mirrored.
 */
export function linePieces(
  text: string,
  levels: EmbeddingLevels,
  scripts: readonly Script[],
  start: number,
  end: number,
): Piece[] {
  let last = end
  while (last > start && /\s/.test(text[last - 1]!)) last--
  if (last <= start) return []
  const order = bidi.getReorderedIndices(text, levels, start, last - 1).slice(start, last)
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels, start, last - 1)
  const runs: Array<Omit<Piece, 'text' | 'shaped'>> = []
  for (const i of order) {
    const rtl = (levels.levels[i]! & 1) === 1
    const script = scripts[i]!
    const run = runs.at(-1)
    if (run && run.rtl === rtl && run.script === script && (rtl ? i === run.start - 1 : i === run.end)) {
      if (rtl) run.start = i
      else run.end = i + 1
    } else {
      runs.push({ start: i, end: i + 1, rtl, script })
    }
  }
  return runs
    .map((run) => {
      let logical = ''
      for (let i = run.start; i < run.end; i++) logical += mirrored.get(i) ?? text[i]
      logical = logical.replace(BIDI_CONTROLS, '')
      return { ...run, ...drawable(logical, run.rtl, run.script) }
    })
    .filter((piece) => piece.text !== '')
}
