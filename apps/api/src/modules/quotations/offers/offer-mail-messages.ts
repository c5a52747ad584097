import type { Language } from '@gwp/contracts'

/**
 * The words of the sales desk's offer to a customer (the e-mail and its WhatsApp twin) in each of
 * the site's languages (issue 24). A record over every language, so a missing translation fails the
 * typecheck. Every piece is a parameter, formatted for the language before it comes in: the offer's
 * title ("Q-2026-0042 rev 2"), its total, its last valid day, the customer's link and name.
 */
export interface OfferMailWords {
  subject: (title: string, company: string) => string
  greeting: (name: string) => string
  summary: (title: string, total: string, validUntil: string) => string
  /** The plain-text part's and WhatsApp's line with the customer's link. */
  readOnline: (link: string) => string
  /** The HTML part's text of the same link. */
  linkLabel: string
  attached: string
  signature: (company: string) => string[]
}

export const OFFER_MAIL_WORDS: Record<Language, OfferMailWords> = {
  en: {
    subject: (title, company) => `Quotation ${title} from ${company}`,
    greeting: (name) => `Dear ${name},`,
    summary: (title, total, validUntil) =>
      `Thank you for your enquiry. Our quotation ${title} comes to ${total} and is valid until ${validUntil}.`,
    readOnline: (link) => `Read it, download it and accept or decline it online: ${link}`,
    linkLabel: 'View, accept or decline the quotation',
    attached: 'The quotation is attached as a PDF.',
    signature: (company) => [company],
  },
  ur: {
    subject: (title, company) => `${company} کی جانب سے کوٹیشن ${title}`,
    greeting: (name) => `السلام علیکم ${name}،`,
    summary: (title, total, validUntil) =>
      `آپ کے استفسار کا بہت شکریہ۔ ہماری کوٹیشن ${title} کی کل رقم ${total} ہے اور یہ ${validUntil} تک مؤثر رہے گی۔`,
    readOnline: (link) =>
      `کوٹیشن دیکھنے، ڈاؤن لوڈ کرنے اور آن لائن قبول یا مسترد کرنے کے لیے یہ لنک کھولیے: ${link}`,
    linkLabel: 'کوٹیشن دیکھیے اور قبول یا مسترد کیجیے',
    attached: 'کوٹیشن اس ای میل کے ساتھ PDF فائل کی صورت میں منسلک ہے۔',
    signature: (company) => ['نیک خواہشات کے ساتھ،', company],
  },
  ar: {
    subject: (title, company) => `عرض سعر ${title} من ${company}`,
    greeting: (name) => `السيد/السيدة ${name} المحترم،`,
    summary: (title, total, validUntil) =>
      `نشكركم على استفساركم. يبلغ إجمالي عرض السعر رقم ${title} ما قيمته ${total}، ويسري العرض حتى ${validUntil}.`,
    readOnline: (link) => `يمكنكم الاطلاع على العرض وتنزيله وقبوله أو رفضه عبر الرابط التالي: ${link}`,
    linkLabel: 'الاطلاع على عرض السعر وقبوله أو رفضه',
    attached: 'تجدون عرض السعر مرفقًا بهذه الرسالة بصيغة PDF.',
    signature: (company) => ['مع أطيب التحيات،', company],
  },
}
