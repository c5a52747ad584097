import {
  COMPANY_NAME,
  displayMoney,
  internationalNumber,
  offerTitle,
  type QuotationListItem,
} from '@gwp/contracts'

import { escapeHtml } from '../../../mail/escape-html.js'
import type { OutgoingMail } from '../../../mail/mail-service.js'
import { offerFileName } from './offer-files.js'
import { longDate } from './offer-pdf.js'
import type { OfferRow } from './offers.repository.js'

type Customer = Pick<QuotationListItem, 'fullName' | 'email' | 'phoneNumber'>

const totalOf = (row: OfferRow) => displayMoney(row.currency, BigInt(row.totalMinor))

/** The few lines both the e-mail and the WhatsApp message say. */
function offerLines(row: OfferRow, customer: Customer, link: string): string[] {
  return [
    `Dear ${customer.fullName},`,
    '',
    `Thank you for your enquiry. Our quotation ${offerTitle(row.number, row.revision)} comes to ${totalOf(row)} and is valid until ${longDate(row.validUntil)}.`,
    '',
    `Read it, download it and accept or decline it online: ${link}`,
  ]
}

/**
 * The customer's copy of an offer: the link to accept or decline it and the PDF attached. Everything
 * the customer typed is escaped in the HTML; the link is ours.
 */
export function customerOfferMail(
  row: OfferRow,
  customer: Customer,
  link: string,
  pdf: Buffer,
): OutgoingMail {
  const title = offerTitle(row.number, row.revision)
  const [greeting, , body] = offerLines(row, customer, link)
  return {
    to: customer.email,
    subject: `Quotation ${title} from ${COMPANY_NAME}`,
    text: [
      ...offerLines(row, customer, link),
      '',
      `The quotation is attached as a PDF.`,
      '',
      `${COMPANY_NAME}`,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(greeting!)}</p>`,
      `<p>${escapeHtml(body!)}</p>`,
      `<p><a href="${escapeHtml(link)}">View, accept or decline the quotation</a></p>`,
      '<p>The quotation is attached as a PDF.</p>',
      `<p>${escapeHtml(COMPANY_NAME)}</p>`,
    ].join('\n'),
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
