import type { FastifyInstance } from 'fastify'

import type { PasswordResetService } from './password-reset.service.js'

// PLACEHOLDER (being replaced in this change).
export function passwordResetRoutes(_app: FastifyInstance, _service: PasswordResetService) {}
