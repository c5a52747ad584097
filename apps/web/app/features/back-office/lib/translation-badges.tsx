import { LANGUAGE_NAMES_IN_ENGLISH, type TranslationLanguage } from '@gwp/contracts'

import { translatedLanguages } from '#app/features/back-office/lib/translation-values'

interface TranslationBadgesProps {
  /** The record's `translations` from an admin read. */
  translations: Parameters<typeof translatedLanguages>[0]
}

const SHORT: Record<TranslationLanguage, string> = { ur: 'UR', ar: 'AR' }

/** Which translations a record has, for a table: "UR", "AR", or a muted "EN only". */
export function TranslationBadges({ translations }: TranslationBadgesProps) {
  const languages = translatedLanguages(translations)
  if (languages.length === 0) {
    return (
      <span className="text-xs whitespace-nowrap text-slate-600">
        EN only<span className="sr-only">: no translation</span>
      </span>
    )
  }
  return (
    <ul aria-label="Translations" className="inline-flex gap-1">
      {languages.map((lang) => (
        <li
          key={lang}
          title={`${LANGUAGE_NAMES_IN_ENGLISH[lang]} translation`}
          className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-700"
        >
          <span aria-hidden="true">{SHORT[lang]}</span>
          <span className="sr-only">{LANGUAGE_NAMES_IN_ENGLISH[lang]} translation</span>
        </li>
      ))}
    </ul>
  )
}
