import { formatMinor, INTL_LOCALES, isRightToLeft, type Language } from '@gwp/contracts'

import { escapeHtml } from './escape-html.js'

/**
 * The pieces every e-mail to a visitor shares when it is written in their language (issue 24): the
 * HTML document that reads right to left for Urdu and Arabic, the bits that must stay left to right
 * inside it, and dates and amounts as readers of the language write them. Each e-mail keeps its own
 * words, in all three languages, in a module beside it.
 */

/**
 * HTML (already escaped) that must read left to right inside a right-to-left paragraph: a product
 * code, an address, a link, an amount. Without it the bidirectional algorithm reorders its neutral
 * characters (dots, dashes, slashes) around the Arabic script, and "Q-2026-0042" could show as
 * "0042-2026-Q". English paragraphs need nothing and are left as they were.
 */
export function ltrHtml(language: Language, html: string): string {
  return isRightToLeft(language) ? `<bdi dir="ltr">${html}</bdi>` : html
}

// Private-use characters: no translation or escaping ever produces them.
const MARK = /\uE000(\d+)\uE001/g

/**
 * A sentence of an e-mail's words for its HTML part: the words escaped, each piece placed as the
 * HTML it already is (a link, a `<bdi>`). The template is called with markers in place of the
 * pieces, so the translations stay plain functions of plain text for both parts.
 */
export function htmlSentence<P extends string[]>(template: (...pieces: P) => string, pieces: P): string {
  const marks = pieces.map((_, i) => `\uE000${i}\uE001`) as P
  return escapeHtml(template(...marks)).replace(MARK, (_, i: string) => pieces[Number(i)] ?? '')
}

/**
 * The HTML part around its paragraphs. Urdu and Arabic get a whole document that says its language
 * and reads right to left (`dir` on the body's container as well, since some webmail clients drop
 * the `<html>` and `<body>` of a message); English stays the fragment it has always been.
 */
export function visitorHtml(language: Language, paragraphs: string[]): string {
  if (!isRightToLeft(language)) return paragraphs.join('\n')
  return [
    '<!DOCTYPE html>',
    `<html lang="${language}" dir="rtl">`,
    '<head><meta charset="utf-8"></head>',
    '<body>',
    '<div dir="rtl" style="direction:rtl;text-align:right">',
    ...paragraphs,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n')
}

/**
 * "9 December 2026" / "9 دسمبر، 2026" / "9 ديسمبر 2026": a calendar date (`YYYY-MM-DD`) in words
 * for the language, with Latin digits, which the sales desk's customers in Pakistan and the Emirates
 * read in business letters and type in their replies.
 */
export function longDateIn(language: Language, text: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(new Date(`${text}T00:00:00.000Z`))
}

/**
 * An amount in minor units as the language writes it, with the currency's code (as on the offer's
 * PDF) and Latin digits. Formatted from its exact decimal text, never a binary float, so the largest
 * totals keep every digit; two decimals always, although CLDR gives the rupee none.
 */
export function moneyIn(language: Language, currency: string, minor: bigint): string {
  return new Intl.NumberFormat(INTL_LOCALES[language], {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    numberingSystem: 'latn',
  }).format(formatMinor(minor) as Intl.StringNumericLiteral)
}
