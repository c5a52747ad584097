import { LANGUAGE_NAMES_IN_ENGLISH, type Language } from '@gwp/contracts'

import { ToneBadge } from './tone-badge'

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
  return <ToneBadge tone={TONES[language]}>{LANGUAGE_NAMES_IN_ENGLISH[language]}</ToneBadge>
}
