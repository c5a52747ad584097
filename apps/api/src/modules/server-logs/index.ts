import { API_PATHS, PageQuerySchema, ServerLogPageSchema } from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

import { access } from '../../plugins/auth.js'
import { createServerLogsRepository } from './server-logs.repository.js'

/** The request log, read-only through the API (nobody can edit or delete it here). */
export default async function serverLogsModule(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const logs = createServerLogsRepository(app.db)
  r.get(
    API_PATHS.serverLogger,
    {
      config: { access: access.superAdmin },
      schema: {
        operationId: 'listServerLog',
        summary: 'Read the request log',
        tags: ['History'],
        querystring: PageQuerySchema,
        response: { 200: ServerLogPageSchema },
      },
    },
    async (request) => {
      const { page, limit } = request.query
      const { rows, total } = await logs.listPage(page, limit)
      return {
        success: true as const,
        data: rows.map((row) => ({
          _id: row.id,
          username: row.username,
          method: row.method,
          route: row.route,
          user: row.userAgent,
          timestamp: row.timestamp,
          ip: row.ip,
          statusCode: Number(row.statusCode),
          count: Number(row.count),
        })),
        pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
      }
    },
  )
}
