import {
  API_PATHS,
  ApiErrorSchema,
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
        operationId: 'login',
        summary: 'Sign in',
        tags: ['Sign-in'],
        body: LoginBodySchema,
        // 401: wrong username or password; 429: too many wrong ones (auth.service.ts).
        response: { 200: LoginResponseSchema, 401: ApiErrorSchema, 429: ApiErrorSchema },
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
      schema: {
        operationId: 'getSignedInAdmin',
        summary: 'Read the signed-in admin',
        tags: ['Sign-in'],
        response: { 200: MeResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await service.me(request.admin!.id) }),
  )

  r.post(
    API_PATHS.auth.logout,
    {
      config: { access: access.signedIn },
      schema: {
        operationId: 'logout',
        summary: 'Sign out',
        tags: ['Sign-in'],
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await service.logout(request.admin!.sessionId)
      return { success: true, message: AUTH_MESSAGES.loggedOut }
    },
  )

  r.get(
    API_PATHS.permission.byAdmin,
    {
      config: { access: access.signedIn },
      schema: {
        operationId: 'getOwnPermissions',
        summary: "Read the signed-in admin's role and rights",
        tags: ['Sign-in'],
        response: { 200: PermissionByAdminResponseSchema },
      },
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
