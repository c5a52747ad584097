import { setupI18n, type I18n, type Messages } from '@lingui/core'

import type { Language } from '@gwp/contracts'
import { loadedCatalogue, registerCatalogue } from './catalogues'

/**
 * One compiled catalogue per language, each its own file in the browser build: a page loads only its
 * language's words. The server loads each on first use and keeps it.
 */
const CATALOGUES: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en/index'),
  ur: () => import('./locales/ur/index'),
  ar: () => import('./locales/ar/index'),
}

export async function loadLanguage(language: Language): Promise<I18n> {
  const ready = loadedCatalogue(language)
  if (ready) return ready
  const { messages } = await CATALOGUES[language]()
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } })
  registerCatalogue(language, i18n)
  return i18n
}
