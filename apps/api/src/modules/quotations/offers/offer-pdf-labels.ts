import { COMPANY_NAME, COMPANY_TAGLINE, INTL_LOCALES, type Language } from '@gwp/contracts'

import { isolate } from '../../../lib/pdf-text/bidi-pieces.js'

/**
 * Every fixed word of the offer PDF in each language (decision record 023). English is word for
 * word what the PDF printed before it had languages. What staff or the customer typed, product
 * codes and amounts are printed as they are.
 */
export interface OfferPdfLabels {
  /** The PDF's language tag, and the locale its dates are written in (always with Latin digits). */
  locale: string
  quotation: string
  preparedFor: string
  issued: string
  validUntil: string
  currency: string
  paymentTerms: string
  deliveryTerms: string
  terms: string
  subtotal: string
  total: string
  tagline: string
  columns: {
    number: string
    description: string
    quantity: string
    unitPrice: string
    discount: string
    amount: string
  }
  code(code: string): string
  /** An office's country above its address. */
  country(country: string): string
  validNote(date: string): string
  /** The document's title: its metadata, and the running header and footer. */
  title(title: string): string
  /** The PDF's subject, in its metadata. */
  subject(title: string, customer: string): string
  continued(title: string): string
  page(page: number, count: number): string
}

const COUNTRIES: Record<'ur' | 'ar', Record<string, string>> = {
  ur: { Pakistan: 'پاکستان', UAE: 'یو اے ای' },
  ar: { Pakistan: 'باكستان', UAE: 'الإمارات' },
}

export const OFFER_PDF_LABELS: Record<Language, OfferPdfLabels> = {
  en: {
    locale: INTL_LOCALES.en,
    quotation: 'Quotation',
    preparedFor: 'PREPARED FOR',
    issued: 'Issued',
    validUntil: 'Valid until',
    currency: 'Currency',
    paymentTerms: 'Payment terms',
    deliveryTerms: 'Delivery terms',
    terms: 'Terms',
    subtotal: 'Subtotal',
    total: 'Total',
    tagline: COMPANY_TAGLINE,
    columns: {
      number: 'No.',
      description: 'Description',
      quantity: 'Qty',
      unitPrice: 'Unit price',
      discount: 'Discount',
      amount: 'Amount',
    },
    code: (code) => `Code: ${code}`,
    country: (country) => country.toUpperCase(),
    validNote: (date) => `This quotation is valid until ${date}.`,
    title: (title) => `Quotation ${title}`,
    subject: (title, customer) => `${COMPANY_NAME} quotation ${title} for ${customer}`,
    continued: (title) => `Quotation ${title} (continued)`,
    page: (page, count) => `Page ${page} of ${count}`,
  },
  ur: {
    locale: INTL_LOCALES.ur,
    quotation: 'کوٹیشن',
    preparedFor: 'برائے',
    issued: 'تاریخ اجرا',
    validUntil: 'مؤثر تا',
    currency: 'کرنسی',
    paymentTerms: 'ادائیگی کی شرائط',
    deliveryTerms: 'ترسیل کی شرائط',
    terms: 'شرائط',
    subtotal: 'ذیلی میزان',
    total: 'کل رقم',
    tagline: 'صفائی کی پیشہ ورانہ مصنوعات',
    columns: {
      number: 'نمبر',
      description: 'تفصیل',
      quantity: 'تعداد',
      unitPrice: 'فی یونٹ قیمت',
      discount: 'رعایت',
      amount: 'رقم',
    },
    code: (code) => `کوڈ: ${isolate(code)}`,
    country: (country) => COUNTRIES.ur[country] ?? country,
    validNote: (date) => `یہ کوٹیشن ${date} تک مؤثر ہے۔`,
    title: (title) => `کوٹیشن ${title}`,
    subject: (title, customer) => `${COMPANY_NAME} کوٹیشن ${title} برائے ${customer}`,
    continued: (title) => `کوٹیشن ${title} (جاری)`,
    page: (page, count) => `صفحہ ${page} از ${count}`,
  },
  ar: {
    locale: INTL_LOCALES.ar,
    quotation: 'عرض سعر',
    preparedFor: 'مقدم إلى',
    issued: 'تاريخ الإصدار',
    validUntil: 'صالح حتى',
    currency: 'العملة',
    paymentTerms: 'شروط الدفع',
    deliveryTerms: 'شروط التسليم',
    terms: 'الشروط',
    subtotal: 'المجموع الفرعي',
    total: 'الإجمالي',
    tagline: 'منتجات تنظيف احترافية',
    columns: {
      number: 'م',
      description: 'الوصف',
      quantity: 'الكمية',
      unitPrice: 'سعر الوحدة',
      discount: 'الخصم',
      amount: 'المبلغ',
    },
    code: (code) => `الرمز: ${isolate(code)}`,
    country: (country) => COUNTRIES.ar[country] ?? country,
    validNote: (date) => `عرض السعر هذا صالح حتى ${date}.`,
    title: (title) => `عرض سعر ${title}`,
    subject: (title, customer) => `${COMPANY_NAME} عرض سعر ${title} إلى ${customer}`,
    continued: (title) => `عرض سعر ${title} (تابع)`,
    page: (page, count) => `صفحة ${page} من ${count}`,
  },
}

/** "GWP · Quotation Q-2026-0042 rev 2": the footer's left part. */
export const footerText = (labels: OfferPdfLabels, title: string) =>
  `${COMPANY_NAME} · ${labels.title(title)}`
