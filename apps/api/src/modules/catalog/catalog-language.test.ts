import { ENQUIRY_MESSAGES } from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../../test/app.js'
import { createCategory, createProduct } from '../../test/factories.js'
import { readMail, type ReadMail } from '../../test/mime.js'
import { pdfPages } from '../../test/pdf-text.js'
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js'

/**
 * The catalogue e-mail in the visitor's language (issue 24), as a mail client receives it from the
 * SMTP server: Urdu and Arabic right to left with the site's links kept left to right, English as
 * it has always been.
 */

const SEND = '/api/v1/catalog/send-catalog'
const SITE = 'https://shop.example.com'

let t: TestApp
let sink: SmtpSink
let visitors = 0

beforeAll(async () => {
  sink = await startSmtpSink()
  t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, PUBLIC_URL: SITE })
  const category = await createCategory(t.app, { name: 'Floor Care' })
  await createProduct(t.app, category.id, { name: 'Spin Mop Deluxe' })
})

afterAll(async () => {
  await t.close()
  await sink.close()
})

/** Asks for the catalogue from an address and a network of its own; answers the address. */
async function ask(language?: unknown) {
  const email = `reader${visitors++}@example.com`
  const payload = { email, ...(language === undefined ? {} : { language }) }
  const response = await t.app.inject({
    method: 'POST',
    url: SEND,
    payload,
    remoteAddress: `10.3.0.${visitors}`,
  })
  return { email, response }
}

/** The e-mail the SMTP server received for `email`, after the queue's worker sent what was due. */
async function delivered(email: string): Promise<ReadMail & { raw: string }> {
  await t.app.mail.processDue()
  const found = sink.received.find((mail) => mail.to.includes(email))
  expect(found).toBeDefined()
  return { ...readMail(found!.raw), raw: found!.raw }
}

/** The PDF attached to a raw message (base64 in its application/pdf part). */
function attachedPdf(raw: string): Buffer {
  const part = raw.split(/\r?\n--/).find((each) => /^Content-Type: application\/pdf/im.test(each))
  expect(part).toBeDefined()
  return Buffer.from(
    part!
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('')
      .replace(/\s+/g, ''),
    'base64',
  )
}

const pdfText = async (raw: string) => (await pdfPages(attachedPdf(raw))).join('').replace(/\s+/g, '')

const customerLanguage = async (email: string) =>
  (
    await t.app.db
      .selectFrom('potentialCustomers')
      .select('language')
      .where('emailKey', '=', email)
      .executeTakeFirstOrThrow()
  ).language

describe(`POST ${SEND} with a language`, () => {
  it('sends the Arabic e-mail right to left, with the links left to right and the PDF attached', async () => {
    const { email, response } = await ask('ar')
    expect(response.statusCode).toBe(200)
    expect(await customerLanguage(email)).toBe('ar')

    const mail = await delivered(email)
    expect(mail.subject).toBe('كتالوج منتجات GWP')
    expect(mail.text).toContain('نشكركم على اهتمامكم بمنتجات GWP.')
    expect(mail.text).toContain(`من صفحة أي منتج على موقعنا ${SITE}.`)
    expect(mail.text).toContain(`${SITE}/api/v1/catalog/catalog.pdf?lang=ar`)
    expect(mail.text).toContain('مع أطيب التحيات،\nفريق GWP')
    expect(mail.html).toContain('<html lang="ar" dir="rtl">')
    expect(mail.html).toContain('<div dir="rtl"')
    expect(mail.html).toContain('تحية طيبة وبعد،')
    expect(mail.html).toContain(`<bdi dir="ltr"><a href="${SITE}">${SITE}</a></bdi>`)
    const pdf = `${SITE}/api/v1/catalog/catalog.pdf?lang=ar`
    expect(mail.html).toContain(`<bdi dir="ltr"><a href="${pdf}">${pdf}</a></bdi>`)
    expect(mail.raw).toMatch(/^Content-Type: application\/pdf; name=gwp-catalogue\.pdf\r?$/m)
    // The attached catalogue is the Arabic one.
    expect(await pdfText(mail.raw)).toContain('كتالوجالمنتجات')
  })

  it('sends the Urdu e-mail right to left, in Urdu', async () => {
    const { email, response } = await ask('ur')
    expect(response.statusCode).toBe(200)
    expect(await customerLanguage(email)).toBe('ur')

    const mail = await delivered(email)
    expect(mail.subject).toBe('آپ کا GWP پروڈکٹ کیٹلاگ')
    expect(mail.text).toContain('GWP میں دلچسپی لینے کا بے حد شکریہ۔')
    expect(mail.text).toContain(`ہماری ویب سائٹ ${SITE} پر`)
    expect(mail.text).toContain(`${SITE}/api/v1/catalog/catalog.pdf?lang=ur`)
    expect(mail.html).toContain('<html lang="ur" dir="rtl">')
    expect(mail.html).toContain('<div dir="rtl"')
    expect(mail.html).toContain(`<bdi dir="ltr"><a href="${SITE}">${SITE}</a></bdi>`)
    expect(await pdfText(mail.raw)).toContain('مصنوعاتکاکیٹلاگ')
  })

  it('sends English, word for word as before, when the form sends no language', async () => {
    const { email, response } = await ask()
    expect(response.statusCode).toBe(200)
    expect(await customerLanguage(email)).toBe('en')

    const mail = await delivered(email)
    expect(mail.subject).toBe('Your GWP product catalogue')
    expect(mail.text?.trimEnd()).toBe(
      [
        'Thank you for your interest in GWP.',
        '',
        'Our product catalogue is attached to this e-mail as a PDF. To ask for a price, send a',
        `quotation request from any product page at ${SITE}.`,
        '',
        'GWP',
      ].join('\n'),
    )
    expect(mail.html).toContain('<p>Thank you for your interest in GWP.</p>')
    expect(mail.html).toContain(`<a href="${SITE}">${SITE}</a>.</p>`)
    expect(mail.html).not.toMatch(/dir=|<bdi|lang=/)
    expect(await pdfText(mail.raw)).toContain('ProductCatalogue')
  })

  it('refuses the language "fr" with 400 and records nothing', async () => {
    const { email, response } = await ask('fr')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message: ENQUIRY_MESSAGES.languageInvalid,
      errors: { language: ENQUIRY_MESSAGES.languageInvalid },
    })
    const customers = await t.app.db
      .selectFrom('potentialCustomers')
      .select('id')
      .where('emailKey', '=', email)
    expect(await customers.execute()).toEqual([])
  })

  it('follows the visitor’s latest request: English first, then Arabic', async () => {
    const email = 'switcher@example.com'
    const send = (language: string, ip: string) =>
      t.app.inject({ method: 'POST', url: SEND, payload: { email, language }, remoteAddress: ip })
    expect((await send('en', '10.4.0.1')).statusCode).toBe(200)
    expect((await send('ar', '10.4.0.2')).statusCode).toBe(200)
    expect(await customerLanguage(email)).toBe('ar')
  })
})
