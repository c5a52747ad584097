import { escapeHtml } from '../../mail/escape-html.js'
import type { OutgoingMail } from '../../mail/mail-service.js'
import type { CatalogFile } from './catalog-files.js'

/** The name the catalogue has in the visitor's mail client and browser. */
export const CATALOG_FILENAME = 'gwp-catalogue.pdf'

/** The visitor's catalogue e-mail. The only thing they typed is the recipient, checked before this. */
export function catalogMail(to: string, file: CatalogFile, siteUrl: string): OutgoingMail {
  return {
    to,
    subject: 'Your GWP product catalogue',
    text: [
      'Thank you for your interest in GWP.',
      '',
      'Our product catalogue is attached to this e-mail as a PDF. To ask for a price, send a',
      `quotation request from any product page at ${siteUrl}.`,
      '',
      'GWP',
    ].join('\n'),
    html: [
      '<p>Thank you for your interest in GWP.</p>',
      '<p>Our product catalogue is attached to this e-mail as a PDF. To ask for a price, send a quotation',
      `request from any product page at <a href="${escapeHtml(siteUrl)}">${escapeHtml(siteUrl)}</a>.</p>`,
      '<p>GWP</p>',
    ].join('\n'),
    attachments: [{ filename: CATALOG_FILENAME, path: file.relativePath }],
  }
}
