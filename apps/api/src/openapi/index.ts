import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { COMPANY_NAME, OFFICES } from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

import { BEARER_SCHEME, describeOperation } from './operation-transform.js'
import { API_TAGS } from './tags.js'

/** Where the description and its viewer are served. */
export const API_DOCS_PREFIX = '/api/docs'

/**
 * The API's OpenAPI description (docs/decisions/024-api-description.md) at /api/docs/json and its
 * viewer at /api/docs. Registered before the modules, so it sees every route they add.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { publicUrl, apiDocs } = app.config
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'GWP website API',
          version: '1.0.0',
          description:
            `The catalogue, enquiry and back-office API of the ${COMPANY_NAME} website. Every refusal is the envelope ` +
            '`{ success: false, message, errors? }`; the back office signs in with POST /api/v1/auth/login ' +
            'and sends the token it answers as `Authorization: Bearer <token>`.',
          contact: { name: COMPANY_NAME, url: `${publicUrl}/contact`, email: OFFICES[0].email },
          // The company's own API: no open licence, the terms are the company's (its About page).
          license: { name: 'Proprietary', url: `${publicUrl}/about` },
        },
        servers: [{ url: publicUrl, description: 'This site' }],
        tags: API_TAGS.map((tag) => ({ ...tag })),
        components: {
          securitySchemes: {
            [BEARER_SCHEME]: {
              type: 'http',
              scheme: 'bearer',
              description: 'The `GWP_Token` of POST /api/v1/auth/login, valid until the session ends.',
            },
          },
        },
      },
      transform: describeOperation,
    })
    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PREFIX,
      // The route map is a guide for attackers too: only for signed-in admins unless API_DOCS is on.
      uiHooks: {
        onRequest: async (request, reply) => {
          if (apiDocs || request.admin) return
          return reply.callNotFound()
        },
      },
    })
  },
  { name: 'openapi', dependencies: ['config', 'auth'] },
)
