import {
  API_PATHS,
  AUTH_MESSAGES,
  LoginBodySchema,
  LoginResponseSchema,
  MeResponseSchema,
  MessageResponseSchema,
  PermissionByAdminResponseSchema,
} from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

import { access } from '../../plugins/auth.js'
import type { AuthService } from './auth.service.js'

export function authRoutes(app: FastifyInstance, service: AuthService) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.post(
    API_PATHS.auth.login,
    {
      config: { access: access.public },
      schema: {
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request) => {
      request.auditUsername = request.body.username.slice(0, 100)
      const { token, admin } = await service.login(request.body.username, request.body.password, request.ip)
      return { success: true as const, message: AUTH_MESSAGES.loginSucceeded, GWP_Token: token, data: admin }
    },
  )

  r.get(
    API_PATHS.auth.me,
    {
      config: { access: access.signedIn },
      schema: { response: { 200: MeResponseSchema } },
    },
    async (request) => ({ success: true as const, data: await service.me(request.admin!.id) }),
  )

  r.post(
    API_PATHS.auth.logout,
    { config: { access: access.signedIn }, schema: { response: { 200: MessageResponseSchema } } },
    async (request) => {
      await service.logout(request.admin!.sessionId)
      return { success: true, message: AUTH_MESSAGES.loggedOut }
    },
  )

  r.get(
    API_PATHS.permission.byAdmin,
    {
      config: { access: access.signedIn },
      schema: { response: { 200: PermissionByAdminResponseSchema } },
    },
    async (request) => {
      const admin = request.admin!
      return {
        success: true as const,
        permission: { _id: admin.roleId, role: admin.role, permissions: admin.permissions },
      }
    },
  )
}
