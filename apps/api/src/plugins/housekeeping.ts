import {
  CATALOG_MAILS_PER_ADDRESS,
  FORGOT_PASSWORD_THROTTLE,
  LOGIN_THROTTLE,
  PASSWORD_CHANGE_THROTTLE,
  SERVER_LOG_RETENTION_DAYS,
} from '@gwp/contracts'
import fp from 'fastify-plugin'

import { WINDOW_MINUTES as IP_LIMIT_WINDOW_MINUTES } from '../throttles/ip-rate-limit.js'
import { createAttemptsRepository } from '../db/repositories/attempts.repository.js'
import { createPasswordResetRepository } from '../db/repositories/password-reset.repository.js'
import { createScheduledRunsRepository } from '../db/repositories/scheduled-runs.repository.js'
import { createSessionsRepository } from '../db/repositories/sessions.repository.js'
import { createRequestLogStore } from '../request-log/request-log-store.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes the stale rows now; failures are logged, never thrown (tests, and a due run). */
    pruneStaleRows(): Promise<void>
    /**
     * Prunes if this interval's run is still to be done on the whole site, and claims it: of several
     * processes asking at once, one prunes. True when this one did.
     */
    pruneIfDue(): Promise<boolean>
  }
}

/** How often the site prunes, whichever process does it. */
export const PRUNE_EVERY_MS = 60 * 60 * 1_000
/** How often each process asks whether a run is due: a run comes at most this late. */
export const PRUNE_CHECK_MS = 5 * 60 * 1_000
const JOB = 'housekeeping'

/** Ended sessions and reset links stay this long, for the log trail, then go. */
export const ENDED_KEPT_HOURS = 24

/**
 * An attempt row counts only inside its throttle's window; past the longest of them no throttle
 * counts it. A throttle with a longer window must be added here, or its rows go too early.
 */
export const ATTEMPT_RETENTION_MINUTES = Math.max(
  LOGIN_THROTTLE.windowMinutes,
  PASSWORD_CHANGE_THROTTLE.windowMinutes,
  FORGOT_PASSWORD_THROTTLE.windowMinutes,
  IP_LIMIT_WINDOW_MINUTES,
  CATALOG_MAILS_PER_ADDRESS.windowHours * 60,
)

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

/**
 * Sessions, reset links, throttle counters and the request log would otherwise grow with every
 * sign-in and every visitor request for ever. Pruned at start and every hour. The request log keeps
 * SERVER_LOG_RETENTION_DAYS and at most REQUEST_LOG_MAX_ROWS rows, the oldest going first: a flood
 * of distinct requests can fill it no further than that (decision record 016). Several processes on
 * one database prune once an hour between them, not once each: a run is claimed in scheduled_runs.
 */
export default fp(
  async (app) => {
    const sessions = createSessionsRepository(app.db)
    const resetLinks = createPasswordResetRepository(app.db)
    const attempts = createAttemptsRepository(app.db)
    // Deletes only: the store's prepared inserts are the request-log plugin's.
    const requestLog = createRequestLogStore(app.db)
    const pruneRequestLog = async () => {
      const old = await requestLog.deleteOlderThan(ago(SERVER_LOG_RETENTION_DAYS * 24 * 60))
      const beyond = await requestLog.deleteBeyond(app.config.requestLogMaxRows)
      if (old + beyond > 0) app.log.info({ old, beyond }, 'pruned request-log rows')
    }
    const steps: Array<[table: string, prune: () => Promise<void>]> = [
      ['sessions', () => sessions.deleteStale(ago(ENDED_KEPT_HOURS * 60))],
      ['password_reset_tokens', () => resetLinks.deleteStale(ago(ENDED_KEPT_HOURS * 60))],
      ['login_attempts', () => attempts.deleteOlderThan(ago(ATTEMPT_RETENTION_MINUTES))],
      ['server_logs', pruneRequestLog],
    ]

    // One run at a time: a slow database must not pile runs up behind each other.
    let running: Promise<void> | null = null
    const run = async () => {
      // Each table on its own, so one that fails does not keep the others growing.
      for (const [table, prune] of steps) {
        try {
          await prune()
        } catch (err) {
          app.log.error({ err, table }, 'housekeeping: pruning stale rows failed')
        }
      }
    }
    const pruneStaleRows = () => {
      running ??= run().finally(() => {
        running = null
      })
      return running
    }
    app.decorate('pruneStaleRows', pruneStaleRows)

    const runs = createScheduledRunsRepository(app.db)
    const pruneIfDue = async () => {
      const now = Date.now()
      let claimed = false
      try {
        claimed = await runs.claim(
          JOB,
          new Date(now).toISOString(),
          new Date(now - PRUNE_EVERY_MS).toISOString(),
        )
      } catch (err) {
        app.log.error({ err }, 'housekeeping: could not tell whether a run is due')
      }
      if (claimed) await pruneStaleRows()
      return claimed
    }
    app.decorate('pruneIfDue', pruneIfDue)

    const timer = setInterval(() => void pruneIfDue(), PRUNE_CHECK_MS)
    // A timer must never be what keeps the process alive.
    timer.unref()
    app.addHook('onReady', async () => {
      await pruneIfDue()
    })
    // Stopped, and a run in progress finished, before the database plugin closes the connection.
    app.addHook('onClose', async () => {
      clearInterval(timer)
      await running
    })
  },
  { name: 'housekeeping', dependencies: ['database'] },
)
