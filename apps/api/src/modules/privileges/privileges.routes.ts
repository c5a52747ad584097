import {
  API_PATHS,
  ApiErrorSchema,
  IdParamsSchema,
  MessageResponseSchema,
  PRIVILEGE_MESSAGES,
  RoleBodySchema,
  RoleListQuerySchema,
  RoleListResponseSchema,
  RoleSavedResponseSchema,
} from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

import { access, actorOf } from '../../plugins/auth.js'
import type { PrivilegesService } from './privileges.service.js'

/** The Role Privileges screen (docs/requirements/accounts.md#calls): superAdmin only, like its menu entry. */
export function privilegesRoutes(app: FastifyInstance, service: PrivilegesService) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    API_PATHS.permission.list,
    {
      config: { access: access.superAdmin },
      schema: {
        operationId: 'listRoles',
        summary: 'List the roles and their rights',
        tags: ['Privileges'],
        querystring: RoleListQuerySchema,
        response: {
          200: RoleListResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (request) => ({ success: true as const, ...(await service.list(request.query)) }),
  )

  r.post(
    API_PATHS.permission.create,
    {
      config: { access: access.superAdmin },
      schema: {
        operationId: 'createRole',
        summary: 'Create a role',
        tags: ['Privileges'],
        body: RoleBodySchema,
        // A name in use, or a built-in role's.
        response: { 201: RoleSavedResponseSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await service.create(actorOf(request), request.body)
      return reply.status(201).send({ success: true as const, message: PRIVILEGE_MESSAGES.created, data })
    },
  )

  r.patch(
    API_PATHS.permission.one,
    {
      config: { access: access.superAdmin },
      schema: {
        operationId: 'updateRole',
        summary: "Change a role's name or rights",
        tags: ['Privileges'],
        params: IdParamsSchema,
        body: RoleBodySchema,
        // No such role, a built-in one (403, beyond the guard's), a name in use (409).
        response: {
          200: RoleSavedResponseSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const data = await service.update(actorOf(request), request.params.id, request.body)
      return { success: true as const, message: PRIVILEGE_MESSAGES.updated, data }
    },
  )

  r.delete(
    API_PATHS.permission.one,
    {
      config: { access: access.superAdmin },
      schema: {
        operationId: 'deleteRole',
        summary: 'Delete a role',
        tags: ['Privileges'],
        params: IdParamsSchema,
        // No such role, a built-in one (403, beyond the guard's), a role some admin holds (409).
        response: {
          200: MessageResponseSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      await service.delete(actorOf(request), request.params.id)
      return { success: true, message: PRIVILEGE_MESSAGES.deleted }
    },
  )
}
