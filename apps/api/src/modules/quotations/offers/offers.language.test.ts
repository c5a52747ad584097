import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { longDateIn } from '../../../mail/visitor-mail.js'
import { buildTestApp, type TestApp } from '../../../test/app.js'
import { signedInAdmin, type TestAdmin } from '../../../test/factories.js'
import { readMail, type ReadMail } from '../../../test/mime.js'
import { offerBody } from '../../../test/offers.js'
import { insertQuotation, type QuotationFixture } from '../../../test/quotations.js'
import { createOffer } from '../../../test/sales-desk.js'
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js'
import { pdfPages } from '../../../test/pdf-text.js'
import { longDate } from './offer-pdf.js'
import { OFFER_PDF_LABELS } from './offer-pdf-labels.js'

/**
 * The offer e-mail in the language of the customer's request (issue 24), as the SMTP server receives
 * it: Urdu and Arabic right to left, the offer's number, total and link left to right, dates and
 * amounts written for the language with Latin digits; English word for word as before.
 */

const PUBLIC_URL = 'https://shop.example.com'

let t: TestApp
let sink: SmtpSink
let boss: TestAdmin
let customers = 0

beforeAll(async () => {
  sink = await startSmtpSink()
  t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, PUBLIC_URL })
  boss = await signedInAdmin(t.app, 'superAdmin')
})

afterAll(async () => {
  await t.close()
  await sink.close()
})

interface SentOffer {
  number: string
  link: string
  whatsapp: string
  validUntil: string
  mail: ReadMail
}

/** Sends a 10 × 1,250 PKR offer to a new customer's quotation and reads the e-mail they receive. */
async function sendOffer(values: QuotationFixture): Promise<SentOffer> {
  const email = `buyer${customers++}@example.com`
  const id = await insertQuotation(t.app, { email, fullName: 'Ayesha Khan', ...values })
  const response = await createOffer(t.app, boss, id, offerBody({ send: true }))
  expect(response.statusCode).toBe(201)
  const body = response.json()
  await t.app.mail.processDue()
  const received = sink.received.find((mail) => mail.to.includes(email))
  expect(received).toBeDefined()
  return {
    number: body.data.number,
    link: body.link,
    whatsapp: decodeURIComponent(body.whatsapp.split('?text=')[1]),
    validUntil: body.data.validUntil,
    mail: readMail(received!.raw),
  }
}

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/

describe('the offer e-mail in the customer’s language', () => {
  it('writes Arabic right to left, with the number, the total and the link intact', async () => {
    const { number, link, whatsapp, validUntil, mail } = await sendOffer({ language: 'ar' })
    expect(mail.subject).toBe(`عرض سعر ${number} من GWP`)
    expect(mail.text).toContain('السيد/السيدة Ayesha Khan المحترم،')
    expect(mail.text).toContain(`يبلغ إجمالي عرض السعر رقم ${number} ما قيمته`)
    // Intl puts a no-break space between the amount and the code.
    expect(mail.text).toMatch(/12,500\.00\sPKR/)
    expect(mail.text).toContain(`ويسري العرض حتى ${longDateIn('ar', validUntil)}.`)
    expect(mail.text).toContain(`عبر الرابط التالي: ${link}`)
    expect(mail.text).toContain('تجدون عرض السعر مرفقًا بهذه الرسالة بصيغة PDF.')
    expect(mail.text).not.toMatch(ARABIC_INDIC_DIGITS)

    expect(mail.html).toContain('<html lang="ar" dir="rtl">')
    expect(mail.html).toContain('<div dir="rtl"')
    expect(mail.html).toContain(`<bdi dir="ltr">${number}</bdi>`)
    expect(mail.html).toMatch(/<bdi dir="ltr">\u200f?12,500\.00\u00a0PKR<\/bdi>/)
    expect(mail.html).toContain(`<a href="${link}">الاطلاع على عرض السعر وقبوله أو رفضه</a>`)
    expect(mail.html).toContain('<bdi>Ayesha Khan</bdi>')

    // The WhatsApp message says the same, in the same language.
    expect(whatsapp).toContain('السيد/السيدة Ayesha Khan المحترم،')
    expect(whatsapp).toContain(link)

    // And the PDF the customer's link serves is drawn in Arabic too.
    const token = link.split('/offer/')[1]!
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v1/offer/${token}/pdf` })
    expect(pdf.statusCode).toBe(200)
    const text = (await pdfPages(pdf.rawPayload)).join('\n').replace(/\s+/g, '')
    expect(text).toContain(OFFER_PDF_LABELS.ar.preparedFor.replace(/\s+/g, ''))
    expect(text).not.toContain(OFFER_PDF_LABELS.en.preparedFor.replace(/\s+/g, ''))
  })

  it('writes Urdu right to left, with the date in Urdu words and Latin digits', async () => {
    const { number, link, validUntil, mail } = await sendOffer({ language: 'ur' })
    expect(mail.subject).toBe(`GWP کی جانب سے کوٹیشن ${number}`)
    expect(mail.text).toContain('السلام علیکم Ayesha Khan،')
    expect(mail.text).toContain(`ہماری کوٹیشن ${number} کی کل رقم`)
    expect(mail.text).toContain('12,500.00')
    expect(mail.text).toContain(`${longDateIn('ur', validUntil)} تک مؤثر رہے گی۔`)
    expect(mail.text).toContain(`یہ لنک کھولیے: ${link}`)
    expect(mail.text).toContain('نیک خواہشات کے ساتھ،\nGWP')
    expect(mail.text).not.toMatch(ARABIC_INDIC_DIGITS)

    expect(mail.html).toContain('<html lang="ur" dir="rtl">')
    expect(mail.html).toContain('<div dir="rtl"')
    expect(mail.html).toContain(`<bdi dir="ltr">${number}</bdi>`)
    expect(mail.html).toContain(`<a href="${link}">کوٹیشن دیکھیے اور قبول یا مسترد کیجیے</a>`)
  })

  it('writes English word for word as before', async () => {
    const { number, link, validUntil, mail } = await sendOffer({})
    expect(mail.subject).toBe(`Quotation ${number} from GWP`)
    expect(mail.text?.trimEnd()).toBe(
      [
        'Dear Ayesha Khan,',
        '',
        `Thank you for your enquiry. Our quotation ${number} comes to PKR 12,500.00 and is valid until ${longDate(validUntil)}.`,
        '',
        `Read it, download it and accept or decline it online: ${link}`,
        '',
        'The quotation is attached as a PDF.',
        '',
        'GWP',
      ].join('\n'),
    )
    expect(mail.html?.trimEnd()).toBe(
      [
        '<p>Dear Ayesha Khan,</p>',
        `<p>Thank you for your enquiry. Our quotation ${number} comes to PKR 12,500.00 and is valid until ${longDate(validUntil)}.</p>`,
        `<p><a href="${link}">View, accept or decline the quotation</a></p>`,
        '<p>The quotation is attached as a PDF.</p>',
        '<p>GWP</p>',
      ].join('\n'),
    )
  })
})
