import type { Kysely } from 'kysely'

import type { Database } from '../db/database.js'
import { newId } from '../lib/ids.js'
import { nowIso } from '../lib/time.js'
import type { MailQueueRepository } from './mail-queue.repository.js'
import type { StoredAttachment } from './mail-transport.js'
import type { MailWorker } from './mail-worker.js'

// A row written inside a caller's transaction is invisible until the caller commits, after enqueue
// returns; looking a moment later usually finds it, and the poll catches it otherwise.
const AFTER_COMMIT_NUDGE_MS = 250

/** One bare address: no display name, list separator or line break can sneak in a second recipient. */
const SINGLE_ADDRESS = /^[^\s@,;:<>()"[\]\\]+@[^\s@,;:<>()"[\]\\]+$/

/** Header text with line breaks and other control characters turned into spaces (docs/security.md#s22). */
export function headerText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
}

/** True for one plain address the queue accepts as a recipient. */
export const isOneRecipient = (to: string): boolean => SINGLE_ADDRESS.test(to.trim())

export function assertRecipient(to: string): string {
  if (!SINGLE_ADDRESS.test(to)) {
    throw new Error('Refusing to queue an e-mail: the recipient is not one plain address')
  }
  return to
}

function assertAttachmentPath(relative: string): string {
  if (
    relative.startsWith('/') ||
    relative.startsWith('\\') ||
    /^[a-zA-Z]:/.test(relative) ||
    relative.split(/[\\/]/).includes('..')
  ) {
    throw new Error(
      'Refusing to queue an e-mail: attachment paths are relative to DATA_DIR and stay inside it',
    )
  }
  return relative
}

export interface OutgoingMail {
  /** One plain address; anything else is refused so no second recipient can be smuggled in. */
  to: string
  /** Line breaks are replaced by spaces before the subject is stored. */
  subject: string
  text: string
  /** Callers escape whatever they interpolate (mail/escape-html.ts). */
  html?: string
  /** Files under DATA_DIR to attach when the message is sent, or the bytes to attach. */
  attachments?: Array<{ filename: string; path: string } | { filename: string; content: Buffer }>
}

export interface MailService {
  /** Stores the message in the queue (inside `trx` when given); the worker sends it. Returns its id. */
  enqueue(mail: OutgoingMail, trx?: Kysely<Database>): Promise<string>
  /** Sends every message that is due now, once; returns how many were sent. */
  processDue(): Promise<number>
}

export interface MailServiceDeps {
  queue: MailQueueRepository
  worker: MailWorker
}

export function createMailService({ queue, worker }: MailServiceDeps): MailService {
  return {
    async enqueue(mail: OutgoingMail, trx?: Kysely<Database>): Promise<string> {
      const id = newId()
      const attachments = mail.attachments?.map((file): StoredAttachment => {
        const filename = headerText(file.filename)
        if ('content' in file) return { filename, content: file.content.toString('base64') }
        return { filename, path: assertAttachmentPath(file.path) }
      })
      await queue.create(
        {
          id,
          toAddress: assertRecipient(mail.to.trim()),
          subject: headerText(mail.subject),
          textBody: mail.text,
          htmlBody: mail.html ?? null,
          attachments: attachments?.length ? JSON.stringify(attachments) : null,
          createdAt: nowIso(),
        },
        trx,
      )
      worker.nudge(trx ? AFTER_COMMIT_NUDGE_MS : 0)
      return id
    },

    processDue: () => worker.processDue(),
  }
}
