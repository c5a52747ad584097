// The Arabic-script faces Urdu and Arabic pages use (decision record 022), cut from the Noto Naskh
// Arabic files @fontsource ships to the Arabic block: Urdu's letters and both languages' punctuation
// are all there. The package's "arabic" subset also covers the Arabic Supplement, Extended-A and the
// presentation forms, which neither language writes (a test checks the catalogues and the demo
// content): cut to the block, each weight is 25 KiB instead of 52, and the pair no longer holds back
// the hero image on a phone's connection. HarfBuzz keeps every glyph the shaping can reach (initial,
// medial and final forms, ligatures, marks). The files and their @font-face rules are checked in;
// `node apps/web/scripts/script-fonts.mjs` makes them again (run it after updating the package).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import subsetFont from 'subset-font'

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const packageFiles = path.resolve(webRoot, '../../node_modules/@fontsource/noto-naskh-arabic/files')
export const FONTS_DIR = path.join(webRoot, 'app/i18n/fonts')

/**
 * The space and no-break space (the package's face draws them, and a word's spacing is the face's
 * own), the Arabic block, the joiners and direction marks, hyphens, ornate parentheses, the Allah
 * ligature.
 */
export const UNICODE_RANGES = [
  [0x0020, 0x0020],
  [0x00a0, 0x00a0],
  [0x0600, 0x06ff],
  [0x200c, 0x200f],
  [0x2010, 0x2011],
  [0xfd3e, 0xfd3f],
  [0xfdf2, 0xfdf2],
]
export const WEIGHTS = [400, 700]
export const faceFile = (weight) => `noto-naskh-arabic-${weight}.woff2`

const hex = (code) => code.toString(16).toUpperCase().padStart(4, '0')
const unicodeRange = UNICODE_RANGES.map(([from, to]) =>
  from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`,
).join(', ')

/** Every face's bytes and the stylesheet declaring them, as this script writes them. */
export async function makeScriptFonts() {
  let characters = ''
  for (const [from, to] of UNICODE_RANGES) {
    for (let code = from; code <= to; code++) characters += String.fromCodePoint(code)
  }
  const faces = []
  for (const weight of WEIGHTS) {
    const source = fs.readFileSync(path.join(packageFiles, `noto-naskh-arabic-arabic-${weight}-normal.woff2`))
    faces.push({
      file: faceFile(weight),
      bytes: await subsetFont(source, characters, { targetFormat: 'woff2' }),
    })
  }
  const rules = WEIGHTS.map(
    (weight) => `@font-face {
  font-family: 'Noto Naskh Arabic';
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url(./${faceFile(weight)}) format('woff2');
  unicode-range: ${unicodeRange};
}
`,
  )
  const css = `/* Made by apps/web/scripts/script-fonts.mjs from @fontsource/noto-naskh-arabic: do not edit. */\n${rules.join('\n')}`
  return { faces, css }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { faces, css } = await makeScriptFonts()
  for (const { file, bytes } of faces) fs.writeFileSync(path.join(FONTS_DIR, file), bytes)
  fs.writeFileSync(path.join(FONTS_DIR, 'script-fonts.css'), css)
  fs.copyFileSync(path.join(packageFiles, '../LICENSE'), path.join(FONTS_DIR, 'OFL.txt'))
  for (const { file, bytes } of faces) console.log(`${file}: ${bytes.length} bytes`)
}
