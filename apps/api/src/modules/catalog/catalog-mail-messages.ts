import type { Language } from '@gwp/contracts'

/**
 * The catalogue e-mail's words in each of the site's languages (issue 24). A record over every
 * language, so a missing translation fails the typecheck. Pieces that must read left to right (the
 * site's address, the PDF's link) are parameters: the e-mail places them, isolated in the HTML part.
 * Line breaks inside a paragraph are where its plain-text part wraps.
 */
export interface CatalogMailWords {
  subject: string
  /** The salutation before the thanks; null where the e-mail starts with the thanks itself. */
  greeting: string | null
  thanks: string
  /** The PDF is attached; how to ask for a price, at `site`. */
  attached: (site: string) => string
  /**
   * Where the catalogue in this language is online too (`pdf`), beside the attached copy: a link to
   * share or open on another device; null for English, whose e-mail has always said only the site.
   */
  onlineCopy: ((pdf: string) => string) | null
  /** The closing lines. */
  signature: string[]
}

export const CATALOG_MAIL_WORDS: Record<Language, CatalogMailWords> = {
  en: {
    subject: 'Your GWP product catalogue',
    greeting: null,
    thanks: 'Thank you for your interest in GWP.',
    attached: (site) =>
      'Our product catalogue is attached to this e-mail as a PDF. To ask for a price, send a\n' +
      `quotation request from any product page at ${site}.`,
    onlineCopy: null,
    signature: ['GWP'],
  },
  ur: {
    subject: 'آپ کا GWP پروڈکٹ کیٹلاگ',
    greeting: 'السلام علیکم،',
    thanks: 'GWP میں دلچسپی لینے کا بے حد شکریہ۔',
    attached: (site) =>
      'ہمارا پروڈکٹ کیٹلاگ اس ای میل کے ساتھ PDF فائل کی صورت میں منسلک ہے۔ کسی بھی پروڈکٹ کی قیمت\n' +
      `جاننے کے لیے ہماری ویب سائٹ ${site} پر اس کے صفحے سے کوٹیشن کی درخواست بھیج دیجیے۔`,
    onlineCopy: (pdf) => `کیٹلاگ اردو میں یہاں بھی دیکھا جا سکتا ہے: ${pdf}`,
    signature: ['نیک خواہشات کے ساتھ،', 'GWP'],
  },
  ar: {
    subject: 'كتالوج منتجات GWP',
    greeting: 'تحية طيبة وبعد،',
    thanks: 'نشكركم على اهتمامكم بمنتجات GWP.',
    attached: (site) =>
      'تجدون مرفقًا بهذه الرسالة كتالوج منتجاتنا بصيغة PDF. ولطلب عرض سعر، يُرجى إرسال طلبكم\n' +
      `من صفحة أي منتج على موقعنا ${site}.`,
    onlineCopy: (pdf) => `كما يمكنكم الاطلاع على الكتالوج باللغة العربية عبر الرابط التالي: ${pdf}`,
    signature: ['مع أطيب التحيات،', 'فريق GWP'],
  },
}
