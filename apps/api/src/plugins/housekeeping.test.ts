import { randomBytes } from 'node:crypto'

import { CATALOG_MAILS_PER_ADDRESS, FORGOT_PASSWORD_THROTTLE, LOGIN_THROTTLE } from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { createAdmin } from '../db/bootstrap.js'
import { newId } from '../lib/ids.js'
import { buildTestApp, type TestApp } from '../test/app.js'
import { TEST_PASSWORD } from '../test/factories.js'
import {
  ATTEMPT_RETENTION_MINUTES,
  ENDED_KEPT_HOURS,
  PRUNE_CHECK_MS,
  PRUNE_EVERY_MS,
} from './housekeeping.js'

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
  vi.restoreAllMocks()
})

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
const hoursAgo = (hours: number) => minutesAgo(hours * 60)
const hoursAhead = (hours: number) => hoursAgo(-hours)
const DAY = ENDED_KEPT_HOURS

/**
 * One row of each kind on either side of its limit, named by what should become of it: a live or
 * recently ended session and reset link are kept (the log trail), one ended over a day ago goes; an
 * attempt row goes once no throttle window can count it any more.
 */
async function seedRows(app: TestApp['app']) {
  const adminId = await createAdmin(app.db, {
    username: `keeper${newId().slice(-6)}`,
    password: TEST_PASSWORD,
  })
  const hash = () => randomBytes(32).toString('hex')
  const sessions = {
    live: { createdAt: hoursAgo(1), expiresAt: hoursAhead(11), revokedAt: null },
    expiredRecently: { createdAt: hoursAgo(13), expiresAt: hoursAgo(1), revokedAt: null },
    revokedRecently: { createdAt: hoursAgo(2), expiresAt: hoursAhead(10), revokedAt: hoursAgo(1) },
    expiredLongAgo: { createdAt: hoursAgo(DAY + 13), expiresAt: hoursAgo(DAY + 1), revokedAt: null },
    revokedLongAgo: {
      createdAt: hoursAgo(DAY + 2),
      expiresAt: hoursAgo(DAY - 10),
      revokedAt: hoursAgo(DAY + 1),
    },
  }
  const resetLinks = {
    open: { createdAt: minutesAgo(5), expiresAt: hoursAhead(0.4), usedAt: null },
    expiredRecently: { createdAt: hoursAgo(2), expiresAt: hoursAgo(1.5), usedAt: null },
    usedRecently: { createdAt: hoursAgo(1), expiresAt: hoursAgo(0.5), usedAt: hoursAgo(0.9) },
    expiredLongAgo: { createdAt: hoursAgo(DAY + 2), expiresAt: hoursAgo(DAY + 1.5), usedAt: null },
    usedLongAgo: {
      createdAt: hoursAgo(DAY + 2),
      expiresAt: hoursAgo(DAY + 1.5),
      usedAt: hoursAgo(DAY + 1.9),
    },
  }
  const attempts = {
    justNow: { kind: 'login', createdAt: minutesAgo(1) },
    loginWindowAgo: { kind: 'login', createdAt: minutesAgo(LOGIN_THROTTLE.windowMinutes + 1) },
    resetWindowAgo: { kind: 'reset', createdAt: minutesAgo(FORGOT_PASSWORD_THROTTLE.windowMinutes + 1) },
    // The longest window: a catalogue address's daily cap still counts this one.
    withinCatalogueCap: {
      kind: 'catalog-recipient',
      createdAt: minutesAgo(CATALOG_MAILS_PER_ADDRESS.windowHours * 60 - 5),
    },
    pastRetention: { kind: 'catalog-recipient', createdAt: minutesAgo(ATTEMPT_RETENTION_MINUTES + 5) },
  }
  for (const [id, row] of Object.entries(sessions))
    await app.db
      .insertInto('sessions')
      .values({ id, adminId, tokenHash: hash(), ...row })
      .execute()
  for (const [id, row] of Object.entries(resetLinks))
    await app.db
      .insertInto('passwordResetTokens')
      .values({ id, adminId, tokenHash: hash(), ...row })
      .execute()
  for (const [id, row] of Object.entries(attempts))
    await app.db
      .insertInto('loginAttempts')
      .values({ id, subject: 'someone@example.com', ip: '10.0.0.1', ...row })
      .execute()
}

const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id).sort()
const remaining = async (app: TestApp['app']) => ({
  sessions: ids(await app.db.selectFrom('sessions').select('id').execute()),
  resetLinks: ids(await app.db.selectFrom('passwordResetTokens').select('id').execute()),
  attempts: ids(await app.db.selectFrom('loginAttempts').select('id').execute()),
})

const KEPT = {
  sessions: ['expiredRecently', 'live', 'revokedRecently'],
  resetLinks: ['expiredRecently', 'open', 'usedRecently'],
  attempts: ['justNow', 'loginWindowAgo', 'resetWindowAgo', 'withinCatalogueCap'],
}

/** Moves the site's last housekeeping run `ms` further back, as time passing would. */
async function lastRunBack(app: FastifyInstance, ms: number) {
  const row = await app.db
    .selectFrom('scheduledRuns')
    .select('lastRunAt')
    .where('name', '=', 'housekeeping')
    .executeTakeFirstOrThrow()
  await app.db
    .updateTable('scheduledRuns')
    .set({ lastRunAt: new Date(Date.parse(row.lastRunAt) - ms).toISOString() })
    .where('name', '=', 'housekeeping')
    .execute()
}

describe('housekeeping', () => {
  it('prunes exactly the stale sessions, reset links and attempt rows, and keeps the live ones', async () => {
    t = await buildTestApp()
    await seedRows(t.app)
    await t.app.pruneStaleRows()
    expect(await remaining(t.app)).toEqual(KEPT)
    // A second run finds nothing more to remove.
    await t.app.pruneStaleRows()
    expect(await remaining(t.app)).toEqual(KEPT)
  })

  it('runs on an unref’d timer, which stops when the app closes', async () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval')
    const clearIntervalSpy = vi.spyOn(globalThis, 'clearInterval')
    t = await buildTestApp()
    const scheduled = setIntervalSpy.mock.calls.findIndex(([, delay]) => delay === PRUNE_CHECK_MS)
    expect(scheduled).toBeGreaterThanOrEqual(0)
    const [tick] = setIntervalSpy.mock.calls[scheduled]!
    const timer = setIntervalSpy.mock.results[scheduled]!.value as NodeJS.Timeout
    // The timer alone must not keep the process alive.
    expect(timer.hasRef()).toBe(false)

    // What the timer runs is the prune, once an hour has passed since the site's last run (the
    // one the app made as it started).
    await seedRows(t.app)
    await lastRunBack(t.app, PRUNE_EVERY_MS)
    ;(tick as () => void)()
    await vi.waitFor(async () => expect(await remaining(t!.app)).toEqual(KEPT), { timeout: 5_000 })

    await t.close()
    t = undefined
    expect(clearIntervalSpy).toHaveBeenCalledWith(timer)
  })

  it('runs once an hour between several processes on one database, whichever asks', async () => {
    t = await buildTestApp()
    const other = await buildTestApp({}, { sharing: t })
    try {
      // Both started; the first made this hour's run.
      expect(await Promise.all([t.app.pruneIfDue(), other.app.pruneIfDue()])).toEqual([false, false])
      await seedRows(t.app)
      await lastRunBack(t.app, PRUNE_EVERY_MS - 60_000)
      expect(await Promise.all([t.app.pruneIfDue(), other.app.pruneIfDue()])).toEqual([false, false])
      expect(await remaining(t.app)).not.toEqual(KEPT)

      await lastRunBack(t.app, 60_000)
      const ran = await Promise.all([t.app.pruneIfDue(), other.app.pruneIfDue()])
      expect(ran.filter(Boolean)).toHaveLength(1)
      expect(await remaining(t.app)).toEqual(KEPT)
    } finally {
      await other.close()
    }
  })

  it('logs a failed run and never throws it at the timer', async () => {
    const logLines: string[] = []
    t = await buildTestApp({}, { logLines })
    vi.spyOn(t.app.db, 'deleteFrom').mockImplementationOnce(() => {
      throw new Error('database unavailable')
    })
    await expect(t.app.pruneStaleRows()).resolves.toBeUndefined()
    const errors = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 50)
    expect(errors).toEqual([
      expect.objectContaining({
        msg: 'housekeeping: pruning stale rows failed',
        err: expect.objectContaining({ message: 'database unavailable' }),
      }),
    ])
  })
})
