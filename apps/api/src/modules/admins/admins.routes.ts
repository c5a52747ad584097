import {
  ADMIN_MESSAGES,
  ADMINISTRATION_MESSAGES,
  AdminListResponseSchema,
  AdminStatusBodySchema,
  AdminUsersQuerySchema,
  ChangePasswordBodySchema,
  AdminSavedResponseSchema,
  API_PATHS,
  ApiErrorSchema,
  IdParamsSchema,
  MessageResponseSchema,
  RegisterAdminBodySchema,
  UpdateProfileBodySchema,
  UpdateRoleBodySchema,
} from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

import { access, actorOf } from '../../plugins/auth.js'
import type { AdminsService } from './admins.service.js'
import type { PasswordChangeService } from './password-change.service.js'
import type { ProfileService } from './profile.service.js'

export interface AdminsServices {
  accounts: AdminsService
  profile: ProfileService
  passwords: PasswordChangeService
}

/** User Management (superAdmin) and the Profile modal (every signed-in admin). */
export function adminsRoutes(
  app: FastifyInstance,
  { accounts: service, profile, passwords }: AdminsServices,
) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.post(
    API_PATHS.admin.register,
    {
      config: { access: access.superAdmin },
      schema: {
        operationId: 'registerAdmin',
        summary: 'Register an admin',
        tags: ['Admins'],
        body: RegisterAdminBodySchema,
        // A username or e-mail already taken (admin-checks.ts).
        response: { 201: AdminSavedResponseSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await service.register(actorOf(request), request.body)
      return reply.status(201).send({ success: true as const, message: ADMIN_MESSAGES.added, data })
    },
  )

  r.get(
    API_PATHS.admin.list,
    {
      config: { access: access.superAdmin },
      schema: {
        operationId: 'listAdmins',
        summary: 'List the admins',
        tags: ['Admins'],
        querystring: AdminUsersQuerySchema,
        response: {
          200: AdminListResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (request) => ({ success: true as const, ...(await service.list(request.query)) }),
  )

  r.patch(
    API_PATHS.admin.updateRole,
    {
      config: { access: access.superAdmin },
      schema: {
        operationId: 'changeAdminRole',
        summary: "Change an admin's role",
        tags: ['Admins'],
        params: IdParamsSchema,
        body: UpdateRoleBodySchema,
        // No such admin; the service's own 403s (one's own role, a superAdmin's) join the guard's.
        response: { 200: AdminSavedResponseSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const data = await service.updateRole(actorOf(request), request.params.id, request.body.role)
      return { success: true as const, message: ADMIN_MESSAGES.roleUpdated, data }
    },
  )

  r.patch(
    API_PATHS.admin.status,
    {
      config: { access: access.superAdmin },
      schema: {
        operationId: 'changeAdminStatus',
        summary: 'Disable or re-enable an admin',
        tags: ['Admins'],
        params: IdParamsSchema,
        body: AdminStatusBodySchema,
        // No such admin, or the last active superAdmin (409).
        response: { 200: AdminSavedResponseSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const { isActive } = request.body
      const data = await service.changeStatus(actorOf(request), request.params.id, isActive)
      const message = isActive ? ADMINISTRATION_MESSAGES.enabled : ADMINISTRATION_MESSAGES.disabled
      return { success: true as const, message, data }
    },
  )

  r.patch(
    API_PATHS.admin.changePassword,
    {
      config: { access: access.signedIn },
      schema: {
        operationId: 'changeOwnPassword',
        summary: "Change the signed-in admin's password",
        tags: ['Admins'],
        body: ChangePasswordBodySchema,
        // One's own password: a wrong current one is a 400, and wrong ones are throttled (current-password.ts).
        response: { 200: MessageResponseSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      await passwords.changePassword(request.admin!, request.body, request.ip)
      return { success: true, message: ADMINISTRATION_MESSAGES.passwordChanged }
    },
  )

  r.patch(
    API_PATHS.admin.updateProfile,
    {
      config: { access: access.signedIn },
      schema: {
        operationId: 'updateAdminProfile',
        summary: "Edit an admin's profile",
        tags: ['Admins'],
        params: IdParamsSchema,
        body: UpdateProfileBodySchema,
        // Only one's own profile (403); a new e-mail must be free (409) and needs the current password,
        // whose wrong guesses are throttled (current-password.ts).
        response: {
          200: AdminSavedResponseSchema,
          403: ApiErrorSchema,
          409: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const data = await profile.updateProfile(actorOf(request), request.params.id, request.body, request.ip)
      return { success: true as const, message: ADMIN_MESSAGES.profileUpdated, data }
    },
  )
}
