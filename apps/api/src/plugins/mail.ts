import fp from 'fastify-plugin'

import { createMailQueueRepository } from '../mail/mail-queue.repository.js'
import { createMailService, type MailService } from '../mail/mail-service.js'
import { createMailTransport } from '../mail/mail-transport.js'
import { createMailWorker } from '../mail/mail-worker.js'

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
