import { API_PATHS } from '@gwp/contracts'
import { sql } from 'kysely'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'

import { access } from '../../plugins/auth.js'

/** Liveness with a real database round trip, for load balancers and the README's first check. */
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
}
