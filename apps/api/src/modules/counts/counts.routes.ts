import { API_PATHS, ApiErrorSchema, CountSummaryResponseSchema } from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

import { access } from '../../plugins/auth.js'
import type { CountsService } from './counts.service.js'

/** Every signed-in admin sees the dashboard, so every signed-in admin may read its figures. */
export function countsRoutes(app: FastifyInstance, service: CountsService) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    API_PATHS.counts.summary,
    {
      config: { access: access.signedIn },
      schema: { response: { 200: CountSummaryResponseSchema, 401: ApiErrorSchema } },
    },
    async () => ({ success: true as const, data: await service.summary() }),
  )
}
