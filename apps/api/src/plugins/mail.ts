import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'

import type { Database } from '../db/database.js'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
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

// PLACEHOLDER (being replaced in this change by the real queue and worker).
export default fp<{ worker?: boolean }>(
  async (app) => {
    app.decorate('mail', {
      enqueue: async () => '',
      processDue: async () => 0,
    } satisfies MailService)
  },
  { name: 'mail', dependencies: ['database'] },
)
