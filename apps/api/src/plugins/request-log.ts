import fp from 'fastify-plugin'

import { isRefusedData, isUniqueViolation } from '../db/dialect.js'
import { newId } from '../lib/ids.js'
import {
  isLoggedUrl,
  loggedRoute,
  storedRoute,
  storedUserAgent,
  type RequestLogEntry,
} from '../request-log/logged-request.js'
import {
  createRequestLogStore,
  type NewServerLog,
  type RequestLogStore,
} from '../request-log/request-log-store.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The request log's writing side (request-log/request-log-store.ts); housekeeping prunes it. */
    serverLogs: RequestLogStore
    /** Buffers one request-log row (the onResponse hook, and the fast lane, which bypasses hooks). */
    recordRequest(entry: RequestLogEntry): void
    /** Writes the buffered request-log rows now (tests and shutdown). */
    flushRequestLog(): Promise<void>
  }
}

const FLUSH_EVERY_MS = 1_000
/** Larger batches cost less per row (fewer commits, each partly filled page written fewer times). */
const FLUSH_AT_ROWS = 1_000
/** Rows kept for another try while the database is away: about a minute of a busy server's requests. */
const MAX_HELD_ROWS = 100_000

/**
 * What makes two requests the same in the log: who, method, route, status, address and user agent.
 * Newlines part the fields: no URL, header value, username or address can hold one.
 */
function foldKey(entry: RequestLogEntry, route: string, userAgent: string): string {
  return `${entry.statusCode}\n${entry.method}\n${entry.ip}\n${entry.username ?? ''}\n${route}\n${userAgent}`
}

/**
 * Records every /api request (who, what, when, from where, with what result) and never a body,
 * header value or token. Rows are buffered and written in batches off the request path.
 *
 * Identical requests (foldKey) answered in the same clock second share one row, which counts them
 * and carries the first one's time (decision record 013): a busy public read is then one insert a
 * second instead of thousands, and a flood from one client cannot grow the table faster than one
 * row a second per kind of request. A request unlike the others of its second still has a row of
 * its own, as before. A path no route answers is recorded as UNKNOWN_ROUTE, route and user agent are
 * cut to SERVER_LOG_LIMITS, and housekeeping keeps the table within its age and rows (decision
 * record 016).
 */
export default fp<{ flushEveryMs?: number }>(
  async (app, options) => {
    const repository = createRequestLogStore(app.db, app.sqlite)
    app.decorate('serverLogs', repository)
    let buffer: NewServerLog[] = []
    // The rows of this second still in the buffer, by what makes two requests the same (foldKey).
    const folding = new Map<string, NewServerLog>()
    let foldingSecond = -1
    let writing: Promise<void> = Promise.resolve()
    // Batches whose write failed (the database restarting, say), tried again first and as they were,
    // so that a batch which went in although its answer was lost is known by its ids.
    let held: NewServerLog[][] = []

    const hold = (batches: NewServerLog[][]) => {
      held = [...held, ...batches]
      let rows = held.reduce((sum, batch) => sum + batch.length, 0)
      let dropped = 0
      while (rows > MAX_HELD_ROWS) {
        const first = held.shift()!
        rows -= first.length
        dropped += first.length
      }
      if (dropped > 0)
        app.log.error({ rows: dropped }, 'request log rows dropped: the database was away too long')
    }

    /**
     * A batch the database refused for what one of its rows holds goes in a row at a time, and the
     * refused row alone is dropped: kept, it would be tried first at every flush and refused every
     * time, and no row after it would ever be written. What is left when the database itself fails
     * meanwhile is returned, to be held.
     */
    const writeRowByRow = async (rows: NewServerLog[]): Promise<NewServerLog[]> => {
      for (const [index, row] of rows.entries()) {
        try {
          await repository.createMany([row])
        } catch (err) {
          if (isUniqueViolation(err)) continue
          if (!isRefusedData(err)) return rows.slice(index)
          app.log.error({ err, method: row.method, route: row.route }, 'request log row refused; dropped')
        }
      }
      return []
    }

    const write = async (batches: NewServerLog[][]) => {
      for (const [index, rows] of batches.entries()) {
        try {
          await repository.createMany(rows)
        } catch (err) {
          // Every row has its own id: a batch that is in already refuses to go in twice.
          if (isUniqueViolation(err)) continue
          const left = isRefusedData(err) ? await writeRowByRow(rows) : rows
          if (left.length === 0) continue
          const waiting = [left, ...batches.slice(index + 1)]
          hold(waiting)
          app.log.error(
            { err, rows: waiting.reduce((sum, batch) => sum + batch.length, 0) },
            'request log write failed; its rows wait for the next flush',
          )
          return
        }
      }
    }

    const flush = (): Promise<void> => {
      if (buffer.length === 0 && held.length === 0) return writing
      const batches = held
      held = []
      for (let i = 0; i < buffer.length; i += FLUSH_AT_ROWS) batches.push(buffer.slice(i, i + FLUSH_AT_ROWS))
      buffer = []
      // A row on its way to the database counts no more requests: the next one of its kind starts a row.
      folding.clear()
      writing = writing.then(() => write(batches))
      return writing
    }
    app.decorate('flushRequestLog', flush)

    // Under load many requests share a millisecond, and so the text of their time.
    let lastMs = 0
    let lastTimestamp = ''
    const recordRequest = (entry: RequestLogEntry) => {
      const now = Date.now()
      if (now !== lastMs) {
        lastMs = now
        lastTimestamp = new Date(now).toISOString()
        const second = Math.floor(now / 1_000)
        if (second !== foldingSecond) {
          foldingSecond = second
          folding.clear()
        }
      }
      const route = storedRoute(entry.route)
      const userAgent = storedUserAgent(entry.userAgent)
      const key = foldKey(entry, route, userAgent)
      const same = folding.get(key)
      if (same) {
        same.count++
        return
      }
      // Fields named one by one, not spread: this runs for every API request that starts a row.
      const row: NewServerLog = {
        id: newId(now),
        username: entry.username,
        method: entry.method,
        route,
        userAgent,
        ip: entry.ip,
        statusCode: entry.statusCode,
        timestamp: lastTimestamp,
        count: 1,
      }
      buffer.push(row)
      folding.set(key, row)
      if (buffer.length >= FLUSH_AT_ROWS) void flush()
    }
    app.decorate('recordRequest', recordRequest)

    app.addHook('onResponse', async (request, reply) => {
      if (!isLoggedUrl(request.url)) return
      recordRequest({
        username: request.admin?.username ?? request.auditUsername ?? null,
        method: request.method,
        route: loggedRoute(request),
        userAgent: request.headers['user-agent'] ?? '',
        // Undefined once the client's connection is gone; the column takes no null.
        ip: request.ip ?? '',
        statusCode: reply.statusCode,
      })
    })

    const flushTimer = setInterval(() => void flush(), options.flushEveryMs ?? FLUSH_EVERY_MS)
    flushTimer.unref()
    // onClose, not preClose: Fastify runs preClose before it waits for the requests still being
    // answered, whose rows would come after that flush. This plugin's onClose runs before the
    // database's (the later plugin closes first), once every request has been answered.
    app.addHook('onClose', async () => {
      clearInterval(flushTimer)
      await flush()
    })
  },
  { name: 'request-log', dependencies: ['database', 'auth'] },
)
