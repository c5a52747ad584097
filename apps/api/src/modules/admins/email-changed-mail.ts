import type { Admin } from '@gwp/contracts'

import { escapeHtml } from '../../mail/escape-html.js'
import type { OutgoingMail } from '../../mail/mail-service.js'

/**
 * To the address an account had before an e-mail change: the owner hears of it even when the change
 * was made by someone who took their session. The new address is shown masked (`ja***@ex***.com`):
 * enough for the owner to recognise their own, nothing for anyone who reads this mailbox.
 */
export function emailChangedMail(
  admin: Pick<Admin, 'email' | 'fullName' | 'username'>,
  maskedNewEmail: string,
): OutgoingMail {
  const name = admin.fullName || admin.username
  const lines = {
    changed: `The e-mail address of the back-office account "${admin.username}" was changed to ${maskedNewEmail}.`,
    links:
      'Password reset links now go to the new address; links sent to this address before no longer work.',
    ok: 'If you made this change, there is nothing to do.',
    alarm:
      'If you did not, someone else has used your account: tell a superAdmin at once, so they can disable it.',
  }
  return {
    to: admin.email,
    subject: 'The e-mail address of your account was changed',
    text: [`Hello ${name},`, '', lines.changed, lines.links, '', lines.ok, lines.alarm].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(name)},</p>`,
      `<p>${escapeHtml(lines.changed)}<br>${escapeHtml(lines.links)}</p>`,
      `<p>${escapeHtml(lines.ok)}<br>${escapeHtml(lines.alarm)}</p>`,
    ].join('\n'),
  }
}
