import { timingSafeEqual } from 'node:crypto'

import { UNKNOWN_ROUTE } from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

import { access } from './auth.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** What the server counts for /metrics; every method does nothing without METRICS_TOKEN. */
    metrics: RequestMetrics
  }
}

export interface RequestMetrics {
  /** One answered request, by its route's pattern (`/api/v1/product/:id`), never its raw path. */
  observe(route: string, method: string, status: number, seconds: number): void
  /** An anonymous read answered from the response cache, or made and kept there. */
  cacheHit(): void
  cacheMiss(): void
}

const NONE: RequestMetrics = { observe() {}, cacheHit() {}, cacheMiss() {} }
export const METRICS_PATH = '/metrics'
const SECONDS_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]

/**
 * Prometheus metrics at /metrics (text format), for operators, only when METRICS_TOKEN is set and sent
 * as a bearer token: anyone else gets the same 404 as for a path that does not exist. Requests by
 * route pattern, method and status with a latency histogram, response-cache hits and misses, the
 * mail queue's depth and oldest age, the PostgreSQL pool's use, and the process's own (event-loop
 * delay, memory, CPU) from prom-client's defaults. Labels are route patterns, so their number is
 * bounded by the route table whatever paths are asked for.
 */
export default fp(
  async (app) => {
    const token = app.config.metricsToken
    if (!token) {
      app.decorate('metrics', NONE)
      return
    }
    const register = new Registry()
    collectDefaultMetrics({ register })
    const requests = new Counter({
      name: 'gwp_http_requests_total',
      help: 'Requests answered, by route pattern, method and status',
      labelNames: ['route', 'method', 'status'] as const,
      registers: [register],
    })
    const duration = new Histogram({
      name: 'gwp_http_request_duration_seconds',
      help: 'Time to answer, by route pattern and method',
      labelNames: ['route', 'method'] as const,
      buckets: SECONDS_BUCKETS,
      registers: [register],
    })
    const cache = new Counter({
      name: 'gwp_response_cache_requests_total',
      help: 'Anonymous reads of cached routes, answered from the response cache (hit) or not (miss)',
      labelNames: ['result'] as const,
      registers: [register],
    })
    mailQueueGauges(app, register)
    poolGauges(app, register)

    app.decorate('metrics', {
      observe(route, method, status, seconds) {
        requests.inc({ route, method, status })
        duration.observe({ route, method }, seconds)
      },
      cacheHit: () => cache.inc({ result: 'hit' }),
      cacheMiss: () => cache.inc({ result: 'miss' }),
    } satisfies RequestMetrics)

    app.addHook('onResponse', async (request, reply) => {
      app.metrics.observe(
        request.routeOptions.url ?? UNKNOWN_ROUTE,
        request.method,
        reply.statusCode,
        reply.elapsedTime / 1_000,
      )
    })

    const expected = Buffer.from(`Bearer ${token}`)
    app.get(METRICS_PATH, { config: { access: access.public } }, async (request, reply) => {
      const sent = Buffer.from(request.headers.authorization ?? '')
      if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return reply.callNotFound()
      reply.header('content-type', register.contentType).header('cache-control', 'no-store')
      return register.metrics()
    })
  },
  { name: 'metrics', dependencies: ['config', 'database', 'auth'] },
)

/** The mail queue as of the scrape: messages waiting to be sent, and how long the oldest has waited. */
function mailQueueGauges(app: FastifyInstance, register: Registry) {
  let waiting: Promise<{ count: number; oldest: string | null }> | null = null
  // One query serves both gauges while it runs (a scrape collects them side by side).
  const read = () =>
    (waiting ??= app.db
      .selectFrom('mailQueue')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('createdAt').as('oldest')])
      .where('status', 'in', ['pending', 'sending'])
      .executeTakeFirstOrThrow()
      .then((row) => ({ count: Number(row.count), oldest: row.oldest as string | null }))
      .finally(() => (waiting = null)))
  new Gauge({
    name: 'gwp_mail_queue_depth',
    help: 'E-mails queued and not sent yet',
    registers: [register],
    async collect() {
      this.set((await read()).count)
    },
  })
  new Gauge({
    name: 'gwp_mail_queue_oldest_seconds',
    help: 'How long the oldest e-mail not sent yet has waited (0 when none waits)',
    registers: [register],
    async collect() {
      const { oldest } = await read()
      this.set(oldest ? Math.max(0, (Date.now() - Date.parse(oldest)) / 1_000) : 0)
    },
  })
}

/** PostgreSQL's pool: connections open, idle, and queries waiting for one. SQLite has one connection. */
function poolGauges(app: FastifyInstance, register: Registry) {
  new Gauge({
    name: 'gwp_db_pool_connections',
    help: 'Database connections by state (PostgreSQL pool; SQLite has one, always open)',
    labelNames: ['state'] as const,
    registers: [register],
    collect() {
      const pool = app.dbPool
      this.set({ state: 'open' }, pool ? pool.totalCount : 1)
      this.set({ state: 'idle' }, pool ? pool.idleCount : 0)
      this.set({ state: 'waiting' }, pool ? pool.waitingCount : 0)
    },
  })
}
