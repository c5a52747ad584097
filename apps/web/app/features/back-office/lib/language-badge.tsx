import type { Language } from '@gwp/contracts'

/** The languages as staff, who work in English, name them. */
export const LANGUAGE_IN_ENGLISH: Record<Language, string> = { en: 'English', ur: 'Urdu', ar: 'Arabic' }

const TONES: Record<Language, string> = {
  en: 'bg-slate-100 text-slate-700 ring-slate-300',
  ur: 'bg-violet-50 text-violet-800 ring-violet-200',
  ar: 'bg-amber-50 text-amber-900 ring-amber-200',
}

/**
 * The language a visitor wrote in (decision record 022): the one their e-mails, offers and PDFs are
 * written in, so staff know before they reply.
 */
export function LanguageBadge({ language }: { language: Language }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[language]}`}
    >
      {LANGUAGE_IN_ENGLISH[language]}
    </span>
  )
}
