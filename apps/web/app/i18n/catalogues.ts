import { setupI18n, type I18n, type Messages } from '@lingui/core'

import { DEFAULT_LANGUAGE, type Language } from '@gwp/contracts'

/**
 * One compiled catalogue per language, each its own file in the browser build: a page loads only its
 * language's words. The server loads each on first use and keeps it.
 */
const CATALOGUES: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en/index'),
  ur: () => import('./locales/ur/index'),
  ar: () => import('./locales/ar/index'),
}

// One instance per language, never one switched per request: the server renders several languages
// at once, and a shared "active locale" would leak from one response into another.
const loaded = new Map<Language, I18n>()

export async function loadLanguage(language: Language): Promise<I18n> {
  const ready = loaded.get(language)
  if (ready) return ready
  const { messages } = await CATALOGUES[language]()
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } })
  loaded.set(language, i18n)
  return i18n
}

/**
 * The loaded catalogue of `language`. Every public render awaits loadLanguage first (entry.server,
 * entry.client and the public layout's clientLoader), so a miss is a bug: it shows English rather
 * than failing the page.
 */
export function i18nFor(language: Language): I18n {
  const i18n = loaded.get(language) ?? loaded.get(DEFAULT_LANGUAGE)
  if (i18n) return i18n
  console.error(`The ${language} catalogue was used before it was loaded`)
  return setupI18n({ locale: DEFAULT_LANGUAGE, messages: { [DEFAULT_LANGUAGE]: {} } })
}

export type Translate = (id: string, values?: Record<string, unknown>) => string

export function translatorFor(language: Language): Translate {
  const i18n = i18nFor(language)
  return (id, values) => i18n._(id, values)
}
