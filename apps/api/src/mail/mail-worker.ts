import type { FastifyBaseLogger } from 'fastify'

import type { MailRow } from '../db/database.js'
import { nowIso } from '../lib/time.js'
import type { MailQueueRepository } from './mail-queue.repository.js'
import { PermanentMailError, type MailTransport, type PreparedMail } from './mail-transport.js'

export const MAIL_POLL_MS = 5_000
export const MAX_MAIL_ATTEMPTS = 10
const FIRST_RETRY_MS = 30_000
const MAX_RETRY_MS = 60 * 60_000
// Longer than the SMTP time-outs together (mail-transport.ts): a lock only runs out when its process died.
const LOCK_MS = 5 * 60_000
const CLAIM_BATCH = 10
const MAX_ERROR_LENGTH = 500

/** Wait before the next try after `attempts` failed ones: 30 s, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS)
}

/** An error as stored in lastError: one line, bounded, with the transport's secrets masked. */
export function describeError(err: unknown, secrets: readonly string[]): string {
  const e = (err ?? {}) as { code?: unknown; message?: unknown }
  const message = typeof e.message === 'string' ? e.message : String(err)
  let text = typeof e.code === 'string' && !message.includes(e.code) ? `${e.code}: ${message}` : message
  for (const secret of secrets) if (secret) text = text.split(secret).join('***')
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_ERROR_LENGTH)
}

function toPrepared(row: MailRow): PreparedMail {
  let attachments: PreparedMail['attachments']
  if (row.attachments) {
    try {
      attachments = JSON.parse(row.attachments) as PreparedMail['attachments']
    } catch {
      throw new PermanentMailError('stored attachment list is not valid JSON')
    }
  }
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody ?? undefined,
    attachments,
  }
}

export interface MailWorkerDeps {
  queue: MailQueueRepository
  transport: MailTransport
  log: FastifyBaseLogger
  pollMs?: number
}

/**
 * Sends what the queue holds. Any number of processes may run one on the same database: each row is
 * claimed with a conditional UPDATE before it is sent, so only one process sends it (at-least-once:
 * a process that dies mid-send leaves a lock that expires, and the row is sent again).
 */
export function createMailWorker({ queue, transport, log, pollMs = MAIL_POLL_MS }: MailWorkerDeps) {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  // Runs in this process go one after the other; a caller arriving while one is queued shares it.
  let tail: Promise<unknown> = Promise.resolve()
  let queued: Promise<number> | null = null

  async function deliver(row: MailRow, lockedUntil: string): Promise<boolean> {
    try {
      await transport.send(toPrepared(row))
    } catch (err) {
      const attempts = row.attempts + 1
      const giveUp = err instanceof PermanentMailError || attempts >= MAX_MAIL_ATTEMPTS
      const lastError = describeError(err, transport.secrets)
      await queue.markFailedAttempt(row.id, lockedUntil, {
        status: giveUp ? 'failed' : 'pending',
        attempts,
        lastError,
        nextAttemptAt: giveUp
          ? row.nextAttemptAt
          : new Date(Date.now() + retryDelayMs(attempts)).toISOString(),
      })
      if (giveUp) log.error({ mailId: row.id, attempts, error: lastError }, 'e-mail failed for good')
      else log.warn({ mailId: row.id, attempts, error: lastError }, 'e-mail attempt failed, will retry')
      return false
    }
    if (!(await queue.markSent(row.id, lockedUntil, nowIso()))) {
      log.warn({ mailId: row.id }, 'e-mail sent after its lock ran out; it may be sent twice')
    }
    return true
  }

  async function drain(): Promise<number> {
    let sent = 0
    while (!stopped) {
      const ids = await queue.listClaimable(nowIso(), CLAIM_BATCH)
      let claimed = 0
      for (const id of ids) {
        if (stopped) break
        const lockedUntil = new Date(Date.now() + LOCK_MS).toISOString()
        const row = await queue.claim(id, nowIso(), lockedUntil)
        if (!row) continue
        claimed++
        if (await deliver(row, lockedUntil)) sent++
      }
      // Every row this pass touched is now sent, failed or due later, so an empty pass means done.
      if (claimed === 0) break
    }
    return sent
  }

  function processDue(): Promise<number> {
    if (queued) return queued
    const run = tail.then(() => {
      queued = null
      return drain()
    })
    queued = run
    tail = run.catch(() => undefined)
    return run
  }

  function runInBackground() {
    if (stopped) return
    processDue().catch((err: unknown) => log.error({ err }, 'mail queue run failed'))
  }

  return {
    /** Sends every message due now; resolves with how many were sent. */
    processDue,

    /** Starts polling; without a start, only processDue sends (tests). */
    start() {
      if (timer || stopped) return
      timer = setInterval(runInBackground, pollMs)
      timer.unref()
      runInBackground()
    },

    /** Asks a running worker to look at the queue soon, instead of at the next poll. */
    nudge(delayMs = 0) {
      if (!timer || stopped) return
      setTimeout(runInBackground, delayMs).unref()
    },

    /** Stops polling and waits for the message being sent, if any. */
    async stop() {
      stopped = true
      if (timer) clearInterval(timer)
      timer = undefined
      await tail
    },
  }
}

export type MailWorker = ReturnType<typeof createMailWorker>
