import {
  ADMIN_MESSAGES,
  AdminListResponseSchema,
  AdminSavedResponseSchema,
  API_PATHS,
  ApiErrorSchema,
  IdParamsSchema,
  RegisterAdminBodySchema,
  UpdateProfileBodySchema,
  UpdateRoleBodySchema,
} from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

import { FAILURE_RESPONSES } from '../../lib/failure-responses.js'
import { access } from '../../plugins/auth.js'
import type { AdminsService } from './admins.service.js'

/** User Management (superAdmin) and the Profile modal (every signed-in admin). */
export function adminsRoutes(app: FastifyInstance, service: AdminsService) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.post(
    API_PATHS.admin.register,
    {
      config: { access: access.superAdmin },
      schema: {
        body: RegisterAdminBodySchema,
        response: { 201: AdminSavedResponseSchema, ...FAILURE_RESPONSES },
      },
    },
    async (request, reply) => {
      const data = await service.register(request.body)
      return reply.status(201).send({ success: true as const, message: ADMIN_MESSAGES.added, data })
    },
  )

  r.get(
    API_PATHS.admin.list,
    {
      config: { access: access.superAdmin },
      schema: {
        response: {
          200: AdminListResponseSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async () => ({ success: true as const, data: await service.list() }),
  )

  r.patch(
    API_PATHS.admin.updateRole,
    {
      config: { access: access.superAdmin },
      schema: {
        params: IdParamsSchema,
        body: UpdateRoleBodySchema,
        response: { 200: AdminSavedResponseSchema, ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const data = await service.updateRole(request.admin!.id, request.params.id, request.body.role)
      return { success: true as const, message: ADMIN_MESSAGES.roleUpdated, data }
    },
  )

  r.patch(
    API_PATHS.admin.updateProfile,
    {
      config: { access: access.signedIn },
      schema: {
        params: IdParamsSchema,
        body: UpdateProfileBodySchema,
        response: { 200: AdminSavedResponseSchema, ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const data = await service.updateProfile(request.admin!.id, request.params.id, request.body)
      return { success: true as const, message: ADMIN_MESSAGES.profileUpdated, data }
    },
  )
}
