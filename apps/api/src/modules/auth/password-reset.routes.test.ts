import fs from 'node:fs'
import path from 'node:path'

import { AUTH_MESSAGES, FORGOT_PASSWORD_THROTTLE } from '@gwp/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { hashToken } from '../../lib/tokens.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { signedInAdmin, TEST_PASSWORD, type TestAdmin } from '../../test/factories.js'

const PUBLIC_URL = 'https://shop.example.com'
const NEW_PASSWORD = 'N3w-Secure-pass'

let t: TestApp
beforeEach(async () => {
  t = await buildTestApp({ PUBLIC_URL })
})
afterEach(async () => {
  await t.close()
})

const forgot = (email: unknown, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email }, remoteAddress: ip })

const reset = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v1/auth/reset-password/${token}`, payload })

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password } })

const queuedMails = () => t.app.db.selectFrom('mailQueue').selectAll().orderBy('createdAt').execute()

/**
 * The reset work runs once the answer has gone (docs/security.md#s9), so its outcome shows a moment later.
 */
const eventually = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 5_000, interval: 20 })

const queuedMailCount = (count: number) =>
  eventually(async () => {
    const mails = await queuedMails()
    expect(mails).toHaveLength(count)
    return mails
  })

const FORGOT_SENT = { success: true, status: true, message: AUTH_MESSAGES.forgotPasswordSent }

/** Asks for a reset link for the admin and returns the token from the queued e-mail. */
async function requestToken(admin: TestAdmin): Promise<string> {
  const before = (await queuedMails()).length
  expect((await forgot(admin.email, `10.7.${Math.floor(Math.random() * 250)}.1`)).statusCode).toBe(200)
  const mails = await queuedMailCount(before + 1)
  const match = /\/reset-password\/([A-Za-z0-9_-]{43})\b/.exec(mails.at(-1)!.textBody)
  if (!match) throw new Error('no reset link in the e-mail')
  return match[1]!
}

/** Undoes quoted-printable soft line breaks and escapes, enough to search an .eml for a long link. */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

describe('POST /api/v1/auth/forgot-password', () => {
  it('answers a known and an unknown address alike and e-mails only the known one', async () => {
    const admin = await signedInAdmin(t.app, 'superAdmin', { email: 'Alice.Admin@Example.com' })
    // Asked of a second server process on the same database: closing it waits for the work its
    // answers left running, so afterwards its whole outcome can be read, including what it did not do.
    const other = await buildTestApp({ PUBLIC_URL }, { sharing: t })
    // The known address's token and e-mail wait before their transaction even starts, so only a
    // close that waits for the work itself (not merely for an open transaction) finds them queued.
    const transaction = other.app.db.transaction.bind(other.app.db)
    vi.spyOn(other.app.db, 'transaction').mockImplementation(() => {
      const builder = transaction()
      const execute = builder.execute.bind(builder)
      vi.spyOn(builder, 'execute').mockImplementation(async (callback) => {
        await new Promise((resolve) => setTimeout(resolve, 200))
        return execute(callback)
      })
      return builder
    })
    const ask = (email: string) =>
      other.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } })
    const known = await ask('alice.admin@example.com')
    const unknown = await ask('nobody@example.com')
    await other.close()
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual(FORGOT_SENT)
    }
    expect(known.body).toBe(unknown.body)

    const mails = await queuedMails()
    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(mail).toMatchObject({
      toAddress: 'Alice.Admin@Example.com',
      status: 'pending',
      subject: 'Reset your password',
    })
    const token = /https:\/\/shop\.example\.com\/reset-password\/([A-Za-z0-9_-]{43})\n/.exec(
      mail.textBody,
    )?.[1]
    expect(token).toBeDefined()
    expect(mail.htmlBody).toContain(`<a href="${PUBLIC_URL}/reset-password/${token}">`)

    // Only the hash is kept with the admin; the token itself exists only in the e-mail.
    const stored = await t.app.db.selectFrom('passwordResetTokens').selectAll().execute()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ adminId: admin.id, tokenHash: hashToken(token!), usedAt: null })
    expect(Object.values(stored[0]!)).not.toContain(token)
    const ttl = Date.parse(stored[0]!.expiresAt) - Date.now()
    expect(ttl).toBeGreaterThan(29 * 60_000)
    expect(ttl).toBeLessThanOrEqual(30 * 60_000)
  })

  it('takes the same time for a known and an unknown address, however long the reset work takes', async () => {
    await signedInAdmin(t.app, 'superAdmin', { email: 'dana@example.com' })
    // Only a known address makes a token and queues an e-mail. Made slow here (a busy database), that
    // work would show plainly in the answer's time if the answer waited for it.
    const SLOW_MS = 300
    const enqueue = t.app.mail.enqueue.bind(t.app.mail)
    vi.spyOn(t.app.mail, 'enqueue').mockImplementation(async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS))
      return enqueue(...args)
    })
    const time = async (email: string, ip: string) => {
      const start = performance.now()
      const response = await forgot(email, ip)
      const elapsed = performance.now() - start
      expect(response.json()).toEqual(FORGOT_SENT)
      return elapsed
    }
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < FORGOT_PASSWORD_THROTTLE.maxPerEmail; i++) {
      known.push(await time('dana@example.com', `10.8.0.${i}`))
      // The e-mail is still queued, after the answer; waited for so it never overlaps the next timing.
      await queuedMailCount(i + 1)
      unknown.push(await time(`ghost${i}@example.com`, `10.8.1.${i}`))
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1]!
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(SLOW_MS / 2)
  })

  it('escapes the admin name in the HTML part', async () => {
    const admin = await signedInAdmin(t.app, 'superAdmin')
    await t.app.db
      .updateTable('admins')
      .set({ fullName: '<b>Eve</b> & "co"' })
      .where('id', '=', admin.id)
      .execute()
    await requestToken(admin)
    const [mail] = await queuedMails()
    expect(mail!.htmlBody).toContain('Hello &lt;b&gt;Eve&lt;/b&gt; &amp; &quot;co&quot;,')
    expect(mail!.htmlBody).not.toContain('<b>Eve</b>')
  })

  it('sends the link: after the queue runs, the outbox holds an e-mail with it', async () => {
    const admin = await signedInAdmin(t.app)
    const token = await requestToken(admin)
    expect(await t.app.mail.processDue()).toBe(1)
    const outbox = path.join(t.dataDir, 'outbox')
    const files = fs.readdirSync(outbox).filter((name) => name.endsWith('.eml'))
    expect(files).toHaveLength(1)
    const raw = fs.readFileSync(path.join(outbox, files[0]!), 'utf8')
    expect(raw).toMatch(new RegExp(`^To: ${admin.email.replace(/\./g, '\\.')}$`, 'm'))
    expect(decodeQuotedPrintable(raw)).toContain(`${PUBLIC_URL}/reset-password/${token}`)
  })

  it('answers the same when the e-mail cannot be queued, logs the failure and keeps no token', async () => {
    const logLines: string[] = []
    const logged = await buildTestApp({ PUBLIC_URL }, { logLines })
    try {
      const admin = await signedInAdmin(logged.app)
      vi.spyOn(logged.app.mail, 'enqueue').mockRejectedValueOnce(new Error('queue unavailable'))
      const response = await logged.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { email: admin.email },
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual(FORGOT_SENT)
      const errors = () => logLines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 50)
      await eventually(async () =>
        expect(errors()).toEqual([
          expect.objectContaining({
            msg: 'could not queue the password reset e-mail',
            err: expect.objectContaining({ message: 'queue unavailable' }),
          }),
        ]),
      )
      expect(await logged.app.db.selectFrom('passwordResetTokens').select('id').execute()).toEqual([])
    } finally {
      await logged.close()
    }
  })

  it('refuses a missing or malformed address with the spec messages', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: {} })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({ success: false, message: 'Email is required' })
    const blank = await forgot('   ')
    expect(blank.json()).toMatchObject({ success: false, message: 'Email is required' })
    const malformed = await forgot('not-an-email')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toMatchObject({ success: false, message: 'Invalid email format' })
  })

  it(`allows ${FORGOT_PASSWORD_THROTTLE.maxPerEmail} requests per address, then answers 429 with Retry-After`, async () => {
    const admin = await signedInAdmin(t.app)
    for (let i = 0; i < FORGOT_PASSWORD_THROTTLE.maxPerEmail; i++) {
      expect((await forgot(admin.email.toUpperCase(), `10.2.0.${i}`)).statusCode).toBe(200)
    }
    const blocked = await forgot(admin.email, '10.2.1.1')
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toEqual({ success: false, message: AUTH_MESSAGES.tooManyResetRequests })
    const retryAfter = Number(blocked.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(FORGOT_PASSWORD_THROTTLE.windowMinutes * 60 - 60)
    expect(retryAfter).toBeLessThanOrEqual(FORGOT_PASSWORD_THROTTLE.windowMinutes * 60)
    await queuedMailCount(FORGOT_PASSWORD_THROTTLE.maxPerEmail)

    // Unknown addresses are counted too, so the 429 tells nothing about whether one exists.
    for (let i = 0; i < FORGOT_PASSWORD_THROTTLE.maxPerEmail; i++)
      await forgot('ghost@example.com', `10.3.0.${i}`)
    expect((await forgot('ghost@example.com', '10.3.1.1')).statusCode).toBe(429)

    const old = new Date(Date.now() - (FORGOT_PASSWORD_THROTTLE.windowMinutes + 1) * 60_000).toISOString()
    await t.app.db.updateTable('loginAttempts').set({ createdAt: old }).execute()
    expect((await forgot(admin.email, '10.2.1.1')).statusCode).toBe(200)
  })

  it(`allows ${FORGOT_PASSWORD_THROTTLE.maxPerIp} requests per IP across addresses`, async () => {
    for (let i = 0; i < FORGOT_PASSWORD_THROTTLE.maxPerIp; i++) {
      expect((await forgot(`someone${i}@example.com`, '10.4.4.4')).statusCode).toBe(200)
    }
    const blocked = await forgot('another@example.com', '10.4.4.4')
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toEqual({ success: false, message: AUTH_MESSAGES.tooManyResetRequests })
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect((await forgot('another@example.com', '10.4.4.5')).statusCode).toBe(200)
  })
})

describe('POST /api/v1/auth/reset-password/:token', () => {
  it('sets the new password: it signs in, the old one no longer does', async () => {
    const admin = await signedInAdmin(t.app)
    const token = await requestToken(admin)
    const response = await reset(token, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, status: true, message: AUTH_MESSAGES.passwordReset })
    expect(response.headers['referrer-policy']).toBe('no-referrer')

    expect((await login(admin.username, NEW_PASSWORD)).statusCode).toBe(200)
    expect((await login(admin.username, TEST_PASSWORD)).statusCode).toBe(401)
    const { passwordHash } = await t.app.db
      .selectFrom('admins')
      .select('passwordHash')
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow()
    expect(passwordHash).toMatch(/^\$argon2id\$/)
  })

  it('accepts the password alone, as the spec client sends it', async () => {
    const admin = await signedInAdmin(t.app)
    const token = await requestToken(admin)
    expect((await reset(token, { password: NEW_PASSWORD })).statusCode).toBe(200)
    expect((await login(admin.username, NEW_PASSWORD)).statusCode).toBe(200)
  })

  it('ends every session of the admin, and only of that admin', async () => {
    const admin = await signedInAdmin(t.app)
    const other = await signedInAdmin(t.app)
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: admin.headers })).statusCode).toBe(200)
    const token = await requestToken(admin)
    expect((await reset(token, { password: NEW_PASSWORD })).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: admin.headers })).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: other.headers })).statusCode).toBe(200)
  })

  it('works once: the same link again, or an older link of the same admin, gives 400', async () => {
    const admin = await signedInAdmin(t.app)
    const older = await requestToken(admin)
    const token = await requestToken(admin)
    expect((await reset(token, { password: NEW_PASSWORD })).statusCode).toBe(200)
    for (const used of [token, older]) {
      const again = await reset(used, { password: 'An0ther-password' })
      expect(again.statusCode).toBe(400)
      expect(again.json()).toEqual({ success: false, message: AUTH_MESSAGES.resetTokenInvalid })
    }
    expect((await login(admin.username, NEW_PASSWORD)).statusCode).toBe(200)
    const rows = await t.app.db.selectFrom('passwordResetTokens').select('usedAt').execute()
    expect(rows.every((row) => row.usedAt !== null)).toBe(true)
  })

  it('refuses an expired link with 400 and leaves the password alone', async () => {
    const admin = await signedInAdmin(t.app)
    const token = await requestToken(admin)
    await t.app.db
      .updateTable('passwordResetTokens')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute()
    const response = await reset(token, { password: NEW_PASSWORD })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.resetTokenInvalid })
    expect(response.headers['referrer-policy']).toBe('no-referrer')
    expect((await login(admin.username, TEST_PASSWORD)).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: admin.headers })).statusCode).toBe(200)
  })

  it('refuses a made-up token with 400', async () => {
    const response = await reset('x'.repeat(43), { password: NEW_PASSWORD })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.resetTokenInvalid })
  })

  it('checks the password rules with the spec messages, and a refused attempt does not use the link', async () => {
    const admin = await signedInAdmin(t.app)
    const token = await requestToken(admin)
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'Password is required'],
      [{ password: 'Sh0rt' }, 'Password must be at least 8 characters'],
      [
        { password: 'lowercase1only' },
        'Password must contain at least one uppercase letter, one lowercase letter and one digit',
      ],
      [
        { password: 'NoDigitsHere' },
        'Password must contain at least one uppercase letter, one lowercase letter and one digit',
      ],
      [{ password: NEW_PASSWORD, confirmPassword: 'Different-Passw0rd' }, AUTH_MESSAGES.passwordsDoNotMatch],
    ]
    for (const [payload, message] of cases) {
      const response = await reset(token, payload)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ success: false, message })
    }
    expect((await reset(token, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(
      200,
    )
  })

  it('keeps the token out of the request log', async () => {
    const admin = await signedInAdmin(t.app)
    const token = await requestToken(admin)
    await reset(token, { password: NEW_PASSWORD })
    await t.app.flushRequestLog()
    const routes = (await t.app.db.selectFrom('serverLogs').select('route').execute()).map((row) => row.route)
    expect(routes).toContain('/api/v1/auth/reset-password/:token')
    expect(routes.join(' ')).not.toContain(token)
  })
})

describe('reset tokens at rest', () => {
  it('leaves no usable link in the mail queue once the e-mail is sent', async () => {
    const admin = await signedInAdmin(t.app)
    const token = await requestToken(admin)
    expect(await t.app.mail.processDue()).toBe(1)
    const [sent] = await queuedMails()
    expect(sent!.status).toBe('sent')
    expect(JSON.stringify(sent)).not.toContain(token)
  })

  it("keeps the token out of the server's own log lines", async () => {
    const logLines: string[] = []
    // At debug, where Fastify's line for each request is written.
    const logged = await buildTestApp({ PUBLIC_URL }, { logLines, logLevel: 'debug' })
    try {
      await logged.app.inject({
        method: 'POST',
        url: '/api/v1/auth/reset-password/TopSecretToken42',
        payload: { password: NEW_PASSWORD },
      })
      expect(logLines.length).toBeGreaterThan(0)
      expect(logLines.join('\n')).not.toContain('TopSecretToken42')
      expect(logLines.join('\n')).toContain('/api/v1/auth/reset-password/:token')
    } finally {
      await logged.close()
    }
  })
})
