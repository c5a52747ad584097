import {
  COMPANY_NAME,
  displayMoney,
  internationalNumber,
  isRightToLeft,
  offerTitle,
  type Language,
  type QuotationListItem,
} from '@gwp/contracts'

import { escapeHtml } from '../../../mail/escape-html.js'
import type { OutgoingMail } from '../../../mail/mail-service.js'
import { htmlSentence, longDateIn, ltrHtml, moneyIn, visitorHtml } from '../../../mail/visitor-mail.js'
import { offerFileName } from './offer-files.js'
import { OFFER_MAIL_WORDS } from './offer-mail-messages.js'
import { longDate } from './offer-pdf.js'
import type { OfferRow } from './offers.repository.js'

type Customer = Pick<QuotationListItem, 'fullName' | 'email' | 'phoneNumber' | 'language'>

const totalOf = (row: OfferRow) => displayMoney(row.currency, BigInt(row.totalMinor))

/**
 * The offer's pieces as the customer's language writes them. English keeps the PDF's own date and
 * amount (one function for both, offer-pdf.ts), exactly as before issue 24.
 */
function piecesOf(row: OfferRow, language: Language) {
  const english = language === 'en'
  return {
    title: offerTitle(row.number, row.revision),
    total: english ? totalOf(row) : moneyIn(language, row.currency, BigInt(row.totalMinor)),
    validUntil: english ? longDate(row.validUntil) : longDateIn(language, row.validUntil),
  }
}

/** The few lines both the e-mail and the WhatsApp message say, in the customer's language. */
function offerLines(row: OfferRow, customer: Customer, link: string): string[] {
  const words = OFFER_MAIL_WORDS[customer.language]
  const { title, total, validUntil } = piecesOf(row, customer.language)
  return [
    words.greeting(customer.fullName),
    '',
    words.summary(title, total, validUntil),
    '',
    words.readOnline(link),
  ]
}

/**
 * The customer's copy of an offer, in the language of their request: the link to accept or decline
 * it and the PDF attached. Everything the customer typed is escaped in the HTML; the link is ours.
 * In Urdu and Arabic the title and the amount are isolated left to right, and the name in whichever
 * direction its own script reads.
 */
export function customerOfferMail(
  row: OfferRow,
  customer: Customer,
  link: string,
  pdf: Buffer,
): OutgoingMail {
  const { language } = customer
  const words = OFFER_MAIL_WORDS[language]
  const { title, total, validUntil } = piecesOf(row, language)
  const rtl = isRightToLeft(language)
  const name = escapeHtml(customer.fullName)
  return {
    to: customer.email,
    subject: words.subject(title, COMPANY_NAME),
    text: [...offerLines(row, customer, link), '', words.attached, '', ...words.signature(COMPANY_NAME)].join(
      '\n',
    ),
    html: visitorHtml(language, [
      `<p>${htmlSentence(words.greeting, [rtl ? `<bdi>${name}</bdi>` : name])}</p>`,
      `<p>${htmlSentence(words.summary, [
        ltrHtml(language, escapeHtml(title)),
        ltrHtml(language, escapeHtml(total)),
        escapeHtml(validUntil),
      ])}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(words.linkLabel)}</a></p>`,
      `<p>${escapeHtml(words.attached)}</p>`,
      `<p>${words.signature(COMPANY_NAME).map(escapeHtml).join('<br>')}</p>`,
    ]),
    attachments: [{ filename: offerFileName(row), content: pdf }],
  }
}

/** A `wa.me` address with the same message, for the customer's number; null when it has no country. */
export function offerWhatsAppLink(row: OfferRow, customer: Customer, link: string): string | null {
  const number = internationalNumber(customer.phoneNumber)
  if (number === null) return null
  return `https://wa.me/${number}?text=${encodeURIComponent(offerLines(row, customer, link).join('\n'))}`
}

export interface AnswerNotice {
  kind: 'accepted' | 'declined'
  name: string | null
  poNumber: string | null
  reason: string | null
}

/** Tells the quotation's owner (or STAFF_EMAIL) that the customer answered. */
export function answerNoticeMail(
  to: string,
  row: OfferRow,
  customer: Customer,
  answer: AnswerNotice,
  backOfficeUrl: string,
): OutgoingMail {
  const title = offerTitle(row.number, row.revision)
  const verb = answer.kind === 'accepted' ? 'accepted' : 'declined'
  const fields: Array<[string, string]> = [
    ['Quotation', title],
    ['Customer', `${customer.fullName} <${customer.email}>`],
    ['Total', totalOf(row)],
    ...(answer.name ? [['Accepted by', answer.name] as [string, string]] : []),
    ...(answer.poNumber ? [['Purchase order', answer.poNumber] as [string, string]] : []),
    ...(answer.kind === 'declined' ? [['Reason', answer.reason || '(none given)'] as [string, string]] : []),
  ]
  return {
    to,
    subject: `${customer.fullName} ${verb} quotation ${title}`,
    text: [
      `${customer.fullName} ${verb} quotation ${title} online.`,
      '',
      ...fields.map(([label, value]) => `${label}: ${value}`),
      '',
      `Open the back office: ${backOfficeUrl}`,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(customer.fullName)} ${verb} quotation ${escapeHtml(title)} online.</p>`,
      '<table cellpadding="4" cellspacing="0" border="0">',
      ...fields.map(
        ([label, value]) =>
          `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
      ),
      '</table>',
      `<p><a href="${escapeHtml(backOfficeUrl)}">Open the back office</a></p>`,
    ].join('\n'),
  }
}
