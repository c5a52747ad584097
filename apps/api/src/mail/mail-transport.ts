import fs from 'node:fs/promises'
import path from 'node:path'

import nodemailer from 'nodemailer'

import type { AppConfig } from '../config.js'

/** One message as the worker hands it to a transport. */
export interface PreparedMail {
  id: string
  to: string
  subject: string
  text: string
  html?: string | undefined
  attachments?: StoredAttachment[] | undefined
}

/**
 * An attachment as the queue stores it: a file under DATA_DIR (a catalogue), or the bytes themselves,
 * base64 (an offer's PDF, which may live in a bucket: the message carries what it sends).
 */
export type StoredAttachment = { filename: string; path: string } | { filename: string; content: string }

export interface MailTransport {
  send(mail: PreparedMail): Promise<void>
  close(): void
  /** Strings that must never reach a stored error or a log line (the SMTP password). */
  readonly secrets: string[]
}

/** A problem retrying cannot fix (an attachment outside DATA_DIR): the message fails at once. */
export class PermanentMailError extends Error {
  override name = 'PermanentMailError'
}

// Bounded so a dead or stalled server fails the attempt well inside the worker's lock (mail-worker.ts).
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 }

/** SMTP when SMTP_URL is set; otherwise every message becomes one .eml file in DATA_DIR/outbox. */
export function createMailTransport(
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
): MailTransport {
  const toMessage = (mail: PreparedMail) => ({
    from: config.mailFrom,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    attachments: (mail.attachments ?? []).map((file) =>
      'content' in file
        ? { filename: file.filename, content: Buffer.from(file.content, 'base64') }
        : { filename: file.filename, path: resolveAttachment(config.dataDir, file.path) },
    ),
  })

  if (config.smtpUrl) {
    const transporter = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS })
    return {
      secrets: smtpSecrets(config.smtpUrl),
      async send(mail) {
        await transporter.sendMail(toMessage(mail))
      },
      close() {
        transporter.close()
      },
    }
  }

  const outbox = path.join(config.dataDir, 'outbox')
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    secrets: [],
    async send(mail) {
      const info = await transporter.sendMail(toMessage(mail))
      await fs.mkdir(outbox, { recursive: true })
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`
      // Written under a temporary name and renamed, so nobody watching the folder reads half a message.
      const partial = path.join(outbox, `.${name}.partial`)
      await fs.writeFile(partial, info.message as Buffer)
      await fs.rename(partial, path.join(outbox, name))
    },
    // Nothing to release: the stream transport holds no connection.
    close() {},
  }
}

/** Attachment paths are stored relative to DATA_DIR and must stay inside it. */
export function resolveAttachment(dataDir: string, relative: string): string {
  const root = path.resolve(dataDir)
  const full = path.resolve(root, relative)
  const inside = path.relative(root, full)
  if (!inside || inside.startsWith('..') || path.isAbsolute(inside)) {
    throw new PermanentMailError(`attachment path is outside the data directory: ${relative}`)
  }
  return full
}

function smtpSecrets(url: string): string[] {
  try {
    const password = new URL(url).password
    if (!password) return []
    return [...new Set([password, decodeURIComponent(password)])]
  } catch {
    return []
  }
}
