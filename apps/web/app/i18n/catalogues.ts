import type { I18n } from '@lingui/core'

import { DEFAULT_LANGUAGE, type Language } from '@gwp/contracts'

/**
 * The catalogues loaded so far, one `I18n` instance per language, never one switched per request: the
 * server renders several languages at once, and a shared "active locale" would leak from one response
 * into another. load-language.ts loads them; this module only reads them, so a page that needs no
 * catalogue (the back office) carries no Lingui code.
 */
const loaded = new Map<Language, I18n>()

export const registerCatalogue = (language: Language, i18n: I18n) => void loaded.set(language, i18n)
export const loadedCatalogue = (language: Language): I18n | undefined => loaded.get(language)

export type Translate = (id: string, values?: Record<string, unknown>) => string

/**
 * English without its catalogue: the message id is the English text, with its `{arguments}` filled
 * in. The back office's pages wear the public chrome in English and load no catalogue; its words have
 * plain arguments, no plurals.
 */
const plainEnglish: Translate = (id, values) =>
  id.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values?.[name] === undefined ? whole : String(values[name]),
  )

/**
 * The messages of `language`. Every public render loads its catalogue first (entry.server,
 * entry.client and the public layout's clientLoader), so an Urdu or Arabic miss is a bug: it shows
 * English rather than failing the page.
 */
export function translatorFor(language: Language): Translate {
  const i18n = loaded.get(language)
  if (i18n) return (id, values) => i18n._(id, values)
  if (language !== DEFAULT_LANGUAGE) console.error(`The ${language} catalogue was used before it was loaded`)
  return plainEnglish
}
