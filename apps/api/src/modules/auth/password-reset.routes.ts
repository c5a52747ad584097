import {
  API_PATHS,
  ApiErrorSchema,
  AUTH_MESSAGES,
  ForgotPasswordBodySchema,
  ResetPasswordBodySchema,
  ResetTokenParamsSchema,
} from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { access } from '../../plugins/auth.js'
import type { PasswordResetService } from './password-reset.service.js'

const DoneSchema = z.object({ success: z.literal(true), status: z.literal(true), message: z.string() })

export function passwordResetRoutes(app: FastifyInstance, service: PasswordResetService) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.post(
    API_PATHS.auth.forgotPassword,
    {
      config: { access: access.public },
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'Ask for a password reset link',
        tags: ['Sign-in'],
        body: ForgotPasswordBodySchema,
        response: { 200: DoneSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const followUp = await service.requestReset(request.body.email, request.ip)
      // Whether the address is an admin's decides all the work left, so it starts once the answer
      // has gone and cannot show in the answer's timing (docs/security.md#s9). 'close' rather than Fastify's
      // onResponse: it also comes when the visitor hangs up first, and the link must still be sent.
      reply.raw.once('close', followUp)
      return { success: true as const, status: true as const, message: AUTH_MESSAGES.forgotPasswordSent }
    },
  )
  // A server shutting down lets the links it has promised be queued before the database closes.
  app.addHook('onClose', () => service.settled())

  r.post(
    API_PATHS.auth.resetPassword,
    {
      config: { access: access.public },
      // The token is in the URL: no page or API answer on this path may pass it on as a referrer.
      onRequest: async (_request, reply) => {
        reply.header('referrer-policy', 'no-referrer')
      },
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password with a reset link',
        tags: ['Sign-in'],
        params: ResetTokenParamsSchema,
        body: ResetPasswordBodySchema,
        response: { 200: DoneSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => {
      await service.resetPassword(request.params.token, request.body.password)
      return { success: true as const, status: true as const, message: AUTH_MESSAGES.passwordReset }
    },
  )
}
