import { createContext, use, useMemo } from 'react'

import type { Language } from '@gwp/contracts'
import { translatorFor, type Translate } from './catalogues'
import { pathInLanguage } from './languages'

const LanguageContext = createContext<Language>('en')

/** The page's language, from its address (root.tsx): every public component below reads it. */
export function LanguageProvider({ language, children }: { language: Language; children: React.ReactNode }) {
  return <LanguageContext value={language}>{children}</LanguageContext>
}

export interface I18nTools {
  language: Language
  /** The message `id` (its English text) in the page's language, with ICU values filled in. */
  t: Translate
  /** An English path (`/products`) as the same page in the page's language (`/ar/products`). */
  localPath: (path: string) => string
}

export function useI18n(): I18nTools {
  const language = use(LanguageContext)
  return useMemo(
    () => ({
      language,
      t: translatorFor(language),
      localPath: (path: string) => pathInLanguage(language, path),
    }),
    [language],
  )
}
