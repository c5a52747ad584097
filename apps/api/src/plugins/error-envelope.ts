import type { FastifyError } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'

import { AppError } from '../lib/errors.js'

export const GENERIC_SERVER_ERROR = 'Something went wrong. Please try again later.'

/**
 * Every failure leaves as `{ success: false, message }`. Validation failures carry the spec's message
 * of the first failing field and an `errors` map; 5xx bodies stay generic and the detail goes to the log.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string> = {}
        for (const issue of error.validation) {
          const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_'
          errors[field] ??= issue.message ?? 'Invalid value'
        }
        const message = Object.values(errors)[0] ?? 'Invalid request'
        return reply.status(400).send({ success: false, message, errors })
      }
      if (error instanceof AppError) {
        return reply
          .status(error.statusCode)
          .headers(error.headers)
          .send({ success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) })
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, url: request.url }, 'response did not match its schema')
        return reply.status(500).send({ success: false, message: GENERIC_SERVER_ERROR })
      }
      const status = error.statusCode ?? 500
      if (status >= 500) {
        request.log.error(
          { err: error, method: request.method, url: request.routeOptions.url },
          'request failed',
        )
        return reply.status(500).send({ success: false, message: GENERIC_SERVER_ERROR })
      }
      // Fastify's own 4xx (bad JSON, body too large, unsupported media type): their messages are safe.
      return reply.status(status).send({ success: false, message: error.message })
    })

    app.setNotFoundHandler((request, reply) => {
      reply
        .status(404)
        .send({ success: false, message: `Route ${request.method} ${request.url.split('?')[0]} not found` })
    })
  },
  { name: 'error-envelope' },
)
