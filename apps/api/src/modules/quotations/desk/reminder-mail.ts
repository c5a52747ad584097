import { offerTitle, REMINDERS } from '@gwp/contracts'

import { escapeHtml } from '../../../mail/escape-html.js'
import type { OutgoingMail } from '../../../mail/mail-service.js'
import type { ReminderItem } from './reminders.repository.js'

/** One recipient's share of the day's reminders. */
export interface ReminderDigest {
  waiting: ReminderItem[]
  followUps: ReminderItem[]
  expiring: ReminderItem[]
}

export const isEmptyDigest = (digest: ReminderDigest): boolean =>
  digest.waiting.length + digest.followUps.length + digest.expiring.length === 0

interface Section {
  title: string
  items: Array<{ text: string; href: string }>
}

/**
 * The morning e-mail of the sales desk (decision record 021): what waits for this person today, each
 * line a link to the quotation in the back office. The names are the visitors' own: escaped in HTML.
 */
export function reminderMail(
  to: string,
  digest: ReminderDigest,
  publicUrl: string,
  today: string,
): OutgoingMail {
  const href = (item: ReminderItem) =>
    `${publicUrl}/admin?section=quotes&quote=${encodeURIComponent(item.id)}`
  const sections: Section[] = [
    {
      title: `Waiting for a first reply for over ${REMINDERS.firstReplyDays} days`,
      items: digest.waiting.map((item) => ({
        text: `${item.fullName}, received ${item.createdAt.slice(0, 10)}`,
        href: href(item),
      })),
    },
    {
      title: 'Follow-ups due',
      items: digest.followUps.map((item) => ({
        text: `${item.fullName}, ${item.date! < today ? `overdue since ${item.date}` : 'today'}`,
        href: href(item),
      })),
    },
    {
      title: `Offers expiring within ${REMINDERS.expiringDays} days`,
      items: digest.expiring.map((item) => ({
        text: `${offerTitle(item.number!, item.revision!)} for ${item.fullName}, valid until ${item.date}`,
        href: href(item),
      })),
    },
  ].filter((section) => section.items.length > 0)
  const count = sections.reduce((sum, section) => sum + section.items.length, 0)
  return {
    to,
    subject: `Sales desk: ${count} quotation${count === 1 ? '' : 's'} to look at today`,
    text: sections
      .map((section) =>
        [section.title, ...section.items.map((item) => `- ${item.text}: ${item.href}`)].join('\n'),
      )
      .join('\n\n'),
    html: sections
      .map(
        (section) =>
          `<h2>${escapeHtml(section.title)}</h2>\n<ul>\n${section.items
            .map((item) => `<li><a href="${escapeHtml(item.href)}">${escapeHtml(item.text)}</a></li>`)
            .join('\n')}\n</ul>`,
      )
      .join('\n'),
  }
}
