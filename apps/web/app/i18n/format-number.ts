import { INTL_LOCALES, type Language } from '@gwp/contracts'

/** One formatter per language, made on first use: the carousels number every slide on each render. */
const formatters = new Map<Language, Intl.NumberFormat>()

/**
 * A count or position as the page's language writes it. English keeps the plain digits the pages
 * always showed (no grouping); Urdu and Arabic go through Intl with their country's locale.
 */
export function formatNumber(language: Language, value: number): string {
  if (language === 'en') return String(value)
  // Both locales write Latin digits and group only from a thousand, so a small count is its digits
  // (a test holds Intl to that). Skipping Intl there matters: a page's first NumberFormat starts
  // ICU's number formatting, about 40 ms on a desktop core and four times that on Lighthouse's phone,
  // measured as the largest piece of an Arabic home page's hydration, which shows only small counts.
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value)
  let formatter = formatters.get(language)
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALES[language])
    formatters.set(language, formatter)
  }
  return formatter.format(value)
}
