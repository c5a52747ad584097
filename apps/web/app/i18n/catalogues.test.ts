import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it, vi } from 'vitest'

import { TRANSLATION_LANGUAGES } from '@gwp/contracts'
import { readCatalogueFiles } from './catalogue-files'
import { translatorFor } from './catalogues'

const files = readCatalogueFiles()
const english = Object.values(files.en).flatMap((area) => [...area.keys()])

/** ICU argument names in a message: `{count, plural, …}` and `{name}` give `count` and `name`. */
const argumentsOf = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((match) => match[1]))].sort()

/** Messages a translation may leave as in English: names and symbols, never words. */
const SAME_IN_EVERY_LANGUAGE = new Set(['GWP'])

const APP_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

/** The public site's source files: everything but the back office, which stays English. */
function publicSources(dir = APP_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory())
      return ['back-office', 'admin', 'locales'].includes(entry.name) ? [] : publicSources(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('the message catalogues', () => {
  it('give each message once, in the English catalogue as its own text', () => {
    expect(new Set(english).size).toBe(english.length)
    for (const area of Object.values(files.en))
      for (const [id, text] of area) expect(text, `en: ${id}`).toBe(id)
  })

  it.each(TRANSLATION_LANGUAGES)(
    'translate every English message into %s, with the same arguments',
    (language) => {
      for (const [area, messages] of Object.entries(files.en)) {
        const translated = files[language][area]!
        expect([...translated.keys()].sort(), `${language}/${area}.po`).toEqual([...messages.keys()].sort())
        for (const id of messages.keys()) {
          const text = translated.get(id) ?? ''
          expect(text.trim(), `${language}: ${id}`).not.toBe('')
          if (!SAME_IN_EVERY_LANGUAGE.has(id)) expect(text, `${language}: ${id} left in English`).not.toBe(id)
          expect(argumentsOf(text), `${language}: ${id}`).toEqual(argumentsOf(id))
        }
      }
    },
  )

  it('hold every message the public site asks for by its text', () => {
    const known = new Set(english)
    const missing: string[] = []
    for (const file of publicSources()) {
      const code = fs.readFileSync(file, 'utf8')
      for (const match of code.matchAll(/\bt\(\s*(['"`])((?:\\.|(?!\1).)*)\1\s*[,)]/gs)) {
        const id = match[2]!.replace(/\\(['"`\\])/g, '$1')
        if (!known.has(id)) missing.push(`${path.relative(APP_DIR, file)}: ${id}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('say English without a catalogue as its own text, arguments filled in (the back office)', async () => {
    vi.resetModules()
    const bare = await import('./catalogues')
    expect(bare.loadedCatalogue('en')).toBeUndefined()
    expect(bare.translatorFor('en')('{name} (opens in a new tab)', { name: 'X' })).toBe(
      'X (opens in a new tab)',
    )
  })

  it('compile: plurals and arguments come out filled in', () => {
    expect(translatorFor('en')('{name} (opens in a new tab)', { name: 'Facebook' })).toBe(
      'Facebook (opens in a new tab)',
    )
    expect(translatorFor('ar')('{name} (opens in a new tab)', { name: 'Facebook' })).toBe(
      'Facebook (يفتح في علامة تبويب جديدة)',
    )
  })
})
