import { LANGUAGE_NAMES_IN_ENGLISH, type Quotation } from '@gwp/contracts'

import { escapeHtml } from '../../mail/escape-html.js'
import type { OutgoingMail } from '../../mail/mail-service.js'

/**
 * The staff notice of a new quotation (docs/requirements/enquiries.md#quotations). Everything the visitor
 * typed is escaped in the HTML and stays in the bodies: the only header it reaches is the subject, whose line
 * breaks the mail queue removes (docs/security.md#s22). The recipient is configuration, never the visitor's
 * address. Staff read it in English; it names the visitor's language (issue 24), the one to answer in.
 */
export function staffQuotationMail(
  quotation: Quotation,
  staffEmail: string,
  backOfficeUrl: string,
): OutgoingMail {
  const product = quotation.product
  const productLine = product ? `${product.name} (${product.productCode}, ${product.category.name})` : 'none'
  const fields: Array<[string, string]> = [
    ['Product', productLine],
    ['Full name', quotation.fullName],
    ['Phone number', quotation.phoneNumber],
    ['Email', quotation.email],
    ['Address', quotation.address],
    ['Message', quotation.message || '(none)'],
    ['Language', LANGUAGE_NAMES_IN_ENGLISH[quotation.language]],
    ['Received', quotation.createdAt],
  ]
  return {
    to: staffEmail,
    subject: `New quotation request from ${quotation.fullName}${product ? ` for ${product.name}` : ''}`,
    text: [
      'A visitor asked for a quotation on the website.',
      '',
      ...fields.map(([label, value]) => `${label}: ${value}`),
      '',
      `Open the back office to answer it: ${backOfficeUrl}`,
    ].join('\n'),
    html: [
      '<p>A visitor asked for a quotation on the website.</p>',
      '<table cellpadding="4" cellspacing="0" border="0">',
      ...fields.map(
        ([label, value]) =>
          `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
      ),
      '</table>',
      `<p><a href="${escapeHtml(backOfficeUrl)}">Open the back office</a> to answer it.</p>`,
    ].join('\n'),
  }
}
