import fs from 'node:fs'
import path from 'node:path'

import type { SMTPServerOptions } from 'smtp-server'
import { afterEach, describe, expect, it } from 'vitest'

import { nowIso } from '../lib/time.js'
import type { OutgoingMail } from './mail-service.js'
import { buildTestApp, type TestApp } from '../test/app.js'
import { freePort, startSmtpSink, type SmtpSink } from '../test/smtp-sink.js'
import { createMailQueueRepository } from './mail-queue.repository.js'
import type { MailTransport, PreparedMail } from './mail-transport.js'
import { createMailWorker, describeError, MAX_MAIL_ATTEMPTS, retryDelayMs } from './mail-worker.js'

let t: TestApp | undefined
const sinks: SmtpSink[] = []
afterEach(async () => {
  await t?.close()
  t = undefined
  for (const sink of sinks.splice(0)) await sink.close()
})

async function appWithSmtp(port: number, overrides: Record<string, string> = {}) {
  t = await buildTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'GWP <shop@example.com>',
    ...overrides,
  })
  return t
}

async function sink(port?: number, extra?: Partial<SMTPServerOptions>) {
  const s = await startSmtpSink(port, extra)
  sinks.push(s)
  return s
}

const message: OutgoingMail = {
  to: 'buyer@example.com',
  subject: 'Your quotation',
  text: 'Thank you for your request.',
  html: '<p>Thank you for your request.</p>',
}

const row = (app: TestApp['app'], id: string) =>
  app.db.selectFrom('mailQueue').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

const secondsFromNow = (iso: string) => (Date.parse(iso) - Date.now()) / 1000

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const start = Date.now()
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('mail queue over SMTP', () => {
  it('delivers a queued message and marks it sent', async () => {
    const server = await sink()
    const { app } = await appWithSmtp(server.port)
    const id = await app.mail.enqueue(message)
    expect(await row(app, id)).toMatchObject({
      status: 'pending',
      attempts: 0,
      toAddress: 'buyer@example.com',
    })

    expect(await app.mail.processDue()).toBe(1)

    expect(server.received).toHaveLength(1)
    const [mail] = server.received
    expect(mail!.to).toEqual(['buyer@example.com'])
    expect(mail!.from).toBe('shop@example.com')
    expect(mail!.raw).toMatch(/^To: buyer@example\.com\r?$/m)
    expect(mail!.raw).toMatch(/^Subject: Your quotation\r?$/m)
    expect(mail!.raw).toContain('Thank you for your request.')
    expect(mail!.raw).toContain('<p>Thank you for your request.</p>')
    const sent = await row(app, id)
    expect(sent).toMatchObject({ status: 'sent', attempts: 0, lockedUntil: null, lastError: null })
    expect(Math.abs(secondsFromNow(sent.sentAt!))).toBeLessThan(10)
  })

  it('schedules a retry while the server is down and delivers exactly once when it is back', async () => {
    const port = await freePort()
    const { app } = await appWithSmtp(port)
    const id = await app.mail.enqueue(message)

    expect(await app.mail.processDue()).toBe(0)
    const failed = await row(app, id)
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null, lockedUntil: null })
    expect(failed.lastError).toMatch(/ECONNREFUSED/)
    expect(secondsFromNow(failed.nextAttemptAt)).toBeGreaterThan(25)
    expect(secondsFromNow(failed.nextAttemptAt)).toBeLessThanOrEqual(30)
    // Not due yet: nothing is tried.
    expect(await app.mail.processDue()).toBe(0)
    expect((await row(app, id)).attempts).toBe(1)

    const server = await sink(port)
    await app.db
      .updateTable('mailQueue')
      .set({ nextAttemptAt: new Date(Date.now() - 1000).toISOString() })
      .execute()
    expect(await app.mail.processDue()).toBe(1)
    expect(server.received).toHaveLength(1)
    expect(await row(app, id)).toMatchObject({ status: 'sent', attempts: 1 })

    expect(await app.mail.processDue()).toBe(0)
    expect(await app.mail.processDue()).toBe(0)
    expect(server.received).toHaveLength(1)
  })

  it(`gives up after ${MAX_MAIL_ATTEMPTS} attempts`, async () => {
    const { app } = await appWithSmtp(await freePort())
    const id = await app.mail.enqueue(message)
    await app.db
      .updateTable('mailQueue')
      .set({ attempts: MAX_MAIL_ATTEMPTS - 1 })
      .where('id', '=', id)
      .execute()
    expect(await app.mail.processDue()).toBe(0)
    expect(await row(app, id)).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS })
    await app.db
      .updateTable('mailQueue')
      .set({ nextAttemptAt: new Date(0).toISOString() })
      .execute()
    expect(await app.mail.processDue()).toBe(0)
    expect((await row(app, id)).attempts).toBe(MAX_MAIL_ATTEMPTS)
  })

  it('never stores the SMTP password in lastError, even when the server repeats it', async () => {
    const server = await sink(0, {
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        callback(new Error(`No such account ${auth.username}:${auth.password}`))
      },
    })
    const { app } = await appWithSmtp(server.port, {
      SMTP_URL: `smtp://mailer:S3cret%2Fpass@127.0.0.1:${server.port}`,
    })
    const id = await app.mail.enqueue(message)
    expect(await app.mail.processDue()).toBe(0)
    const failed = await row(app, id)
    expect(failed.attempts).toBe(1)
    expect(failed.lastError).toMatch(/No such account/)
    expect(failed.lastError).not.toContain('S3cret')
    expect(server.received).toHaveLength(0)
  })

  it('takes over a row whose sender died (lock expired) and leaves a locked one alone', async () => {
    const server = await sink()
    const { app } = await appWithSmtp(server.port)
    const orphan = await app.mail.enqueue({ ...message, subject: 'Orphaned' })
    const busy = await app.mail.enqueue({ ...message, subject: 'Being sent elsewhere' })
    const past = new Date(Date.now() - 60_000).toISOString()
    const future = new Date(Date.now() + 60_000).toISOString()
    await app.db
      .updateTable('mailQueue')
      .set({ status: 'sending', lockedUntil: past })
      .where('id', '=', orphan)
      .execute()
    await app.db
      .updateTable('mailQueue')
      .set({ status: 'sending', lockedUntil: future })
      .where('id', '=', busy)
      .execute()

    expect(await app.mail.processDue()).toBe(1)
    expect(server.received).toHaveLength(1)
    expect(server.received[0]!.raw).toMatch(/^Subject: Orphaned\r?$/m)
    expect((await row(app, orphan)).status).toBe('sent')
    expect(await row(app, busy)).toMatchObject({ status: 'sending', lockedUntil: future })
  })

  it('sends in the background when the worker runs, and stops with the app', async () => {
    const server = await sink()
    t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${server.port}` }, { mailWorker: true })
    const id = await t.app.mail.enqueue(message)
    await until(() => server.received.length === 1)
    await until(async () => (await row(t!.app, id)).status === 'sent')
  })
})

describe('mail worker', () => {
  const fakeTransport = (delayMs: number, sent: string[], started?: () => void): MailTransport => ({
    secrets: [],
    async send(mail: PreparedMail) {
      started?.()
      await new Promise((resolve) => setTimeout(resolve, delayMs))
      sent.push(mail.id)
    },
    close() {},
  })
  const silentLog = () => {
    // A real pino logger at level silent: the worker logs failures and lost locks.
    return t!.app.log
  }

  it('lets several processes race for the queue and still sends each message once', async () => {
    t = await buildTestApp()
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, i) => t!.app.mail.enqueue({ ...message, subject: `m${i}` })),
    )
    const sent: string[] = []
    const workers = [1, 2, 3].map(() =>
      createMailWorker({
        queue: createMailQueueRepository(t!.app.db),
        transport: fakeTransport(5, sent),
        log: silentLog(),
      }),
    )
    const counts = await Promise.all(workers.map((worker) => worker.processDue()))
    expect(counts.reduce((a, b) => a + b, 0)).toBe(8)
    expect(sent.toSorted()).toEqual(ids.toSorted())
    const statuses = await t.app.db.selectFrom('mailQueue').select('status').execute()
    expect(statuses.every((s) => s.status === 'sent')).toBe(true)
  })

  it('waits for the message being sent when it stops', async () => {
    t = await buildTestApp()
    const id = await t.app.mail.enqueue(message)
    const sent: string[] = []
    let started = false
    const worker = createMailWorker({
      queue: createMailQueueRepository(t.app.db),
      transport: fakeTransport(300, sent, () => (started = true)),
      log: silentLog(),
      pollMs: 60_000,
    })
    worker.start()
    await until(() => started)
    await worker.stop()
    expect(sent).toEqual([id])
    expect((await row(t.app, id)).status).toBe('sent')
    expect(await worker.processDue()).toBe(0)
  })

  it('backs off from 30 s, doubling, capped at one hour', () => {
    const seconds = Array.from({ length: 10 }, (_, i) => retryDelayMs(i + 1) / 1000)
    expect(seconds).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600])
  })

  it('keeps errors to one bounded line with secrets masked', () => {
    const text = describeError(
      Object.assign(new Error('auth\r\nfailed for hunter2 '.repeat(100)), { code: 'EAUTH' }),
      ['hunter2'],
    )
    expect(text).toMatch(/^EAUTH: auth failed for \*\*\*/)
    expect(text).not.toMatch(/hunter2|\r|\n/)
    expect(text.length).toBeLessThanOrEqual(500)
  })
})

describe('mail queue without SMTP_URL', () => {
  const outboxFiles = (dataDir: string) => {
    const dir = path.join(dataDir, 'outbox')
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.eml')) : []
  }

  it('writes each message as one .eml file in DATA_DIR/outbox', async () => {
    t = await buildTestApp({ MAIL_FROM: 'GWP <shop@example.com>' })
    const id = await t.app.mail.enqueue({ ...message, subject: 'Catalogue request received' })
    expect(outboxFiles(t.dataDir)).toEqual([])
    expect(await t.app.mail.processDue()).toBe(1)

    const files = outboxFiles(t.dataDir)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[\\d-]+Z-${id}\\.eml$`))
    const raw = fs.readFileSync(path.join(t.dataDir, 'outbox', files[0]!), 'utf8')
    expect(raw).toMatch(/^Subject: Catalogue request received$/m)
    expect(raw).toMatch(/^To: buyer@example\.com$/m)
    expect(raw).toMatch(/^From: GWP <shop@example\.com>$/m)
    expect(raw).toContain('Thank you for your request.')
    expect((await row(t.app, id)).status).toBe('sent')
    expect(await t.app.mail.processDue()).toBe(0)
    expect(outboxFiles(t.dataDir)).toHaveLength(1)
  })

  it('attaches files named relative to DATA_DIR', async () => {
    t = await buildTestApp()
    fs.mkdirSync(path.join(t.dataDir, 'catalog'))
    fs.writeFileSync(path.join(t.dataDir, 'catalog', 'catalogue.pdf'), '%PDF-1.4 test')
    await t.app.mail.enqueue({
      ...message,
      attachments: [{ filename: 'GWP catalogue.pdf', path: 'catalog/catalogue.pdf' }],
    })
    expect(await t.app.mail.processDue()).toBe(1)
    const raw = fs.readFileSync(path.join(t.dataDir, 'outbox', outboxFiles(t.dataDir)[0]!), 'utf8')
    expect(raw).toContain('filename="GWP catalogue.pdf"')
    expect(raw).toContain(Buffer.from('%PDF-1.4 test').toString('base64'))
  })

  it('refuses attachment paths outside DATA_DIR, at enqueue and again at sending', async () => {
    t = await buildTestApp()
    await expect(
      t.app.mail.enqueue({ ...message, attachments: [{ filename: 'passwd', path: '../../etc/passwd' }] }),
    ).rejects.toThrow(/attachment/)
    await expect(
      t.app.mail.enqueue({ ...message, attachments: [{ filename: 'passwd', path: '/etc/passwd' }] }),
    ).rejects.toThrow(/attachment/)
    // A row that got in some other way fails for good on its first attempt: retrying cannot help.
    const id = await t.app.mail.enqueue(message)
    await t.app.db
      .updateTable('mailQueue')
      .set({ attachments: JSON.stringify([{ filename: 'passwd', path: '../../etc/passwd' }]) })
      .where('id', '=', id)
      .execute()
    expect(await t.app.mail.processDue()).toBe(0)
    const failed = await row(t.app, id)
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 })
    expect(failed.lastError).toMatch(/outside the data directory/)
    expect(outboxFiles(t.dataDir)).toEqual([])
  })
})

describe('app.mail.enqueue', () => {
  it('stores nothing when the surrounding transaction rolls back, and one row when it commits', async () => {
    t = await buildTestApp()
    const { app } = t
    await expect(
      app.db.transaction().execute(async (trx) => {
        await app.mail.enqueue(message, trx)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await app.db.selectFrom('mailQueue').selectAll().execute()).toEqual([])

    const id = await app.db.transaction().execute((trx) => app.mail.enqueue(message, trx))
    const stored = await row(app, id)
    expect(stored).toMatchObject({
      status: 'pending',
      attempts: 0,
      lockedUntil: null,
      lastError: null,
      sentAt: null,
    })
    expect(Math.abs(secondsFromNow(stored.nextAttemptAt))).toBeLessThan(10)
    expect(stored.nextAttemptAt <= nowIso()).toBe(true)
  })

  it('keeps line breaks out of the headers', async () => {
    t = await buildTestApp()
    const id = await t.app.mail.enqueue({
      ...message,
      subject: 'Hello\r\nBcc: victim@example.com\nX-Evil: 1',
    })
    expect((await row(t.app, id)).subject).toBe('Hello Bcc: victim@example.com X-Evil: 1')
    for (const to of [
      'a@example.com\r\nBcc: victim@example.com',
      'a@example.com, b@example.com',
      'A <a@example.com>',
      '',
    ]) {
      await expect(t.app.mail.enqueue({ ...message, to })).rejects.toThrow(/recipient/)
    }
    expect(await t.app.db.selectFrom('mailQueue').select('id').execute()).toHaveLength(1)

    await t.app.mail.processDue()
    const dir = path.join(t.dataDir, 'outbox')
    const raw = fs.readFileSync(path.join(dir, fs.readdirSync(dir)[0]!), 'utf8')
    expect(raw).not.toMatch(/^Bcc:/im)
    expect(raw).not.toMatch(/^X-Evil:/im)
  })
})
