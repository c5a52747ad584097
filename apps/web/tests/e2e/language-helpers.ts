import type { Language } from '@gwp/contracts'

import { readCatalogueFiles } from '../../app/i18n/catalogue-files'

const catalogues = readCatalogueFiles()

/**
 * What a page in `language` says for an English message, from the catalogues the site ships, with its
 * `{arguments}` filled in: the browser tests find Urdu and Arabic controls by the names people read.
 */
export function say(language: Language, id: string, values: Record<string, string> = {}): string {
  const text = Object.values(catalogues[language])
    .map((area) => area.get(id))
    .find((found) => found !== undefined)
  if (text === undefined) throw new Error(`no ${language} catalogue entry "${id}"`)
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`)
}
