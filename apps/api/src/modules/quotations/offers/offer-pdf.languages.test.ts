import { describe, expect, it } from 'vitest'

import { pdfPages } from '../../../test/pdf-text.js'
import { renderOfferPdf, type OfferDocument } from './offer-pdf.js'

/** An offer whose customer and lines staff wrote in Arabic or Urdu, with Latin codes and amounts. */
function offer(description: string, overrides: Partial<OfferDocument> = {}): OfferDocument {
  return {
    title: 'Q-2026-0042 rev 2',
    issuedOn: '2026-11-09',
    validUntil: '2026-12-09',
    customer: {
      fullName: 'شركة النور للتجارة',
      email: 'orders@alnoor.example',
      phoneNumber: '+971 4 123 4567',
      address: 'مكتب 12، شارع الشيخ زايد، دبي',
    },
    currency: 'PKR',
    lines: Array.from({ length: 3 }, (_, i) => ({
      description: `${description} ${i + 1}`,
      productCode: `GWP-FC-00${i + 1}`,
      quantity: 1200,
      unitPrice: '1250.50',
      discountPercent: '0',
      amount: '28036.21',
    })),
    subtotal: '84108.63',
    taxName: 'GST',
    taxPercent: '18',
    tax: '15139.55',
    total: '99248.18',
    paymentTerms: '50% دفعة مقدمة مع أمر الشراء.',
    deliveryTerms: '',
    terms: '',
    ...overrides,
  }
}

/** pdfjs drops the spaces where the direction changes; the order of what is left is the test. */
const squeezed = (text: string) => text.replace(/\s+/g, '')

async function textOf(document: OfferDocument, language: 'ur' | 'ar'): Promise<string> {
  return squeezed((await pdfPages(await renderOfferPdf(document, language))).join('\n'))
}

describe('renderOfferPdf in Arabic and Urdu', () => {
  it('prints the Arabic labels, the lines with their codes and amounts, and the totals, in reading order', async () => {
    const text = await textOf(offer('منظف أرضيات بالليمون'), 'ar')
    for (const expected of [
      'عرض سعر',
      'Q-2026-0042 rev 2',
      'مقدم إلى',
      'شركة النور للتجارة',
      'تاريخ الإصدار 9 نوفمبر 2026',
      'م الوصف الكمية سعر الوحدة الخصم المبلغ',
      'منظف أرضيات بالليمون 1 الرمز: GWP-FC-001 1,200 PKR 1,250.50 – PKR 28,036.21',
      'المجموع الفرعي PKR 84,108.63',
      'GST 18 % PKR 15,139.55',
      'الإجمالي PKR 99,248.18',
      'عرض السعر هذا صالح حتى 9 ديسمبر 2026.',
      'شروط الدفع 50% دفعة مقدمة مع أمر الشراء.',
      'GWP · عرض سعر Q-2026-0042 rev 2',
      'صفحة 1 من 1',
    ]) {
      expect(text).toContain(squeezed(expected))
    }
    expect(text).not.toMatch(/Quotation|Subtotal|Page \d/)
  })

  it('prints Urdu labels and Urdu letters as written', async () => {
    const text = await textOf(
      offer('فرش صاف کرنے والا گاڑھا ے ں ٹ ڈ ڑ ہ ھ گ ک پ چ ژ', {
        customer: { ...offer('').customer, fullName: 'عائشہ خان' },
      }),
      'ur',
    )
    for (const expected of [
      'کوٹیشن',
      'برائے',
      'عائشہ خان',
      'نمبر تفصیل تعداد فی یونٹ قیمت رعایت رقم',
      'فرش صاف کرنے والا گاڑھا ے ں ٹ ڈ ڑ ہ ھ گ ک پ چ ژ 2 کوڈ: GWP-FC-002',
      'ذیلی میزان PKR 84,108.63',
      'کل رقم PKR 99,248.18',
      'صفحہ 1 از 1',
    ]) {
      expect(text).toContain(squeezed(expected))
    }
  })

  it('runs a long Arabic offer over pages, each numbered in Arabic', async () => {
    const document = offer('منظف أرضيات مركز للمطابخ الصناعية والورش، عبوة 20 لتر')
    document.lines = Array.from({ length: 40 }, (_, i) => ({
      ...document.lines[0]!,
      productCode: `GWP-${1000 + i}`,
    }))
    const pages = (await pdfPages(await renderOfferPdf(document, 'ar'))).map(squeezed)
    expect(pages.length).toBeGreaterThan(1)
    pages.forEach((page, i) => expect(page).toContain(squeezed(`صفحة ${i + 1} من ${pages.length}`)))
    expect(pages.join('')).toContain('GWP-1039')
    expect(pages.at(-1)).toContain(squeezed('الإجمالي PKR 99,248.18'))
  })
})
