import type { Language } from '@gwp/contracts'

import { loadedCatalogue } from './catalogues'

/**
 * A sentence from outside the code (a server's answer, an address's `?error=`) in the page's language
 * when the catalogues hold it, else as it came. t() would compile an unknown text as a message (and
 * warn): a server's words are shown, never parsed.
 */
export function translateKnown(language: Language, message: string): string {
  const i18n = loadedCatalogue(language)
  return i18n?.messages[message] === undefined ? message : i18n._(message)
}
