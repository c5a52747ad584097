import {
  API_PATHS,
  ApiErrorSchema,
  AuditHistoryQuerySchema,
  AuditHistoryResponseSchema,
  paginationOf,
} from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

import { access } from '../../plugins/auth.js'
import type { AuditHistoryRepository } from '../../db/repositories/audit-history.repository.js'

/** The Privilege section's history list (superAdmin). Read-only: no route edits or deletes it. */
export function auditHistoryRoutes(app: FastifyInstance, history: AuditHistoryRepository) {
  app.withTypeProvider<ZodTypeProvider>().get(
    API_PATHS.auditHistory,
    {
      config: { access: access.superAdmin },
      schema: {
        operationId: 'listAuditHistory',
        summary: 'List the changes to admins and roles',
        tags: ['History'],
        querystring: AuditHistoryQuerySchema,
        response: {
          200: AuditHistoryResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const { page, limit } = request.query
      const { entries, total } = await history.listPage({ limit, offset: (page - 1) * limit })
      return { success: true as const, data: entries, pagination: paginationOf({ page, limit }, total) }
    },
  )
}
