import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { FONTS_DIR, makeScriptFonts, UNICODE_RANGES } from './script-fonts.mjs'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
/** Where Urdu and Arabic words are written: the page catalogues and the demo content. */
const WORDS_IN_THE_SCRIPT = [
  'apps/web/app/i18n/locales/ur',
  'apps/web/app/i18n/locales/ar',
  'apps/api/src/db/seed',
]

function filesUnder(folder) {
  return fs
    .readdirSync(path.join(repoRoot, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

describe('the Arabic-script faces', () => {
  it('are what the script makes from the installed package, files and rules alike', async () => {
    const { faces, css } = await makeScriptFonts()
    for (const { file, bytes } of faces) {
      expect(Buffer.compare(bytes, fs.readFileSync(path.join(FONTS_DIR, file))), file).toBe(0)
    }
    expect(fs.readFileSync(path.join(FONTS_DIR, 'script-fonts.css'), 'utf8')).toBe(css)
  })

  it('cover every Arabic-script character the catalogues and the demo content write', () => {
    const covered = (code) => UNICODE_RANGES.some(([from, to]) => code >= from && code <= to)
    const missing = new Set()
    for (const file of WORDS_IN_THE_SCRIPT.flatMap(filesUnder)) {
      for (const [character] of fs.readFileSync(file, 'utf8').matchAll(/\p{Script=Arabic}/gu)) {
        if (!covered(character.codePointAt(0)))
          missing.add(`U+${character.codePointAt(0).toString(16)} in ${file}`)
      }
    }
    expect([...missing]).toEqual([])
  })
})
