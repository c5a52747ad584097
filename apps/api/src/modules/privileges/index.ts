import type { FastifyInstance } from 'fastify'

// PLACEHOLDER (being replaced in this change).
export default async function privilegesModule(_app: FastifyInstance) {}
