import { INTL_LOCALES, type Language } from '@gwp/contracts'

/**
 * A count or position as the page's language writes it. English keeps the plain digits the pages
 * always showed (no grouping); Urdu and Arabic go through Intl with their country's locale.
 */
export function formatNumber(language: Language, value: number): string {
  return language === 'en' ? String(value) : new Intl.NumberFormat(INTL_LOCALES[language]).format(value)
}
