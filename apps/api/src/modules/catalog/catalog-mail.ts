import { API_PATHS, type Language } from '@gwp/contracts'

import { escapeHtml } from '../../mail/escape-html.js'
import type { OutgoingMail } from '../../mail/mail-service.js'
import { htmlSentence, ltrHtml, visitorHtml } from '../../mail/visitor-mail.js'
import type { CatalogFile } from './catalog-files.js'
import { CATALOG_MAIL_WORDS } from './catalog-mail-messages.js'

/** The name the catalogue has in the visitor's mail client and browser. */
export const CATALOG_FILENAME = 'gwp-catalogue.pdf'

const link = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`

/**
 * The visitor's catalogue e-mail, in the language they asked in (catalog-mail-messages.ts). The only
 * thing they typed is the recipient, checked before this.
 */
export function catalogMail(
  to: string,
  file: CatalogFile,
  siteUrl: string,
  language: Language,
): OutgoingMail {
  const words = CATALOG_MAIL_WORDS[language]
  // The PDF route serves the catalogue in the language `lang` names.
  const pdfUrl = `${siteUrl}${API_PATHS.catalog.pdf}?lang=${language}`
  const paragraphs: Array<{ text: string; html: string }> = [
    ...(words.greeting === null
      ? []
      : [{ text: words.greeting, html: `<p>${escapeHtml(words.greeting)}</p>` }]),
    { text: words.thanks, html: `<p>${escapeHtml(words.thanks)}</p>` },
    {
      text: words.attached(siteUrl),
      html: `<p>${htmlSentence(words.attached, [ltrHtml(language, link(siteUrl))])}</p>`,
    },
    ...(words.onlineCopy === null
      ? []
      : [
          {
            text: words.onlineCopy(pdfUrl),
            html: `<p>${htmlSentence(words.onlineCopy, [ltrHtml(language, link(pdfUrl))])}</p>`,
          },
        ]),
    {
      text: words.signature.join('\n'),
      html: `<p>${words.signature.map(escapeHtml).join('<br>')}</p>`,
    },
  ]
  return {
    to,
    subject: words.subject,
    text: paragraphs.map((paragraph) => paragraph.text).join('\n\n'),
    html: visitorHtml(
      language,
      paragraphs.map((paragraph) => paragraph.html),
    ),
    attachments: [{ filename: CATALOG_FILENAME, path: file.relativePath }],
  }
}
