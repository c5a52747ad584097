import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'

import type { Database } from '../db/database.js'
import { createMailQueueRepository } from '../mail/mail-queue.repository.js'
import { createMailService } from '../mail/mail-service.js'
import { createMailTransport } from '../mail/mail-transport.js'
import { createMailWorker } from '../mail/mail-worker.js'

export interface OutgoingMail {
  /** One plain address; anything else is refused so no second recipient can be smuggled in. */
  to: string
  /** Line breaks are replaced by spaces before the subject is stored. */
  subject: string
  text: string
  /** Callers escape whatever they interpolate (mail/escape-html.ts). */
  html?: string
  /** Files under DATA_DIR to attach when the message is sent. */
  attachments?: Array<{ filename: string; path: string }>
}

export interface MailService {
  /** Stores the message in the queue (inside `trx` when given); the worker sends it. Returns its id. */
  enqueue(mail: OutgoingMail, trx?: Kysely<Database>): Promise<string>
  /** Sends every message that is due now, once; returns how many were sent. */
  processDue(): Promise<number>
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService
  }
}

export interface MailPluginOptions {
  /** Poll the queue and send in the background (the server); tests call `app.mail.processDue()`. */
  worker?: boolean
  pollMs?: number
}

/**
 * E-mail goes through the mail_queue table (nothing is lost: docs/architecture.md#nothing-is-lost): a message
 * is stored with the change that caused it, and a worker sends it over SMTP_URL or into DATA_DIR/outbox,
 * retrying with back-off.
 */
export default fp<MailPluginOptions>(
  async (app, options) => {
    const queue = createMailQueueRepository(app.db)
    const transport = createMailTransport(app.config)
    const worker = createMailWorker({
      queue,
      transport,
      log: app.log.child({ component: 'mail' }),
      ...(options.pollMs ? { pollMs: options.pollMs } : {}),
    })
    app.decorate('mail', createMailService({ queue, worker }))

    if (options.worker) app.addHook('onReady', async () => worker.start())
    // Before the database closes (onClose): a message being sent is finished and recorded.
    app.addHook('preClose', async () => {
      await worker.stop()
    })
    app.addHook('onClose', async () => transport.close())
  },
  { name: 'mail', dependencies: ['config', 'database'] },
)
