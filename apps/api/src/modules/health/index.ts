import { API_PATHS } from '@gwp/contracts'
import { sql } from 'kysely'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'

import { access } from '../../plugins/auth.js'

/** A check that has not answered by then counts as failed: a balancer's probe must not hang. */
export const READY_CHECK_TIMEOUT_MS = 2_000

const withTimeout = (work: Promise<unknown>) =>
  Promise.race([
    work,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error('no answer in time')), READY_CHECK_TIMEOUT_MS).unref(),
    ),
  ])

/**
 * Liveness (`/api/health`: the process answers, with a real database round trip) and readiness
 * (`/api/ready`: the database and the file store both answer, and the process is not shutting down),
 * for load balancers: a balancer sends requests only to ready processes, and stops as soon as one
 * says it is draining (server.ts).
 */
export default async function healthModule(app: FastifyInstance) {
  app.get(
    API_PATHS.health,
    {
      config: { access: access.public },
      schema: { response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => {
      await sql`select 1`.execute(app.db)
      return { status: 'ok' as const }
    },
  )

  const parts = {
    database: () => sql`select 1`.execute(app.db),
    storage: () => app.storage.ping(),
  }
  app.get(API_PATHS.ready, { config: { access: access.public } }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    if (app.draining) return reply.code(503).send({ status: 'not ready', failing: ['draining'] })
    const results = await Promise.allSettled(Object.values(parts).map((check) => withTimeout(check())))
    const failing = Object.keys(parts).filter((_, i) => results[i]!.status === 'rejected')
    if (failing.length === 0) return { status: 'ready' }
    // The reasons go to the log, not to whoever asks.
    for (const [i, result] of results.entries())
      if (result.status === 'rejected')
        request.log.warn({ err: result.reason, part: Object.keys(parts)[i] }, 'not ready')
    return reply.code(503).send({ status: 'not ready', failing })
  })
}
