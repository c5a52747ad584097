/**
 * The site's languages (decision record 022). English is the default and is required everywhere;
 * Urdu and Arabic are optional translations that fall back to English field by field.
 */
export const LANGUAGES = ['en', 'ur', 'ar'] as const
export type Language = (typeof LANGUAGES)[number]

/** The languages content may be translated into (English is the record itself). */
export const TRANSLATION_LANGUAGES = ['ur', 'ar'] as const
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number]

export const DEFAULT_LANGUAGE: Language = 'en'

/** Each language's own name, as a reader of it looks for it in a switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ur: 'اردو', ar: 'العربية' }

/** Language names as staff read them: the back office and its e-mails are in English. */
export const LANGUAGE_NAMES_IN_ENGLISH: Record<Language, string> = { en: 'English', ur: 'Urdu', ar: 'Arabic' }

/**
 * The locale `Intl` writes each language's dates and numbers in: British English, and Pakistan's and
 * the UAE's conventions, with Latin digits as both countries print prices and product codes.
 */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', ur: 'ur-PK', ar: 'ar-AE' }

/** Urdu and Arabic read right to left. */
export function isRightToLeft(language: Language): boolean {
  return language !== 'en'
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

export function isTranslationLanguage(value: unknown): value is TranslationLanguage {
  return typeof value === 'string' && (TRANSLATION_LANGUAGES as readonly string[]).includes(value)
}
