import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { LANGUAGES, type Language } from '@gwp/contracts'
import { CATALOGUE_AREAS } from './catalogue-areas'

/** The catalogues as the tests read them: language → area → message id → translation. */
export type CatalogueFiles = Record<Language, Record<string, Map<string, string>>>

const LOCALES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales')

const unquote = (line: string) => JSON.parse(line.trim()) as string

/** The `msgid`/`msgstr` pairs of one PO file, continuation lines joined (the header entry left out). */
export function readPo(text: string): Map<string, string> {
  const entries = new Map<string, string>()
  let field: 'msgid' | 'msgstr' | null = null
  let id = ''
  let str = ''
  const flush = () => {
    if (field === 'msgstr' && id !== '') entries.set(id, str)
    field = null
    id = ''
    str = ''
  }
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      flush()
      field = 'msgid'
      id = unquote(line.slice(6))
    } else if (line.startsWith('msgstr ')) {
      field = 'msgstr'
      str = unquote(line.slice(7))
    } else if (line.startsWith('"') && field === 'msgid') id += unquote(line)
    else if (line.startsWith('"') && field === 'msgstr') str += unquote(line)
  }
  flush()
  return entries
}

export function readCatalogueFiles(): CatalogueFiles {
  const files = {} as CatalogueFiles
  for (const language of LANGUAGES) {
    files[language] = {}
    for (const area of CATALOGUE_AREAS) {
      const text = fs.readFileSync(path.join(LOCALES_DIR, language, `${area}.po`), 'utf8')
      files[language][area] = readPo(text)
    }
  }
  return files
}
